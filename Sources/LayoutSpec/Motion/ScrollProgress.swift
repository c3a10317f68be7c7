/// The header material's opacity as the page scrolls, exactly as the original computes it:
///
///     progress = min(max((scrollOffset + startTopInset - collapseThreshold) / transitionDistance, 0), 1)
///
/// where `scrollOffset + startTopInset` is the distance scrolled from the top (`scrollY`).
public func scrollProgress(scrollY: Double, collapseThreshold: Double, transitionDistance: Double) -> Double {
    min(max((scrollY - collapseThreshold) / transitionDistance, 0), 1)
}
