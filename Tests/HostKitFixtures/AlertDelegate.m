// One delegate for UIAlertView and UIActionSheet: the callbacks have the same shape.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

@interface HKFAlertDelegate : NSObject <UIAlertViewDelegate, UIActionSheetDelegate>
@end

@implementation HKFAlertDelegate

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)willPresentAlertView:(UIAlertView *)alertView { HKFLog(@"willPresent"); }
- (void)didPresentAlertView:(UIAlertView *)alertView { HKFLog(@"didPresent"); }
- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)index { HKFLog(@"clicked %ld", (long)index); }
- (void)alertView:(UIAlertView *)alertView willDismissWithButtonIndex:(NSInteger)index {
    HKFLog(@"willDismiss %ld", (long)index);
}
- (void)alertView:(UIAlertView *)alertView didDismissWithButtonIndex:(NSInteger)index {
    HKFLog(@"didDismiss %ld", (long)index);
}

- (void)willPresentActionSheet:(UIActionSheet *)sheet { HKFLog(@"willPresent"); }
- (void)didPresentActionSheet:(UIActionSheet *)sheet { HKFLog(@"didPresent"); }
- (void)actionSheet:(UIActionSheet *)sheet clickedButtonAtIndex:(NSInteger)index { HKFLog(@"clicked %ld", (long)index); }
- (void)actionSheet:(UIActionSheet *)sheet willDismissWithButtonIndex:(NSInteger)index {
    HKFLog(@"willDismiss %ld", (long)index);
}
- (void)actionSheet:(UIActionSheet *)sheet didDismissWithButtonIndex:(NSInteger)index {
    HKFLog(@"didDismiss %ld", (long)index);
}

@end

HKObject hkf_alert_delegate_new(void) { return [[HKFAlertDelegate alloc] init]; }
