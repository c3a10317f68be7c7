/// A value that knows how it is written in CSS. Only validated values conform, so nothing a
/// spec author types reaches a stylesheet as free text.
protocol CSSRepresentable {
    var css: String { get }
}
