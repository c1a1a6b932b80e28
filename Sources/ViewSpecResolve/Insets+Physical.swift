import ViewSpecCore
import ViewSpecLanguage

extension Insets {
    /// The sides written, in points, on the physical sides for `direction`: `leading` is the left
    /// in left-to-right layouts and the right in right-to-left ones, while `left`, `right` and the
    /// `[top, left, bottom, right]` list stay where they are.
    ///
    /// A side that is not written, or whose token does not resolve, is nil.
    ///
    /// Every inset of the resolved tree (wrappers, stack margins, table cells, collections, a
    /// device's safe area) is read here, so the layout stage never sees a directional inset.
    func physical(in direction: LayoutDirection, points: (Length) -> Double?)
        -> (top: Double?, left: Double?, bottom: Double?, right: Double?)
    {
        let leading = left.flatMap(points)
        let trailing = right.flatMap(points)
        let mirrored = isDirectional && direction == .rightToLeft
        return (
            top.flatMap(points), mirrored ? trailing : leading, bottom.flatMap(points),
            mirrored ? leading : trailing
        )
    }

    /// `base` with the sides written replaced.
    func physical(over base: EdgeInsets, in direction: LayoutDirection, points: (Length) -> Double?)
        -> EdgeInsets
    {
        let sides = physical(in: direction, points: points)
        return EdgeInsets(
            top: sides.top ?? base.top, left: sides.left ?? base.left, bottom: sides.bottom ?? base.bottom,
            right: sides.right ?? base.right)
    }
}
