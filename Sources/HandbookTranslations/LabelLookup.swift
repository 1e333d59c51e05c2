/// How a label written in a spec found its key in the app's catalogs: which rule applied,
/// the key chosen, and every key its source text belongs to.
///
/// The order follows the platforms: a `key:` the example gives; then the label itself as a
/// key, where the format looks strings up by their source text (SwiftUI's `Text("Settings")`
/// and `NSLocalizedString` look up the key `Settings` in a String Catalog or an Xcode XLIFF;
/// gettext's `gettext("Settings")` looks up the `msgid` without a context) — never for Android,
/// whose resource names are identifiers (`R.string.tab_settings`), not text; then the source
/// text, exactly and then ignoring case and whitespace.
public struct LabelLookup: Hashable, Sendable {
    /// The rule that found the key.
    public enum Rule: String, Hashable, Sendable {
        /// The example's `key:`.
        case givenKey = "key"
        /// The label is itself a key of a format that looks text up as a key.
        case labelAsKey = "label-as-key"
        /// The label is the source text of the key.
        case sourceText = "source-text"
        /// The label is the source text of the key once case and whitespace are ignored.
        case foldedSourceText = "folded-source-text"
    }

    /// The rule that applied.
    public var rule: Rule
    /// The key the label is drawn with in every locale.
    public var key: String
    /// Every key whose source text is the label (the chosen one among them when it is one),
    /// in the order the catalogs were read; empty when the example gave the key.
    public var sharingSourceText: [String]

    /// The keys other than the chosen one that the label's text also names.
    public var otherKeys: [String] { sharingSourceText.filter { $0 != key } }
}
