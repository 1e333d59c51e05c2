import Foundation
import Mustache

/// The order of a component page's sections, as the theme decides it:
/// `partials/component/page.mustache` names each section's id as a slot (`{{{anatomy}}}`), in
/// the order the page shows them, so a team reorders a page by overriding that one partial.
/// The order is read by rendering the partial with a marker in every slot and noting where
/// each marker lands; a section the partial leaves out is not shown. Without the partial (a
/// theme that predates it), the kind's own order stands.
struct ComponentPageOrder {
    let library: MustacheLibrary

    /// `made`'s section ids in the page's order.
    func order(of made: [String]) -> [String] {
        let markers = Dictionary(uniqueKeysWithValues: made.map { ($0, "\u{1}slot:\($0)\u{2}") })
        guard let rendered = library.render(markers, withTemplate: Conventions.componentPageTemplate) else { return made }
        let placed = made.compactMap { id in rendered.range(of: markers[id] ?? "").map { (id, $0.lowerBound) } }
        return placed.sorted { $0.1 < $1.1 }.map(\.0)
    }
}
