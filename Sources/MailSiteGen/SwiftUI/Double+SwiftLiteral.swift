extension Double {
    /// The number as a Swift literal: `50`, `-15`, `0.3`, the shortest text that reads back as
    /// this value. Only for finite numbers; `SwiftUIGenerator` refuses the others first.
    var swiftLiteral: String {
        if self == rounded(), magnitude < 1e15 { return String(Int(self)) }
        return String(self)
    }
}
