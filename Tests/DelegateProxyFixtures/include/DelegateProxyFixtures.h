// Business delegates and third-party reproductions for the DelegateProxy tests,
// reachable from Swift through plain C.
#pragma once
#include <stdbool.h>

typedef void *DPObject;

/// A process-wide log of what the fixtures ran ("Class.event" lines).
void dp_log_reset(void);
int dp_log_count(const char *line);
/// Where the line first appears in the log, or -1.
int dp_log_index(const char *line);
/// The `_cmd` the last delegate callback saw.
const char *dp_last_cmd(void);
int dp_live_objects(void);

/// New fixture objects (+1). `className` is one of the classes in the .m files.
DPObject dp_new(const char *className);

/// KVO: `observer` (a DPObserver) observes `keyPath` of `object`; notifications log
/// "observe.<keyPath>". `dp_set_string` calls the key's setter (DPTableDelegate has
/// `name` and `title`).
void dp_observe(DPObject object, DPObject observer, const char *keyPath);
void dp_unobserve(DPObject object, DPObject observer, const char *keyPath);
void dp_set_string(DPObject object, const char *key, const char *value);

/// Third-party proxies: an IGListKit-style NSProxy that forwards with
/// forwardInvocation:, and an object that forwards with forwardingTargetForSelector:.
/// Both hold their target unretained, as those libraries do.
DPObject dp_invocation_proxy_new(DPObject target);
DPObject dp_forwarding_target_proxy_new(DPObject target);
/// Points the proxy at another object (unretained, as its first).
void dp_forwarding_target_proxy_set_target(DPObject proxy, DPObject target);
/// A Texture-style delegate: answers the selection callbacks only through
/// forwarding, to a final handler it owns (logs "DPFinalHandler.didSelect").
DPObject dp_texture_delegate_new(void);

/// `DPLateAccessoryDelegate` (dp_new) implements the table selection and, once this was
/// called with true, resolves `tableView:accessoryButtonTappedForRowWithIndexPath:` in its
/// own +resolveInstanceMethod: (logs "DPLateAccessoryDelegate.accessory").
void dp_late_methods_enable(bool enabled);
/// A new instance (+1) of `className`, a subclass of `DPLateAccessoryDelegate` made on
/// first use: a class that has not resolved the method yet, whatever ran before.
DPObject dp_late_delegate_new(const char *className);

/// Business code calling the delegate method itself.
void dp_call_did_select_row(DPObject delegate, DPObject table, long section, long row);
void dp_call_alert_clicked(DPObject delegate, DPObject alert, long index);
/// `webView:shouldStartLoadWithRequest:navigationType:` sent by code: 1 for YES, 0 for NO.
int dp_call_should_start_load(DPObject delegate, DPObject webView, const char *url);

/// Seed 000's customer: swizzles -[UIWebView setDelegate:] (and keeps a
/// WebViewJavascriptBridge in a retained association), without the line that
/// re-sets the bridge as delegate. `dp_attach_bridge` plays its initWithFrame:
/// swizzle. Returns the bridge.
void dp_install_customer_bridge_swizzle(void);
void dp_remove_customer_bridge_swizzle(void);
DPObject dp_attach_bridge(DPObject webView);

/// A customer's own swizzle of -[UITableView setDelegate:] that logs
/// "customer.setDelegate" and calls what it replaced.
void dp_install_customer_table_swizzle(void);
void dp_remove_customer_table_swizzle(void);

/// RxCocoa's `_RXDelegateProxy`, reproduced from its documented behaviour:
/// `proxy(for:)` runs on every access and asserts that the view's delegate is the
/// proxy (a failed assertion logs "rx.assertionFailed" instead of trapping);
/// `_forwardToDelegate` is held weakly; `forwardInvocation:` calls
/// `_sentMessage:withArguments:` ("rx.sent"), the forward delegate, then
/// `_methodInvoked:withArguments:` ("rx.invoked") for void methods; subscribing
/// to a selector resets the delegate (nil, then the proxy) so the view asks again.
DPObject dp_rx_proxy_for(DPObject view);
/// `view.rx.setDelegate(delegate)`: installs the forward delegate.
void dp_rx_set_forward_delegate(DPObject view, DPObject delegate);
/// `view.rx.itemSelected.subscribe(...)`: observes the table selection callback.
void dp_rx_subscribe_selection(DPObject view);

/// AOP12: a UIViewController whose `title` raises, a data source whose cells'
/// `textLabel` raises, and an object with none of UIAlertView's methods.
DPObject dp_raising_controller_new(void);
DPObject dp_raising_data_source_new(void);
DPObject dp_alert_like_new(void);

/// Pass-through: `DPPassThroughDelegate` (dp_new) implements the table selection
/// and messages Traceless does not watch, of every calling shape. The dp_pt_ calls
/// send those to what `table` holds as its delegate (the proxy under the proxy
/// strategy), as compiled code does.
DPObject dp_stored_delegate(DPObject table);
/// What a UIWebView holds as its delegate.
DPObject dp_stored_web_delegate(DPObject webView);
/// `count` scrollViewDidScroll: messages; returns the business delegate's count of them.
long dp_pt_scroll(DPObject table, long count);
double dp_pt_height(DPObject table, long row);
/// Eight integer arguments (four on the stack): 1*1 + 2*2 + ... + 8*8 = 204.
long dp_pt_sum(DPObject table);
/// Thirteen arguments mixing integers and doubles (some of both on the stack).
double dp_pt_mix(DPObject table);
double dp_pt_half(DPObject table, double x);
/// A CGSize {n, 2n} (returned in two registers).
void dp_pt_size(DPObject table, long n, double *width, double *height);
/// A 32-byte struct {n, n+1, n+2, n+3} (returned through memory), as top + 10 left +
/// 100 bottom + 1000 right.
double dp_pt_insets_sum(DPObject table, long n);
DPObject dp_pt_echo(DPObject table, DPObject object);
/// Gives DPPassThroughDelegate a method `dp_gained:` (answers 100 + n) it did not have.
void dp_pt_gain_method(void);
long dp_pt_call_gained(DPObject table, long n);
/// Changes DPPassThroughDelegate's `dp_sum::::::::` to answer 200 + its first
/// argument, or back.
void dp_pt_set_sum_changed(bool changed);
/// How many typed variants the runtime has registered for `selector`.
unsigned dp_typed_variants(const char *selector);
