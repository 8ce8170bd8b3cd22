#import <UIKit/UIKit.h>

NSString *const WebActionNavigationTypeKey = @"WebActionNavigationTypeKey";
NSString *const WebActionOriginalURLKey = @"WebActionOriginalURLKey";

@interface UIWebView (Loading)
- (void)_startLoadingRequest:(NSURLRequest *)request;
@end

@implementation WebFramePolicyListener

- (id)initWithWebView:(UIWebView *)webView request:(NSURLRequest *)request {
    if ((self = [super init])) {
        _webView = [webView retain];
        _request = [request retain];
    }
    return self;
}

- (void)dealloc {
    [_webView release];
    [_request release];
    [super dealloc];
}

// One decision per navigation: the second call is ignored, as in WebKit.
- (void)use {
    UIWebView *webView = _webView;
    _webView = nil;
    [webView _startLoadingRequest:_request];
    [webView release];
}

- (void)ignore {
    [_webView release];
    _webView = nil;
}

@end

@implementation UIWebView

- (void)dealloc {
    [_request release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (NSURLRequest *)request { return _request; }
- (BOOL)isLoading { return _loading; }

- (void)loadRequest:(NSURLRequest *)request {
    [self _loadRequest:request navigationType:UIWebViewNavigationTypeOther];
}

- (void)reload {
    if (_request != nil) [self _loadRequest:_request navigationType:UIWebViewNavigationTypeReload];
}

- (void)stopLoading { _loading = NO; }

- (void)_loadRequest:(NSURLRequest *)request navigationType:(UIWebViewNavigationType)type {
    if (request == nil) return;
    NSDictionary *info = [NSDictionary dictionaryWithObjectsAndKeys:
        [NSNumber numberWithInteger:type], WebActionNavigationTypeKey,
        [request URL], WebActionOriginalURLKey, nil];
    WebFramePolicyListener *listener = [[WebFramePolicyListener alloc] initWithWebView:self request:request];
    [self webView:nil decidePolicyForNavigationAction:info request:request frame:nil decisionListener:listener];
    [listener release];
}

- (void)webView:(id)webView decidePolicyForNavigationAction:(NSDictionary *)actionInformation
        request:(NSURLRequest *)request frame:(id)frame decisionListener:(WebFramePolicyListener *)listener {
    UIWebViewNavigationType type = [[actionInformation objectForKey:WebActionNavigationTypeKey] integerValue];
    BOOL allowed = YES;
    if ([_delegate respondsToSelector:@selector(webView:shouldStartLoadWithRequest:navigationType:)])
        allowed = [_delegate webView:self shouldStartLoadWithRequest:request navigationType:type];
    if (allowed) [listener use];
    else [listener ignore];
}

- (void)_startLoadingRequest:(NSURLRequest *)request {
    [self retain];
    [request retain];
    [_request release];
    _request = request;
    [self webView:nil didStartProvisionalLoadForFrame:nil];
    if ([[[request URL] host] hasSuffix:@".invalid"]) {
        NSDictionary *info = [NSDictionary dictionaryWithObject:[request URL] forKey:NSURLErrorFailingURLErrorKey];
        NSError *error = [NSError errorWithDomain:NSURLErrorDomain code:NSURLErrorCannotFindHost userInfo:info];
        [self webView:nil didFailProvisionalLoadWithError:error forFrame:nil];
    } else {
        [self webView:nil didFinishLoadForFrame:nil];
    }
    [self release];
}

- (void)webView:(id)webView didStartProvisionalLoadForFrame:(id)frame {
    _loading = YES;
    if ([_delegate respondsToSelector:@selector(webViewDidStartLoad:)]) [_delegate webViewDidStartLoad:self];
}

- (void)webView:(id)webView didFinishLoadForFrame:(id)frame {
    _loading = NO;
    if ([_delegate respondsToSelector:@selector(webViewDidFinishLoad:)]) [_delegate webViewDidFinishLoad:self];
}

- (void)webView:(id)webView didFailProvisionalLoadWithError:(NSError *)error forFrame:(id)frame {
    _loading = NO;
    if ([_delegate respondsToSelector:@selector(webView:didFailLoadWithError:)])
        [_delegate webView:self didFailLoadWithError:error];
}

@end
