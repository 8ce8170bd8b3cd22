#import <Foundation/Foundation.h>
#include <objc/runtime.h>
#include <string.h>
#include "RuntimeFixtures.h"

static NSMutableArray *logLines;
static char lastCmd[256];

static void rf_log(NSString *line) {
    if (!logLines) logLines = [[NSMutableArray alloc] init];
    @synchronized (logLines) { [logLines addObject:line]; }
}

void rf_log_reset(void) { @synchronized (logLines) { [logLines removeAllObjects]; } }
int rf_log_total(void) { return (int)[logLines count]; }
int rf_log_count(const char *line) {
    NSString *wanted = [NSString stringWithUTF8String:line];
    int n = 0;
    @synchronized (logLines) {
        for (NSString *l in logLines) if ([l isEqualToString:wanted]) n++;
    }
    return n;
}
const char *rf_last_cmd(void) { return lastCmd; }

/// A plain business class with methods of several signatures.
@interface RFCounter : NSObject {
    NSString *name;
}
- (void)ping;
- (int)add:(int)a to:(int)b;
- (id)echo:(id)value;
- (BOOL)flag:(BOOL)value;
- (double)scale:(double)value;
- (id)initWithScale:(double)value;
- (id)copyScaled:(double)value;
- (NSString *)name;
- (void)setName:(NSString *)value;
@end

@implementation RFCounter
- (void)ping {
    strncpy(lastCmd, sel_getName(_cmd), sizeof(lastCmd) - 1);
    rf_log(@"RFCounter.ping");
}
- (int)add:(int)a to:(int)b { rf_log(@"RFCounter.add"); return a + b; }
- (id)echo:(id)value { rf_log(@"RFCounter.echo"); return value; }
- (BOOL)flag:(BOOL)value { rf_log(@"RFCounter.flag"); return !value; }
- (double)scale:(double)value { rf_log(@"RFCounter.scale"); return value * 2.5; }
- (id)initWithScale:(double)value { return [self init]; }
- (id)copyScaled:(double)value { return [[RFCounter alloc] init]; }
- (NSString *)name { return name; }
- (void)setName:(NSString *)value {
    rf_log(@"RFCounter.setName");
    [value retain];
    [name release];
    name = value;
}
- (void)dealloc {
    rf_log(@"RFCounter.dealloc");
    [name release];
    [super dealloc];
}
@end

/// Overrides and calls super: the inheritance trap.
@interface RFSubCounter : RFCounter
@end
@implementation RFSubCounter
- (void)ping {
    rf_log(@"RFSubCounter.ping");
    [super ping];
}
- (double)scale:(double)value {
    rf_log(@"RFSubCounter.scale");
    return [super scale:value] + 1;
}
@end

/// Inherits everything.
@interface RFLeafCounter : RFSubCounter
@end
@implementation RFLeafCounter
@end

/// Counts KVO notifications.
@interface RFObserver : NSObject
@end
@implementation RFObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    rf_log([NSString stringWithFormat:@"observe.%@", keyPath]);
}
@end

/// A class with its own forwarding for a selector it never implements.
@interface RFDynamic : RFCounter
@end
@implementation RFDynamic
- (void)forwardInvocation:(NSInvocation *)invocation {
    if (strcmp(sel_getName([invocation selector]), "businessDynamic") == 0) {
        rf_log(@"RFDynamic.businessDynamic");
        return;
    }
    [super forwardInvocation:invocation];
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    if (strcmp(sel_getName(sel), "businessDynamic") == 0) return [NSMethodSignature signatureWithObjCTypes:"v@:"];
    return [super methodSignatureForSelector:sel];
}
- (BOOL)respondsToSelector:(SEL)sel {
    if (strcmp(sel_getName(sel), "businessDynamic") == 0) return YES;
    return [super respondsToSelector:sel];
}
@end

void rf_load(void) {
    [RFCounter class]; [RFSubCounter class]; [RFLeafCounter class]; [RFObserver class]; [RFDynamic class];
}

// MARK: A customer's swizzle

/// Apple's class_replaceMethod: replaces the class's own method or adds one.
/// (GCC's version would patch the superclass that defines an inherited method.)
static IMP replaceOwn(Class cls, SEL sel, IMP imp, const char *types) {
    unsigned int count = 0;
    Method *list = class_copyMethodList(cls, &count);
    IMP previous = NULL;
    BOOL found = NO;
    for (unsigned int i = 0; i < count; i++) {
        if (strcmp(sel_getName(method_getName(list[i])), sel_getName(sel)) == 0) {
            previous = method_setImplementation(list[i], imp);
            found = YES;
            break;
        }
    }
    free(list);
    if (!found) class_addMethod(cls, sel, imp, types);
    return previous;
}

