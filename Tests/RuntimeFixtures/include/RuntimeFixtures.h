// Business-like Objective-C classes for the runtime's tests, reachable from Swift
// through these C functions (Swift on Linux cannot import @interface).
#pragma once
#include <stdint.h>

/// A process-wide log of what fixture methods ran, as "Class.selector" lines.
void rf_log_reset(void);
int rf_log_count(const char *line);
int rf_log_total(void);
/// The `_cmd` name the last `-[RFCounter ping]` saw.
const char *rf_last_cmd(void);

/// Registers the fixture classes (forces +load-time work to have happened).
void rf_load(void);

/// A customer's own swizzle of -[cls ping]: replaces the IMP with one that logs
/// "swizzle.ping" and calls what it found. Returns 1 on success.
int rf_customer_swizzle_ping(void *cls);
/// Puts back what `rf_customer_swizzle_ping` found.
void rf_customer_unswizzle_ping(void *cls);

/// A customer's method_exchangeImplementations of -[NSObject dealloc] with its own
/// `rf_customer_dealloc`, which counts the deallocations of `counted`'s instances (no
/// log line: a log allocates) and then calls what it exchanged with under its own
/// selector. The second call exchanges them back.
void rf_customer_exchange_root_dealloc(void *counted);
void rf_customer_unexchange_root_dealloc(void);
long rf_customer_dealloc_count(void);

/// JSPatch-style: replaces -[cls forwardInvocation:] with one that answers
/// `dynamicMethod` (logging "jspatch.dynamicMethod") and passes every other
/// selector to what it found.
void rf_jspatch_install(void *cls);

// MARK: Struct arguments and returns, sent from Objective-C as UIKit sends them

/// What an Objective-C caller saw after one message to `RFCanvas` (CoreGraphics-shaped
/// structs: `{CGPoint=dd}`, `{CGRect={CGPoint=dd}{CGSize=dd}}`).
typedef struct {
    /// The method ran and received the caller's object and struct.
    int argumentsIntact;
    /// The caller got what the method returned (the object it made, or its struct).
    int returnIntact;
    /// The returned object outlived the caller's autorelease pool while the caller held it.
    int returnAlive;
    /// The object the caller got (not retained: valid while the caller's holder keeps it).
    void *returned;
    /// The struct the caller got (a point fills the first two).
    double values[4];
} RFStructCall;

/// `-[RFCanvas configurationForInteraction:atLocation:]`: object + CGPoint -> new object
/// (UIKit's contextMenuInteraction:configurationForMenuAtLocation:). The caller keeps
/// the result past its autorelease pool, as UIKit does.
RFStructCall rf_canvas_configuration(void *canvas, void *interaction, double x, double y);
/// `-[RFCanvas itemForInteraction:inRect:]`: object + CGRect -> new object.
RFStructCall rf_canvas_item(void *canvas, void *interaction, double x, double y, double width, double height);
/// `-[RFCanvas centerOfItem:inRect:]`: object + CGRect -> CGPoint (returned in registers).
RFStructCall rf_canvas_center(void *canvas, void *item, double x, double y, double width, double height);
/// `-[RFCanvas frameOfItem:atLocation:]`: object + CGPoint -> CGRect (returned in memory).
RFStructCall rf_canvas_frame(void *canvas, void *item, double x, double y);

/// Sends `-[RFCounter initWithScale:]` (to a new RFCounter) and `-copyScaled:` (to
/// `counter`) from Objective-C, as their callers do: each result is the caller's.
/// Returns how many of the two came back owned exactly once (retain count 1 after
/// the caller's autorelease pool drained).
int rf_counter_owned_results(void *counter, double scale);
/// The object an `RFConfiguration` was made for.
void *rf_configuration_source(void *configuration);
/// `-[RFCanvas measure:]` with a union `{int; double}` holding `value`: value * 2.
double rf_canvas_measure(void *canvas, double value);
/// `-[RFCanvas levelOf:]` with a bit-field struct `{visible: 1, level: 3}`: the level.
int rf_canvas_level(void *canvas, int level);
/// A new set holding `object` (+1), made as UIKit makes an event's touches: from
/// Objective-C, so that the set classes' one-time initialisation runs there.
void *rf_set_new(void *object);
/// The selector `name` registered with `types` (GCC's runtime: a selector of its own
/// for each spelling of the types; Apple's: the one selector of the name).
void *rf_typed_selector(const char *name, const char *types);
