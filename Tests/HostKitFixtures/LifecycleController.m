// A view controller that logs its lifecycle and answers a responder-chain action.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

@interface HKFLifecycleController : UIViewController
@end

@implementation HKFLifecycleController

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    HKFLog(@"%@ viewWillAppear", [self title]);
}

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    HKFLog(@"%@ viewDidAppear", [self title]);
}

- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    HKFLog(@"%@ viewWillDisappear", [self title]);
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    HKFLog(@"%@ viewDidDisappear", [self title]);
}

static NSString *HKFName(UIViewController *controller) {
    if (controller == nil) return @"nil";
    return [controller title] != nil ? [controller title] : NSStringFromClass([controller class]);
}

- (void)willMoveToParentViewController:(UIViewController *)parent {
    [super willMoveToParentViewController:parent];
    HKFLog(@"%@ willMoveToParent %@", [self title], HKFName(parent));
}

- (void)didMoveToParentViewController:(UIViewController *)parent {
    [super didMoveToParentViewController:parent];
    HKFLog(@"%@ didMoveToParent %@", [self title], HKFName(parent));
}

- (void)chainAction:(id)sender {
    HKFLog(@"%@ chainAction", [self title]);
}

@end

HKObject hkf_lifecycle_controller_new(const char *title) {
    HKFLifecycleController *controller = [[HKFLifecycleController alloc] init];
    [controller setTitle:[NSString stringWithUTF8String:title]];
    return controller;
}
