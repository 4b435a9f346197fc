import Foundation

/// How drawn colours combine with what is already in a context, Core Graphics' blend modes with their raw values.
///
/// The separable and non-separable modes are the PDF blend modes; the Porter–Duff ones (`clear` … `xor`) are the
/// compositing operators; `plusLighter` adds. `plusDarker` has no Cairo operator and draws as `.normal` (see
/// DECISIONS.md).
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Source × destination.
    case multiply
    /// 1 − (1 − source)(1 − destination).
    case screen
    /// Multiply or screen, by the destination.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// Brightens the destination towards the source.
    case colorDodge
    /// Darkens the destination towards the source.
    case colorBurn
    /// Darkens or lightens by the source, softly.
    case softLight
    /// Multiply or screen, by the source.
    case hardLight
    /// |source − destination|.
    case difference
    /// Like difference, with lower contrast.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clears what is drawn over.
    case clear
    /// Replaces what is drawn over.
    case copy
    /// The source where the destination is.
    case sourceIn
    /// The source where the destination is not.
    case sourceOut
    /// The source over the destination, only where the destination is.
    case sourceAtop
    /// The destination over the source.
    case destinationOver
    /// The destination where the source is.
    case destinationIn
    /// The destination where the source is not.
    case destinationOut
    /// The destination over the source, only where the source is.
    case destinationAtop
    /// Source and destination where the other is not.
    case xor
    /// 1 − ((1 − source) + (1 − destination)); drawn as `.normal` here.
    case plusDarker
    /// Source + destination.
    case plusLighter
}
