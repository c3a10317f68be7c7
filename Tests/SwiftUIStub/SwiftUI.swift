// A stub of the part of SwiftUI (iOS 18) that `mailsitegen swiftui` writes, for type-checking
// its output on Linux, where SwiftUI does not exist (SwiftUIStubTests).
//
// It declares exactly the API the generated file uses, no more: a file that calls anything
// else fails the type-check, so this is the list of API to review against Apple's
// documentation. Each declaration keeps Apple's name, argument labels, generic shape,
// defaults, isolation and Sendable conformances as the documentation gives them (linked); what
// a stub cannot reproduce is said where it differs. Nothing here runs: bodies are `fatalError`
// or return a placeholder view.

@_exported import UIKit

// MARK: - Views and their builder

/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent()
    }
}

/// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
    public var value: T
    public init(_ value: T) { self.value = value }
    public var body: Never { fatalError("stub") }
}

/// What `if`/`else` builds (https://developer.apple.com/documentation/swiftui/_conditionalcontent).
nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    public var body: Never { fatalError("stub") }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("stub") }
}

/// What every modifier of this stub returns, behind `some View`; SwiftUI's are its own types.
nonisolated public struct _StubModifiedView: View {
    public var body: Never { fatalError("stub") }
}

// MARK: - Data flow

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
    }
    public var projectedValue: Binding<Value> { fatalError("stub") }
}

extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/binding (its `@dynamicMemberLookup` is
/// left out: the output does not use it).
@propertyWrapper public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:) (not used by the
    /// output; a public property wrapper needs a public initialiser).
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public var wrappedValue: Value {
        get { fatalError("stub") }
        nonmutating set { fatalError("stub") }
    }
    public var projectedValue: Binding<Value> { self }
}

extension Binding: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/locale
    public var locale: Locale {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }

    /// https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection {
        get { fatalError("stub") }
        set { fatalError("stub") }
    }
}

/// https://developer.apple.com/documentation/swiftui/layoutdirection
public enum LayoutDirection: CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

/// https://developer.apple.com/documentation/swiftui/dynamictypesize
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Sendable {
    case light
    case dark
}

// MARK: - Layout values

/// https://developer.apple.com/documentation/swiftui/alignment
public struct Alignment: Equatable, Sendable {
    public static let center = Alignment()
    public static let leading = Alignment()
    public static let top = Alignment()
    public static let bottom = Alignment()
}

/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    public static let center = VerticalAlignment()
    public static let top = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment()
}

/// https://developer.apple.com/documentation/swiftui/edge
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// https://developer.apple.com/documentation/swiftui/edge/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// https://developer.apple.com/documentation/swiftui/edgeinsets
public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
}

/// https://developer.apple.com/documentation/swiftui/axis/set
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal, vertical

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1 << 0)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// https://developer.apple.com/documentation/swiftui/scrollgeometry
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint
    public var contentInsets: EdgeInsets
}

// MARK: - Containers

/// https://developer.apple.com/documentation/swiftui/hstack
nonisolated public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/vstack
nonisolated public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/zstack
nonisolated public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/lazyvstack
nonisolated public struct LazyVStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/scrollview
nonisolated public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath {}

/// https://developer.apple.com/documentation/swiftui/navigationstack
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/foreach
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { fatalError("stub") }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

// MARK: - Views

/// https://developer.apple.com/documentation/swiftui/text
nonisolated public struct Text: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4 (disfavoured, as
    /// Apple's is, so that a literal is a `LocalizedStringKey`)
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:format:)
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/image
nonisolated public struct Image: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/label
nonisolated public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/spacer
nonisolated public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/divider
nonisolated public struct Divider: View {
    public init() {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// https://developer.apple.com/documentation/swiftui/contentunavailableview
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public var body: Never { fatalError("stub") }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

// MARK: - Shapes and styles

/// https://developer.apple.com/documentation/swiftui/shape (its `path(in:)` and `Animatable`
/// are left out: the output draws only SwiftUI's own shapes).
public protocol Shape: Sendable, View {}

/// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape {
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View
    {
        _StubModifiedView()
    }
}

/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    case circular
    case continuous
}

