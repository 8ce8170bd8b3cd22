// Reproductions of third-party libraries that hook the same objects as Traceless,
// written for GCC's libobjc + GNUstep Base from the libraries' real sources, and
// reachable from Swift through plain C. Objects are passed as void *; functions
// named *_new return +1 objects (release them with hk_release).
//
// - Aspects (steipete/Aspects, Aspects.m): tp_aspects_*
// - RxCocoa's _RXObjCRuntime (ReactiveX/RxSwift, RxCocoa/Runtime/_RXObjCRuntime.m,
//   RxCocoa/Foundation/NSObject+Rx.swift): tp_rx_sent_message / tp_rx_method_invoked
// - RxCocoa's ControlTarget and GestureTarget (RxCocoa/Common/RxTarget.swift,
//   ControlTarget.swift, RxCocoa/iOS/UIGestureRecognizer+Rx.swift): tp_rx_*_target_*
// - Sensors Analytics (sensorsdata/sa-sdk-ios 4.9.0): the deprecated cell-click
//   delegate hook (CellClick_HookDelegate_Deprecated/, method exchange on the
//   delegate's class): tp_sensors_install; the current SADelegateProxy hook
//   (isa-swizzled `_CN.SENSORSDATA` subclass): tp_sensors_proxy_install
// - JSPatch (bang590/JSPatch, JSPatch/JPEngine.m overrideMethod / JPForwardInvocation):
//   tp_jspatch_*
//
// Porting notes (GNU runtime): blocks are C functions + context; the runtime has no
// associated objects, so a table keyed by address stands in (cleared by the fixture
// classes' -dealloc, or tp_associations_clear); `_objc_msgForward` is a GNUstep
// forwarding closure built from the method's own type encoding; class_replaceMethod
// keeps Apple's meaning (adds to a class that only inherits the method); dispatch
// tables are refreshed after every IMP change. Weak references are unretained.
//
// Known differences from the real libraries: Aspects does not check block
// signatures (there are none); RxCocoa's `dealloc` interception and its scalar
// optimized signatures are not reproduced (see TPRxStrategy*); Sensors' setDelegate:
// hook stops exchanging once uninstalled (see tp_sensors_uninstall); JSPatch's
// method-signature fixing and JS bridge are not reproduced.
#pragma once
#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef void *TPObject;

// MARK: Log and inspection

/// A process-wide log of what ran ("TPBusinessDelegate.didSelect", "sdk.didSelect", ...).
void tp_log(const char *line);
void tp_log_reset(void);
int tp_log_count(const char *line);
int tp_log_total(void);
/// Every line in order, joined by ", " (valid until the next tp_log_joined call).
const char *tp_log_joined(void);
/// How many business delegates that answer `-class` with `className` were deallocated.
int tp_dealloc_count(const char *className);

/// Fixture objects (+1). Business delegates (table and collection selection, a
/// scroll callback, a KVO-compliant `name`; each logs "<Class>.didSelect",
/// ".didSelectItem", ".didEndDragging"): "TPBusinessDelegate", "TPAspectsDelegate",
/// "TPRxDelegate", "TPRxForwardingDelegate", "TPRxKVODelegate", "TPSensorsDelegate", "TPSensorsProxyDelegate",
/// "TPJSPatchDelegate", "TPMixDelegate"; "TPBaseDelegate"/"TPSubDelegate" and
/// "TPAlertDelegate" (alertView:clickedButtonAtIndex:, logs "TPAlertDelegate.clicked.<i>");
/// "TPSensorsBaseDelegate"/"TPSensorsSubDelegate" (the subclass overrides the
/// selection and calls super); "TPOtherDelegate"; "TPForwardingDelegate" (table
/// selection implemented, collection selection answered by its own
/// -forwardInvocation:, logging "TPForwardingDelegate.forwarded"); "TPKVOObserver".
TPObject tp_new(const char *className);
/// A new empty subclass (registered once; later calls return the existing one), so
/// a test can have a class no other test hooked. Returns its name.
const char *tp_make_subclass(const char *baseName, const char *name);
/// Business code calling the delegate's selection method itself.
void tp_call_did_select_row(TPObject delegate, TPObject table, long section, long row);
void tp_call_did_end_dragging(TPObject delegate, TPObject scrollView, bool decelerate);

