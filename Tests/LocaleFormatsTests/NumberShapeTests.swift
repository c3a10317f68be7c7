import Foundation
import LayoutSpec
import Testing

@testable import LocaleFormats

/// A locale's digits and grouping, read from the locale tables, write what Foundation writes: on
/// Linux, whose toolchain's Foundation holds the data the tables are made from (macOS's Foundation
/// formats with the system's own ICU and CLDR).
#if os(Linux)
    @Suite struct NumberShapeTests {
        /// The shape the page's script writes counts in gives Foundation's own text for every count
        /// a page can show, in locales with other digits, separators and groupings.
        @Test(arguments: ["en-US", "de-DE", "ar-SA", "hi-IN", "pl-PL", "ru-RU", "fr-FR", "ja-JP", "ar-EG-u-nu-latn"])
        func numberShapeWritesWhatFoundationWrites(locale: String) throws {
            let shape = LocaleFormats(try LocaleTag(locale)).numbers
            let style = IntegerFormatStyle<Int>(locale: Locale(identifier: locale))
            for count in Array(0...1_200) + [9_999, 10_000, 12_345, 99_999, 100_000] {
                #expect(shape.format(count) == count.formatted(style), "\(locale) \(count)")
            }
        }

        /// A decimal (the review board's figures) in the locale's digits and decimal separator, as
        /// Foundation writes it; its whole part grouped as a count is.
        @Test(arguments: ["en-US", "de-DE", "ar-SA", "hi-IN", "fr-FR", "ar-EG-u-nu-latn"])
        func numberShapeWritesDecimalsAsFoundationDoes(locale: String) throws {
            let shape = LocaleFormats(try LocaleTag(locale)).numbers
            let style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: locale))
            for number in [117.5, 0.3, 4.6, 0.15, 325, 1_234.5, 12_345.25] {
                // Foundation marks a number's direction in some locales; the board's text sets it.
                let expected = String(
                    String.UnicodeScalarView(
                        number.formatted(style).unicodeScalars.filter { $0.properties.generalCategory != .format }))
                #expect(shape.format(numeral: number.specText) == expected, "\(locale) \(number)")
            }
            #expect(shape.format(numeral: "-3") == "-" + shape.format(3))
        }
    }
#endif