static IMP swizzledPingOriginal;
static void customerPing(id self, SEL _cmd) {
    rf_log(@"swizzle.ping");
    ((void (*)(id, SEL))swizzledPingOriginal)(self, _cmd);
}

int rf_customer_swizzle_ping(void *cls) {
    Method m = class_getInstanceMethod((Class)cls, @selector(ping));
    if (!m) return 0;
    swizzledPingOriginal = replaceOwn((Class)cls, @selector(ping), (IMP)customerPing, method_getTypeEncoding(m));
    if (!swizzledPingOriginal) swizzledPingOriginal = method_getImplementation(m);
    return 1;
}

void rf_customer_unswizzle_ping(void *cls) {
    Method m = class_getInstanceMethod((Class)cls, @selector(ping));
    replaceOwn((Class)cls, @selector(ping), swizzledPingOriginal, method_getTypeEncoding(m));
}

// MARK: A customer's exchange of the root class's -dealloc

static Class customerDeallocCounted;
static long customerDeallocs;
static void customerDealloc(id self, SEL _cmd) {
    if (object_getClass(self) == customerDeallocCounted) __atomic_add_fetch(&customerDeallocs, 1, __ATOMIC_RELAXED);
    // After the exchange, this selector names what -dealloc was.
    IMP exchanged = class_getMethodImplementation(object_getClass(self), @selector(rf_customer_dealloc));
    ((void (*)(id, SEL))exchanged)(self, @selector(rf_customer_dealloc));
}

// GCC's libobjc, not in its public headers.
void __objc_update_dispatch_table_for_class(Class cls);

static void exchangeRootDealloc(void) {
    Class root = objc_getClass("NSObject");
    method_exchangeImplementations(class_getInstanceMethod(root, @selector(dealloc)),
                                   class_getInstanceMethod(root, @selector(rf_customer_dealloc)));
    // GCC's exchange updates the root's own dispatch table only: subclasses that already
    // dispatched would keep the old IMPs (and the customer's method would call itself).
    __objc_update_dispatch_table_for_class(root);
}

void rf_customer_exchange_root_dealloc(void *counted) {
    customerDeallocCounted = (Class)counted;
    class_addMethod(objc_getClass("NSObject"), @selector(rf_customer_dealloc), (IMP)customerDealloc, "v@:");
    exchangeRootDealloc();
}

void rf_customer_unexchange_root_dealloc(void) { exchangeRootDealloc(); }

long rf_customer_dealloc_count(void) { return __atomic_load_n(&customerDeallocs, __ATOMIC_RELAXED); }

// MARK: JSPatch-style forwarding

static IMP jspatchPreviousForward;
static IMP jspatchPreviousSignature;
static void jspatchForward(id self, SEL _cmd, NSInvocation *invocation) {
    if (strcmp(sel_getName([invocation selector]), "dynamicMethod") == 0) {
        rf_log(@"jspatch.dynamicMethod");
        return;
    }
    ((void (*)(id, SEL, NSInvocation *))jspatchPreviousForward)(self, _cmd, invocation);
}
static NSMethodSignature *jspatchSignature(id self, SEL _cmd, SEL sel) {
    if (strcmp(sel_getName(sel), "dynamicMethod") == 0) return [NSMethodSignature signatureWithObjCTypes:"v@:"];
    return ((NSMethodSignature *(*)(id, SEL, SEL))jspatchPreviousSignature)(self, _cmd, sel);
}

void rf_jspatch_install(void *cls) {
    Class c = (Class)cls;
    Method m = class_getInstanceMethod(c, @selector(forwardInvocation:));
    jspatchPreviousForward = replaceOwn(c, @selector(forwardInvocation:), (IMP)jspatchForward, method_getTypeEncoding(m));
    if (!jspatchPreviousForward) jspatchPreviousForward = method_getImplementation(m);
    Method sig = class_getInstanceMethod(c, @selector(methodSignatureForSelector:));
    jspatchPreviousSignature = method_getImplementation(sig);
    replaceOwn(c, @selector(methodSignatureForSelector:), (IMP)jspatchSignature, method_getTypeEncoding(sig));
}

