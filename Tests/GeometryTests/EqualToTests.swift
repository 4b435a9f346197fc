import Foundation
import Testing
import DynamicsGeometry

/// `equalTo(_:)` on points, sizes and rectangles, as Core Graphics' comparisons behave.
@Suite struct EqualToTests {
    @Test func pointsAndSizesCompareTheirFields() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(.zero))
    }

    @Test func rectanglesCompareTheAreaTheyCover() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 40)))
        // The same area given from the opposite corner, as CGRectEqualToRect standardises both.
        #expect(rect.equalTo(CGRect(x: 40, y: 60, width: -30, height: -40)))
        #expect(!rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 41)))
    }
}
