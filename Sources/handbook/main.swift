import ArgumentParser
import Foundation

// Bad usage exits 2 (the contract in DESIGN.md), not ArgumentParser's 64.
do {
    var command = try HandbookCommand.parseAsRoot()
    if let serve = command as? ServeCommand {
        try await serve.serve()
    } else if let mcp = command as? MCPCommand {
        try await mcp.run()
    } else {
        try command.run()
    }
} catch {
    let code = HandbookCommand.exitCode(for: error)
    if code == .success {
        HandbookCommand.exit(withError: error)
    } else if code == .validationFailure {
        FileHandle.standardError.write(Data("error: \(HandbookCommand.message(for: error))\n".utf8))
        exit(2)
    } else {
        HandbookCommand.exit(withError: error)
    }
}
