/// Every built-in filter, by name.
enum FilterCatalog {
    static let all: [FilterDefinition] = ColorFilters.definitions + PhotoEffectFilters.definitions
        + BlurFilters.definitions + CompositingFilters.definitions + StylizeFilters.definitions
        + GeometryFilters.definitions + GeneratorFilters.definitions

    private static let byName: [String: FilterDefinition] = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    static func definition(named name: String) -> FilterDefinition? { byName[name] }
}
