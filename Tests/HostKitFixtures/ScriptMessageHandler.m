// An app's own WKScriptMessageHandler.
#import "FixtureLog.h"
#import <WebKit/WebKit.h>
#include "HostKitFixtures.h"

@interface HKFScriptMessageHandler : NSObject <WKScriptMessageHandler>
@end

@implementation HKFScriptMessageHandler

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)userContentController:(WKUserContentController *)userContentController
      didReceiveScriptMessage:(WKScriptMessage *)message {
    WKFrameInfo *frame = [message frameInfo];
    HKFLog(@"message %@ %@ from %@%@", [message name], [message body], [[frame securityOrigin] host],
           [frame isMainFrame] ? @"" : @" (subframe)");
}

@end

HKObject hkf_script_message_handler_new(void) { return [[HKFScriptMessageHandler alloc] init]; }
