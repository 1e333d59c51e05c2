import Foundation
import HandbookDiagnostics
import HandbookFoundation
import HandbookMarkdown

/// The declared shapes as JSON Schema (draft 2020-12), for editors: the YAML language server
/// validates and completes a file with it and shows each key's summary on hover.
extension YAMLShape {
    /// This shape as a subschema; `description` goes first so editors show it on hover.
    package func jsonSchema(description: String? = nil) -> JSONValue {
        var members: [JSONValue.Member] = description.map { [JSONValue.Member("description", .string($0))] } ?? []
        switch self {
        case .text(let rule):
            members.append(.init("type", rule.numbers ? ["string", "number"] : "string"))
            if let choices = rule.choices {
                // A choice that may be written as a number (`ios-version: 26`) is listed both ways,
                // as YAML reads `26` as a number and `"26"` as text.
                let numbers = rule.numbers ? choices.values.compactMap { Double($0) }.map(JSONValue.number) : []
                members.append(.init("enum", .array(choices.values.map(JSONValue.string) + numbers)))
            }
            if let pattern = rule.pattern { members.append(.init("pattern", .string(pattern.regex))) }
            if let format = rule.format { members.append(.init("format", .string(format))) }
            let examples = rule.suggestions + (rule.pattern.map { [$0.example] } ?? [])
            if !examples.isEmpty { members.append(.init("examples", .array(examples.map(JSONValue.string)))) }
        case .number(let rule):
            members.append(.init("type", rule.whole ? "integer" : "number"))
            if let minimum = rule.minimum { members.append(.init("minimum", .number(minimum))) }
            if let minimum = rule.exclusiveMinimum { members.append(.init("exclusiveMinimum", .number(minimum))) }
            if let maximum = rule.maximum { members.append(.init("maximum", .number(maximum))) }
        case .flag:
            members.append(.init("type", "boolean"))
        case let .list(entry, rule):
            members.append(.init("type", "array"))
            members.append(.init("items", entry.jsonSchema()))
            if let minimum = rule.minimum { members.append(.init("minItems", .number(Double(minimum)))) }
            if let maximum = rule.maximum { members.append(.init("maxItems", .number(Double(maximum)))) }
            if rule.sameness == .wholeEntry { members.append(.init("uniqueItems", true)) }
        case .mapping(let mapping):
            members += mapping.jsonSchemaMembers
        case .either(let shapes):
            members.append(.init("anyOf", .array(shapes.map { $0.jsonSchema() })))
        }
        return .object(members)
    }
}

extension YAMLMapping {
    /// `type`, `properties`, `required` and `additionalProperties: false`: a key the
    /// definition lacks is an error in the editor as it is in the build.
    package var jsonSchemaMembers: [JSONValue.Member] {
        var members: [JSONValue.Member] = [.init("type", "object")]
        members.append(.init("properties", .object(keys.map { .init($0.name, $0.shape.jsonSchema(description: $0.summary)) })))
        let required = keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(.init("required", .array(required))) }
        if !exclusions.isEmpty {
            members.append(.init("dependentSchemas", .object(exclusions.map { exclusion in
                .init(exclusion.first, ["not": ["required": [.string(exclusion.second)]]])
            })))
        }
        if let other = otherKeys {
            members.append(.init("additionalProperties", other.shape.jsonSchema(description: other.summary)))
        } else {
            members.append(.init("additionalProperties", false))
        }
        return members
    }

    /// A whole schema document for files of this mapping. `cases` narrows keys by the value
    /// of one key (a spec's `kind`): for each value, the keys whose declaration differs.
    public func jsonSchemaDocument(title: String, description: String,
                                   cases: (key: String, mappings: [(value: String, mapping: YAMLMapping)])? = nil) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("$schema", "https://json-schema.org/draft/2020-12/schema"),
            .init("title", .string(title)),
            .init("description", .string(description)),
        ]
        members += jsonSchemaMembers
        if let cases {
            let conditions = cases.mappings.map { value, mapping -> JSONValue in
                let changed = mapping.keys.filter { key in self[key.name] != key }
                return [
                    "if": ["properties": .object([.init(cases.key, ["const": .string(value)])]), "required": [.string(cases.key)]],
                    "then": ["properties": .object(changed.map { .init($0.name, $0.shape.jsonSchema(description: $0.summary)) })],
                ]
            }
            members.append(.init("allOf", .array(conditions)))
        }
        return .object(members)
    }
}
