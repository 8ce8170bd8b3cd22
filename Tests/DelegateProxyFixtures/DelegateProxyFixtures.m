#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#import <WebKit/WebKit.h>
#include <objc/runtime.h>
#include <string.h>
#include "DelegateProxyFixtures.h"

extern void __objc_update_dispatch_table_for_class(Class);

static NSMutableArray *logLines;
static char lastCmd[256];
static int liveObjects;

static void dp_log(NSString *line) {
    if (!logLines) logLines = [[NSMutableArray alloc] init];
    @synchronized (logLines) { [logLines addObject:line]; }
}
static void dp_cmd(SEL cmd) { strncpy(lastCmd, sel_getName(cmd), sizeof(lastCmd) - 1); }

void dp_log_reset(void) { @synchronized (logLines) { [logLines removeAllObjects]; } }
int dp_log_count(const char *line) {
    NSString *wanted = [NSString stringWithUTF8String:line];
    int n = 0;
    @synchronized (logLines) { for (NSString *l in logLines) if ([l isEqualToString:wanted]) n++; }
    return n;
}
int dp_log_index(const char *line) {
    NSString *wanted = [NSString stringWithUTF8String:line];
    int index = -1;
    @synchronized (logLines) {
        NSUInteger found = [logLines indexOfObject:wanted];
        if (found != NSNotFound) index = (int)found;
    }
    return index;
}
const char *dp_last_cmd(void) { return lastCmd; }
int dp_live_objects(void) { return liveObjects; }

/// Counts instances, so tests can see delegates deallocate.
@interface DPCounted : NSObject
@end
@implementation DPCounted
- (id)init { if ((self = [super init])) liveObjects++; return self; }
- (void)dealloc { liveObjects--; dp_log([NSString stringWithFormat:@"%s.dealloc", class_getName([self class])]); [super dealloc]; }
@end

// MARK: Business delegates

@interface DPTableDelegate : DPCounted {
    NSString *name;
    NSString *title;
}
@end
@implementation DPTableDelegate
- (void)dealloc {
    [name release];
    [title release];
    [super dealloc];
}
- (NSString *)name { return name; }
- (void)setName:(NSString *)value {
    dp_log(@"DPTableDelegate.setName");
    [value retain];
    [name release];
    name = value;
}
- (NSString *)title { return title; }
- (void)setTitle:(NSString *)value {
    [value retain];
    [title release];
    title = value;
}
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_cmd(_cmd);
    dp_log(@"DPTableDelegate.didSelect");
}
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    dp_log(@"DPTableDelegate.didEndDragging");
}
@end

/// A delegate whose class runs messages through its own forwardInvocation:, as a
/// class JSPatch or an Aspects class hook patched does (dp_new).
@interface DPSelfForwardingDelegate : DPTableDelegate
@end
@implementation DPSelfForwardingDelegate
- (void)forwardInvocation:(NSInvocation *)invocation {
    dp_log(@"DPSelfForwardingDelegate.forwardInvocation");
    [super forwardInvocation:invocation];
}
@end

/// DP3: a base delegate and a subclass that overrides and calls super.
@interface DPBaseDelegate : DPCounted
@end
@implementation DPBaseDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPBaseDelegate.didSelect");
}
@end
@interface DPSubDelegate : DPBaseDelegate
@end
@implementation DPSubDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPSubDelegate.didSelect");
    [super tableView:tableView didSelectRowAtIndexPath:indexPath];
}
@end

/// DP6: a delegate without the selection callback.
@interface DPSilentDelegate : DPCounted
@end
@implementation DPSilentDelegate
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath { return 44; }
@end

@interface DPCollectionDelegate : DPCounted
@end
@implementation DPCollectionDelegate
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    dp_cmd(_cmd);
    dp_log(@"DPCollectionDelegate.didSelect");
}
@end

