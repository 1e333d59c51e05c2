// Golden layouts in a spec-like format (cmark spec.txt style), kept in a Swift string so
// SwiftPM needs no resource declaration. Read by LayoutGoldenTests; regenerate on purpose only.
enum LayoutGoldens {
    static let fixture = #"""
Golden layouts for TabLayoutEngine, measured with FixedWidthMeasurer (every character
half an em: 7 pt at 14 pt). Each case: `### title`, input lines `key: value` (items are
separated by " | "), a line with a single ".", then the expected geometry. Numbers are
rounded to 3 decimals for comparison only; the engine never rounds.

### scroll: items fit, start-aligned, no scrolling
variant: scroll
width: 400
items: Reviews | About | Photos
selected: 1
.
contentWidth 374 scrollOffset 0 fontSize 14 active 1
item 0 "Reviews" x 52 width 90 labelX 72.5 labelWidth 49
item 1 "About" x 142 width 90 labelX 169.5 labelWidth 35
item 2 "Photos" x 232 width 90 labelX 256 labelWidth 42
indicator x 169.5 width 35

### scroll: overflow centres the selected item
variant: scroll
width: 360
items: Overview | Specifications | Reviews | Questions | Related | Notifications
selected: 3
.
contentWidth 722 scrollOffset 229.5 fontSize 14 active 3
item 0 "Overview" x 52 width 90 labelX 69 labelWidth 56 hidden
item 1 "Specifications" x 142 width 130 labelX 158 labelWidth 98
item 2 "Reviews" x 272 width 90 labelX 292.5 labelWidth 49
item 3 "Questions" x 362 width 95 labelX 378 labelWidth 63
item 4 "Related" x 457 width 90 labelX 477.5 labelWidth 49
item 5 "Notifications" x 547 width 123 labelX 563 labelWidth 91
indicator x 378 width 63

### scroll: overflow clamps at the start
variant: scroll
width: 360
items: Overview | Specifications | Reviews | Questions | Related | Notifications
selected: 0
.
contentWidth 722 scrollOffset 0 fontSize 14 active 0
item 0 "Overview" x 52 width 90 labelX 69 labelWidth 56
item 1 "Specifications" x 142 width 130 labelX 158 labelWidth 98
item 2 "Reviews" x 272 width 90 labelX 292.5 labelWidth 49
item 3 "Questions" x 362 width 95 labelX 378 labelWidth 63 hidden
item 4 "Related" x 457 width 90 labelX 477.5 labelWidth 49 hidden
item 5 "Notifications" x 547 width 123 labelX 563 labelWidth 91 hidden
indicator x 69 width 56

### scroll: overflow clamps at the end
variant: scroll
width: 360
items: Overview | Specifications | Reviews | Questions | Related | Notifications
selected: 5
.
contentWidth 722 scrollOffset 362 fontSize 14 active 5
item 0 "Overview" x 52 width 90 labelX 69 labelWidth 56 hidden
item 1 "Specifications" x 142 width 130 labelX 158 labelWidth 98 hidden
item 2 "Reviews" x 272 width 90 labelX 292.5 labelWidth 49 hidden
item 3 "Questions" x 362 width 95 labelX 378 labelWidth 63
item 4 "Related" x 457 width 90 labelX 477.5 labelWidth 49
item 5 "Notifications" x 547 width 123 labelX 563 labelWidth 91
indicator x 563 width 91

### scroll: right-to-left mirrors x, scroll offset from the leading edge
variant: scroll
width: 360
items: Overview | Specifications | Reviews | Questions | Related | Notifications
selected: 3
rtl: true
.
contentWidth 722 scrollOffset 229.5 fontSize 14 active 3
item 0 "Overview" x 580 width 90 labelX 597 labelWidth 56 hidden
item 1 "Specifications" x 450 width 130 labelX 466 labelWidth 98
item 2 "Reviews" x 360 width 90 labelX 380.5 labelWidth 49
item 3 "Questions" x 265 width 95 labelX 281 labelWidth 63
item 4 "Related" x 175 width 90 labelX 195.5 labelWidth 49
item 5 "Notifications" x 52 width 123 labelX 68 labelWidth 91
indicator x 281 width 63

### scroll: text scale 2 widens labels, not padding
variant: scroll
width: 360
items: Home | Specifications
selected: 1
text-scale: 2
.
contentWidth 422 scrollOffset 62 fontSize 28 active 1
item 0 "Home" x 52 width 90 labelX 69 labelWidth 56
item 1 "Specifications" x 142 width 228 labelX 158 labelWidth 196
indicator x 158 width 196

### scroll: indicator spans the item
variant: scroll
width: 360
items: A | Reviews
selected: 0
indicator: item
.
contentWidth 284 scrollOffset 0 fontSize 14 active 0
item 0 "A" x 52 width 90 labelX 93.5 labelWidth 7
item 1 "Reviews" x 142 width 90 labelX 162.5 labelWidth 49
indicator x 52 width 90

### scroll: short label gets the minimum indicator
variant: scroll
width: 360
items: A | Reviews
selected: 0
.
contentWidth 284 scrollOffset 0 fontSize 14 active 0
item 0 "A" x 52 width 90 labelX 93.5 labelWidth 7
item 1 "Reviews" x 142 width 90 labelX 162.5 labelWidth 49
indicator x 85 width 24

### fixed: three short labels share the width
variant: fixed
width: 360
items: Reviews | About | Photos
selected: 0
.
contentWidth 360 scrollOffset 0 fontSize 14 active 0
item 0 "Reviews" x 0 width 120 labelX 35.5 labelWidth 49
item 1 "About" x 120 width 120 labelX 162.5 labelWidth 35
item 2 "Photos" x 240 width 120 labelX 279 labelWidth 42
indicator x 35.5 width 49

### fixed: long labels truncate with an ellipsis
variant: fixed
width: 320
items: Overview | Specifications | Reviews and ratings
selected: 1
.
contentWidth 320 scrollOffset 0 fontSize 14 active 1
item 0 "Overview" x 0 width 106.667 labelX 25.333 labelWidth 56
item 1 "Specifica…" x 106.667 width 106.667 labelX 125 labelWidth 70 truncated
item 2 "Reviews a…" x 213.333 width 106.667 labelX 231.667 labelWidth 70 truncated
indicator x 125 width 70
error tabs.fixed.truncates: “Specifications” is truncated to “Specifica…” in a 106.7 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label
error tabs.fixed.truncates: “Reviews and ratings” is truncated to “Reviews a…” in a 106.7 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label

### fixed: five items is too many
variant: fixed
width: 360
items: One | Two | Three | Four | Five
selected: 4
rtl: true
.
contentWidth 360 scrollOffset 0 fontSize 14 active 4
item 0 "One" x 288 width 72 labelX 313.5 labelWidth 21
item 1 "Two" x 216 width 72 labelX 241.5 labelWidth 21
item 2 "Three" x 144 width 72 labelX 162.5 labelWidth 35
item 3 "Four" x 72 width 72 labelX 94 labelWidth 28
item 4 "Five" x 0 width 72 labelX 22 labelWidth 28
indicator x 22 width 28
warning tabs.fixed.item-count: fixed tabs need 2 to 4 items, this bar has 5; use scroll tabs

### fixed: text scale 3 truncates, trailing space trimmed
variant: fixed
width: 360
items: Reviews | Tech specs
selected: 1
text-scale: 3
.
contentWidth 360 scrollOffset 0 fontSize 42 active 1
item 0 "Reviews" x 0 width 180 labelX 16.5 labelWidth 147
item 1 "Tech s…" x 180 width 180 labelX 196.5 labelWidth 147 truncated
indicator x 196.5 width 147
error tabs.fixed.truncates: “Tech specs” is truncated to “Tech s…” in a 180 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label

### fixed: a prefix ending in a space is trimmed before the ellipsis
variant: fixed
width: 316
items: Reviews | Tech specs
selected: 0
text-scale: 3
.
contentWidth 316 scrollOffset 0 fontSize 42 active 0
item 0 "Revie…" x 0 width 158 labelX 16 labelWidth 126 truncated
item 1 "Tech…" x 158 width 158 labelX 184.5 labelWidth 105 truncated
indicator x 16 width 126
error tabs.fixed.truncates: “Reviews” is truncated to “Revie…” in a 158 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label
error tabs.fixed.truncates: “Tech specs” is truncated to “Tech…” in a 158 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label

### fixed: nothing fits but the ellipsis
variant: fixed
width: 100
items: Photos | Video
selected: 0
text-scale: 2
.
contentWidth 100 scrollOffset 0 fontSize 28 active 0
item 0 "…" x 0 width 50 labelX 18 labelWidth 14 truncated
item 1 "…" x 50 width 50 labelX 68 labelWidth 14 truncated
indicator x 13 width 24
error tabs.fixed.truncates: “Photos” is truncated to “…” in a 50 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label
error tabs.fixed.truncates: “Video” is truncated to “…” in a 50 pt item; fixed tabs must not truncate; use scroll tabs or a shorter label

### fixed: pressed and disabled states
variant: fixed
width: 360
items: Reviews | About | Photos
selected: 0
pressed: 1
disabled: 2
.
contentWidth 360 scrollOffset 0 fontSize 14 active 0
item 0 "Reviews" x 0 width 120 labelX 35.5 labelWidth 49
item 1 "About" x 120 width 120 labelX 162.5 labelWidth 35 pressed
item 2 "Photos" x 240 width 120 labelX 279 labelWidth 42 disabled
indicator x 35.5 width 49

### tab-bar: phone, four items with badges
variant: tab-bar
width: 375
items: Home | Inbox | Search | Profile
selected: 0
badge: 1 3
badge: 2 120
badge: 3 !
.
contentWidth 375 scrollOffset 0 fontSize 10 active 0
item 0 "Home" x 0 width 93.75 labelX 36.875 labelWidth 20
item 1 "Inbox" x 93.75 width 93.75 labelX 128.125 labelWidth 25 badge "3" 143.625 18
item 2 "Search" x 187.5 width 93.75 labelX 219.375 labelWidth 30 badge "99+" 237.375 25.5
item 3 "Profile" x 281.25 width 93.75 labelX 310.625 labelWidth 35 badge "!" 331.125 18

### tab-bar: phone, seven items show four and More
variant: tab-bar
width: 375
items: Home | Inbox | Search | Library | Settings | Help | About
selected: 5
.
contentWidth 375 scrollOffset 0 fontSize 10 active 7
item 0 "Home" x 0 width 75 labelX 27.5 labelWidth 20
item 1 "Inbox" x 75 width 75 labelX 100 labelWidth 25
item 2 "Search" x 150 width 75 labelX 172.5 labelWidth 30
item 3 "Library" x 225 width 75 labelX 245 labelWidth 35
item 4 "Settings" x 300 width 0 labelX 300 labelWidth 0 hidden
item 5 "Help" x 300 width 0 labelX 300 labelWidth 0 hidden
item 6 "About" x 300 width 0 labelX 300 labelWidth 0 hidden
item 7 "More" x 300 width 75 labelX 327.5 labelWidth 20 more-item
more Settings | Help | About
warning tab-bar.phone.more-item: 7 items on a phone: 4 are shown and 3 are listed under More (Settings, Help, About)

### tab-bar: phone, narrow items miss the touch target
variant: tab-bar
width: 200
items: Home | Inbox | Search | Library | Profile
selected: 2
.
contentWidth 200 scrollOffset 0 fontSize 10 active 2
item 0 "Home" x 0 width 40 labelX 10 labelWidth 20
item 1 "Inbox" x 40 width 40 labelX 47.5 labelWidth 25
item 2 "Search" x 80 width 40 labelX 85 labelWidth 30
item 3 "Libra…" x 120 width 40 labelX 125 labelWidth 30 truncated
item 4 "Profi…" x 160 width 40 labelX 165 labelWidth 30 truncated
warning tab-bar.touch-target: tab bar items are 40 pt wide, narrower than the 44 pt touch target
warning tab-bar.truncates: “Library” is truncated to “Libra…” in a 40 pt item; use a shorter label
warning tab-bar.truncates: “Profile” is truncated to “Profi…” in a 40 pt item; use a shorter label

### tab-bar: tablet, eight items centred, no More
variant: tab-bar
device: tablet
width: 768
items: Home | Inbox | Search | Library | Settings | Help | About | News
selected: 7
.
contentWidth 768 scrollOffset 0 fontSize 10 active 7
item 0 "Home" x 0 width 96 labelX 38 labelWidth 20
item 1 "Inbox" x 96 width 96 labelX 131.5 labelWidth 25
item 2 "Search" x 192 width 96 labelX 225 labelWidth 30
item 3 "Library" x 288 width 96 labelX 318.5 labelWidth 35
item 4 "Settings" x 384 width 96 labelX 412 labelWidth 40
item 5 "Help" x 480 width 96 labelX 518 labelWidth 20
item 6 "About" x 576 width 96 labelX 611.5 labelWidth 25
item 7 "News" x 672 width 96 labelX 710 labelWidth 20
warning tab-bar.tablet.too-many-items: 8 items on a tablet tab bar; keep to about 7, a tablet never shows a More item

### tab-bar: tablet, three items centred
variant: tab-bar
device: tablet
width: 768
items: Home | Inbox | Search
selected: 1
.
contentWidth 768 scrollOffset 0 fontSize 10 active 1
item 0 "Home" x 219 width 110 labelX 264 labelWidth 20
item 1 "Inbox" x 329 width 110 labelX 371.5 labelWidth 25
item 2 "Search" x 439 width 110 labelX 479 labelWidth 30

### tab-bar: phone, right-to-left with a badge
variant: tab-bar
width: 375
items: Home | Inbox | Search
selected: 0
badge: 1 5
rtl: true
.
contentWidth 375 scrollOffset 0 fontSize 10 active 0
item 0 "Home" x 250 width 125 labelX 302.5 labelWidth 20
item 1 "Inbox" x 125 width 125 labelX 175 labelWidth 25 badge "5" 166.5 18
item 2 "Search" x 0 width 125 labelX 47.5 labelWidth 30

### segmented: three segments, thumb on the selected one
variant: segmented
width: 300
items: Day | Week | Month
selected: 2
.
contentWidth 300 scrollOffset 0 fontSize 13 active 2
item 0 "Day" x 2 width 98.667 labelX 41.583 labelWidth 19.5
item 1 "Week" x 100.667 width 98.667 labelX 137 labelWidth 26
item 2 "Month" x 199.333 width 98.667 labelX 232.417 labelWidth 32.5
indicator x 199.333 width 98.667

### segmented: six segments truncate and are too many
variant: segmented
width: 300
items: Monday | Tuesday | Wednesday | Thursday | Friday | Saturday
selected: 0
.
contentWidth 300 scrollOffset 0 fontSize 13 active 0
item 0 "Mond…" x 2 width 49.333 labelX 10.417 labelWidth 32.5 truncated
item 1 "Tues…" x 51.333 width 49.333 labelX 59.75 labelWidth 32.5 truncated
item 2 "Wedn…" x 100.667 width 49.333 labelX 109.083 labelWidth 32.5 truncated
item 3 "Thur…" x 150 width 49.333 labelX 158.417 labelWidth 32.5 truncated
item 4 "Frid…" x 199.333 width 49.333 labelX 207.75 labelWidth 32.5 truncated
item 5 "Satu…" x 248.667 width 49.333 labelX 257.083 labelWidth 32.5 truncated
indicator x 2 width 49.333
warning segmented.segment-count: a segmented control needs 2 to 5 segments, this one has 6
warning segmented.truncates: “Monday” is truncated to “Mond…” in a 49.3 pt item; use a shorter label
warning segmented.truncates: “Tuesday” is truncated to “Tues…” in a 49.3 pt item; use a shorter label
warning segmented.truncates: “Wednesday” is truncated to “Wedn…” in a 49.3 pt item; use a shorter label
warning segmented.truncates: “Thursday” is truncated to “Thur…” in a 49.3 pt item; use a shorter label
warning segmented.truncates: “Friday” is truncated to “Frid…” in a 49.3 pt item; use a shorter label
warning segmented.truncates: “Saturday” is truncated to “Satu…” in a 49.3 pt item; use a shorter label

### floating tab bar: iOS 26, a search tab apart, the minimised state (lengths a spec gives; Apple publishes none)
variant: floating-tab-bar
width: 390
items: Home | Radio | Library | Profile
selected: 1
search: Search
floating: height=62, corner-radius=31, edge-inset=21, item-inset=4, search-gap=8, minimized-height=48
.
contentWidth 390 scrollOffset 0 fontSize 10 active 1
item 0 "Home" x 25 width 67.5 labelX 48.75 labelWidth 20
item 1 "Radio" x 92.5 width 67.5 labelX 113.75 labelWidth 25
item 2 "Library" x 160 width 67.5 labelX 176.25 labelWidth 35
item 3 "Profile" x 227.5 width 67.5 labelX 243.75 labelWidth 35
indicator x 92.5 width 67.5
height 128 bar 21,45 278×62 r31 selection 92.5,49 67.5×54 r27
search "Search" 307,45 62×62 r31
minimized height 114 bar 21,45 48×48 r24 search 321,45 48×48 r24

### floating tab bar: right to left, More past five, a minimised bar under the touch target
variant: floating-tab-bar
width: 375
rtl: true
items: Home | Radio | Library | Shows | Charts | Profile
selected: 0
floating: height=62, corner-radius=31, edge-inset=16, minimized-height=40
.
contentWidth 375 scrollOffset 0 fontSize 10 active 0
item 0 "Home" x 290.4 width 68.6 labelX 314.7 labelWidth 20
item 1 "Radio" x 221.8 width 68.6 labelX 243.6 labelWidth 25
item 2 "Library" x 153.2 width 68.6 labelX 170 labelWidth 35
item 3 "Shows" x 84.6 width 68.6 labelX 106.4 labelWidth 25
item 4 "Charts" x 84.6 width 0 labelX 84.6 labelWidth 0 hidden
item 5 "Profile" x 84.6 width 0 labelX 84.6 labelWidth 0 hidden
item 6 "More" x 16 width 68.6 labelX 40.3 labelWidth 20 more-item
indicator x 290.4 width 68.6
more Charts | Profile
height 118 bar 16,40 343×62 r31 selection 290.4,40 68.6×62 r31
minimized height 96 bar 319,40 40×40 r20
warning tab-bar.touch-target: the minimised tab bar's tab is 40 × 40 pt, smaller than the 44 × 44 pt touch target
warning tab-bar.phone.more-item: 6 items on a phone: 4 are shown and 2 are listed under More (Charts, Profile)

### top tab bar: iPadOS, text tabs centred at the top, sidebar-adaptable
variant: top-tab-bar
device: tablet
width: 1024
items: Home | Shows | Live | Guide
selected: 1
sidebar-adaptable: true
top-bar: height=50, corner-radius=25, edge-inset=12, item-padding=16, item-inset=4, font-size=15, sidebar-width=320, sidebar-row-height=44
.
contentWidth 1024 scrollOffset 0 fontSize 15 active 1
item 0 "Home" x 380.5 width 62 labelX 396.5 labelWidth 30
item 1 "Shows" x 442.5 width 69.5 labelX 458.5 labelWidth 37.5
item 2 "Live" x 512 width 62 labelX 528 labelWidth 30
item 3 "Guide" x 574 width 69.5 labelX 590 labelWidth 37.5
indicator x 442.5 width 69.5
height 98 bar 376.5,12 271×50 r25 selection 442.5,16 69.5×42 r21
sidebar-button 12,12 50×50 r25
sidebar height 208 panel 12,12 320×184 r25 selection 16,60 312×44 r21
row 0 "Home" top 16 x 16 width 312 labelX 72 labelWidth 30
row 1 "Shows" top 60 x 16 width 312 labelX 72 labelWidth 37.5
row 2 "Live" top 104 x 16 width 312 labelX 72 labelWidth 30
row 3 "Guide" top 148 x 16 width 312 labelX 72 labelWidth 37.5

"""#
}
