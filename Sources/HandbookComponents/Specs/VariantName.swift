import LayoutFoundation

/// A name an example's `variant` may take, what it lays out, and what it means.
package struct VariantName: Sendable {
    package var name: String
    package var variant: ExampleVariant
    package var device: DeviceClass?
    package var summary: String

    package init(name: String, variant: ExampleVariant, device: DeviceClass? = nil, summary: String) {
        self.name = name
        self.variant = variant
        self.device = device
        self.summary = summary
    }
}