// A delegate whose class gains a callback by dynamic method resolution, and only once
// dp_late_methods_enable was called: an app's runtime patch, or a library that defines
// methods on first use (its own +resolveInstanceMethod:).
static bool lateMethodsEnabled;
void dp_late_methods_enable(bool enabled) { lateMethodsEnabled = enabled; }

static void dpLateAccessory(id self, SEL _cmd, id tableView, id indexPath) {
    dp_log(@"DPLateAccessoryDelegate.accessory");
}

@interface DPLateAccessoryDelegate : DPCounted
@end
@implementation DPLateAccessoryDelegate
+ (BOOL)resolveInstanceMethod:(SEL)selector {
    if (lateMethodsEnabled && sel_isEqual(selector, @selector(tableView:accessoryButtonTappedForRowWithIndexPath:))) {
        class_addMethod(self, selector, (IMP)dpLateAccessory, "v@:@@");
        return YES;
    }
    return [super resolveInstanceMethod:selector];
}
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPLateAccessoryDelegate.didSelect");
}
@end

DPObject dp_late_delegate_new(const char *className) {
    Class cls = objc_lookUpClass(className);
    if (!cls) {
        cls = objc_allocateClassPair([DPLateAccessoryDelegate class], className, 0);
        objc_registerClassPair(cls);
    }
    return [[cls alloc] init];
}

// Adds each selected row's (item's) properties, as an app would for its analytics.
@interface DPRowPropertiesDelegate : DPCounted
@end
@implementation DPRowPropertiesDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPRowPropertiesDelegate.didSelect");
}
- (NSDictionary *)traceless_tableView:(UITableView *)tableView propertiesForRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPRowPropertiesDelegate.properties");
    return [NSDictionary dictionaryWithObjectsAndKeys:
        [NSString stringWithFormat:@"sku-%ld", (long)[indexPath row]], @"sku",
        [NSNumber numberWithDouble:9.5], @"price",
        @"forged", @"$element_key", nil];
}
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPRowPropertiesDelegate.didSelectItem");
}
- (NSDictionary *)traceless_collectionView:(UICollectionView *)collectionView propertiesForItemAtIndexPath:(NSIndexPath *)indexPath {
    return [NSDictionary dictionaryWithObject:[NSNumber numberWithInteger:[indexPath item]] forKey:@"item_rank"];
}
@end

// Answers the properties question with something that is not a dictionary.
@interface DPBadRowPropertiesDelegate : DPCounted
@end
@implementation DPBadRowPropertiesDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPBadRowPropertiesDelegate.didSelect");
}
- (id)traceless_tableView:(UITableView *)tableView propertiesForRowAtIndexPath:(NSIndexPath *)indexPath {
    return @"not a dictionary";
}
@end

@interface DPScrollDelegate : DPCounted
@end
@implementation DPScrollDelegate
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    dp_log(@"DPScrollDelegate.didEndDragging");
}
@end

@interface DPWebDelegate : DPCounted
@end
@implementation DPWebDelegate
- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)type {
    dp_log(@"DPWebDelegate.shouldStart");
    return YES;
}
- (void)webViewDidFinishLoad:(UIWebView *)webView { dp_log(@"DPWebDelegate.didFinish"); }
- (void)webView:(UIWebView *)webView didFailLoadWithError:(NSError *)error { dp_log(@"DPWebDelegate.didFail"); }
@end

/// Refuses every load: its answer (NO) is what UIKit must see.
@interface DPRefusingWebDelegate : DPCounted
@end
@implementation DPRefusingWebDelegate
- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)type {
    dp_log(@"DPRefusingWebDelegate.shouldStart");
    return NO;
}
- (void)webViewDidFinishLoad:(UIWebView *)webView { dp_log(@"DPRefusingWebDelegate.didFinish"); }
@end

@interface DPNavigationDelegate : DPCounted
@end
@implementation DPNavigationDelegate
- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)action decisionHandler:(id)handler {
    dp_log(@"DPNavigationDelegate.decide");
    [handler decide:WKNavigationActionPolicyAllow];
}
- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation { dp_log(@"DPNavigationDelegate.didFinish"); }
@end

