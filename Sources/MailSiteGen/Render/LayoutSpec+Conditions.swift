import LayoutSpec

extension LayoutSpec {
    /// The conditions in force where the viewer's settings cannot be read: what `<html>` states
    /// before the page's script looks at them (reference §6).
    var renderedTextSize: DynamicTypeSize { dynamicTypeSize.size }
    var renderedContrast: String { contrast == .increased ? "increased" : "standard" }
    var renderedTransparency: String { transparency == .reduced ? "reduced" : "standard" }

    /// What `app.js` gets: the spec's own preferences (`auto` follows the viewer) and the body
    /// style's point size at each Dynamic Type size, to read iOS Safari's Larger Text.
    var scriptConditions: JSONValue {
        .object([
            ("text", .string(dynamicTypeSize.rawValue)),
            ("contrast", .string(contrast.rawValue)),
            ("transparency", .string(transparency.rawValue)),
            ("device", .string(screen.device.rawValue)),
            ("devices", .array(PhoneModel.named.map { .string($0.rawValue) })),
            ("textSizes", .array(DynamicTypeSize.allCases.map { .string($0.rawValue) })),
            ("bodySizes", .array(DynamicTypeSize.allCases.map { .number($0.pointSize(.body)) })),
            // The status bar a link's statusbar=1 draws, by phone: beside the island or the notch,
            // or centred (a home button); `custom` is the spec's screen.
            (
                "statusBars",
                .object(
                    [("custom", .string(PhoneModel.statusBarPhone(for: screen).statusBarStyle.rawValue))]
                        + PhoneModel.named.map { ($0.rawValue, .string($0.statusBarStyle.rawValue)) })
            ),
        ])
    }
}
