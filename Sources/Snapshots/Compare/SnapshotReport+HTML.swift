import MailSiteGen

extension SnapshotReport {
    /// report.html: one page, no script, its style inline, its pictures by relative paths, so it
    /// works opened from disk and from an unzipped artifact. Each changed, new or gone state is a
    /// row of its before, after and difference at up to 320 px wide each (a click opens one at
    /// full size); the unchanged states are listed at the end. Light or dark as the system is.
    public static func html(_ comparison: SnapshotComparison, title: String = "Snapshot changes") -> String {
        let groups = Groups(comparison.outcomes)
        var sections: HTML = ""
        for outcome in groups.changed + groups.added + groups.removed { sections += section(outcome) }
        if !groups.unchanged.isEmpty {
            var items: HTML = ""
            for outcome in groups.unchanged { items += "<li>\(outcome.label)</li>\n" }
            sections += """
                <section class="unchanged">
                <h2>Unchanged <span class="count">(\(groups.unchanged.count))</span></h2>
                <ul>
                \(items)</ul>
                </section>

                """
        }
        let threshold = String(comparison.threshold)
        let page: HTML = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(title)</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header>
            <h1>\(title)</h1>
            <p class="summary">\(summary(comparison)).</p>
            <p class="legend">Compared as pixelmatch compares, threshold \(threshold): in a difference, \
            <span class="swatch swatch--changed"></span> red pixels changed, \
            <span class="swatch swatch--antialiased"></span> yellow ones differ only in anti-aliasing \
            and are not counted, the rest is the picture faded.</p>
            </header>
            <main>
            \(sections)</main>
            </body>
            </html>

            """
        return page.markup
    }

    private static func section(_ outcome: StateOutcome) -> HTML {
        var figures: HTML = ""
        for (caption, file) in [
            ("Before", outcome.beforeFile), ("After", outcome.afterFile), ("Difference", outcome.diffFile),
        ] {
            guard let file else {
                figures +=
                    "<figure class=\"missing\"><div class=\"none\">none</div><figcaption>\(caption)</figcaption></figure>\n"
                continue
            }
            let url = relativeURL(file)
            figures += """
                <figure><a href="\(url)"><img src="\(url)" alt="\(caption): \(outcome.label)" loading="lazy"></a>\
                <figcaption>\(caption)</figcaption></figure>

                """
        }
        return """
            <section class="state state--\(outcome.change.status)">
            <h2>\(outcome.label)</h2>
            <p class="change">\(describe(outcome.change))</p>
            <p class="link">Link: <code>\(outcome.link)</code></p>
            <div class="pictures">
            \(figures)</div>
            </section>

            """
    }

    /// The page's style: the system's colours (Canvas, CanvasText), so light and dark follow
    /// the reader's setting; a checkerboard under each picture so transparent areas show.
    static let style: HTML = """
        :root {
          color-scheme: light dark;
          --secondary-text: color-mix(in srgb, CanvasText 61%, Canvas);
          --rule: color-mix(in srgb, CanvasText 18%, Canvas);
          --check: color-mix(in srgb, CanvasText 8%, Canvas);
          font: 15px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif;
        }
        body { margin: 24px; background: Canvas; color: CanvasText; }
        h1 { margin: 0 0 4px; font-size: 22px; }
        header p { max-width: 60em; margin: 0 0 8px; color: var(--secondary-text); }
        header .summary { color: CanvasText; font-weight: 600; }
        .swatch { display: inline-block; width: 0.8em; height: 0.8em; vertical-align: -0.05em; border: 1px solid var(--rule); }
        .swatch--changed { background: rgb(255 0 0); }
        .swatch--antialiased { background: rgb(255 255 0); }
        section { margin: 24px 0 0; padding: 16px 0 0; border-top: 1px solid var(--rule); }
        h2 { margin: 0 0 4px; font-size: 17px; overflow-wrap: anywhere; }
        .change { margin: 0 0 4px; }
        .state--added .change, .state--removed .change { font-weight: 600; }
        .link { margin: 0 0 12px; color: var(--secondary-text); overflow-wrap: anywhere; }
        .pictures { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 320px)); gap: 16px; }
        figure { margin: 0; }
        figure img, figure .none {
          display: block; width: 100%; height: auto; border: 1px solid var(--rule); box-sizing: border-box;
          background: repeating-conic-gradient(var(--check) 0 25%, Canvas 0 50%) 0 0 / 16px 16px;
        }
        figure .none { aspect-ratio: 1 / 2; display: grid; place-items: center; color: var(--secondary-text); background: none; }
        figcaption { margin-top: 4px; color: var(--secondary-text); font-size: 13px; }
        .unchanged ul { columns: 16em; margin: 0; padding-left: 1.2em; }
        .count { color: var(--secondary-text); font-weight: normal; }
        """
}
