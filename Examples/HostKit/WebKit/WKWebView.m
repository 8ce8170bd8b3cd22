#import <WebKit/WebKit.h>

@implementation WKNavigation
@end

@implementation WKNavigationAction

- (id)initWithRequest:(NSURLRequest *)request type:(WKNavigationType)type {
    if ((self = [super init])) {
        _request = [request retain];
        _navigationType = type;
    }
    return self;
}

- (void)dealloc {
    [_request release];
    [super dealloc];
}

- (NSURLRequest *)request { return _request; }
- (WKNavigationType)navigationType { return _navigationType; }

@end

@implementation WKNavigationDecisionHandler

- (id)initWithWebView:(WKWebView *)webView navigation:(WKNavigation *)navigation action:(WKNavigationAction *)action {
    if ((self = [super init])) {
        _webView = [webView retain];
        _navigation = [navigation retain];
        _action = [action retain];
    }
    return self;
}

- (void)dealloc {
    if (_webView != nil) NSLog(@"WKWebView: the decision handler was released without being called");
    [_webView release];
    [_navigation release];
    [_action release];
    [super dealloc];
}

- (void)decide:(WKNavigationActionPolicy)policy {
    WKWebView *webView = _webView;
    if (webView == nil) return;
    _webView = nil;
    [webView _continueNavigation:_navigation request:[_action request] policy:policy];
    [webView release];
}

@end

@implementation WKWebView

- (id)initWithFrame:(CGRect)frame {
    WKWebViewConfiguration *configuration = [[WKWebViewConfiguration alloc] init];
    self = [self initWithFrame:frame configuration:configuration];
    [configuration release];
    return self;
}

- (id)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration {
    if ((self = [super initWithFrame:frame])) {
        _configuration = [configuration copy];
        _frames = [[NSMutableArray alloc] init];
    }
    return self;
}

- (void)dealloc {
    [_URL release];
    [_configuration release];
    [_frames release];
    [super dealloc];
}

- (WKWebViewConfiguration *)configuration { return [[_configuration copy] autorelease]; }

- (id)navigationDelegate { return _navigationDelegate; }

- (void)setNavigationDelegate:(id)delegate {
    _navigationDelegate = delegate;
    _navigationDelegateMethods.decidePolicy =
        [delegate respondsToSelector:@selector(webView:decidePolicyForNavigationAction:decisionHandler:)];
    _navigationDelegateMethods.didStartProvisional =
        [delegate respondsToSelector:@selector(webView:didStartProvisionalNavigation:)];
    _navigationDelegateMethods.didFailProvisional =
        [delegate respondsToSelector:@selector(webView:didFailProvisionalNavigation:withError:)];
    _navigationDelegateMethods.didCommit = [delegate respondsToSelector:@selector(webView:didCommitNavigation:)];
    _navigationDelegateMethods.didFinish = [delegate respondsToSelector:@selector(webView:didFinishNavigation:)];
    _navigationDelegateMethods.didFail =
        [delegate respondsToSelector:@selector(webView:didFailNavigation:withError:)];
}

- (NSURL *)URL { return _URL; }
- (BOOL)isLoading { return _loading; }

- (WKNavigation *)loadRequest:(NSURLRequest *)request {
    return [self _loadRequest:request navigationType:WKNavigationTypeOther];
}

- (WKNavigation *)reload {
    if (_URL == nil) return nil;
    return [self _loadRequest:[NSURLRequest requestWithURL:_URL] navigationType:WKNavigationTypeReload];
}

- (WKNavigation *)_loadRequest:(NSURLRequest *)request navigationType:(WKNavigationType)type {
    if (request == nil) return nil;
    WKNavigation *navigation = [[[WKNavigation alloc] init] autorelease];
    if (!_navigationDelegateMethods.decidePolicy) {
        [self _continueNavigation:navigation request:request policy:WKNavigationActionPolicyAllow];
        return navigation;
    }
    WKNavigationAction *action = [[WKNavigationAction alloc] initWithRequest:request type:type];
    WKNavigationDecisionHandler *handler =
        [[WKNavigationDecisionHandler alloc] initWithWebView:self navigation:navigation action:action];
    [_navigationDelegate webView:self decidePolicyForNavigationAction:action decisionHandler:handler];
    [handler release];
    [action release];
    return navigation;
}

