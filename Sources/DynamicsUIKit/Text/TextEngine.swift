import CPango
import Foundation

// Design: views lay text out with Pango themselves (this module links the CPango system target) and hand the
// finished `TextLayout` to the renderer, which only draws it with PangoCairo. Measuring (`sizeThatFits`) and drawing
// therefore use the very same PangoLayout object, so a label's background always fits the glyphs drawn on it. The
// alternative, a measuring protocol installed by the renderer, would leave views unmeasurable until a renderer
// exists and invite two layout paths that drift apart.

/// The one Pango font map and context every layout is made in, behind a lock: Pango font maps are not thread-safe
/// and frames are rendered on several threads.
package enum TextEngine {
    /// Recursive, so releasing a layout while the engine is held (deinit takes the lock too) cannot deadlock.
    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var sharedContext: OpaquePointer?

    /// Runs `body` with exclusive use of Pango and the shared context.
    ///
    /// The context is resolution 72 dpi (one point is one unit, as in UIKit), without hinting of outlines or metrics,
    /// so advances scale linearly, do not depend on the output scale and are the same on every run.
    package static func withContext<Result>(_ body: (OpaquePointer) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        if sharedContext == nil {
            SFFonts.addFolder()   // before the font map lists fontconfig's fonts
            AppFonts.addBundled()
            sharedContext = makeContext()
        }
        return try body(sharedContext!)
    }

    /// A context on a new font map, which lists fontconfig's fonts as they are now.
    private static func makeContext() -> OpaquePointer {
        let fontMap = pango_cairo_font_map_new()
        let context = pango_font_map_create_context(fontMap)
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        // Han characters take their simplified-Chinese forms (Noto Sans CJK SC) whatever the machine's locale:
        // the source apps were Chinese, and a fixed language keeps the frames the same everywhere.
        pango_context_set_language(context, pango_language_from_string("zh-cn"))
        return context!
    }

    /// Lays text out on a new font map from now on, which lists the font files fontconfig gained since the shared
    /// context was made; layouts made before keep theirs. Called with the lock held.
    static func fontsChanged() {
        if let old = sharedContext { g_object_unref(UnsafeMutableRawPointer(old)) }
        sharedContext = makeContext()
    }

    /// The lower-cased, space-free names of the font families fontconfig knows.
    package static let installedFamilies: Set<String> = withContext { context in
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_context_get_font_map(context), &families, &count)
        defer { g_free(families) }
        var names = Set<String>()
        for index in 0..<Int(count) {
            guard let family = families?[index], let name = pango_font_family_get_name(family) else { continue }
            names.insert(normalizedFamilyName(String(cString: name)))
        }
        return names
    }

    /// A family or PostScript family part compared without case and spaces ("Trebuchet MS" == "TrebuchetMS").
    package static func normalizedFamilyName(_ name: String) -> String {
        name.lowercased().filter { $0 != " " }
    }
}
