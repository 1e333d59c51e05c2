extension SARIFLog {
    /// The log `handbook check --format sarif` prints: every guideline rule, linked to the
    /// page site.yml's `rule-pages` names for it, then every other kind of diagnostic.
    /// `contentDirectory` is the content folder as the user named it (relative to
    /// `workingDirectory`, or absolute).
    public static func forCheck(config: SiteConfig, contentDirectory: String, workingDirectory: String) -> SARIFLog {
        let guidelineRules = GuidelineRule.all.map { rule -> SARIFRule in
            guard let page = config.rulePages.page(for: rule.id) else {
                return SARIFRule(id: rule.id, level: .warning, summary: rule.summary, help: rule.summary)
            }
            let link = rule.pageLink(page, config: config, contentDirectory: contentDirectory)
            return SARIFRule(id: rule.id, level: .warning, summary: rule.summary, help: rule.summary + " See " + link + ".",
                             helpURI: config.url == nil ? nil : link)
        }
        let others = DiagnosticKind.all.map { SARIFRule(id: $0.id, level: $0.severity, summary: $0.summary, help: $0.help) }
        return SARIFLog(toolVersion: handbookVersion, rules: guidelineRules + others, baseDirectory: workingDirectory,
                        fallbackFile: joined(contentDirectory, Conventions.settingsFile))
    }

    /// `folder/file`, without a leading `./`.
    package static func joined(_ folder: String, _ file: String) -> String {
        let trimmed = folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder
        if trimmed.isEmpty || trimmed == "." { return file }
        return (trimmed.hasSuffix("/") ? trimmed : trimmed + "/") + file
    }
}

extension GuidelineRule {
    /// Where the page explaining this rule is read: its published URL when site.yml has a
    /// `url`, else the page's file relative to the working directory.
    package func pageLink(_ contentPath: String, config: SiteConfig, contentDirectory: String) -> String {
        guard config.url != nil else { return SARIFLog.joined(contentDirectory, contentPath) }
        let directory: String
        if Conventions.isComponentFile(contentPath), contentPath.lowercased().hasSuffix(".yml") {
            directory = Conventions.componentPage(Conventions.componentName(ofSpec: contentPath))
        } else {
            directory = SitePath.pageDirectory(forSource: contentPath)
        }
        return config.publishedRoot + directory
    }
}