- (NSError *)_errorForURL:(NSURL *)url code:(NSInteger)code {
    NSDictionary *info = [NSDictionary dictionaryWithObject:url forKey:NSURLErrorFailingURLErrorKey];
    return [NSError errorWithDomain:NSURLErrorDomain code:code userInfo:info];
}

- (void)_continueNavigation:(WKNavigation *)navigation request:(NSURLRequest *)request
                     policy:(WKNavigationActionPolicy)policy {
    if (policy != WKNavigationActionPolicyAllow) return;
    [self retain];
    id delegate = _navigationDelegate;
    NSURL *url = [request URL];
    _loading = YES;
    if (_navigationDelegateMethods.didStartProvisional) [delegate webView:self didStartProvisionalNavigation:navigation];
    if ([[url host] hasSuffix:@".invalid"]) {
        _loading = NO;
        if (_navigationDelegateMethods.didFailProvisional)
            [delegate webView:self didFailProvisionalNavigation:navigation
                    withError:[self _errorForURL:url code:NSURLErrorCannotFindHost]];
        [self release];
        return;
    }
    [_URL release];
    _URL = [url retain];
    [_frames removeAllObjects];
    [self _addFrameWithURL:url main:YES];
    if (_navigationDelegateMethods.didCommit) [delegate webView:self didCommitNavigation:navigation];
    _loading = NO;
    if ([[url path] hasSuffix:@"/hk-fail"]) {
        if (_navigationDelegateMethods.didFail)
            [delegate webView:self didFailNavigation:navigation
                    withError:[self _errorForURL:url code:NSURLErrorNetworkConnectionLost]];
    } else if (_navigationDelegateMethods.didFinish) {
        [delegate webView:self didFinishNavigation:navigation];
    }
    [self release];
}

- (void)_addFrameWithURL:(NSURL *)url main:(BOOL)main {
    NSMutableArray *sources = [NSMutableArray array];
    NSArray *scripts = [[_configuration userContentController] userScripts];
    for (NSInteger time = WKUserScriptInjectionTimeAtDocumentStart; time <= WKUserScriptInjectionTimeAtDocumentEnd; time++) {
        for (WKUserScript *script in scripts) {
            if ([script injectionTime] == time && (main || ![script isForMainFrameOnly])) [sources addObject:[script source]];
        }
    }
    [_frames addObject:[NSDictionary dictionaryWithObjectsAndKeys:
        url, @"url", [NSNumber numberWithBool:main], @"main", sources, @"scripts", nil]];
}

- (BOOL)_loadSubframeWithURL:(NSURL *)url {
    if (url == nil || [_frames count] == 0) return NO;
    [self _addFrameWithURL:url main:NO];
    return YES;
}

- (NSArray *)_injectedScriptSourcesForFrameURL:(NSURL *)url {
    for (NSDictionary *frame in _frames) {
        if ([[frame objectForKey:@"url"] isEqual:url]) return [frame objectForKey:@"scripts"];
    }
    return nil;
}

- (BOOL)_postMessage:(id)body toHandlerNamed:(NSString *)name fromFrameURL:(NSURL *)url mainFrame:(BOOL)mainFrame {
    WKUserContentController *controller = [_configuration userContentController];
    id<WKScriptMessageHandler> handler = [controller _handlerNamed:name];
    if (handler == nil || url == nil) return NO;
    [self retain];
    [handler retain];
    WKFrameInfo *frame = [[WKFrameInfo alloc] _initWithURL:url mainFrame:mainFrame webView:self];
    WKScriptMessage *message = [[WKScriptMessage alloc] _initWithBody:body webView:self frameInfo:frame name:name];
    [handler userContentController:controller didReceiveScriptMessage:message];
    [message release];
    [frame release];
    [handler release];
    [self release];
    return YES;
}

@end
