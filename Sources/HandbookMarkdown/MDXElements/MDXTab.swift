/// One tab of a `tabs` element, as the translation found it among the element's children.
public struct MDXTab: Sendable, Hashable {
    /// What the tab list shows: the item's `label`, else its `value`, else the fence's title.
    public var label: String
    /// The item's `value` (what `defaultValue` and `groupId` refer to), else its label.
    public var value: String
    /// Written `default` (Docusaurus's `<TabItem value="a" default>`).
    public var isDefault: Bool

    /// A tab as the translation records it.
    public init(label: String, value: String, isDefault: Bool) {
        self.label = label
        self.value = value
        self.isDefault = isDefault
    }
}

/// Where a `tab-item` element sits: the `tabs` element it belongs to and its place there.
public struct MDXTabPlace: Sendable, Hashable {
    /// Index of the `tabs` element among the translation's elements.
    public var group: Int
    /// The item's position among its group's tabs, from 0.
    public var index: Int
    /// The tab's label, which the panel repeats for readers without the tab list's styling.
    public var label: String
    /// Whether this is the tab shown first (`default`, or the group's `defaultValue`, else the first).
    public var isSelected = false

    /// A place as the translation records it.
    public init(group: Int, index: Int, label: String) {
        self.group = group
        self.index = index
        self.label = label
    }
}