@interface DPAlertDelegate : DPCounted
@end
@implementation DPAlertDelegate
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
    dp_cmd(_cmd);
    dp_log([NSString stringWithFormat:@"DPAlertDelegate.clicked.%ld", (long)buttonIndex]);
}
- (void)actionSheet:(UIActionSheet *)actionSheet clickedButtonAtIndex:(NSInteger)buttonIndex {
    dp_log([NSString stringWithFormat:@"DPAlertDelegate.sheetClicked.%ld", (long)buttonIndex]);
}
@end

/// Counts KVO notifications per key path.
@interface DPObserver : NSObject
@end
@implementation DPObserver
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    dp_log([NSString stringWithFormat:@"observe.%@", keyPath]);
}
@end

void dp_observe(DPObject object, DPObject observer, const char *keyPath) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)object addObserver:(id)observer forKeyPath:[NSString stringWithUTF8String:keyPath] options:0 context:NULL];
    [pool drain];
}

void dp_unobserve(DPObject object, DPObject observer, const char *keyPath) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)object removeObserver:(id)observer forKeyPath:[NSString stringWithUTF8String:keyPath]];
    [pool drain];
}

void dp_set_string(DPObject object, const char *key, const char *value) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    NSString *k = [NSString stringWithUTF8String:key];
    NSString *setter = [NSString stringWithFormat:@"set%@%@:", [[k substringToIndex:1] uppercaseString], [k substringFromIndex:1]];
    [(id)object performSelector:NSSelectorFromString(setter) withObject:[NSString stringWithUTF8String:value]];
    [pool drain];
}

DPObject dp_new(const char *className) {
    Class cls = objc_lookUpClass(className);
    return cls ? [[cls alloc] init] : NULL;
}

// MARK: Third-party proxies

/// IGListKit-style: an NSProxy that forwards everything with forwardInvocation:.
@interface DPInvocationProxy : NSProxy {
    id _target;
}
@end
@implementation DPInvocationProxy
- (id)initWithTarget:(id)target { _target = target; liveObjects++; return self; }
- (void)dealloc { liveObjects--; [super dealloc]; }
- (BOOL)respondsToSelector:(SEL)sel { return [_target respondsToSelector:sel]; }
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel { return [_target methodSignatureForSelector:sel]; }
- (void)forwardInvocation:(NSInvocation *)invocation {
    dp_log(@"DPInvocationProxy.forward");
    [invocation invokeWithTarget:_target];
}
@end

/// Forwards with forwardingTargetForSelector:.
@interface DPForwardingTargetProxy : NSObject {
@public
    id _target;
}
@end
@implementation DPForwardingTargetProxy
- (id)initWithTarget:(id)target { if ((self = [super init])) { _target = target; liveObjects++; } return self; }
- (void)dealloc { liveObjects--; [super dealloc]; }
- (BOOL)respondsToSelector:(SEL)sel { return [super respondsToSelector:sel] || [_target respondsToSelector:sel]; }
- (id)forwardingTargetForSelector:(SEL)sel {
    dp_log(@"DPForwardingTargetProxy.forward");
    return _target;
}
@end

DPObject dp_invocation_proxy_new(DPObject target) { return [[DPInvocationProxy alloc] initWithTarget:(id)target]; }
DPObject dp_forwarding_target_proxy_new(DPObject target) { return [[DPForwardingTargetProxy alloc] initWithTarget:(id)target]; }
void dp_forwarding_target_proxy_set_target(DPObject proxy, DPObject target) {
    ((DPForwardingTargetProxy *)proxy)->_target = (id)target;
}

/// The object that finally handles selection for a Texture-style delegate.
@interface DPFinalHandler : NSObject
@end
@implementation DPFinalHandler
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    dp_cmd(_cmd);
    dp_log(@"DPFinalHandler.didSelect");
}
- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    dp_log(@"DPFinalHandler.didSelectItem");
}
@end

