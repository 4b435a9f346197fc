import Foundation

/// A Core Image filter: named inputs set by key-value coding, and an `outputImage` that is a recipe over them (no
/// pixel is computed until a context renders it). Built-in filters come from `CIFilter(name:)` or the typed
/// builders (`CIFilter.gaussianBlur()`); apps may subclass it and override `outputImage`.
open class CIFilter: NSObject {
    /// The built-in filter's description; nil for an app's subclass.
    let definition: FilterDefinition?
    /// The inputs' values by key.
    private var inputValues: [String: Any] = [:]

    /// The filter's name (`CIGaussianBlur`), or its class's for an app's subclass.
    open var name: String

    /// A filter for an app's subclass, with no inputs of its own (set and read them with its own properties, or
    /// through `setValue(_:forKey:)`).
    public override init() {
        definition = nil
        name = ""
        super.init()
        name = String(describing: type(of: self))
    }

    /// The built-in filter named `name` with every input at its default, as on iOS; nil for a name Core Image
    /// does not know.
    public init?(name: String) {
        guard let definition = FilterCatalog.definition(named: name) else { return nil }
        self.definition = definition
        self.name = name
        super.init()
        setDefaults()
    }

    /// The built-in filter named `name` with `params` set over the defaults; nil for an unknown name.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// A built-in filter from its description (the typed builders).
    init(definition: FilterDefinition) {
        self.definition = definition
        name = definition.name
        super.init()
        setDefaults()
    }

    /// The keys of the filter's inputs, in the SDK's order.
    open var inputKeys: [String] { definition?.parameters.map(\.key) ?? [] }

    /// The keys of its outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filtered image, a recipe over the inputs' current values; nil while a required input (the image) is
    /// missing.
    open var outputImage: CIImage? {
        definition?.output(FilterInputs(values: inputValues))
    }

    /// Every input back to its default.
    open func setDefaults() {
        for parameter in definition?.parameters ?? [] { inputValues[parameter.key] = parameter.defaultValue }
    }

    /// Sets an input. A key the filter does not have, a value of the wrong type and a number that is not finite are
    /// refused with a one-line warning, and the input keeps its value (iOS raises for the first two).
    open func setValue(_ value: Any?, forKey key: String) {
        guard let definition else {
            inputValues[key] = value
            return
        }
        guard let parameter = definition.parameters.first(where: { $0.key == key }) else {
            CoreImageLog.warn("\(name) is not key value coding-compliant for the key \(key); ignored.")
            return
        }
        switch parameter.accepting(value) {
        case .success(let stored): inputValues[key] = stored
        case .failure(.notFinite):
            CoreImageLog.warn("\(name): ignoring a non-finite value for \(key) (\(value.map { "\($0)" } ?? "nil")).")
        case .failure(.wrongType):
            CoreImageLog.warn("\(name): \(key) takes a \(parameter.kind.rawValue), not \(value.map { "\(type(of: $0))" } ?? "nil"); ignored.")
        }
    }

    /// An input's value (numbers as `NSNumber`), or the output image for `kCIOutputImageKey`.
    open func value(forKey key: String) -> Any? {
        key == kCIOutputImageKey ? outputImage : inputValues[key]
    }

    /// Sets several inputs.
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    /// The filter's name, categories and, per input, its class and default.
    open var attributes: [String: Any] {
        guard let definition else { return [kCIAttributeFilterName: name] }
        var result: [String: Any] = [kCIAttributeFilterName: name,
                                     kCIAttributeFilterDisplayName: definition.displayName,
                                     kCIAttributeFilterCategories: definition.categories]
        for parameter in definition.parameters {
            var entry: [String: Any] = [kCIAttributeClass: parameter.kind.rawValue]
            if let value = parameter.defaultValue { entry[kCIAttributeDefault] = value }
            result[parameter.key] = entry
        }
        return result
    }

    /// The names of the built-in filters in `category` (every one for nil), sorted.
    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The names of the built-in filters in all of `categories` (every one for nil or an empty list), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterCatalog.all.filter { definition in
            (categories ?? []).allSatisfy { definition.categories.contains($0) }
        }.map(\.name).sorted()
    }
}

/// What a built-in filter is: its name, categories, inputs and how its output is made from them. Immutable, and its
/// closure captures only constants, so the catalog is shared between threads.
struct FilterDefinition: @unchecked Sendable {
    let name: String
    let categories: [String]
    let parameters: [FilterParameter]
    let output: (FilterInputs) -> CIImage?

    init(_ name: String, _ categories: [String], _ parameters: [FilterParameter],
         output: @escaping (FilterInputs) -> CIImage?) {
        self.name = name
        self.categories = categories + [kCICategoryBuiltIn, kCICategoryStillImage, kCICategoryVideo]
        self.parameters = parameters
        self.output = output
    }

    /// "CIPhotoEffectMono" → "Photo Effect Mono".
    var displayName: String {
        var words = ""
        for character in name.dropFirst(2) {
            if character.isUppercase, !words.isEmpty, words.last?.isUppercase == false { words.append(" ") }
            words.append(character)
        }
        return words
    }
}
