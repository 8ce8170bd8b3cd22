/// A value that travels in an integer register: object and class pointers,
/// selectors, integers and booleans.
public protocol ObjCWordConvertible {
    var objcWord: UInt { get }
}

extension ObjCObject: ObjCWordConvertible { public var objcWord: UInt { UInt(bitPattern: Int(bitPattern: raw)) } }
extension ObjCClass: ObjCWordConvertible { public var objcWord: UInt { UInt(bitPattern: Int(bitPattern: raw)) } }
extension ObjCSelector: ObjCWordConvertible { public var objcWord: UInt { UInt(bitPattern: Int(bitPattern: raw)) } }
extension Int: ObjCWordConvertible { public var objcWord: UInt { UInt(bitPattern: self) } }
extension UInt: ObjCWordConvertible { public var objcWord: UInt { self } }
extension Bool: ObjCWordConvertible { public var objcWord: UInt { self ? 1 : 0 } }
extension OwnedObject: ObjCWordConvertible { public var objcWord: UInt { object.objcWord } }
extension Optional: ObjCWordConvertible where Wrapped: ObjCWordConvertible {
    public var objcWord: UInt { self?.objcWord ?? 0 }
}
