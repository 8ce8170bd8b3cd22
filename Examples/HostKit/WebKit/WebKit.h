// Umbrella header, imported as <WebKit/WebKit.h> like the real framework.
#import <WebKit/WKUserScript.h>
#import <WebKit/WKContentWorld.h>
#import <WebKit/WKSecurityOrigin.h>
#import <WebKit/WKFrameInfo.h>
#import <WebKit/WKScriptMessage.h>
#import <WebKit/WKScriptMessageHandler.h>
#import <WebKit/WKUserContentController.h>
#import <WebKit/WKWebViewConfiguration.h>
#import <WebKit/WKWebView.h>
