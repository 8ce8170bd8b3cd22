// <objc/runtime.h> as Apple documents it (Objective-C Runtime reference), declarations
// only, for scripts/check-apple-branch.sh. Nullability annotations are left out.
#pragma once
#include <objc/objc.h>

typedef struct objc_method *Method;
typedef struct objc_ivar *Ivar;
typedef struct objc_category *Category;
typedef struct objc_property *objc_property_t;
typedef struct objc_object Protocol;

struct objc_method_description {
    SEL name;
    char *types;
};

typedef struct {
    const char *name;
    const char *value;
} objc_property_attribute_t;

// Objects
id object_copy(id obj, size_t size);
id object_dispose(id obj);
Class object_getClass(id obj);
Class object_setClass(id obj, Class cls);
BOOL object_isClass(id obj);
id object_getIvar(id obj, Ivar ivar);
void object_setIvar(id obj, Ivar ivar, id value);

// Classes by name
Class objc_getClass(const char *name);
Class objc_getMetaClass(const char *name);
Class objc_lookUpClass(const char *name);
Class objc_getRequiredClass(const char *name);
int objc_getClassList(Class *buffer, int bufferCount);
Class *objc_copyClassList(unsigned int *outCount);

// Classes
const char *class_getName(Class cls);
BOOL class_isMetaClass(Class cls);
Class class_getSuperclass(Class cls);
int class_getVersion(Class cls);
void class_setVersion(Class cls, int version);
size_t class_getInstanceSize(Class cls);
Ivar class_getInstanceVariable(Class cls, const char *name);
Ivar class_getClassVariable(Class cls, const char *name);
Ivar *class_copyIvarList(Class cls, unsigned int *outCount);
Method class_getInstanceMethod(Class cls, SEL name);
Method class_getClassMethod(Class cls, SEL name);
IMP class_getMethodImplementation(Class cls, SEL name);
#if !defined(__arm64__) && !defined(__aarch64__)
IMP class_getMethodImplementation_stret(Class cls, SEL name);
#endif
BOOL class_respondsToSelector(Class cls, SEL sel);
Method *class_copyMethodList(Class cls, unsigned int *outCount);
BOOL class_conformsToProtocol(Class cls, Protocol *protocol);
Protocol **class_copyProtocolList(Class cls, unsigned int *outCount);
objc_property_t class_getProperty(Class cls, const char *name);
objc_property_t *class_copyPropertyList(Class cls, unsigned int *outCount);
const uint8_t *class_getIvarLayout(Class cls);
const uint8_t *class_getWeakIvarLayout(Class cls);
BOOL class_addMethod(Class cls, SEL name, IMP imp, const char *types);
IMP class_replaceMethod(Class cls, SEL name, IMP imp, const char *types);
BOOL class_addIvar(Class cls, const char *name, size_t size, uint8_t alignment, const char *types);
BOOL class_addProtocol(Class cls, Protocol *protocol);
BOOL class_addProperty(Class cls, const char *name, const objc_property_attribute_t *attributes,
                       unsigned int attributeCount);
void class_replaceProperty(Class cls, const char *name, const objc_property_attribute_t *attributes,
                           unsigned int attributeCount);
id class_createInstance(Class cls, size_t extraBytes);
const char *class_getImageName(Class cls);

// Making classes
Class objc_allocateClassPair(Class superclass, const char *name, size_t extraBytes);
void objc_registerClassPair(Class cls);
Class objc_duplicateClass(Class original, const char *name, size_t extraBytes);
void objc_disposeClassPair(Class cls);

// Methods
SEL method_getName(Method m);
IMP method_getImplementation(Method m);
const char *method_getTypeEncoding(Method m);
unsigned int method_getNumberOfArguments(Method m);
char *method_copyReturnType(Method m);
char *method_copyArgumentType(Method m, unsigned int index);
void method_getReturnType(Method m, char *dst, size_t dst_len);
void method_getArgumentType(Method m, unsigned int index, char *dst, size_t dst_len);
struct objc_method_description *method_getDescription(Method m);
IMP method_setImplementation(Method m, IMP imp);
void method_exchangeImplementations(Method m1, Method m2);

// Instance variables and properties
const char *ivar_getName(Ivar v);
const char *ivar_getTypeEncoding(Ivar v);
ptrdiff_t ivar_getOffset(Ivar v);
const char *property_getName(objc_property_t property);
const char *property_getAttributes(objc_property_t property);

// Protocols, images, selectors
Protocol *objc_getProtocol(const char *name);
const char *protocol_getName(Protocol *proto);
const char **objc_copyImageNames(unsigned int *outCount);
const char **objc_copyClassNamesForImage(const char *image, unsigned int *outCount);
BOOL sel_isMapped(SEL sel);
SEL sel_getUid(const char *str);

// Blocks as IMPs, weak references
IMP imp_implementationWithBlock(id block);
id imp_getBlock(IMP anImp);
BOOL imp_removeBlock(IMP anImp);
id objc_loadWeak(id *location);
id objc_storeWeak(id *location, id obj);

// Associated objects
typedef uintptr_t objc_AssociationPolicy;
enum {
    OBJC_ASSOCIATION_ASSIGN = 0,
    OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
    OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
    OBJC_ASSOCIATION_RETAIN = 01401,
    OBJC_ASSOCIATION_COPY = 01403,
};
void objc_setAssociatedObject(id object, const void *key, id value, objc_AssociationPolicy policy);
id objc_getAssociatedObject(id object, const void *key);
void objc_removeAssociatedObjects(id object);
