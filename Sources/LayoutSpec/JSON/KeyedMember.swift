/// A member of an object as read so far, for `JSONScanner.checkUnique`.
protocol KeyedMember {
    var key: String { get }
    var keyPosition: SourcePosition { get }
}
