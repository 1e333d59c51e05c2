import Foundation
import Testing
import TabLayout
import Yams
@testable import Handbook

/// The key declarations against the loaders that read through them and the schemas printed
/// from them: a key in one and not the other fails here.
@Suite struct KeyDeclarationTests {
    static let siteProbes = KeyProbe.probes(SiteKeys.root, loader: .site)
    static let specProbes = ComponentKind.allCases.flatMap { kind in
        KeyProbe.probes(ComponentSpecKeys.spec(for: kind), loader: .spec, fixed: [ComponentSpecKeys.kind.name: kind.rawValue])
    }
    static let tabbarProbes = KeyProbe.probes(ExampleKeys.example(ExampleKeys.variantNames(for: nil)), loader: .tabbar)

    /// What the loader makes of a probe's document.
    static func load(_ probe: KeyProbe) -> (loaded: Bool, changed: Bool, diagnostics: [Diagnostic]) {
        switch probe.loader {
        case .site:
            let (config, diagnostics) = SiteConfig.parse(SourceText(path: "site.yml", text: probe.text))
            return (true, config != SiteConfig(), diagnostics)
        case .spec:
            let (spec, diagnostics) = ComponentSpecLoader.load(SourceText(path: "tabs.yml", text: probe.text), name: "tabs", sourcePath: "components/tabs.yml")
            return (spec != nil, true, diagnostics)
        case .tabbar:
            do {
                let document = try YAMLDocument(parsing: probe.text, path: "block.md")
                var reader = YAMLReader(document)
                guard let root = document.root else { return (false, false, []) }
                let example = ExampleReader.read(root, kind: nil, defaultVariant: .scroll, reader: &reader)
                return (example != nil, true, reader.diagnostics)
            } catch {
                return (false, false, error.diagnostics)
            }
        }
    }

    @Test(arguments: siteProbes + specProbes + tabbarProbes)
    func theLoaderAcceptsExactlyWhatIsDeclared(probe: KeyProbe) {
        let (loaded, changed, diagnostics) = Self.load(probe)
        switch probe.expectation {
        case .accepted:
            #expect(loaded && !diagnostics.hasErrors, "\(diagnostics.map { "\($0.id): \($0.message)" })")
            if probe.isTopLevel { #expect(changed, "the loader ignored '\(probe.path)'") }
        case let .rejected(id, column):
            let found = diagnostics.first { $0.id == id }
            #expect(found?.location == SourceLocation(file: found?.location?.file ?? "", line: 1, column: column),
                    "\(id) at column \(column) expected; got \(diagnostics.map { "\($0.id)@\($0.location?.column ?? 0): \($0.message)" })")
        }
    }

    @Test func probesReachEveryLevel() {
        #expect(Self.siteProbes.contains { $0.path == "versions[].ref" })
        #expect(Self.siteProbes.contains { $0.path == "fonts[].face" })
        #expect(Self.siteProbes.contains { $0.path == "theme.accent" })
        #expect(Self.specProbes.contains { $0.path == "examples[].items[].badge" })
        #expect(Self.specProbes.contains { $0.path == "variants.tablet.max-items" }, "tab-bar's own variant names")
        #expect(Self.specProbes.count > 300)
    }

    // MARK: The printed schemas mirror the declarations