// MARK: Struct arguments and returns

// CoreGraphics' layouts under CoreGraphics' names, so the type strings are UIKit's.
typedef struct CGPoint { double x; double y; } CGPoint;
typedef struct CGSize { double width; double height; } CGSize;
typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;

// The configuration a caller on this thread holds, and whether it was freed under
// the caller's hold.
static __thread id watchedConfiguration;
static __thread int watchedFreed;

/// What `RFCanvas` returns (UIContextMenuConfiguration's part): made autoreleased.
@interface RFConfiguration : NSObject {
@public
    id source;
    double values[4];
}
@end
@implementation RFConfiguration
- (void)dealloc {
    if (self == watchedConfiguration) watchedFreed = 1;
    [source release];
    [super dealloc];
}
@end

// What the last RFCanvas method on this thread received and made.
static __thread id canvasReceived;
static __thread double canvasValues[4];
static __thread id canvasMade;

// Values GNUstep's forwarding cannot pass on intact.
typedef union RFNumber { int integer; double real; } RFNumber;
typedef struct RFFlags { unsigned visible : 1; unsigned level : 3; } RFFlags;

/// A view-like class whose methods take and return CoreGraphics structs.
@interface RFCanvas : NSObject
- (id)configurationForInteraction:(id)interaction atLocation:(CGPoint)location;
- (id)itemForInteraction:(id)interaction inRect:(CGRect)rect;
- (CGPoint)centerOfItem:(id)item inRect:(CGRect)rect;
- (CGRect)frameOfItem:(id)item atLocation:(CGPoint)location;
- (double)measure:(RFNumber)number;
- (int)levelOf:(RFFlags)flags;
@end

@implementation RFCanvas
static id makeConfiguration(id source, double a, double b, double c, double d) {
    RFConfiguration *made = [[[RFConfiguration alloc] init] autorelease];
    made->source = [source retain];
    made->values[0] = a; made->values[1] = b; made->values[2] = c; made->values[3] = d;
    canvasMade = made;
    return made;
}
- (id)configurationForInteraction:(id)interaction atLocation:(CGPoint)location {
    rf_log(@"RFCanvas.configuration");
    canvasReceived = interaction;
    canvasValues[0] = location.x; canvasValues[1] = location.y; canvasValues[2] = 0; canvasValues[3] = 0;
    return makeConfiguration(interaction, location.x, location.y, 0, 0);
}
- (id)itemForInteraction:(id)interaction inRect:(CGRect)rect {
    rf_log(@"RFCanvas.item");
    canvasReceived = interaction;
    canvasValues[0] = rect.origin.x; canvasValues[1] = rect.origin.y;
    canvasValues[2] = rect.size.width; canvasValues[3] = rect.size.height;
    return makeConfiguration(interaction, rect.origin.x, rect.origin.y, rect.size.width, rect.size.height);
}
- (CGPoint)centerOfItem:(id)item inRect:(CGRect)rect {
    rf_log(@"RFCanvas.center");
    canvasReceived = item;
    canvasValues[0] = rect.origin.x; canvasValues[1] = rect.origin.y;
    canvasValues[2] = rect.size.width; canvasValues[3] = rect.size.height;
    return (CGPoint){ rect.origin.x + rect.size.width / 2, rect.origin.y + rect.size.height / 2 };
}
- (CGRect)frameOfItem:(id)item atLocation:(CGPoint)location {
    rf_log(@"RFCanvas.frame");
    canvasReceived = item;
    canvasValues[0] = location.x; canvasValues[1] = location.y; canvasValues[2] = 0; canvasValues[3] = 0;
    return (CGRect){ location, { 10, 20 } };
}
- (double)measure:(RFNumber)number { return number.real * 2; }
- (int)levelOf:(RFFlags)flags { return flags.visible ? (int)flags.level : -1; }
@end

double rf_canvas_measure(void *canvas, double value) {
    RFNumber number;
    number.real = value;
    return [(RFCanvas *)canvas measure:number];
}

int rf_canvas_level(void *canvas, int level) {
    RFFlags flags = { 1, (unsigned)level };
    return [(RFCanvas *)canvas levelOf:flags];
}

static RFStructCall startCall(void) {
    canvasReceived = nil;
    canvasMade = nil;
    memset(canvasValues, 0, sizeof(canvasValues));
    RFStructCall call;
    memset(&call, 0, sizeof(call));
    return call;
}

