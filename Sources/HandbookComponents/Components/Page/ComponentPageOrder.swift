import Foundation
import Mustache

/// The order of a component page's sections, as the theme decides it:
/// `partials/component/page.mustache` names each section's id as a slot (`{{{anatomy}}}`), in
/// the order the page shows them, so a team reorders a page by overriding that one partial.
/// The order is read by rendering the partial with a marker in every slot and noting where
/// each marker lands. A section the partial does not name (a kind's own, which the theme cannot
/// know) keeps its place after the section it follows in the kind's order, so a new kind's
/// page is never silently short of its sections. Without the partial (a theme that predates
/// it), the kind's own order stands.
package struct ComponentPageOrder {
    package let library: MustacheLibrary

    /// `made`'s section ids in the page's order.
    package func order(of made: [String]) -> [String] {
        let markers = Dictionary(uniqueKeysWithValues: made.map { ($0, "\u{1}slot:\($0)\u{2}") })
        guard let rendered = library.render(markers, withTemplate: Conventions.componentPageTemplate) else { return made }
        let placed = made.compactMap { id in rendered.range(of: markers[id] ?? "").map { (id, $0.lowerBound) } }
        var order = placed.sorted { $0.1 < $1.1 }.map(\.0)
        for (index, id) in made.enumerated() where !order.contains(id) {
            let before = made[..<index].last { order.contains($0) }
            let at = before.flatMap { order.firstIndex(of: $0) }.map { $0 + 1 } ?? 0
            order.insert(id, at: at)
        }
        return order
    }
}
