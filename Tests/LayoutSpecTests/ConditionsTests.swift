import Testing

@testable import LayoutSpec

/// The conditions a spec can name (reference §6): their fields, their errors, the Dynamic Type
/// table, the phones, and the accessible colours of Increase Contrast.
struct ConditionsTests {
    @Test func eachConditionDefaultsToFollowingTheViewer() throws {
        let spec = try LayoutSpec.decode("{}")
        #expect(spec.dynamicTypeSize == .auto && spec.dynamicTypeSize.size == .large)
        #expect(spec.contrast == .auto && spec.transparency == .auto && spec.screen.device == .custom)
    }

    @Test func aSpecNamesEachCondition() throws {
        let spec = try LayoutSpec.decode(
            #"{"dynamicTypeSize": "accessibility3", "contrast": "increased", "transparency": "reduced", "screen": {"device": "16-pro-max"}}"#
        )
        #expect(spec.dynamicTypeSize.size == .accessibility3 && spec.dynamicTypeSize.size.isAccessibilitySize)
        #expect(spec.contrast == .increased && spec.transparency == .reduced)
        #expect(spec.screen.device == .iPhone16ProMax)
        #expect(spec.screen.device.metrics?.width == 440 && spec.screen.device.metrics?.safeAreaTop == 62)
    }

    /// A text size is `auto` or a `DynamicTypeSize`, by type: each size's name reads as that size
    /// and is written back as it, and no other name reads at all.
    @Test func aTextSizeIsAutoOrADynamicTypeSize() {
        typealias Preference = LayoutSpec.TextSizePreference
        #expect(Preference(rawValue: "auto") == .auto && Preference.auto.rawValue == "auto")
        for size in DynamicTypeSize.allCases {
            #expect(Preference(rawValue: size.rawValue) == .size(size), "\(size)")
            #expect(Preference.size(size).rawValue == size.rawValue && Preference.size(size).size == size)
        }
        #expect(Preference(rawValue: "Large") == nil && Preference(rawValue: "") == nil)
        #expect(Preference.allCases.map(\.rawValue) == ["auto"] + DynamicTypeSize.allCases.map(\.rawValue))
    }

    @Test(arguments: [
        (
            #"{"dynamicTypeSize": "XXL"}"#,
            "spec.json:1:21: dynamicTypeSize: unknown text size 'XXL'; use auto, xSmall, small, medium, large, "
                + "xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"
        ),
        (
            #"{"contrast": "high"}"#,
            "spec.json:1:14: contrast: unknown contrast 'high'; use auto, standard, increased"
        ),
        (
            #"{"screen": {"device": "16pro"}}"#,
            "spec.json:1:23: screen.device: unknown phone '16pro'; did you mean '16-pro'?; "
                + "use custom, se, mini, 16, 16-pro, 16-plus, 16-pro-max"
        ),
        (
            #"{"tabBar": {"inactiveForeground": {"light": "gray", "dark": "gray", "increasedContrastLight": "black"}}}"#,
            "spec.json:1:35: tabBar.inactiveForeground: missing required key 'increasedContrastDark'"
        ),
    ])
    func aWrongValueGivesOneMessage(_ json: String, _ expected: String) {
        #expect(LayoutSpec.message(decoding: json) == expected)
    }

    /// Reference §6's table at a few sizes, and what bars do at the accessibility sizes.
    @Test func theDynamicTypeTableIsTheHIGs() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(
            DynamicTypeSize.large.pointSize(.largeTitle) == 34 && DynamicTypeSize.large.lineHeight(.largeTitle) == 41)
        #expect(DynamicTypeSize.xSmall.pointSize(.footnote) == 12 && DynamicTypeSize.medium.pointSize(.footnote) == 12)
        #expect(DynamicTypeSize.accessibility5.pointSize(.body) == 53)
        #expect(DynamicTypeSize.accessibility5.lineHeight(.callout) == 61)
        #expect(DynamicTypeSize.xxxLarge.lineHeight(.body) == 29)
        #expect(DynamicTypeSize.accessibility2.barSize == .xxxLarge && DynamicTypeSize.xLarge.barSize == .xLarge)
        #expect(DynamicTypeSize.large.growth(.callout) == 0 && DynamicTypeSize.xxxLarge.growth(.callout) == 7)
        #expect(!DynamicTypeSize.xxxLarge.isAccessibilitySize && DynamicTypeSize.accessibility1.isAccessibilitySize)
        // Every style grows (or holds) from one size to the next.
        for style in DynamicTypeSize.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { $0.pointSize(style) }
            #expect(sizes == sizes.sorted(), "\(style)")
        }
    }

    @Test func systemColoursTakeTheirAccessibleVariants() throws {
        let blue = try #require(SpecColor.system("blue"))
        #expect(blue.accessible.light.description == "#0040DD" && blue.accessible.dark.description == "#409CFF")
        let gray = try #require(SpecColor.system("gray"))
        #expect(gray.accessible.light.description == "#6C6C70" && gray.accessible.dark.description == "#AEAEB2")
        // A hex colour has no variant; a pair of system names takes each half's.
        let spec = try LayoutSpec.decode(
            ##"{"tabBar": {"inactiveBackground": "#123456", "inactiveForeground": {"light": "red", "dark": "#FFFFFF"}}}"##
        )
        #expect(spec.tabBar.inactiveBackground.accessible.light == spec.tabBar.inactiveBackground.light)
        #expect(spec.tabBar.inactiveForeground.accessible.light.description == "#D70015")
        #expect(spec.tabBar.inactiveForeground.accessible.dark.description == "#FFFFFF")
    }

    @Test func aColourMayGiveItsOwnIncreasedContrastAndKeepsItWrittenBack() throws {
        let json =
            ##"{"light": "#E8E8E8", "dark": "#222222", "increasedContrastLight": "#D0D0D0", "increasedContrastDark": "gray"}"##
        let spec = try LayoutSpec.decode("{\"tabBar\": {\"inactiveBackground\": \(json)}}")
        let color = spec.tabBar.inactiveBackground
        #expect(color.accessible.light.description == "#D0D0D0" && color.accessible.dark.description == "#8E8E93")
        #expect(
            color.jsonValue
                == .object([
                    ("light", .string("#E8E8E8")), ("dark", .string("#222222")),
                    ("increasedContrastLight", .string("#D0D0D0")), ("increasedContrastDark", .string("gray")),
                ]))
    }

    @Test func readableTextOnAColourReachesFourPointFiveToOne() {
        #expect(SpecColor.RGB(0x0040DD).readableText == .white)
        #expect(SpecColor.RGB(0x409CFF).readableText == .black)
        #expect(SpecColor.RGB(0x248A3D).readableText == .black)  // white is 4.39:1 on it
        #expect(SpecColor.RGB.white.contrastRatio(with: .black) == 21)
    }
}