static int receivedExactly(id object, double a, double b, double c, double d) {
    return canvasReceived == object && canvasValues[0] == a && canvasValues[1] == b
        && canvasValues[2] == c && canvasValues[3] == d;
}

// The caller's side of an object return, as UIKit's: the message is sent inside an
// autorelease pool, the caller keeps the result past the pool, then lets it go.
static RFStructCall keepPastPool(RFStructCall call, id source, double a, double b, double c, double d,
                                 id (*send)(id, id, double, double, double, double), id canvas) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    id returned = [send(canvas, source, a, b, c, d) retain];
    id made = canvasMade;
    call.argumentsIntact = receivedExactly(source, a, b, c, d);
    call.returnIntact = returned != nil && returned == made;
    watchedConfiguration = returned;
    watchedFreed = 0;
    [pool release];
    // Freed under the caller's hold: the caller must not touch it again (UIKit did,
    // and read the dispatch table of GNUstep's freed-object marker, 0xdeadface).
    call.returnAlive = returned != nil && !watchedFreed;
    watchedConfiguration = nil;
    call.returned = call.returnAlive ? returned : NULL;
    if (call.returnAlive && [returned isKindOfClass:[RFConfiguration class]]) {
        memcpy(call.values, ((RFConfiguration *)returned)->values, sizeof(call.values));
    }
    if (call.returnAlive) [returned release];
    return call;
}

static id sendConfiguration(id canvas, id source, double a, double b, double c, double d) {
    (void)c; (void)d;
    return [(RFCanvas *)canvas configurationForInteraction:source atLocation:(CGPoint){ a, b }];
}
static id sendItem(id canvas, id source, double a, double b, double c, double d) {
    return [(RFCanvas *)canvas itemForInteraction:source inRect:(CGRect){ { a, b }, { c, d } }];
}

RFStructCall rf_canvas_configuration(void *canvas, void *interaction, double x, double y) {
    return keepPastPool(startCall(), (id)interaction, x, y, 0, 0, sendConfiguration, (id)canvas);
}

RFStructCall rf_canvas_item(void *canvas, void *interaction, double x, double y, double width, double height) {
    return keepPastPool(startCall(), (id)interaction, x, y, width, height, sendItem, (id)canvas);
}

RFStructCall rf_canvas_center(void *canvas, void *item, double x, double y, double width, double height) {
    RFStructCall call = startCall();
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    CGPoint center = [(RFCanvas *)canvas centerOfItem:(id)item inRect:(CGRect){ { x, y }, { width, height } }];
    [pool release];
    call.argumentsIntact = receivedExactly((id)item, x, y, width, height);
    call.values[0] = center.x;
    call.values[1] = center.y;
    call.returnIntact = center.x == x + width / 2 && center.y == y + height / 2;
    return call;
}

RFStructCall rf_canvas_frame(void *canvas, void *item, double x, double y) {
    RFStructCall call = startCall();
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    CGRect frame = [(RFCanvas *)canvas frameOfItem:(id)item atLocation:(CGPoint){ x, y }];
    [pool release];
    call.argumentsIntact = receivedExactly((id)item, x, y, 0, 0);
    call.values[0] = frame.origin.x; call.values[1] = frame.origin.y;
    call.values[2] = frame.size.width; call.values[3] = frame.size.height;
    call.returnIntact = frame.origin.x == x && frame.origin.y == y && frame.size.width == 10 && frame.size.height == 20;
    return call;
}

// MARK: Results the caller owns

int rf_counter_owned_results(void *counter, double scale) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    RFCounter *made = [[RFCounter alloc] initWithScale:scale];
    RFCounter *copied = [(RFCounter *)counter copyScaled:scale];
    [pool release];
    int owned = (made && [made retainCount] == 1) + (copied && [copied retainCount] == 1);
    [made release];
    [copied release];
    return owned;
}

void *rf_configuration_source(void *configuration) { return ((RFConfiguration *)configuration)->source; }

void *rf_set_new(void *object) {
    NSMutableSet *set = [[NSMutableSet alloc] init];
    if (object) [set addObject:(id)object];
    return set;
}

void *rf_typed_selector(const char *name, const char *types) {
#if defined(__APPLE__)
    (void)types;
    return (void *)sel_registerName(name);
#else
    return (void *)sel_registerTypedName(name, types);
#endif
}
