/// A part of the spec that fills what the spec leaves out from a default, so that a partial
/// spec overrides only what it names. The default depends on where the section sits (the tab
/// bar's spring is `.bouncy`, the search's is `.interactiveSpring`), so it is passed in.
public protocol SpecSection: Decodable {
    init(from decoder: any Decoder, default fallback: Self) throws
}
