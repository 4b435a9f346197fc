import Foundation
import DynamicsGeometry

extension UITableView {
    /// Shows the headers and footers that meet the visible rectangle: the delegate's views, or title views the
    /// table makes (and reuses). A plain table's header floats: it stays at the top of the view while its section
    /// scrolls under it, until the section's end pushes it up.
    func placeSectionViews() {
        let visible = bounds
        var wanted: [SectionViewKey: CGRect] = [:]
        let width = bounds.width
        for (index, section) in geometry.sections.enumerated() {
            if section.headerHeight > 0 {
                var top = section.top
                if style == .plain {
                    top = min(max(top, visible.minY + adjustedContentInset.top), section.bottom - section.headerHeight)
                }
                let frame = CGRect(x: 0, y: top, width: width, height: section.headerHeight)
                if frame.overlaps(visible) { wanted[SectionViewKey(section: index, isHeader: true)] = frame }
            }
            if section.footerHeight > 0 {
                let frame = CGRect(x: 0, y: section.rowsBottom, width: width, height: section.footerHeight)
                if frame.overlaps(visible) { wanted[SectionViewKey(section: index, isHeader: false)] = frame }
            }
        }
        for key in sectionViews.keys.sorted() where wanted[key] == nil { removeSectionView(for: key) }
        for (key, frame) in wanted.sorted(by: { $0.key < $1.key }) {
            guard let view = sectionViews[key] ?? makeSectionView(for: key) else { continue }
            sectionViews[key] = view
            if view.superview !== self { addSubview(view) }
            if view.frame != frame { view.frame = frame }
            if let titleView = view as? UITableViewHeaderFooterView { titleView.layoutTitle() }
            // Headers and footers cover the cells that scroll under them, as UIKit stacks them.
            bringSubviewToFront(view)
        }
    }

    /// The delegate's view for the header or footer, else a title view when the data source has a title; nil when
    /// there is neither (the space stays empty).
    private func makeSectionView(for key: SectionViewKey) -> UIView? {
        if let supplied = suppliedView(for: key) { return supplied }
        let title = key.isHeader ? dataSource?.tableView(self, titleForHeaderInSection: key.section)
            : dataSource?.tableView(self, titleForFooterInSection: key.section)
        guard let title else { return nil }
        let view = idleTitleViews.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view.showTitle(title, asHeader: key.isHeader, metrics: metrics,
                       inset: sectionSideInset + TableStyleMetrics.contentMargin)
        return view
    }

    /// Takes a header or footer off screen; title views wait for the next title.
    func removeSectionView(for key: SectionViewKey) {
        guard let view = sectionViews.removeValue(forKey: key) else { return }
        view.removeFromSuperview()
        if let titleView = view as? UITableViewHeaderFooterView, suppliedSectionViews[key] !== view {
            idleTitleViews.append(titleView)
        }
    }

    /// Puts the table's header view at the top and its footer view below the last section, full width.
    func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: geometry.tableFooterTop, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    /// Swaps the table header or footer view.
    func replaceTableView(_ old: UIView?, with new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        invalidateGeometry()
    }
}