/// GNUstep KVO: `observer` (a TPKVOObserver) observes `keyPath` of `object`
/// (logs "observe.<keyPath>"). tp_set_name calls -setName:.
void tp_kvo_observe(TPObject object, TPObject observer, const char *keyPath);
void tp_kvo_unobserve(TPObject object, TPObject observer, const char *keyPath);
void tp_set_name(TPObject object, const char *name);

/// [object class] and object_getClass(object) names.
const char *tp_class_name(TPObject object);
const char *tp_isa_name(TPObject object);
bool tp_is_kind_of(TPObject object, const char *className);
bool tp_responds_to(TPObject object, const char *selector);
bool tp_class_has_own_method(const char *className, const char *selector);
/// The IMP a class dispatches `selector` to (class_getMethodImplementation).
void *tp_class_method_imp(const char *className, const char *selector);
/// Whether `imp` is a forwarding IMP (GNU's _objc_msgForward: a GNUstep forwarding
/// closure). The reproductions know the ones they made and the ones registered
/// here, and recognise other libffi closures by address (see the .m).
bool tp_is_forwarding_imp(void *imp);
void tp_register_forwarding_imp(void *imp);
/// An IMP made at run time that is not a forwarding closure (another library's
/// entry point made on demand): the address heuristic alone cannot tell them apart,
/// the real libraries compare with `_objc_msgForward` exactly.
void tp_register_ordinary_imp(void *imp);
/// A GNUstep forwarding closure for the method's types that the reproductions did
/// not make (as another library would make one), for checking the recognition.
void *tp_unregistered_forwarding_imp(const char *className, const char *selector);
/// Clears the emulated associated objects of an object that is not a fixture class
/// (fixture classes clear theirs in -dealloc, as the runtime does).
void tp_associations_clear(TPObject object);

// MARK: Aspects

enum {
    TPAspectPositionAfter = 0,
    TPAspectPositionInstead = 1,
    TPAspectPositionBefore = 2,
    TPAspectOptionAutomaticRemoval = 1 << 3,
};
/// Aspects' error codes (AspectErrorCode), -1 for none.
enum {
    TPAspectErrorNone = -1,
    TPAspectErrorSelectorBlacklisted = 0,
    TPAspectErrorDoesNotRespondToSelector = 1,
    TPAspectErrorSelectorDeallocPosition = 2,
    TPAspectErrorSelectorAlreadyHookedInClassHierarchy = 3,
    TPAspectErrorFailedToAllocateClassPair = 4,
    TPAspectErrorRemoveObjectAlreadyDeallocated = 100,
};
/// Registers Aspects' class `AspectsContainer`, as linking Aspects does at launch
/// (the fixtures are in every test process, so only on request).
void tp_aspects_load(void);
/// The block, as a C function: `invocation` is AspectInfo.originalInvocation (its
/// selector is already the `aspects__` alias). An instead advice calls
/// tp_invocation_invoke to run the original.
typedef void (*TPAspectAdvice)(void *context, TPObject instance, TPObject invocation);
/// -[NSObject aspect_hookSelector:withOptions:usingBlock:error:] on an object, and
/// +[NSObject aspect_hookSelector:...] on a class (all instances). Returns the
/// token (+1; NULL on error, with *error set when error is not NULL).
TPObject tp_aspects_hook_object(TPObject object, const char *selector, int options, TPAspectAdvice advice,
                                void *context, int *error);
TPObject tp_aspects_hook_class(const char *className, const char *selector, int options, TPAspectAdvice advice,
                               void *context, int *error);
/// -[AspectToken remove].
bool tp_aspects_remove(TPObject token);
/// An advice that logs "aspects.<context as C string>".
void tp_aspects_log_advice(void *context, TPObject instance, TPObject invocation);
/// An instead advice that logs "aspects.<context>" and then invokes the original.
void tp_aspects_log_and_invoke_advice(void *context, TPObject instance, TPObject invocation);
void tp_invocation_invoke(TPObject invocation);
const char *tp_invocation_selector(TPObject invocation);

// MARK: RxCocoa runtime (sentMessage / methodInvoked)

