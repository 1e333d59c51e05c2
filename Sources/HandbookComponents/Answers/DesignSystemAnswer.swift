import Foundation

/// What `handbook mcp` hands a coding assistant, as plain values it encodes as JSON.
public enum DesignSystemAnswer {
    /// A finding, as `--format json` gives it.
    public struct Finding: Codable, Sendable, Equatable {
        public var severity: String
        public var rule: String
        /// What is wrong, without the platform and locale it is about (those are fields).
        public var message: String
        /// The platform the finding is about (`ios`, `android`, `web`), when the component is
        /// drawn for several.
        public var platform: String?
        /// The locale whose translation the finding is about; absent for the source language.
        public var locale: String?
        public var file: String?
        public var line: Int?
        public var column: Int?
        /// The places the finding depends on (the catalog entry a translated label came
        /// from), as `handbook check --format json` gives them; absent when there are none.
        public var notes: [Note]?

        /// The message as the build prints it: `[platform] [locale] message`.
        public var taggedMessage: String {
            (platform.map { "[\($0)] " } ?? "") + (locale.map { "[\($0)] " } ?? "") + message
        }

        /// `x` of a message starting `[x] `.
        package static func leadingTag(of text: Substring) -> String? {
            guard text.hasPrefix("["), let close = text.firstIndex(of: "]"), text[close...].hasPrefix("] ") else { return nil }
            let tag = text[text.index(after: text.startIndex)..<close]
            return tag.isEmpty || tag.count > 24 || tag.contains(" ") ? nil : String(tag)
        }

        /// A BCP 47 tag's shape: a two- or three-letter language, then subtags.
        package static func looksLikeLocale(_ tag: String) -> Bool {
            let parts = tag.split(separator: "-", omittingEmptySubsequences: false)
            guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
            return parts.dropFirst().allSatisfy { !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
        }

        /// A place related to a finding.
        public struct Note: Codable, Sendable, Equatable {
            public var message: String
            public var file: String?
            public var line: Int?
            public var column: Int?
        }

        /// `diagnostic` as data: the `[platform] [locale] ` its message starts with when the
        /// checks tagged it become the fields; `locales` are the ones checked, which a tag must
        /// be one of to be read as a locale (without them, any tag shaped like BCP 47).
        package init(_ diagnostic: Diagnostic, locales: [String] = []) {
            severity = diagnostic.severity == .error ? "error" : "warning"
            rule = diagnostic.id
            var text = Substring(diagnostic.message)
            if let tag = Self.leadingTag(of: text), Platform(rawValue: tag) != nil {
                platform = tag
                text = text.dropFirst(tag.count + 3)
            }
            // Themes are tagged the same way (`[dark]`): with the site's locales known, only they are locales.
            if let tag = Self.leadingTag(of: text), locales.isEmpty ? Self.looksLikeLocale(tag) : locales.contains(tag) {
                locale = tag
                text = text.dropFirst(tag.count + 3)
            }
            message = String(text)
            file = diagnostic.location?.file
            line = diagnostic.location?.line
            column = diagnostic.location?.column
            if !diagnostic.notes.isEmpty {
                notes = diagnostic.notes.map { Note(message: $0.message, file: $0.location?.file, line: $0.location?.line, column: $0.location?.column) }
            }
        }
    }

    /// A spec that did not load, and why: it is in no other answer until it is fixed.
    public struct FailedSpec: Codable, Sendable {
        /// The spec's name (its file name without `.yml`).
        public var name: String
        /// The errors, as `path:line:column` places with their messages.
        public var errors: [Finding]

        package init(name: String, errors: [Finding]) {
            self.name = name
            self.errors = errors
        }
    }

    /// One component, in a list.
    public struct ComponentSummary: Codable, Sendable {
        public var name: String
        public var title: String
        public var kind: String
        public var platforms: [String]
        public var summary: String
        /// The page, relative to the site's root.
        public var url: String
    }

    /// The width below which a label of an example truncates, in one language on one platform.
    public struct Threshold: Codable, Sendable, Equatable {
        public var example: String?
        public var locale: String
        public var platform: String
        public var label: String
        public var truncatesBelow: Double

        package init(example: String? = nil, locale: String, platform: String, label: String, truncatesBelow: Double) {
            self.example = example
            self.locale = locale
            self.platform = platform
            self.label = label
            self.truncatesBelow = truncatesBelow
        }
    }

    /// One component in full: the spec's facts, its guidelines and what they compute.
    public struct Component: Codable, Sendable {
        public var summary: ComponentSummary
        public var variants: [Variant]
        public var states: [String]
        public var knownGaps: [String]
        public var contentRules: [String]
        /// Every rule the site checks, with the sentence that states it.
        public var rules: [Rule]
        public var thresholds: [Threshold]
        public var findings: [Finding]
        /// What changed since the previous version, on a site with versions (absent otherwise).
        public var changes: Changes?
        /// Every computed preview on the component's page, as drawn and judged (absent where
        /// the page was not made).
        public var renditions: [Rendition]? = nil

        /// What changed in the spec and in the tokens it uses since the previous version, and
        /// what that does: contrast pairs before → after, labels that now truncate or fit,
        /// targets that now fail.
        public struct Changes: Codable, Sendable {
            /// The previous version's name.
            public var since: String
            /// Whether the component is new since then (every other list is empty).
            public var isNew: Bool
            /// The spec's changes in its own words (`min-item-width 90 → 72`).
            public var spec: [String]
            /// The tokens it uses that changed (`{color.text.secondary}: #6a717d → #4f5664 [dark]`).
            public var tokens: [String]
            /// What the changes do, computed (`[dark] label … on …: 7.20:1 → 2.90:1, now fails contrast.text`).
            public var consequences: [String]

            package init(since: String, isNew: Bool, spec: [String], tokens: [String], consequences: [String]) {
                self.since = since
                self.isNew = isNew
                self.spec = spec
                self.tokens = tokens
                self.consequences = consequences
            }
        }

        public struct Variant: Codable, Sendable {
            public var name: String
            public var description: String
        }

        public struct Rule: Codable, Sendable {
            public var id: String
            public var summary: String
        }
    }

    /// What the site's checks say of proposed labels.
    public struct LabelCheck: Codable, Sendable {
        public var component: String
        public var variant: String
        public var platforms: [String]
        /// The labels checked, in the source language (a key's source text).
        public var labels: [String]
        /// The catalog keys the labels were looked up by, when keys or an example gave them.
        public var keys: [String]?
        /// The spec example checked, when one was asked for.
        public var example: String?
        /// The width checked at, in points.
        public var width: Double
        /// True when no finding is an error or a warning.
        public var passes: Bool
        public var findings: [Finding]
        public var thresholds: [Threshold]
        /// Which variant to use, when the checks say the asked one does not suit the labels.
        public var advice: String?

        package init(component: String, variant: String, platforms: [String], labels: [String], keys: [String]? = nil, example: String? = nil, width: Double, passes: Bool, findings: [Finding], thresholds: [Threshold], advice: String? = nil) {
            self.component = component
            self.variant = variant
            self.platforms = platforms
            self.labels = labels
            self.keys = keys
            self.example = example
            self.width = width
            self.passes = passes
            self.findings = findings
            self.thresholds = thresholds
            self.advice = advice
        }
    }

    /// A page or a section of one that matches a search.
    public struct SearchHit: Codable, Sendable {
        public var title: String
        public var section: String?
        public var url: String
        public var summary: String

        package init(title: String, section: String? = nil, url: String, summary: String) {
            self.title = title
            self.section = section
            self.url = url
            self.summary = summary
        }
    }
}

