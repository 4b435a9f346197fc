import DynamicsGeometry
import DynamicsUIKit
import Foundation

/// One input of a built-in filter: its key, the kind of value it takes and its default (an immutable value, so the
/// catalog can be shared between threads).
struct FilterParameter: @unchecked Sendable {
    let key: String
    let kind: Kind
    let defaultValue: Any?

    /// The kinds of value inputs take, with the class name `attributes` reports.
    enum Kind: String {
        case image = "CIImage", number = "NSNumber", vector = "CIVector", color = "CIColor", data = "NSData"
        case string = "NSString", transform = "NSValue"
    }

    static func image(_ key: String) -> FilterParameter { FilterParameter(key: key, kind: .image, defaultValue: nil) }
    static func number(_ key: String, _ value: Double) -> FilterParameter {
        FilterParameter(key: key, kind: .number, defaultValue: NSNumber(value: value))
    }
    static func vector(_ key: String, _ value: CIVector) -> FilterParameter {
        FilterParameter(key: key, kind: .vector, defaultValue: value)
    }
    static func color(_ key: String, _ value: CIColor) -> FilterParameter {
        FilterParameter(key: key, kind: .color, defaultValue: value)
    }

    /// `value` in the form this input stores, or nil (with the reason) when it does not fit.
    func accepting(_ value: Any?) -> Result<Any?, Rejection> {
        guard let value else { return kind == .image || kind == .data ? .success(nil) : .failure(.wrongType) }
        switch kind {
        case .image:
            return value is CIImage ? .success(value) : .failure(.wrongType)
        case .number:
            guard let number = FilterParameter.double(value) else { return .failure(.wrongType) }
            return number.isFinite ? .success(NSNumber(value: number)) : .failure(.notFinite)
        case .vector:
            guard let vector = value as? CIVector else { return .failure(.wrongType) }
            return .success(vector)
        case .color:
            if let color = value as? CIColor { return .success(color) }
            if let color = value as? UIColor { return .success(CIColor(color: color)) }
            return .failure(.wrongType)
        case .data:
            if let data = value as? Data { return .success(data) }
            if let data = value as? NSData { return .success(Data(referencing: data)) }
            return .failure(.wrongType)
        case .string:
            if let string = value as? String { return .success(string) }
            if let string = value as? NSString { return .success(string as String) }
            return .failure(.wrongType)
        case .transform:
            let transform: CGAffineTransform
            if let value = value as? CGAffineTransform { transform = value }
            else if let value = value as? NSValue { transform = value.cgAffineTransformValue }
            else { return .failure(.wrongType) }
            let parts = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            return parts.allSatisfy(\.isFinite) ? .success(NSValue(cgAffineTransform: transform)) : .failure(.notFinite)
        }
    }

    /// Why a value was refused.
    enum Rejection: Error {
        case wrongType, notFinite
    }

    /// A number of any of the types Swift code passes (`Float`, `Double`, `CGFloat`, `Int`, `Bool`, `NSNumber`).
    static func double(_ value: Any) -> Double? {
        switch value {
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Int: return Double(value)
        case let value as Int32: return Double(value)
        case let value as UInt: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }
}

/// The values a filter's inputs hold when its output is made.
struct FilterInputs {
    let values: [String: Any]

    func image(_ key: String = kCIInputImageKey) -> CIImage? { values[key] as? CIImage }
    func number(_ key: String) -> Double { (values[key] as? NSNumber)?.doubleValue ?? 0 }
    func float(_ key: String) -> Float { Float(number(key)) }
    func vector(_ key: String) -> CIVector { values[key] as? CIVector ?? CIVector(x: 0, y: 0, z: 0, w: 0) }
    func color(_ key: String) -> CIColor { values[key] as? CIColor ?? .black }
    func data(_ key: String) -> Data? { values[key] as? Data }
    func string(_ key: String) -> String { values[key] as? String ?? "" }
    func transform(_ key: String) -> CGAffineTransform {
        (values[key] as? NSValue)?.cgAffineTransformValue ?? .identity
    }
}
