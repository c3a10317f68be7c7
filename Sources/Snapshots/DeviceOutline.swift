import LayoutSpec

/// The phone drawn around a screen (`--frame`): the body's edge, the display's rounded corners,
/// the Dynamic Island, notch or home button, and the home indicator, in points. Drawn by the
/// project from these measurements (Apple's bezel artwork is licensed for marketing only):
///
/// - body sizes: Apple's technical specifications (iPhone 16: 71.6 × 147.6 mm; 16 Plus 77.8 ×
///   160.9; 16 Pro 71.5 × 149.6; 16 Pro Max 77.6 × 163; 13 mini 64.2 × 131.5; SE 67.3 × 138.4),
///   in points at each screen's pixel density (460 ppi @3x on the 16 family, 476 on the mini,
///   326 @2x on the SE);
/// - display corner radii: what UIKit's `UIScreen` reports (`_displayCornerRadius`, collected in
///   kylebshr/UIKitCorners): 44 pt on the mini, 55 on the 16 and 16 Plus, 62 on the 16 Pro and
///   Pro Max, none on the SE;
/// - the Dynamic Island: 126 × 37.33 pt, 11 pt from the top (14 on the Pro models, whose status
///   bar is 3 pt taller); the mini's notch about 162 × 32 pt; the home indicator 134 × 5 pt, 8 pt
///   above the bottom edge; the SE's home button 11 mm across (68 pt).
public struct DeviceOutline: Sendable, Equatable {
    /// The body's size in points, the screen centred in it.
    public var bodyWidth: Double
    public var bodyHeight: Double
    public var displayRadius: Double
    public var cutout: Cutout

    public enum Cutout: Sendable, Equatable {
        /// The Dynamic Island: its top offset from the screen's top.
        case island(top: Double)
        /// A notch of this width and height, at the screen's top.
        case notch(width: Double, height: Double)
        /// No cutout; a home button of this diameter below the screen.
        case homeButton(diameter: Double)
    }

    public static let islandSize = (width: 126.0, height: 37.33)
    public static let homeIndicator = (width: 134.0, height: 5.0, bottom: 8.0)

    /// Millimetres to points at `ppi` pixels per inch and `scale` pixels per point.
    private static func points(_ millimetres: Double, ppi: Double, scale: Double) -> Double {
        (millimetres / 25.4 * ppi / scale).rounded()
    }

    /// The outline of `phone` (a custom screen: the named phone of its size, else a 16 stretched to it).
    public static func of(_ phone: PhoneModel, width: Double, height: Double) -> DeviceOutline {
        func body(_ w: Double, _ h: Double, ppi: Double = 460, scale: Double = 3) -> (Double, Double) {
            (max(points(w, ppi: ppi, scale: scale), width + 16), max(points(h, ppi: ppi, scale: scale), height + 16))
        }
        switch phone {
        case .se:
            let (w, h) = body(67.3, 138.4, ppi: 326, scale: 2)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 0, cutout: .homeButton(diameter: 68))
        case .mini:
            let (w, h) = body(64.2, 131.5, ppi: 476)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 44, cutout: .notch(width: 162, height: 32))
        case .iPhone16Plus:
            let (w, h) = body(77.8, 160.9)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 55, cutout: .island(top: 11))
        case .iPhone16Pro:
            let (w, h) = body(71.5, 149.6)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 62, cutout: .island(top: 14))
        case .iPhone16ProMax:
            let (w, h) = body(77.6, 163)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 62, cutout: .island(top: 14))
        case .iPhone16, .custom:
            let (w, h) = body(71.6, 147.6)
            return DeviceOutline(bodyWidth: w, bodyHeight: h, displayRadius: 55, cutout: .island(top: 11))
        }
    }

    /// A page that draws the phone around `image` (the screen's picture, `width` × `height` points),
    /// on a transparent background: its size is the body's, rounded up to whole points.
    public func page(image: String, width: Double, height: Double, dark: Bool) -> String {
        let left = ((bodyWidth - width) / 2).rounded(.down)
        let top = ((bodyHeight - height) / 2).rounded(.down)
        let bodyRadius = displayRadius > 0 ? displayRadius + left : 56
        var parts = ""
        switch cutout {
        case .island(let offset):
            let size = Self.islandSize
            parts += box(
                "cutout", x: left + (width - size.width) / 2, y: top + offset, w: size.width, h: size.height,
                radius: size.height / 2)
            parts += indicator(left: left, top: top, width: width, height: height, dark: dark)
        case .notch(let notchWidth, let notchHeight):
            parts += box(
                "cutout notch", x: left + (width - notchWidth) / 2, y: top, w: notchWidth, h: notchHeight,
                radius: 20)
            parts += indicator(left: left, top: top, width: width, height: height, dark: dark)
        case .homeButton(let diameter):
            let below = top + height + (bodyHeight - top - height - diameter) / 2
            parts += box(
                "button", x: (bodyWidth - diameter) / 2, y: below, w: diameter, h: diameter, radius: diameter / 2)
            parts += box("speaker", x: (bodyWidth - 56) / 2, y: top / 2 - 3, w: 56, h: 6, radius: 3)
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><style>
            html, body { margin: 0; background: transparent; }
            .body { position: relative; width: \(px(bodyWidth))px; height: \(px(bodyHeight))px; border-radius: \(px(bodyRadius))px;
              background: #1c1c1e; box-shadow: inset 0 0 0 2px #48484a; overflow: hidden; }
            .screen { position: absolute; left: \(px(left))px; top: \(px(top))px; width: \(px(width))px; height: \(px(height))px;
              border-radius: \(px(displayRadius))px; overflow: hidden; }
            .screen img { display: block; width: 100%; height: 100%; image-rendering: pixelated; }
            .part { position: absolute; }
            .cutout { background: #000; }
            .notch { border-top-left-radius: 0; border-top-right-radius: 0; }
            .button { background: #1c1c1e; box-shadow: inset 0 0 0 3px #48484a; }
            .speaker { background: #3a3a3c; }
            .indicator { background: \(dark ? "#ffffff" : "#000000"); }
            </style></head><body><div class="body"><div class="screen"><img src="\(image)" alt=""></div>\(parts)</div></body></html>
            """
    }

    private func indicator(left: Double, top: Double, width: Double, height: Double, dark: Bool) -> String {
        let size = Self.homeIndicator
        return box(
            "indicator", x: left + (width - size.width) / 2, y: top + height - size.bottom - size.height, w: size.width,
            h: size.height, radius: size.height / 2)
    }

    private func box(_ kind: String, x: Double, y: Double, w: Double, h: Double, radius: Double) -> String {
        "<div class=\"part \(kind)\" style=\"left: \(px(x))px; top: \(px(y))px; width: \(px(w))px; height: \(px(h))px; "
            + "border-radius: \(px(radius))px\"></div>"
    }

    private func px(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
