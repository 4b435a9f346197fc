import Foundation
import Testing
import DynamicsGeometry
@testable import DynamicsUIKit

/// The engine's bookkeeping: which passes solve, the cheap path for constants, and UIKit's conflict report.
@Suite struct LayoutEngineTests {
    private func makePinned() -> (root: UIView, view: UIView, left: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let left = view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([left, view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                                     view.widthAnchor.constraint(equalToConstant: 50),
                                     view.heightAnchor.constraint(equalToConstant: 60)])
        root.layoutIfNeeded()
        return (root, view, left)
    }

    @Test func quietPassesDoNotSyncAndConstantsTakeTheCheapPath() throws {
        let (root, view, left) = makePinned()
        let engine = try #require(root.layoutEngine)
        let syncs = engine.syncCount
        for _ in 0..<5 { root.layoutIfNeeded() }
        #expect(engine.syncCount == syncs)
        left.constant = 70
        root.layoutIfNeeded()
        #expect(engine.syncCount == syncs, "a constant change does not walk the tree")
        #expect(view.frame == CGRect(x: 70, y: 20, width: 50, height: 60))
        // A structural change does.
        view.heightAnchor.constraint(equalToConstant: 10).isActive = false
        view.widthAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
        root.layoutIfNeeded()
        #expect(engine.syncCount == syncs + 1)
    }

    @Test func conflictsPrintUIKitsReportWithTheConstraintsInvolved() throws {
        let (root, view, _) = makePinned()
        let engine = try #require(root.layoutEngine)
        var reports: [String] = []
        engine.report = { reports.append($0) }
        let wider = view.widthAnchor.constraint(equalToConstant: 80)
        wider.identifier = "wider"
        wider.isActive = true
        root.layoutIfNeeded()
        #expect(reports.count == 1)
        let report = try #require(reports.first)
        #expect(report.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
        #expect(report.contains("\"<NSLayoutConstraint:0x"))
        #expect(report.contains(".width == 50   (active)>\""))
        #expect(report.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x"))
        #expect(report.contains("'wider'"))
        #expect(!report.contains(".top =="), "only the constraints of the conflict are listed")
        #expect(wider.isBroken)
        // Nothing else changing: no second report on later passes.
        root.layoutIfNeeded()
        #expect(reports.count == 1)
    }

    @Test func forgettingTranslatesAutoresizingMaskBreaksTheNewConstraint() throws {
        let (root, _, _) = makePinned()
        let engine = try #require(root.layoutEngine)
        var reports: [String] = []
        engine.report = { reports.append($0) }
        let framed = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 40))
        root.addSubview(framed)
        framed.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100).isActive = true
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 5, y: 5, width: 40, height: 40))
        let report = try #require(reports.first)
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint:h=--- v=--- UIView:0x"))
        #expect(report.contains(".minX == 5   (active)>"))
        #expect(report.hasSuffix("may also be helpful."))
    }

}