/// Texture-style: implements no callback, answers them by forwarding.
@interface DPTextureDelegate : DPCounted {
    DPFinalHandler *_handler;
}
@end
@implementation DPTextureDelegate
- (id)init { if ((self = [super init])) _handler = [[DPFinalHandler alloc] init]; return self; }
- (void)dealloc { [_handler release]; [super dealloc]; }
- (BOOL)respondsToSelector:(SEL)sel { return [super respondsToSelector:sel] || [_handler respondsToSelector:sel]; }
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    NSMethodSignature *own = [super methodSignatureForSelector:sel];
    return own ? own : [_handler methodSignatureForSelector:sel];
}
- (void)forwardInvocation:(NSInvocation *)invocation {
    if ([_handler respondsToSelector:[invocation selector]]) [invocation invokeWithTarget:_handler];
    else [super forwardInvocation:invocation];
}
@end

DPObject dp_texture_delegate_new(void) { return [[DPTextureDelegate alloc] init]; }

void dp_call_did_select_row(DPObject delegate, DPObject table, long section, long row) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    [(id)delegate tableView:(id)table didSelectRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:section]];
    [pool drain];
}

void dp_call_alert_clicked(DPObject delegate, DPObject alert, long index) {
    [(id)delegate alertView:(id)alert clickedButtonAtIndex:index];
}

int dp_call_should_start_load(DPObject delegate, DPObject webView, const char *url) {
    NSURLRequest *request = [NSURLRequest requestWithURL:[NSURL URLWithString:[NSString stringWithUTF8String:url]]];
    return [(id)delegate webView:(id)webView shouldStartLoadWithRequest:request navigationType:UIWebViewNavigationTypeOther] ? 1 : 0;
}

// MARK: Seed 000's WebViewJavascriptBridge customer

/// Stands in for WebViewJavascriptBridge: the web view's delegate, forwarding to
/// the app's delegate held in an assign property.
@interface DPBridge : DPCounted {
    id _webViewDelegate;
}
- (void)setWebViewDelegate:(id)delegate;
@end
@implementation DPBridge
- (void)setWebViewDelegate:(id)delegate { _webViewDelegate = delegate; }
- (BOOL)webView:(UIWebView *)webView shouldStartLoadWithRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)type {
    dp_log(@"DPBridge.shouldStart");
    if ([_webViewDelegate respondsToSelector:_cmd]) return [_webViewDelegate webView:webView shouldStartLoadWithRequest:request navigationType:type];
    return YES;
}
- (void)webViewDidFinishLoad:(UIWebView *)webView {
    dp_log(@"DPBridge.didFinish");
    if ([_webViewDelegate respondsToSelector:_cmd]) [_webViewDelegate webViewDidFinishLoad:webView];
}
@end

// The customer keeps the bridge in a retained associated object; the GNU runtime
// has none, so a table keyed by the web view stands in for it.
static NSMutableDictionary *bridges;
static IMP customerWebPrevious;

static DPBridge *dp_bridge_of(id webView) {
    return [bridges objectForKey:[NSValue valueWithPointer:webView]];
}

DPObject dp_attach_bridge(DPObject webView) {
    if (!bridges) bridges = [[NSMutableDictionary alloc] init];
    DPBridge *bridge = [[DPBridge alloc] init];
    [bridges setObject:bridge forKey:[NSValue valueWithPointer:webView]];
    [bridge release];
    // WebViewJavascriptBridge sets itself as the web view's delegate when made.
    [(UIWebView *)webView setDelegate:bridge];
    return bridge;
}

