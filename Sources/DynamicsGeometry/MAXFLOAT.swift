/// The largest finite `Float`, as Darwin's `<math.h>` exports it (`animation.repeatCount = MAXFLOAT`,
/// `CGSize(width: w, height: CGFloat(MAXFLOAT))`); Glibc's module does not export its macro to Swift.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
