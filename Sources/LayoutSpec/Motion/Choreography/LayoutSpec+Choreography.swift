extension LayoutSpec {
    /// Every transition of the page and what moves in it, from the spec's numbers: the motion
    /// sheet's rows and the page's animations.
    public var choreography: [MotionTransition] {
        // Filled in by the choreography table.
        []
    }
}