    static func schema(_ which: HandbookSchema) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(which.json.utf8)) as? [String: Any])
    }

    /// Walks a declaration and its printed schema together: the same properties in the same
    /// order, the same required keys, nothing else allowed, at every level.
    static func compare(_ mapping: YAMLMapping, _ schema: [String: Any], at path: String) {
        #expect(schema["type"] as? String == "object", "\(path)")
        if let other = mapping.otherKeys {
            // Keys the user names (check rules by id) take one shape, described once.
            let additional = schema["additionalProperties"] as? [String: Any] ?? [:]
            #expect(additional["description"] as? String == other.summary, "\(path)")
            compare(other.shape, additional, at: path + ".*")
        } else {
            #expect(schema["additionalProperties"] as? Bool == false, "\(path)")
        }
        let properties = schema["properties"] as? [String: Any] ?? [:]
        #expect(Set(properties.keys) == Set(mapping.names), "\(path)")
        #expect(Set(schema["required"] as? [String] ?? []) == Set(mapping.keys.filter(\.isRequired).map(\.name)), "\(path)")
        let dependent = schema["dependentSchemas"] as? [String: [String: [String: [String]]]] ?? [:]
        #expect(dependent.mapValues { $0["not"]?["required"] ?? [] } == Dictionary(mapping.exclusions.map { ($0.first, [$0.second]) }, uniquingKeysWith: +), "\(path)")
        for key in mapping.keys {
            guard let property = properties[key.name] as? [String: Any] else { continue }
            #expect(property["description"] as? String == key.summary, "\(path).\(key.name)")
            compare(key.shape, property, at: path + "." + key.name)
        }
    }

    static func compare(_ shape: YAMLShape, _ schema: [String: Any], at path: String) {
        switch shape {
        case .mapping(let mapping): compare(mapping, schema, at: path)
        case .list(let entry, _):
            #expect(schema["type"] as? String == "array", "\(path)")
            compare(entry, schema["items"] as? [String: Any] ?? [:], at: path + "[]")
        case .either(let shapes):
            let alternatives = schema["anyOf"] as? [[String: Any]] ?? []
            #expect(alternatives.count == shapes.count, "\(path)")
            for (shape, alternative) in zip(shapes, alternatives) { compare(shape, alternative, at: path) }
        case .text(let rule):
            if let choices = rule.choices {
                // A choice that may be written as a number is listed as text and as a number.
                let numbers = rule.numbers ? choices.values.compactMap { Double($0) } : []
                let listed = schema["enum"] as? [Any] ?? []
                #expect(listed.compactMap { $0 as? String } == choices.values, "\(path)")
                #expect(listed.filter { !($0 is String) }.compactMap { ($0 as? NSNumber)?.doubleValue } == numbers, "\(path)")
            }
            if let pattern = rule.pattern { #expect(schema["pattern"] as? String == pattern.regex, "\(path)") }
        case .number(let rule):
            #expect(schema["type"] as? String == (rule.whole ? "integer" : "number"), "\(path)")
            #expect(schema["exclusiveMinimum"] as? Double == rule.exclusiveMinimum, "\(path)")
            #expect(schema["minimum"] as? Double == rule.minimum, "\(path)")
        case .flag:
            #expect(schema["type"] as? String == "boolean", "\(path)")
        }
    }

    @Test func theSiteSchemaMirrorsTheDeclaration() throws {
        let schema = try Self.schema(.site)
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        Self.compare(SiteKeys.root, schema, at: "site.yml")
    }

    @Test func theComponentSchemaMirrorsTheDeclarationForEveryKind() throws {
        let schema = try Self.schema(.component)
        Self.compare(ComponentSpecKeys.spec(for: nil), schema, at: "spec")
        let cases = try #require(schema["allOf"] as? [[String: Any]])
        #expect(cases.count == ComponentKind.allCases.count)
        for (kind, condition) in zip(ComponentKind.allCases, cases) {
            let test = (condition["if"] as? [String: Any])?["properties"] as? [String: [String: Any]]
            #expect(test?["kind"]?["const"] as? String == kind.rawValue)
            let narrowed = try #require((condition["then"] as? [String: Any])?["properties"] as? [String: Any])
            let keys = ComponentSpecKeys.spec(for: kind)
            for name in narrowed.keys {
                guard let key = keys[name], let property = narrowed[name] as? [String: Any] else {
                    Issue.record("\(kind) narrows '\(name)', which it does not declare")
                    continue
                }
                Self.compare(key.shape, property, at: "\(kind.rawValue).\(name)")
            }
            let variants = try #require(narrowed["variants"] as? [String: Any])
            #expect(Set((variants["properties"] as? [String: Any] ?? [:]).keys) == Set(ExampleKeys.variantNames(for: kind).map(\.name)))
        }
    }

    @Test func schemasAreTheSameBytesEveryTime() {
        for which in HandbookSchema.allCases {
            #expect(which.json == which.json)
            #expect(which.json.hasSuffix("}\n"))
        }
    }

    @Test func everyDeclaredPatternCompilesInSwift() {
        func patterns(_ shape: YAMLShape) -> [TextPattern] {
            switch shape {
            case .text(let rule): return rule.pattern.map { [$0] } ?? []
            case .list(let entry, _): return patterns(entry)
            case .either(let shapes): return shapes.flatMap(patterns)
            case .mapping(let mapping): return mapping.keys.flatMap { patterns($0.shape) }
            case .number, .flag: return []
            }
        }
        let all = patterns(.mapping(SiteKeys.root)) + patterns(.mapping(ComponentSpecKeys.spec(for: nil)))
        #expect(!all.isEmpty)
        for pattern in all {
            #expect((try? Regex(pattern.regex)) != nil, "\(pattern.regex)")
            #expect(YAMLReader.matches(pattern.example, pattern.regex), "\(pattern.example) !~ \(pattern.regex)")
        }
    }
}
