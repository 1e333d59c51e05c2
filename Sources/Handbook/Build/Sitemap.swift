/// `sitemap.xml` listing every page by its pretty URL, in a stable order.
struct Sitemap {
    let config: SiteConfig
    let pages: [Page]

    var xml: String {
        let base = config.publishedRoot
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for directory in pages.map(\.directory).sorted() {
            text += "  <url><loc>\(HTML.escape(base + directory))</loc></url>\n"
        }
        return text + "</urlset>\n"
    }
}