static void customerSetDelegate(UIWebView *self, SEL _cmd, id delegate) {
    DPBridge *bridge = dp_bridge_of(self);
    if (delegate == nil || bridge == nil || bridge == delegate) {
        ((void (*)(id, SEL, id))customerWebPrevious)(self, _cmd, delegate);
    } else if (![delegate isKindOfClass:[DPBridge class]]) {
        [bridge setWebViewDelegate:delegate];
        // The customer's bug: the line that re-sets the bridge as delegate is missing.
    } else {
        ((void (*)(id, SEL, id))customerWebPrevious)(self, _cmd, delegate);
    }
}

static Method ownMethod(Class cls, SEL sel) {
    unsigned int count = 0;
    Method *list = class_copyMethodList(cls, &count);
    Method found = NULL;
    for (unsigned int i = 0; i < count && !found; i++)
        if (strcmp(sel_getName(method_getName(list[i])), sel_getName(sel)) == 0) found = list[i];
    free(list);
    return found;
}

void dp_install_customer_bridge_swizzle(void) {
    Method method = ownMethod([UIWebView class], @selector(setDelegate:));
    customerWebPrevious = method_setImplementation(method, (IMP)customerSetDelegate);
    __objc_update_dispatch_table_for_class([UIWebView class]);
}

void dp_remove_customer_bridge_swizzle(void) {
    Method method = ownMethod([UIWebView class], @selector(setDelegate:));
    method_setImplementation(method, customerWebPrevious);
    __objc_update_dispatch_table_for_class([UIWebView class]);
    [bridges removeAllObjects];
}

// MARK: A customer's own setDelegate: swizzle on UITableView

static IMP customerTablePrevious;

static void customerTableSetDelegate(id self, SEL _cmd, id delegate) {
    dp_log(@"customer.setDelegate");
    ((void (*)(id, SEL, id))customerTablePrevious)(self, _cmd, delegate);
}

void dp_install_customer_table_swizzle(void) {
    Method method = ownMethod([UITableView class], @selector(setDelegate:));
    customerTablePrevious = method_setImplementation(method, (IMP)customerTableSetDelegate);
    __objc_update_dispatch_table_for_class([UITableView class]);
}

void dp_remove_customer_table_swizzle(void) {
    Method method = ownMethod([UITableView class], @selector(setDelegate:));
    method_setImplementation(method, customerTablePrevious);
    __objc_update_dispatch_table_for_class([UITableView class]);
}

// MARK: RxCocoa's delegate proxy

@interface DPRxDelegateProxy : NSObject {
    id _forwardToDelegate;   // weak in RxCocoa; the tests keep the delegate alive
    NSMutableSet *_observed;
    id _view;                // RxCocoa holds the parent object weakly too
}
@end

static NSMutableDictionary *rxProxies;

@implementation DPRxDelegateProxy
- (id)initWithView:(id)view {
    if ((self = [super init])) { _view = view; _observed = [[NSMutableSet alloc] init]; }
    return self;
}
- (void)dealloc { [_observed release]; [super dealloc]; }
- (id)_forwardToDelegate { return _forwardToDelegate; }
- (void)_setForwardToDelegate:(id)delegate { _forwardToDelegate = delegate; }
- (BOOL)hasObserversFor:(SEL)sel { return [_observed containsObject:NSStringFromSelector(sel)]; }
- (void)observe:(SEL)sel { [_observed addObject:NSStringFromSelector(sel)]; }
- (BOOL)respondsToSelector:(SEL)sel {
    return [super respondsToSelector:sel] || [_forwardToDelegate respondsToSelector:sel] || [self hasObserversFor:sel];
}
- (NSMethodSignature *)methodSignatureForSelector:(SEL)sel {
    NSMethodSignature *signature = [super methodSignatureForSelector:sel];
    if (!signature && [_forwardToDelegate respondsToSelector:sel]) signature = [_forwardToDelegate methodSignatureForSelector:sel];
    if (!signature && [self hasObserversFor:sel]) signature = [NSMethodSignature signatureWithObjCTypes:"v@:@@"];
    return signature;
}
- (void)_sentMessage:(SEL)sel withArguments:(NSArray *)arguments { dp_log(@"rx.sent"); }
- (void)_methodInvoked:(SEL)sel withArguments:(NSArray *)arguments { dp_log(@"rx.invoked"); }
- (void)forwardInvocation:(NSInvocation *)invocation {
    BOOL isVoid = *[[invocation methodSignature] methodReturnType] == 'v';
    if (isVoid) [self _sentMessage:[invocation selector] withArguments:nil];
    if (_forwardToDelegate && [_forwardToDelegate respondsToSelector:[invocation selector]])
        [invocation invokeWithTarget:_forwardToDelegate];
    if (isVoid) [self _methodInvoked:[invocation selector] withArguments:nil];
}
@end

