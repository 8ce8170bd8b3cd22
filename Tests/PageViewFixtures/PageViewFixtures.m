#import <UIKit/UIKit.h>
#include "PageViewFixtures.h"
#include <stdlib.h>
#include <string.h>

static NSMutableArray *PVFEntries;
static char *PVFJoined;
static long PVFDeallocs;

static void PVFLog(UIViewController *controller, NSString *callback) {
    if (PVFEntries == nil) PVFEntries = [[NSMutableArray alloc] init];
    [PVFEntries addObject:[NSString stringWithFormat:@"%@ %@", NSStringFromClass([controller class]), callback]];
}

void pvf_log_reset(void) { [PVFEntries removeAllObjects]; }

const char *pvf_log(void) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    free(PVFJoined);
    PVFJoined = strdup([[PVFEntries componentsJoinedByString:@", "] UTF8String]);
    [pool drain];
    return PVFJoined;
}

long pvf_dealloc_count(void) { return PVFDeallocs; }

// Subclasses are written out in source (not patched at runtime): that is the shape of
// business code the inheritance trap is about.

@interface PVFBaseController : UIViewController
@end

@implementation PVFBaseController
- (void)dealloc {
    PVFDeallocs++;
    [super dealloc];
}
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    PVFLog(self, @"base viewDidAppear");
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    PVFLog(self, @"base viewDidDisappear");
}
@end

@interface PVFSubController : PVFBaseController
@end

@implementation PVFSubController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    PVFLog(self, @"sub viewDidAppear");
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    PVFLog(self, @"sub viewDidDisappear");
}
@end

@interface PVFGrandSubController : PVFSubController
@end

@implementation PVFGrandSubController
- (void)viewDidAppear:(BOOL)animated {
    PVFLog(self, @"grand viewDidAppear");
    [super viewDidAppear:animated];
}
- (void)viewDidDisappear:(BOOL)animated {
    PVFLog(self, @"grand viewDidDisappear");
    [super viewDidDisappear:animated];
}
@end

@interface PVFDoubleSuperController : PVFBaseController
@end

@implementation PVFDoubleSuperController
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [super viewDidAppear:animated];
}
@end

@interface PVFNoSuperController : PVFBaseController
@end

@implementation PVFNoSuperController
- (void)viewDidAppear:(BOOL)animated {
    PVFLog(self, @"no-super viewDidAppear");
}
@end

@interface PVFCustomContainer : PVFBaseController
@end

@implementation PVFCustomContainer
@end

static HKObject PVFMake(Class cls, const char *title) {
    UIViewController *controller = [[cls alloc] init];
    [controller setTitle:[NSString stringWithUTF8String:title]];
    return controller;
}

HKObject pvf_base_controller_new(const char *title) { return PVFMake([PVFBaseController class], title); }
HKObject pvf_sub_controller_new(const char *title) { return PVFMake([PVFSubController class], title); }
HKObject pvf_grand_sub_controller_new(const char *title) { return PVFMake([PVFGrandSubController class], title); }
HKObject pvf_double_super_controller_new(const char *title) { return PVFMake([PVFDoubleSuperController class], title); }
HKObject pvf_no_super_controller_new(const char *title) { return PVFMake([PVFNoSuperController class], title); }
HKObject pvf_custom_container_new(const char *title) { return PVFMake([PVFCustomContainer class], title); }

void pvf_send_view_did_appear(HKObject controller) { [(UIViewController *)controller viewDidAppear:NO]; }

// MARK: A screen that names itself (ID1)

@interface PVFNamedController : UIViewController
@end
@implementation PVFNamedController
- (NSString *)tracelessScreenName { return @"checkout"; }
- (NSDictionary *)tracelessScreenProperties {
    return [NSDictionary dictionaryWithObjectsAndKeys:
        @"spring", @"campaign",
        [NSNumber numberWithInt:3], @"cart_items",
        @"ignored", @"$screen_name",
        [NSArray array], @"not_a_scalar", nil];
}
@end

HKObject pvf_named_controller_new(const char *title) {
    PVFNamedController *controller = [[PVFNamedController alloc] init];
    [controller setTitle:[NSString stringWithUTF8String:title]];
    return controller;
}
