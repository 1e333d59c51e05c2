import TabLayout

/// Every example in every language the app ships, each at the smallest width of its own
/// device (a tablet bar at the smallest tablet width, never a phone's), as the app's own
/// catalogs translate it, measured and laid out in that language (right to left where it is
/// written so), and the language that truncates first called out.
///
/// Each locale is drawn exactly as `check` checks it (`GuidelineRules`): a label the catalogs
/// lack — every label of a locale with no catalog yet — in the source text, in the locale's
/// own direction; the page says so under the figure.
package struct LanguagesSection: ComponentPageSection {
    package let id = "languages"
    package let title = "Languages"

    package func content(_ page: inout ComponentPageDraft) -> SectionContent? {
        let localization = page.previews.localization
        guard !localization.targetLocales.isEmpty, let smallest = page.deviceWidths.first else { return nil }
        let examples = page.spec.examples.filter { $0.intent != .dont }
        // A spec on several platforms shows each example on each, as Examples does: the
        // same labels fit one platform's bar and not another's.
        let platforms = page.spec.platforms.count > 1 ? page.spec.platforms.map { PlatformPacks.pack(for: $0) } : []
        var rows: [[String: Any]] = []
        var matrices: [[String: Any]] = []
        var words: [String] = []
        var callouts: [[String: Any]] = []
        var previewCount = 0
        for pack in platforms.isEmpty ? [nil] : platforms.map(Optional.some) {
            let previews = pack.map { page.previews.on($0, tagging: true) } ?? page.previews
            let shown = examples.filter { example in pack.map { pack in example.platform.map { $0 == pack.platform } ?? true } ?? true }
            guard !shown.isEmpty else { continue }
            // Each example's thresholds once: the matrix and the call-out read the same ones.
            let measured = Self.measure(shown, previews: previews, page: page)
            matrices.append(matrix(measured, pack: pack, previews: previews, page: &page))
            for example in shown {
                var figures: [String] = []
                let width = previews.rules.smallestWidth(for: previews.adapt(example, metrics: nil).example)
                for (position, locale) in localization.locales.enumerated() {
                    var drawn = example
                    let name = Localization.displayName(locale)
                    var caption = "\(name) (\(locale))"
                    if position > 0 {
                        drawn.locale = locale
                        words += localization.translate(example, into: locale).example.items.map(\.label)
                        if Localization.isRightToLeft(locale) { caption += ", right to left" }
                        if !localization.hasCatalog(locale) { caption += ", no catalog yet: the source text" }
                    }
                    if let figure = page.figure(drawn, caption: caption, width: width, on: previews) { figures.append(figure) }
                    previewCount += 1
                }
                var row: [String: Any] = ["title": pack.map { $0.title(example.title ?? "Example") } ?? (example.title ?? "Example"), "figures": figures]
                if width != smallest || pack.map({ $0.unit != "pt" }) == true {
                    row["ownWidth"] = SVGNumber.format(width) + " " + previews.pack.unit
                }
                rows.append(row)
            }
            if var callout = worstLanguage(measured, shown: shown, previews: previews) {
                if let pack { callout["text"] = "On \(pack.name): " + (callout["text"] as? String ?? "") }
                callouts.append(callout)
            }
        }
        guard !rows.isEmpty else { return nil }
        var context: [String: Any] = ["width": SVGNumber.format(smallest), "examples": rows, "matrices": matrices, "previewCount": previewCount]
        let uncatalogued = localization.targetLocales.filter { !localization.hasCatalog($0) }
        if !uncatalogued.isEmpty {
            context["sourceText"] = uncatalogued.map { "\(Localization.displayName($0)) (\($0))" }.joined(separator: ", ")
        }
        if !callouts.isEmpty { context["worst"] = callouts }
        return SectionContent(context: context, words: localization.locales.map(Localization.displayName) + words)
    }

    /// An example as written, as the platform draws it, and its thresholds in every language.
    typealias Measured = (written: ComponentExample, example: ComponentExample, thresholds: [GuidelineRules.Threshold])

    /// Each example once, as the platform draws it, with its thresholds in every language.
    /// An example the engine does not draw (refused where it is drawn) has no thresholds.
    static func measure(_ examples: [ComponentExample], previews: PreviewRenderer, page: ComponentPageDraft) -> [Measured] {
        examples.compactMap { written -> Measured? in
            let (example, adapted) = previews.adapt(written, metrics: page.metrics(for: written))
            guard let metrics = adapted ?? example.variant.tab.map({ TabMetrics.defaults(for: $0, device: example.device) }) else { return nil }
            return (written, example, previews.keptTruncationThresholds(example, metrics: metrics))
        }
    }

    /// One platform's table: a row per language, a column per device width its examples are
    /// checked at (each phone width, and the smallest tablet's when an example is a tablet's),
    /// each cell saying whether every example of that device fits there in that language or
    /// which label truncates first, below what width — the thresholds `check` reports from.
    /// A failing cell gets a small preview of the example that fails, at that width.
    private func matrix(_ measured: [Measured], pack: (any PlatformPack)?, previews: PreviewRenderer, page: inout ComponentPageDraft) -> [String: Any] {
        let rules = previews.rules, localization = previews.localization, unit = previews.pack.unit
        let source = localization.locales.first ?? ""
        var columns: [(width: Double, device: DeviceClass)] = []
        if measured.contains(where: { $0.example.device == .phone }) {
            columns += rules.deviceWidths.filter { $0 < Conventions.tabletMinimumWidth }.map { ($0, DeviceClass.phone) }
        }
        for example in measured.map(\.example) where example.device == .tablet {
            let width = rules.smallestWidth(for: example)
            if !columns.contains(where: { $0.width == width && $0.device == .tablet }) { columns.append((width, .tablet)) }
        }
        var failures: [String] = []
        let rows = localization.locales.map { locale -> [String: Any] in
            let cells = columns.map { column -> [String: Any] in
                // The example of this device with the least room in this language.
                let worst = measured.filter { $0.example.device == column.device }.compactMap { entry -> (GuidelineRules.Threshold, ComponentExample)? in
                    entry.thresholds.first { ($0.locale ?? source) == locale }.map { ($0, entry.written) }
                }.max { $0.0.width < $1.0.width }
                guard let (threshold, example) = worst, threshold.width > column.width else { return ["fits": true, "text": "Fits"] }
                let text = "\u{2018}\(threshold.label)\u{2019} truncates below \(GuidelineRules.wholePoints(threshold.width)) \(unit)"
                var drawn = example
                if locale != source { drawn.locale = locale }
                if let figure = page.figure(drawn, caption: "\(Localization.displayName(locale)) at \(SVGNumber.format(column.width)) \(unit): \(text)", width: column.width, on: previews) {
                    failures.append(figure)
                    page.claimLastCut([threshold.label])
                }
                return ["fits": false, "text": text]
            }
            return ["locale": locale, "name": Localization.displayName(locale), "rtl": Localization.isRightToLeft(locale), "cells": cells]
        }
        return ["name": pack?.name ?? "", "hasName": pack != nil,
                "columns": columns.map { ["width": SVGNumber.format($0.width), "unit": unit, "device": $0.device.rawValue] },
                "rows": rows, "failures": failures, "hasFailures": !failures.isEmpty]
    }

    /// The language that truncates first over the examples whose bars can truncate, each
    /// example measured against the smallest width of its own device on `previews`'
    /// platform — the width `check` lays it out at, so the call-out warns exactly when
    /// `check` reports a truncation.
    private func worstLanguage(_ measured: [Measured], shown examples: [ComponentExample], previews: PreviewRenderer) -> [String: Any]? {
        let rules = previews.rules
        let unit = previews.pack.unit
        // The example with the least room: the largest threshold past (or nearest below) its own width.
        var worst: (threshold: GuidelineRules.Threshold, example: ComponentExample, width: Double)?
        for entry in measured {
            let width = rules.smallestWidth(for: entry.example)
            for threshold in entry.thresholds
            where worst.map({ threshold.width - width > $0.threshold.width - $0.width }) ?? true {
                worst = (threshold, entry.example, width)
            }
        }
        guard let (threshold, example, width) = worst else { return nil }
        let locale = threshold.locale ?? rules.localization.locales.first ?? ""
        let name = Localization.displayName(locale)
        let whole = GuidelineRules.wholePoints(threshold.width)
        let place = "in \(example.title ?? "an example") (\(example.variant.displayName.lowercased()))"
        let device = width == rules.smallestWidth ? "the smallest device" : "the smallest \(example.device.rawValue)"
        if threshold.width > width {
            return ["tone": "warn", "text": "\(name) (\(locale)) truncates first: '\(threshold.label)' below \(whole) \(unit) \(place), wider than \(device) (\(SVGNumber.format(width)) \(unit))."]
        }
        let widths = Dictionary(examples.map { written in
            let example = previews.adapt(written, metrics: nil).example
            return (example.device, rules.smallestWidth(for: example))
        }, uniquingKeysWith: { first, _ in first })
        let fits = Set(widths.values).count == 1 ? "at \(SVGNumber.format(width)) \(unit)"
            : "at the smallest width of each device (" + widths.sorted { $0.value < $1.value }.map { "\(SVGNumber.format($0.value)) \(unit) for a \($0.key.rawValue)" }.joined(separator: ", ") + ")"
        return ["tone": "ok", "text": "Every language fits \(fits). \(name) (\(locale)) needs the most room: '\(threshold.label)' truncates below \(whole) \(unit) \(place)."]
    }
}