DPObject dp_rx_proxy_for(DPObject view) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    if (!rxProxies) rxProxies = [[NSMutableDictionary alloc] init];
    NSValue *key = [NSValue valueWithPointer:view];
    DPRxDelegateProxy *proxy = [rxProxies objectForKey:key];
    if (!proxy) {
        proxy = [[[DPRxDelegateProxy alloc] initWithView:(id)view] autorelease];
        [rxProxies setObject:proxy forKey:key];
    }
    id current = [(id)view delegate];
    if (current != proxy) {
        [proxy _setForwardToDelegate:current];
        [(id)view setDelegate:proxy];
        if ([(id)view delegate] != proxy) dp_log(@"rx.assertionFailed");
        if ([proxy _forwardToDelegate] != current) dp_log(@"rx.assertionFailed");
    }
    [pool drain];
    return proxy;
}

void dp_rx_set_forward_delegate(DPObject view, DPObject delegate) {
    DPRxDelegateProxy *proxy = dp_rx_proxy_for(view);
    if ([proxy _forwardToDelegate] != nil) dp_log(@"rx.assertionFailed");
    [proxy _setForwardToDelegate:(id)delegate];
    // RxCocoa's setForwardToDelegate ends with reset(): the view asks again.
    [(id)view setDelegate:nil];
    [(id)view setDelegate:proxy];
}

void dp_rx_subscribe_selection(DPObject view) {
    DPRxDelegateProxy *proxy = dp_rx_proxy_for(view);
    [proxy observe:@selector(tableView:didSelectRowAtIndexPath:)];
    // RxCocoa's reset(): the view caches what its delegate answers.
    [(id)view setDelegate:nil];
    [(id)view setDelegate:proxy];
}

// MARK: Capture meets objects that lack methods or raise (AOP12)

/// A screen whose `title` getter raises; the app itself never asks for it.
@interface DPRaisingController : UIViewController
@end
@implementation DPRaisingController
- (NSString *)title { [NSException raise:@"DPRaising" format:@"title raises"]; return nil; }
@end

/// A cell whose content configuration (read first for a row's text) and `textLabel`
/// (never read: it would make a label) raise.
@interface DPRaisingCell : UITableViewCell
@end
@implementation DPRaisingCell
- (UIListContentConfiguration *)contentConfiguration {
    [NSException raise:@"DPRaising" format:@"contentConfiguration raises"];
    return nil;
}
- (UILabel *)textLabel { [NSException raise:@"DPRaising" format:@"textLabel raises"]; return nil; }
@end

@interface DPRaisingDataSource : NSObject
@end
@implementation DPRaisingDataSource
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 2; }
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [[[DPRaisingCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"raising"] autorelease];
}
@end

/// An alert-like object: the UIAlertView delegate protocol's view argument, but
/// none of UIAlertView's methods (no isVisible, title, buttonTitleAtIndex:).
@interface DPAlertLike : NSObject
@end
@implementation DPAlertLike
@end

DPObject dp_raising_controller_new(void) { return [[DPRaisingController alloc] init]; }
DPObject dp_raising_data_source_new(void) { return [[DPRaisingDataSource alloc] init]; }
DPObject dp_alert_like_new(void) { return [[DPAlertLike alloc] init]; }
