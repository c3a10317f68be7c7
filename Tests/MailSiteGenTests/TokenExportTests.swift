import Foundation
import LayoutSpec
import TestSupport
import Testing

@testable import MailSiteGen

/// `mailsitegen tokens`' files against reviewed golden files, and against the rules of what they
/// claim to be: the Design Tokens Format and Resolver reports (2025.10) for `dtcg`, the request
/// body of Figma's `POST /v1/files/:file_key/variables` (`figma/rest-api-spec`) for `figma`, and
/// Xcode's colour sets for `xcassets`. The JSON Schemas themselves are checked in
/// `Tests/Browser/test_tokens.py`.
struct TokenExportTests {
    static let snapshots = GeneratorTests.snapshots.appendingPathComponent("tokens")

    static func everyFieldSpec() throws -> LayoutSpec {
        let url = snapshots.appendingPathComponent("every-field-spec.json")
        return try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "every-field-spec.json")
    }

    static func specs() throws -> [(name: String, spec: LayoutSpec)] {
        [("default", .default), ("every-field", try everyFieldSpec())]
    }

    static func object(_ file: OutputFile) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(file.contents.utf8)) as? [String: Any])
    }

    static func file(_ path: String, _ files: [OutputFile]) throws -> OutputFile {
        try #require(files.first { $0.path == path }, "no \(path)")
    }

    // MARK: - Golden files

    @Test(arguments: ["default", "every-field"], TokenExport.Format.allCases)
    func filesMatchTheirGoldenFiles(spec name: String, format: TokenExport.Format) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        for file in try TokenExport(spec: spec).files(format) {
            try TestSupport.assertSnapshot(file.contents, named: "\(name)/\(file.path)", in: Self.snapshots)
        }
    }

    /// The changed spec changes every value that is exported, so its golden files show each
    /// field's own value, not a default that hides a field read from the wrong place.
    @Test func theChangedSpecChangesEveryExportedValue() throws {
        let defaults = Dictionary(
            uniqueKeysWithValues: ExportedValue.all(in: .default).map { ($0.path.description, $0.value) })
        for value in ExportedValue.all(in: try Self.everyFieldSpec()) {
            // A composite (a phrase with plural forms) is no exported value of its own.
            guard let fallback = defaults[value.path.description], fallback != .composite else { continue }
            #expect(value.value != fallback, "\(value.path) is the default in every-field-spec.json")
        }
    }

    // MARK: - Design Tokens Format (2025.10)

    static let tokenTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "strokeStyle",
        "border", "transition", "shadow", "gradient", "typography",
    ]

    /// Every token of a Design Tokens document, by its name (`tabBar.cornerRadius`), with the
    /// `$type` it or a group above it declares; checks names on the way.
    static func tokens(in group: [String: Any], prefix: [String] = [], type inherited: String? = nil) -> [(
        name: [String], type: String?, token: [String: Any]
    )] {
        let type = group["$type"] as? String ?? inherited
        var found: [(name: [String], type: String?, token: [String: Any])] = []
        for (key, member) in group where !key.hasPrefix("$") {
            // Names: not starting with `$` (those keys are the format's own), no `{`, `}` or `.`.
            #expect(TokenName.isValidSegment(key) && !key.contains("."), "name \(key)")
            guard let member = member as? [String: Any] else {
                Issue.record("\((prefix + [key]).joined(separator: ".")) is not an object")
                continue
            }
            if member["$value"] != nil {
                found.append((prefix + [key], member["$type"] as? String ?? type, member))
            } else {
                found += tokens(in: member, prefix: prefix + [key], type: type)
            }
        }
        return found
    }

    /// What the format says of each type's value; `name` for the messages.
    static func checkValue(_ value: Any?, type: String, name: String) {
        switch type {
        case "color":
            guard let color = value as? [String: Any], let components = color["components"] as? [Double] else {
                Issue.record("\(name): a colour is an object with components")
                return
            }
            #expect(Set(color.keys).isSubset(of: ["colorSpace", "components", "alpha", "hex"]), "\(name)")
            #expect(color["colorSpace"] as? String == "srgb", "\(name)")
            #expect(components.count == 3 && components.allSatisfy { (0...1).contains($0) }, "\(name)")
            let hex = color["hex"] as? String ?? ""
            let rgb = SpecColor.RGB(hex: hex)
            #expect(rgb != nil, "\(name): hex \(hex) is #RRGGBB")
            if let rgb {
                // The hex fallback is the same colour as the components.
                let bytes = components.map { UInt8(($0 * 255).rounded()) }
                #expect(bytes == [rgb.red, rgb.green, rgb.blue], "\(name): \(hex) against \(components)")
            }
        case "dimension":
            let dimension = value as? [String: Any]
            #expect(Set(dimension?.keys ?? [:].keys) == ["value", "unit"], "\(name)")
            #expect(dimension?["value"] is Double || dimension?["value"] is Int, "\(name)")
            #expect(["px", "rem"].contains(dimension?["unit"] as? String ?? ""), "\(name)")
        case "duration":
            let duration = value as? [String: Any]
            #expect(Set(duration?.keys ?? [:].keys) == ["value", "unit"], "\(name)")
            #expect(duration?["value"] is Double || duration?["value"] is Int, "\(name)")
            #expect(["ms", "s"].contains(duration?["unit"] as? String ?? ""), "\(name)")
        case "number":
            #expect(value is Double || value is Int, "\(name)")
        case "cubicBezier":
            let points = value as? [Double] ?? []
            #expect(points.count == 4, "\(name): four numbers")
            if points.count == 4 {
                #expect((0...1).contains(points[0]) && (0...1).contains(points[2]), "\(name): P1x and P2x in [0, 1]")
            }
        case "transition":
            let transition = value as? [String: Any] ?? [:]
            #expect(Set(transition.keys) == ["duration", "delay", "timingFunction"], "\(name)")
            checkValue(transition["duration"], type: "duration", name: name + ".duration")
            checkValue(transition["delay"], type: "duration", name: name + ".delay")
            checkValue(transition["timingFunction"], type: "cubicBezier", name: name + ".timingFunction")
        default:
            Issue.record("\(name): the export writes no \(type)")
        }
    }

    @Test(arguments: ["default", "every-field"])
    func everyTokenFollowsTheFormat(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let files = try TokenExport(spec: spec).files(.dtcg)
        let document = try Self.object(try Self.file(TokenExport.tokensFileName, files))
        let tokens = Self.tokens(in: document)
        for (tokenName, type, token) in tokens {
            let name = tokenName.joined(separator: ".")
            // Every token has an explicit type, one of the format's.
            #expect(token["$type"] as? String == type, "\(name) has its own $type")
            #expect(Self.tokenTypes.contains(type ?? ""), "\(name): \(type ?? "no type")")
            #expect(Set(token.keys).isSubset(of: ["$value", "$type", "$description", "$extensions", "$deprecated"]))
            Self.checkValue(token["$value"], type: type ?? "", name: name)
            #expect(!(token["$description"] as? String ?? "").isEmpty, "\(name) has a description")
            let extensions = token["$extensions"] as? [String: Any]
            let field = extensions?["org.mailsitegen"] as? [String: Any]
            #expect(field?["path"] is String, "\(name): the field's path")
            // And the SwiftUI it stands for: every field that becomes a token has an original.
            let original = field?["original"] as? String ?? ""
            #expect(!original.isEmpty, "\(name): the field's SwiftUI original")
        }
        // A token for every value the format has a type for, named after the field.
        let expected = ExportedValue.all(in: spec).filter { TokenExport.designToken($0) != nil }
        #expect(Set(tokens.map { $0.name.joined(separator: ".") }) == Set(expected.map(\.name.description)))
        #expect(tokens.count == expected.count)
        #expect(expected.contains { $0.name.description == "tabs.\(spec.tabs[0].id).color" })
        #expect(expected.contains { $0.name.description == "tabBar.cornerRadius" })
    }

    @Test func valuesAreTheSpecsInTheirUnits() throws {
        let spec = try Self.everyFieldSpec()
        let document = try Self.object(
            try Self.file(TokenExport.tokensFileName, try TokenExport(spec: spec).files(.dtcg)))
        let tabBar = try #require(document["tabBar"] as? [String: Any])
        let radius = try #require(tabBar["cornerRadius"] as? [String: Any])
        #expect(radius["$type"] as? String == "dimension")
        let dimension = try #require(radius["$value"] as? [String: Any])
        #expect(dimension["value"] as? Double == 16 && dimension["unit"] as? String == "px")
        let header = try #require((document["header"] as? [String: Any])?["divider"] as? [String: Any])
        #expect((header["opacity"] as? [String: Any])?["$value"] as? Double == 0.5)
        let background = try #require(tabBar["inactiveBackground"] as? [String: Any])
        #expect((background["$value"] as? [String: Any])?["hex"] as? String == "#DDDDDD")
        let extensions = try #require(radius["$extensions"] as? [String: Any])
        #expect(
            extensions["org.mailsitegen"] as? [String: String] == [
                "path": "tabBar.cornerRadius", "original": "RoundedRectangle(cornerRadius: 16)",
                "css": "--tab-bar-corner-radius", "swiftUI": "MailDesign.TabBar.cornerRadius",
            ])
    }

    /// A spring is a transition over its settle time whose Bézier is said to be an approximation,
    /// and the spring itself is in its own extension, from the project's spring maths.
    @Test func aSpringKeepsItselfInItsExtension() throws {
        let spec = try Self.everyFieldSpec()
        let document = try Self.object(
            try Self.file(TokenExport.tokensFileName, try TokenExport(spec: spec).files(.dtcg)))
        let token = try #require((document["tabBar"] as? [String: Any])?["animation"] as? [String: Any])
        let spring = spec.tabBar.animation
        #expect(token["$type"] as? String == "transition")
        let value = try #require(token["$value"] as? [String: Any])
        let duration = try #require(value["duration"] as? [String: Any])
        #expect(duration["value"] as? Double == spring.settleTime() && duration["unit"] as? String == "s")
        #expect(value["timingFunction"] as? [Double] == spring.cubicBezierFit.points)
        let description = try #require(token["$description"] as? String)
        let error = (spring.cubicBezierFit.error * 1_000).rounded() / 10
        #expect(description.contains("strays up to \(error.specText) % of the travel"))
        let extensions = try #require(token["$extensions"] as? [String: Any])
        let saved = try #require(extensions["org.mailsitegen.spring"] as? [String: Any])
        #expect(saved["duration"] as? Double == 0.5)
        #expect(saved["bounce"] as? Double == -0.2)
        #expect(saved["mass"] as? Double == 1)
        #expect(abs((saved["stiffness"] as? Double ?? 0) - spring.stiffness) < 0.001)
        #expect(abs((saved["damping"] as? Double ?? 0) - spring.damping) < 0.001)
        #expect(saved["settleTime"] as? Double == spring.settleTime())
        #expect(saved["overshoot"] as? Double == 0)
        #expect(saved["linear"] as? String == spring.css)
        // Each platform's own numbers, as `mailsitegen motion --format json` writes them.
        let platforms = try #require(saved["platforms"] as? [String: [String: Any]])
        #expect(Set(platforms.keys) == Set(SpringPlatform.allCases.map(\.rawValue) + ["css"]))
        #expect(platforms["compose"]?["dampingRatio"] as? Double == 1.25)
        #expect(platforms["compose"]?["stiffness"] as? Double == spring.stiffness.significant(6))
        #expect(platforms["flutter"]?["damping"] as? Double == spring.damping.significant(6))
        #expect(platforms["css"]?["easing"] as? String == spring.css)
        #expect(platforms["css"]?["duration"] as? Int == Int((spring.settleTime() * 1_000).rounded()))
    }

    /// The fit is the best the search finds: better than CSS's `ease` and than a straight line,
    /// its control points' x within 0…1, and the error it states is the one measured.
    @Test(arguments: [
        Spring.bouncy, .interactive, Spring(duration: 0.5, bounce: 0), Spring(duration: 0.4, bounce: -0.5),
    ])
    func theBezierFitsTheSpring(_ spring: Spring) {
        let fit = spring.cubicBezierFit
        #expect((0...1).contains(fit.points[0]) && (0...1).contains(fit.points[2]))
        func error(_ points: [Double]) -> Double {
            spring.sampledCurve().map { sample in
                // The Bézier's y where its x is the sample's progress, by bisection.
                var (low, high) = (0.0, 1.0)
                func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
                    3 * (1 - t) * (1 - t) * t * a + 3 * (1 - t) * t * t * b + t * t * t
                }
                for _ in 0..<60 {
                    let t = (low + high) / 2
                    if bezier(t, points[0], points[2]) < sample.progress { low = t } else { high = t }
                }
                return abs(bezier((low + high) / 2, points[1], points[3]) - sample.value)
            }.max() ?? 0
        }
        #expect(abs(error(fit.points) - fit.error) < 0.001)
        #expect(fit.error < error([0.25, 0.1, 0.25, 1]))
        #expect(fit.error < error([0, 0, 1, 1]))
        #expect(fit.error < 0.07)
    }

    // MARK: - Resolver (2025.10)

    @Test(arguments: ["default", "every-field"])
    func theResolverFollowsTheReport(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let files = try TokenExport(spec: spec).files(.dtcg)
        let resolver = try Self.object(try Self.file(TokenExport.resolverFileName, files))
        #expect(resolver["version"] as? String == "2025.10")
        #expect(
            Set(resolver.keys).isSubset(of: [
                "$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs",
            ]))
        let sets = try #require(resolver["sets"] as? [String: Any])
        let modifiers = try #require(resolver["modifiers"] as? [String: Any])
        // Sources: each set's references point to a file the export writes.
        for (_, set) in sets {
            let sources = try #require((set as? [String: Any])?["sources"] as? [[String: Any]])
            for source in sources {
                let reference = try #require(source["$ref"] as? String)
                #expect(files.contains { $0.path == reference }, "\(reference) is written beside it")
            }
        }
        // The resolution order names existing sets and modifiers, never itself.
        let order = try #require(resolver["resolutionOrder"] as? [[String: Any]])
        #expect(!order.isEmpty)
        for item in order {
            let reference = try #require(item["$ref"] as? String)
            #expect(!reference.hasPrefix("#/resolutionOrder/"))
            let parts = reference.split(separator: "/").map(String.init)
            #expect(parts.count == 3 && parts[0] == "#")
            let target = parts[1] == "sets" ? sets[parts[2]] : parts[1] == "modifiers" ? modifiers[parts[2]] : nil
            #expect(target != nil, "\(reference) exists")
        }
        // The theme: four contexts, the default one of them, each setting every colour.
        let theme = try #require(modifiers["theme"] as? [String: Any])
        let contexts = try #require(theme["contexts"] as? [String: [[String: Any]]])
        #expect(Set(contexts.keys) == Set(Appearance.allCases.map(\.rawValue)))
        #expect(theme["default"] as? String == "light")
        #expect(contexts.keys.contains(theme["default"] as? String ?? ""))
        let colors = ExportedValue.all(in: spec).compactMap { value -> (String, SpecColor)? in
            guard case .color(let color) = value.value else { return nil }
            return (value.name.description, color)
        }
        #expect(!colors.isEmpty)
        for appearance in Appearance.allCases {
            let sources = try #require(contexts[appearance.rawValue])
            let tokens = sources.flatMap { Self.tokens(in: $0) }
            for (tokenName, type, token) in tokens {
                #expect(type == "color")
                Self.checkValue(token["$value"], type: "color", name: tokenName.joined(separator: "."))
            }
            for (name, color) in colors {
                let token = tokens.first { $0.name.joined(separator: ".") == name }
                let hex = (token?.token["$value"] as? [String: Any])?["hex"] as? String
                #expect(hex == color.rgb(in: appearance).description, "\(name) in \(appearance)")
            }
        }
    }

    /// High contrast is what the page shows under `prefers-contrast: more`: the accessible system
    /// colour, or the colour's own pair where the spec gives one.
    @Test func highContrastUsesTheAccessibleColoursAndTheSpecsOwnPairs() throws {
        let spec = try Self.everyFieldSpec()
        let blue = try #require(LayoutSpec.default.tabs.first).color
        #expect(blue.rgb(in: .lightHighContrast) == SpecColor.RGB(0x0040DD))
        #expect(blue.rgb(in: .darkHighContrast) == SpecColor.RGB(0x409CFF))
        #expect(spec.tabBar.inactiveBackground.rgb(in: .lightHighContrast) == SpecColor.RGB(0xBBBBBB))
        #expect(spec.tabBar.inactiveBackground.rgb(in: .darkHighContrast) == SpecColor.RGB(0x555555))
        #expect(spec.tabBar.inactiveBackground.rgb(in: .dark) == SpecColor.RGB(0x333333))
        let hex = try #require(spec.tabs.first { $0.id == "default" }).color
        #expect(hex.rgb(in: .darkHighContrast) == SpecColor.RGB(0x30B0C7))
    }

    // MARK: - Figma: POST /v1/files/:file_key/variables

    static let figmaScopes: [String: Set<String>] = [
        "FLOAT": [
            "ALL_SCOPES", "TEXT_CONTENT", "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT",
            "OPACITY", "FONT_WEIGHT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING", "PARAGRAPH_SPACING",
            "PARAGRAPH_INDENT",
        ],
        "STRING": ["ALL_SCOPES", "TEXT_CONTENT", "FONT_FAMILY", "FONT_STYLE"],
        "COLOR": ["ALL_SCOPES", "ALL_FILLS", "FRAME_FILL", "SHAPE_FILL", "TEXT_FILL", "STROKE_COLOR", "EFFECT_COLOR"],
    ]

    @Test(arguments: ["default", "every-field"])
    func theFigmaBodyFollowsTheDefinition(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let file = try Self.file(TokenExport.figmaFileName, try TokenExport(spec: spec).files(.figma))
        #expect(file.byteCount < 4 * 1024 * 1024)
        let body = try Self.object(file)
        #expect(Set(body.keys) == ["variableCollections", "variableModes", "variables", "variableModeValues"])
        let collections = try #require(body["variableCollections"] as? [[String: Any]])
        let modes = try #require(body["variableModes"] as? [[String: Any]])
        let variables = try #require(body["variables"] as? [[String: Any]])
        let values = try #require(body["variableModeValues"] as? [[String: Any]])
        var temporaryIDs: [String] = []

        // One collection, created with its first mode's temporary id.
        #expect(collections.count == 1)
        var modesOfCollection: [String: Set<String>] = [:]
        for collection in collections {
            #expect(collection["action"] as? String == "CREATE")
            #expect(collection["name"] as? String == "MailSiteGen")
            let id = try #require(collection["id"] as? String)
            let initial = try #require(collection["initialModeId"] as? String)
            temporaryIDs += [id, initial]
            modesOfCollection[id] = [initial]
        }
        // Modes: the initial one renamed, the others created in that collection.
        for mode in modes {
            let action = try #require(mode["action"] as? String)
            #expect(["CREATE", "UPDATE"].contains(action))
            let id = try #require(mode["id"] as? String)
            let collection = try #require(mode["variableCollectionId"] as? String)
            let modeName = try #require(mode["name"] as? String)
            #expect(modeName.count <= 40)
            #expect(modesOfCollection[collection] != nil, "mode \(id) is in a collection of the body")
            if action == "CREATE" {
                temporaryIDs.append(id)
                modesOfCollection[collection, default: []].insert(id)
            } else {
                #expect(modesOfCollection[collection]?.contains(id) == true, "mode \(id) exists")
            }
        }
        #expect(modes.compactMap { $0["name"] as? String } == Appearance.allCases.map(\.title))
        #expect(modesOfCollection.values.allSatisfy { $0.count <= 40 })
        // Variables: required members, the enums, names without `.`, `{` or `}`.
        var typeOfVariable: [String: String] = [:]
        var collectionOfVariable: [String: String] = [:]
        for variable in variables {
            #expect(variable["action"] as? String == "CREATE")
            let id = try #require(variable["id"] as? String)
            let variableName = try #require(variable["name"] as? String)
            let collection = try #require(variable["variableCollectionId"] as? String)
            let type = try #require(variable["resolvedType"] as? String)
            #expect(["BOOLEAN", "FLOAT", "STRING", "COLOR"].contains(type))
            #expect(!variableName.contains { "{}.".contains($0) }, "\(variableName)")
            #expect(modesOfCollection[collection] != nil)
            #expect(!(variable["description"] as? String ?? "").isEmpty)
            if let scopes = variable["scopes"] as? [String] {
                #expect(Set(scopes).isSubset(of: Self.figmaScopes[type] ?? []), "\(variableName): \(scopes)")
                #expect(!scopes.contains("ALL_SCOPES") || scopes.count == 1)
            } else {
                #expect(type == "BOOLEAN" && variable["scopes"] == nil, "\(variableName) has scopes")
            }
            if let syntax = variable["codeSyntax"] as? [String: String] {
                #expect(Set(syntax.keys).isSubset(of: ["WEB", "ANDROID", "iOS"]))
            }
            temporaryIDs.append(id)
            typeOfVariable[id] = type
            collectionOfVariable[id] = collection
        }
        #expect(variables.count <= 5000)
        #expect(Set(variables.compactMap { $0["name"] as? String }).count == variables.count, "names are unique")
        #expect(Set(temporaryIDs).count == temporaryIDs.count, "temporary ids are unique")
        // Values: every variable in every mode of its collection, of its type.
        var set: Set<String> = []
        for value in values {
            let variable = try #require(value["variableId"] as? String)
            let mode = try #require(value["modeId"] as? String)
            let type = try #require(typeOfVariable[variable], "\(variable) is a variable of the body")
            let collection = try #require(collectionOfVariable[variable])
            #expect(modesOfCollection[collection]?.contains(mode) == true, "\(mode) is a mode of \(collection)")
            set.insert(variable + " " + mode)
            switch type {
            case "COLOR":
                let color = try #require(value["value"] as? [String: Double])
                #expect(Set(color.keys) == ["r", "g", "b", "a"])
                #expect(color.values.allSatisfy { (0...1).contains($0) })
            case "FLOAT": #expect(value["value"] is Double || value["value"] is Int)
            case "STRING": #expect(value["value"] is String)
            default: #expect(value["value"] as? Bool != nil || value["value"] is NSNumber)
            }
        }
        #expect(set.count == variables.count * Appearance.allCases.count)
    }

    /// Every number and colour names the code that carries it: a custom property the page's
    /// stylesheet declares, and the SwiftUI name where the SwiftUI file has one. A spring's
    /// duration and bounce too, though neither is a property of its own.
    @Test(arguments: ["default", "every-field"])
    func everyNumberAndColourNamesItsCode(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let body = try Self.object(try Self.file(TokenExport.figmaFileName, try TokenExport(spec: spec).files(.figma)))
        let variables = try #require(body["variables"] as? [[String: Any]])
        let style = try #require(try SiteGenerator(spec: spec).generate().first { $0.path == "style.css" }).contents
        let swiftUI = try SwiftUIGenerator(spec: spec).generate()
        var springParts = 0
        for variable in variables where ["FLOAT", "COLOR"].contains(variable["resolvedType"] as? String) {
            let variableName = variable["name"] as? String ?? ""
            let syntax = variable["codeSyntax"] as? [String: String] ?? [:]
            guard let web = syntax["WEB"] else {
                Issue.record("\(variableName) has no WEB code")
                continue
            }
            #expect(web.hasPrefix("var(--") && web.hasSuffix(")"), "\(variableName): \(web)")
            let property = web.dropFirst("var(".count).dropLast()
            #expect(style.contains("\(property): "), "\(variableName): style.css declares \(property)")
            if let iOS = syntax["iOS"], let member = iOS.split(separator: ".").last {
                let declared = [" ", ":"].contains { swiftUI.contains("static let \(member)\($0)") }
                #expect(declared || iOS.hasPrefix("TabModel."), "\(variableName): \(iOS)")
            }
            if variableName.hasSuffix("/animation/duration") || variableName.hasSuffix("/animation/bounce") {
                springParts += 1
                #expect(syntax["iOS"]?.hasSuffix(".animation") == true, "\(variableName): the spring's SwiftUI name")
            }
        }
        #expect(springParts == 4, "the tab bar's and the search's springs, two FLOATs each")
    }

    /// A description names its unit once: the field's documentation leaves the unit to the field.
    @Test(arguments: ["default", "every-field"])
    func figmaDescriptionsNameTheirUnitOnce(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let body = try Self.object(try Self.file(TokenExport.figmaFileName, try TokenExport(spec: spec).files(.figma)))
        for variable in try #require(body["variables"] as? [[String: Any]]) {
            let description = (variable["description"] as? String ?? "").lowercased()
            for unit in ["in seconds", "in points"] {
                #expect(
                    description.components(separatedBy: unit).count <= 2,
                    "\(variable["name"] ?? ""): \(description)")
            }
        }
    }

    /// Names and code: the page's custom property as the CSS reads it and the SwiftUI name; a
    /// spring as its duration and bounce; colours per mode.
    /// The screen's words and the locale: DTCG 2025.10 has no string type, so its file has none of
    /// them; Figma has STRING variables, one for each phrase written as one text (scoped to text
    /// content, as the other texts), none for a phrase with plural forms.
    @Test func wordsAndTheLocaleAreFigmaStringsAndNoDesignTokens() throws {
        let url = GeneratorTests.snapshots.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/german.json")
        let spec = try LayoutSpec.decode(Array(try Data(contentsOf: url)), file: "german.json")
        let files = try TokenExport(spec: spec).files(.dtcg)
        let tokens = try Self.object(try Self.file(TokenExport.tokensFileName, files))
        #expect(tokens["strings"] == nil && tokens["locale"] == nil && tokens["language"] == nil)
        #expect(!(try Self.file(TokenExport.tokensFileName, files)).contents.contains("\"$type\": \"string\""))
        let body = try Self.object(try Self.file(TokenExport.figmaFileName, try TokenExport(spec: spec).files(.figma)))
        let variables = try #require(body["variables"] as? [[String: Any]])
        let strings = Dictionary(
            variables.compactMap { variable -> (String, [String: Any])? in
                guard let name = variable["name"] as? String, name.hasPrefix("strings/") || name == "locale" else {
                    return nil
                }
                return (name, variable)
            }, uniquingKeysWith: { first, _ in first })
        #expect(strings.values.allSatisfy { $0["resolvedType"] as? String == "STRING" })
        #expect(strings["locale"] != nil)
        #expect(strings["strings/categoryCaption"]?["scopes"] as? [String] == ["TEXT_CONTENT"])
        #expect(strings["strings/noResults"]?["scopes"] as? [String] == ["TEXT_CONTENT"])
        // German's counted phrases have a form per category: no variable.
        #expect(strings["strings/searchResults"] == nil && strings["strings/searchCaption"] == nil)
        let plain = ScreenStrings().texts.filter { !["searchCaption", "searchResults"].contains($0.key) }
        #expect(Set(strings.keys) == Set(plain.map { "strings/" + $0.key } + ["locale"]))
    }

    @Test func figmaVariablesNameTheirCodeAndHoldTheSpecsValues() throws {
        let spec = try Self.everyFieldSpec()
        let body = try Self.object(try Self.file(TokenExport.figmaFileName, try TokenExport(spec: spec).files(.figma)))
        let variables = try #require(body["variables"] as? [[String: Any]])
        func variable(_ name: String) throws -> [String: Any] {
            try #require(variables.first { $0["name"] as? String == name }, "\(name)")
        }
        let radius = try variable("tabBar/cornerRadius")
        #expect(radius["resolvedType"] as? String == "FLOAT")
        #expect(radius["scopes"] as? [String] == ["CORNER_RADIUS"])
        #expect(
            radius["codeSyntax"] as? [String: String] == [
                "WEB": "var(--tab-bar-corner-radius)", "iOS": "MailDesign.TabBar.cornerRadius",
            ])
        #expect(try variable("tabBar/spacing")["scopes"] as? [String] == ["GAP"])
        #expect(try variable("header/divider/opacity")["scopes"] as? [String] == ["OPACITY"])
        #expect(try variable("tabBar/ringWidth")["scopes"] as? [String] == ["STROKE_FLOAT"])
        #expect(try variable("header/divider/width")["scopes"] as? [String] == ["STROKE_FLOAT"])
        #expect(try variable("screen/width")["scopes"] as? [String] == ["WIDTH_HEIGHT"])
        #expect(try variable("tabBar/collapsedSpacing")["scopes"] as? [String] == ["GAP"])
        #expect(try variable("tabBar/animation/duration")["scopes"] as? [String] == [])
        #expect(
            try variable("tabBar/inactiveForeground")["scopes"] as? [String] == [
                "SHAPE_FILL", "TEXT_FILL", "STROKE_COLOR",
            ])
        #expect(try variable("tabBar/inactiveBackground")["scopes"] as? [String] == ["FRAME_FILL", "SHAPE_FILL"])
        #expect(TokenExport.name("cornerRadius", endsWith: "radius") && TokenExport.name("radius", endsWith: "radius"))
        #expect(
            !TokenExport.name("radiusX", endsWith: "radius") && !TokenExport.name("cornerradius", endsWith: "radius"))
        #expect(try variable("tabBar/animation/duration")["resolvedType"] as? String == "FLOAT")
        #expect(try variable("tabBar/animation/bounce")["resolvedType"] as? String == "FLOAT")
        // The duration scales the spring's settle time, the bounce alone shapes its easing; in
        // SwiftUI both are the spring's.
        #expect(
            try variable("tabBar/animation/duration")["codeSyntax"] as? [String: String] == [
                "WEB": "var(--tab-bar-animation-settle-time)", "iOS": "MailDesign.TabBar.animation",
            ])
        #expect(
            try variable("tabBar/animation/bounce")["codeSyntax"] as? [String: String] == [
                "WEB": "var(--tab-bar-animation-easing)", "iOS": "MailDesign.TabBar.animation",
            ])
        #expect(
            try variable("search/animation/duration")["codeSyntax"] as? [String: String] == [
                "WEB": "var(--search-animation-settle-time)", "iOS": "MailDesign.Search.animation",
            ])
        #expect(
            try variable("tabBar/animation/duration")["description"] as? String
                == "Spring(duration:bounce:)'s perceptual duration. In seconds. Spec: tabBar.animation.duration.")
        #expect(!variables.contains { $0["name"] as? String == "tabBar/animation" })
        #expect(try variable("tabBar/activeFillsWidth")["resolvedType"] as? String == "BOOLEAN")
        #expect(try variable("search/placeholder")["resolvedType"] as? String == "STRING")
        let tab = try variable("tabs/work-2026/color")
        #expect(tab["resolvedType"] as? String == "COLOR")
        #expect(
            tab["codeSyntax"] as? [String: String] == ["WEB": "var(--tab-color)", "iOS": "TabModel.work2026.color"])
        let values = try #require(body["variableModeValues"] as? [[String: Any]])
        let background = values.filter { $0["variableId"] as? String == "variable:tabBar.inactiveBackground" }
        let byMode = Dictionary(
            uniqueKeysWithValues: background.map { ($0["modeId"] as? String ?? "", $0["value"] as? [String: Double]) })
        for appearance in Appearance.allCases {
            let rgb = spec.tabBar.inactiveBackground.rgb(in: appearance)
            let expected = rgb.unitComponents
            #expect(
                byMode["mode:" + appearance.rawValue]
                    == ["r": expected[0], "g": expected[1], "b": expected[2], "a": 1], "\(appearance)")
        }
    }

    // MARK: - Xcode asset catalogue

    @Test(arguments: ["default", "every-field"])
    func everyColourIsAColourSetWithItsFourAppearances(spec name: String) throws {
        let spec = try #require(try Self.specs().first { $0.name == name }).spec
        let files = try TokenExport(spec: spec).files(.xcassets)
        let root = try Self.object(try Self.file("MailDesign.xcassets/Contents.json", files))
        let info = try #require(root["info"] as? [String: Any])
        #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1)
        let colors = ExportedValue.all(in: spec).filter { if case .color = $0.value { true } else { false } }
        #expect(files.count == colors.count + 1)
        let names = files.map(\.path)
        #expect(Set(names).count == names.count)
        for (value, file) in zip(colors, files.dropFirst()) {
            guard case .color(let color) = value.value else { continue }
            #expect(file.path.hasPrefix("MailDesign.xcassets/") && file.path.hasSuffix(".colorset/Contents.json"))
            #expect(file.contents.contains("\"idiom\" : \"universal\""), "Xcode's spacing")
            let entries = try #require(try Self.object(file)["colors"] as? [[String: Any]])
            #expect(entries.count == 4)
            for (entry, appearance) in zip(entries, Appearance.allCases) {
                let appearances = (entry["appearances"] as? [[String: String]] ?? []).map {
                    $0["appearance"]! + "=" + $0["value"]!
                }
                var expected: [String] = []
                if appearance.isDark { expected.append("luminosity=dark") }
                if appearance.isHighContrast { expected.append("contrast=high") }
                #expect(appearances == expected)
                let values = try #require(entry["color"] as? [String: Any])
                #expect(values["color-space"] as? String == "srgb")
                let components = try #require(values["components"] as? [String: String])
                let rgb = color.rgb(in: appearance)
                #expect(
                    components == [
                        "alpha": "1.000", "red": String(format: "0x%02X", rgb.red),
                        "green": String(format: "0x%02X", rgb.green), "blue": String(format: "0x%02X", rgb.blue),
                    ])
            }
        }
        #expect(names.contains("MailDesign.xcassets/TabBarInactiveBackground.colorset/Contents.json"))
        #expect(
            names.contains(
                "MailDesign.xcassets/Tab\(TabCases(spec: spec).cases[0].name.capitalizedFirst).colorset/Contents.json"))
    }

    // MARK: - Names

    @Test func tokenNamesFollowTheSpecsPathsWithTabsByID() {
        #expect(TokenName(path: JSONPath([.key("tabBar"), .key("cornerRadius")])).description == "tabBar.cornerRadius")
        let tab = TokenName(path: JSONPath([.key("tabs"), .index(1), .key("color")]), tabIDs: ["primary", "work"])
        #expect(tab.segments == ["tabs", "work", "color"])
        #expect(tab.reference == "{tabs.work.color}")
        #expect(tab.isValid)
        #expect(!TokenName(segments: ["$value"]).isValid)
        #expect(!TokenName(segments: ["a.b"]).isValid)
        #expect(!TokenName(segments: ["{a}"]).isValid)
        #expect(!TokenName(segments: [""]).isValid)
    }

    /// A spec's text is data in every file: a title with quotes and markup is one escaped string.
    @Test func textFromTheSpecIsAnEscapedValue() throws {
        let body = try TokenExport(spec: try Self.everyFieldSpec()).files(.figma)[0].contents
        #expect(body.contains(#""value": "Inbox <Review> & \"Notes\" {tabBar.spacing}""#))
        #expect(try JSONSerialization.jsonObject(with: Data(body.utf8)) is [String: Any])
    }

    @Test func aSpecMadeInCodeIsValidatedFirst() {
        var spec = LayoutSpec.default
        spec.tabBar.cornerRadius = -5
        #expect(throws: MailSiteGenError.self) { try TokenExport(spec: spec).files(.dtcg) }
    }
}
