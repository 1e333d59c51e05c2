/// What changed in the spec since the previous version site.yml lists, and what it does to
/// the bars. Only on sites with versions.
struct ChangesSection: ComponentPageSection {
    let id = "changes"
    let title = "Changes"

    func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        guard let previous = page.previous else { return nil }
        guard let old = previous.specs[page.spec.name] else {
            return SectionContent(context: ["since": previous.version, "isNew": true], words: ["New since \(previous.version)"])
        }
        let changes = SpecChanges(since: previous.version, old: old, new: page.spec, rules: page.previews.rules)
        page.changes = changes
        let consequences = changes.consequences(in: page.spec)
        return SectionContent(context: ["since": previous.version, "changes": changes.lines, "consequences": consequences,
                                        "unchanged": changes.lines.isEmpty && consequences.isEmpty],
                              words: changes.lines + consequences)
    }
}
