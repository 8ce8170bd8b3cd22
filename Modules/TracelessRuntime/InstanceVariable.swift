import CTracelessRuntime

extension ObjCObject {
    /// The word an instance variable holds, read only when the object's class (or
    /// a superclass) declares a variable of that name whose type encoding starts
    /// with `type` (`"@"` an object, `":"` a selector); nil otherwise. For reading
    /// what a framework keeps and exposes no API for, where its layout is known.
    ///
    /// ```swift
    /// let targets = recognizer.instanceVariableWord("_targets", type: "@")
    /// ```
    package func instanceVariableWord(_ name: String, type: String) -> UInt? {
        let cls = isa
        guard let encoding = tl_class_ivar_type(cls.raw, name), String(cString: encoding).hasPrefix(type) else { return nil }
        let offset = tl_class_ivar_offset(cls.raw, name)
        guard offset >= 0 else { return nil }
        return UnsafeRawPointer(raw).load(fromByteOffset: offset, as: UInt.self)
    }
}

extension ObjCClass {
    /// Where instances keep the instance variable `name` (declared by this class or a
    /// superclass), in bytes from the object's start; nil when there is none.
    package func instanceVariableOffset(_ name: String) -> Int? {
        let offset = tl_class_ivar_offset(raw, name)
        return offset >= 0 ? offset : nil
    }
}