/// Registers RxCocoa's runtime class `RXObjCRuntime`, as linking RxCocoa does at
/// launch (the fixtures are in every test process, so only on request).
void tp_rx_load(void);
/// How RX_ensure_observing intercepts a selector. Auto is RxCocoa's own choice: the
/// optimized direct-IMP replacement when the method's type encoding matches one of
/// its example methods (here: void (), (id), (id, id), (id, long) — RxCocoa also has
/// (scalar) and (id, other scalar) ones; BOOL is 'B' on arm64 iOS and in none of
/// them, so (id, BOOL) methods are forwarded there as here), the forwarding path
/// otherwise. The others force a path (Optimized falls back to forwarding when the
/// signature has no example).
enum { TPRxStrategyAuto = 0, TPRxStrategyOptimized = 1, TPRxStrategyForwarding = 2 };
void tp_rx_set_strategy(int strategy);
/// RxCocoa error codes (RXObjCRuntimeError), 0 for none.
enum {
    TPRxErrorNone = 0,
    TPRxErrorUnknown = 1,
    TPRxErrorObjectMessagesAlreadyBeingIntercepted = 2,
    TPRxErrorSelectorNotImplemented = 3,
    TPRxErrorCantInterceptCoreFoundationTollFreeBridgedObjects = 4,
    TPRxErrorThreadingCollisionWithOtherInterceptionMechanism = 5,
    TPRxErrorSavingOriginalForwardingMethodFailed = 6,
    TPRxErrorReplacingMethodWithForwardingImplementation = 7,
    TPRxErrorObservingPerformanceSensitiveMessages = 8,
    TPRxErrorObservingMessagesWithUnsupportedReturnType = 9,
};
/// `object.rx.sentMessage(selector).subscribe(...)` / `methodInvoked`: a
/// subscription (+1) whose events log "rx.sent.<selector>" / "rx.invoked.<selector>";
/// NULL when the observable fails, with *error set (RxCocoa's error event).
TPObject tp_rx_sent_message(TPObject object, const char *selector, int *error);
TPObject tp_rx_method_invoked(TPObject object, const char *selector, int *error);
/// Disposes the subscription: the observer goes, the swizzling stays.
void tp_rx_dispose(TPObject subscription);
/// Which path intercepted `selector` for `object`'s class: 0 none, 1 optimized, 2 forwarding.
int tp_rx_interception_kind(TPObject object, const char *selector);

// MARK: RxCocoa ControlTarget / GestureTarget

typedef void (*TPRxTargetCallback)(void *context, TPObject sender);
/// `control.rx.controlEvent(events).subscribe(...)`: a ControlTarget (runtime class
/// `_TtC7RxCocoa13ControlTarget`, superclass `_TtC7RxCocoa8RxTarget`) that retains
/// itself, adds itself with `eventHandler:`, and calls `callback` (NULL: logs
/// "rx.control.event"). Not owned by the caller: tp_rx_target_dispose ends it.
TPObject tp_rx_control_target_new(TPObject control, unsigned long events, TPRxTargetCallback callback, void *context);
/// `recognizer.rx.event.subscribe(...)`: a GestureTarget, runtime class
/// `_TtGC7RxCocoa13GestureTargetCSo<len><RecognizerClass>_` (NULL callback logs
/// "rx.gesture.event").
TPObject tp_rx_gesture_target_new(TPObject recognizer, TPRxTargetCallback callback, void *context);
/// RxTarget.dispose(): removes the target, drops the callback and the self-retain.
void tp_rx_target_dispose(TPObject target);
int tp_rx_live_targets(void);

// MARK: Sensors Analytics (deprecated cell-click delegate hook)

/// SACellClickHookDelegatePlugin -install: exchanges -[UITableView setDelegate:] and
/// -[UICollectionView setDelegate:] with sensorsdata_old_setDelegate: (once per
/// process, as its dispatch_once); enables tracking.
void tp_sensors_install(void);
/// -uninstall: disables tracking; the exchanges stay (as in the SDK).
void tp_sensors_uninstall(void);

/// The SDK's current hook (4.x-5.0.0, SADelegateProxy): on setDelegate: isa-swizzles
/// the delegate into `<isa>_CN.SENSORSDATA` (or, for a KVO'd delegate, adds methods
/// to the KVO class); its selection method logs "sdk.didSelect" (before the
/// business method) and calls the original isa's method through objc_msgSendSuper;
/// -class answers the delegate's reported class. Independent of tp_sensors_install.
void tp_sensors_proxy_install(void);
void tp_sensors_proxy_uninstall(void);

// MARK: JSPatch

/// defineClass(className, { tableView_didSelectRowAtIndexPath: function(...) {
///   log "jspatch.didSelect"; self.ORIGtableView_didSelectRowAtIndexPath(...) } }):
/// overrideMethod() for the selection selector of a table (or collection) delegate class.
void tp_jspatch_override_did_select(const char *className);
void tp_jspatch_override_collection_did_select(const char *className);

#ifdef __cplusplus
}
#endif
