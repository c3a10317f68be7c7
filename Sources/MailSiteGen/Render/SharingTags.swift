/// The head's tags for a shared link, after `og:title` and `og:description`: with a base URL an
/// absolute `og:url` and canonical link, with an image `og:image` and its size and the large
/// card. Without a base URL nothing absolute is written: unfurlers ignore a relative `og:url` or
/// `og:image`. Every URL is validated (`BaseURL`) and escaped here for its attribute.
struct SharingTags {
    let sharing: Sharing

    func render() -> HTML {
        var lines: [HTML] = []
        if let baseURL = sharing.baseURL {
            lines.append(meta(property: "og:url", baseURL.text))
            if let image = sharing.image {
                lines.append(meta(property: "og:image", baseURL.appending(image.format.fileName)))
                lines.append(meta(property: "og:image:width", String(image.width)))
                lines.append(meta(property: "og:image:height", String(image.height)))
            }
        }
        let card = sharing.image == nil ? "summary" : "summary_large_image"
        lines.append("<meta name=\"twitter:card\" content=\"\(card)\">")
        if let baseURL = sharing.baseURL {
            lines.append("<link rel=\"canonical\" href=\"\(baseURL.text)\">")
        }
        return HTML.join(lines)
    }

    private func meta(property: String, _ content: String) -> HTML {
        "<meta property=\"\(property)\" content=\"\(content)\">"
    }
}