/// https://developer.apple.com/documentation/swiftui/rectangle
nonisolated public struct Rectangle: Shape {
    public init() {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/roundedrectangle
nonisolated public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/circle
nonisolated public struct Circle: Shape {
    public init() {}
    public var body: Never { fatalError("stub") }
}

extension Shape where Self == Rectangle {
    /// https://developer.apple.com/documentation/swiftui/shape/rect
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, CustomStringConvertible, Sendable, ShapeStyle {
    public var description: String { "stub" }

    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) {}

    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
    /// (its `bundle: Bundle? = nil` left out: the file never passes one, and the stub has no
    /// Foundation).
    public init(_ name: String) {}

    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { self }

    public static let black = Color(uiColor: UIColor(red: 0, green: 0, blue: 0, alpha: 1))
    public static let white = black
    public static let gray = black
    public static let red = black
    public static let orange = black
    public static let yellow = black
    public static let green = black
    public static let mint = black
    public static let teal = black
    public static let cyan = black
    public static let blue = black
    public static let indigo = black
    public static let purple = black
    public static let pink = black
    public static let brown = black
    public static let clear = black
    public static let primary = black
}

extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/gray
    public static var gray: Color { Color.gray }
}

/// https://developer.apple.com/documentation/swiftui/material
public struct Material: Sendable, ShapeStyle {}

extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/ultrathinmaterial
    public static var ultraThinMaterial: Material { Material() }
}

/// https://developer.apple.com/documentation/swiftui/backgroundstyle
public struct BackgroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/background
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// https://developer.apple.com/documentation/swiftui/foregroundstyle
public struct ForegroundStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/foreground
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// https://developer.apple.com/documentation/swiftui/symbolvariants
public struct SymbolVariants: Hashable, Sendable {
    public static let fill = SymbolVariants()
}

/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public static let title3 = Font()
    public static let callout = Font()
    public static let subheadline = Font()

    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }
}

// MARK: - Motion

/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation()

    /// https://developer.apple.com/documentation/swiftui/animation/bouncy(duration:extrabounce:)
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Animation { Animation() }

    /// https://developer.apple.com/documentation/swiftui/animation/spring(duration:bounce:blendduration:)
    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0)
        -> Animation
    {
        Animation()
    }

    /// https://developer.apple.com/documentation/swiftui/animation/interactivespring
    public static var interactiveSpring: Animation { Animation() }
}

/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// https://developer.apple.com/documentation/swiftui/anytransition
public struct AnyTransition {
    /// https://developer.apple.com/documentation/swiftui/anytransition/offset(x:y:)
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
}

// MARK: - Navigation, search and accessibility values

/// https://developer.apple.com/documentation/swiftui/visibility
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// https://developer.apple.com/documentation/swiftui/toolbarplacement
public struct ToolbarPlacement {
    public static var navigationBar: ToolbarPlacement { ToolbarPlacement() }
}

/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()

    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawer(displaymode:)
    public static func navigationBarDrawer(displayMode: SearchFieldPlacement.NavigationBarDrawerDisplayMode)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement()
    }

    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawerdisplaymode
    public struct NavigationBarDrawerDisplayMode: Sendable {
        public static let automatic = NavigationBarDrawerDisplayMode()
    }
}

/// https://developer.apple.com/documentation/swiftui/accessibilitytraits (Apple's conforms to
/// `SetAlgebra`; `OptionSet` is the stub's shortcut to the same array-literal syntax).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 1)
}

/// https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier (its `body(content:)` is left
/// out: the output declares no modifier of its own).
public protocol ViewModifier {}

/// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
public struct AccessibilityAttachmentModifier: ViewModifier {}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
nonisolated public struct ModifiedContent<Content, Modifier> {}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { fatalError("stub") }
}

// MARK: - Modifiers

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> some View
    { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    nonisolated public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)
    nonisolated public func padding(_ length: CGFloat) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/zindex(_:)
    nonisolated public func zIndex(_ value: Double) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    nonisolated public func opacity(_ opacity: Double) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View
    { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    nonisolated public func font(_ font: Font?) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/linelimit(_:)
    nonisolated public func lineLimit(_ number: Int?) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/symbolvariant(_:)
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)
    nonisolated public func transition(_ t: AnyTransition) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
    nonisolated public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
    nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/toolbarbackgroundvisibility(_:for:)
    nonisolated public func toolbarBackgroundVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
        -> some View
    { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:ispresented:placement:prompt:)
    nonisolated public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-1m2tf
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityshowslargecontentviewer()
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)
    nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { _StubModifiedView() }

    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        _StubModifiedView()
    }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-5f0zj
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
    nonisolated public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilitylabel(_:)-1d7jv
    /// (disfavoured, as Apple's is)
    @_disfavoredOverload nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent() }

    /// https://developer.apple.com/documentation/swiftui/view/accessibilityaddtraits(_:)
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { ModifiedContent() }
}

// MARK: - Previews

/// https://developer.apple.com/documentation/swiftui/preview(_:body:) as the iOS 18 SDK declares
/// it. Its implementation, `PreviewsMacros.SwiftUIView`, is the plugin in PreviewsMacros.swift.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
