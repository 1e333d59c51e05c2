import MCP

/// JSON Schema (draft 2020-12) fragments as the SDK's `Value`, for the tools' input and
/// output schemas: short to write, so each schema reads like the answer type it describes.
enum JSONSchema {
    static func object(_ properties: [String: Value], required: [String] = [], closed: Bool = true, description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "object", "properties": .object(properties), "required": .array(required.map(Value.string))]
        if closed { schema["additionalProperties"] = false }
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func string(_ description: String? = nil, choices: [String]? = nil) -> Value {
        var schema: [String: Value] = ["type": "string"]
        if let description { schema["description"] = .string(description) }
        if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        return .object(schema)
    }

    static func number(_ description: String? = nil, whole: Bool = false, minimum: Double? = nil, maximum: Double? = nil) -> Value {
        var schema: [String: Value] = ["type": .string(whole ? "integer" : "number")]
        if let description { schema["description"] = .string(description) }
        if let minimum { schema["minimum"] = whole ? .int(Int(minimum)) : .double(minimum) }
        if let maximum { schema["maximum"] = whole ? .int(Int(maximum)) : .double(maximum) }
        return .object(schema)
    }

    static func boolean(_ description: String? = nil) -> Value {
        var schema: [String: Value] = ["type": "boolean"]
        if let description { schema["description"] = .string(description) }
        return .object(schema)
    }

    static func array(_ items: Value, description: String? = nil, minItems: Int? = nil, maxItems: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "array", "items": items]
        if let description { schema["description"] = .string(description) }
        if let minItems { schema["minItems"] = .int(minItems) }
        if let maxItems { schema["maxItems"] = .int(maxItems) }
        return .object(schema)
    }

    /// A map of any keys to values of `values`.
    static func map(_ values: Value, description: String? = nil, maxProperties: Int? = nil) -> Value {
        var schema: [String: Value] = ["type": "object", "additionalProperties": values]
        if let description { schema["description"] = .string(description) }
        if let maxProperties { schema["maxProperties"] = .int(maxProperties) }
        return .object(schema)
    }

    /// `schema` or null.
    static func nullable(_ schema: Value) -> Value {
        .object(["anyOf": .array([schema, .object(["type": "null"])])])
    }
}
