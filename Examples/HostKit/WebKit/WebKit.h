// Umbrella header, imported as <WebKit/WebKit.h> like the real framework.
#import <WebKit/WKWebView.h>
