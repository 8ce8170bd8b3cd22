// Fixtures for Part E: presentation delegates, alert controllers and handlers, page data sources.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

static NSString *HKFTitle(UIViewController *controller) {
    if (controller == nil) return @"nil";
    return [controller title] != nil ? [controller title] : NSStringFromClass([controller class]);
}

// MARK: Presentation controller delegates

@interface HKFPresentationDelegate : NSObject <UIAdaptivePresentationControllerDelegate>
@end

@implementation HKFPresentationDelegate
- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}
- (void)presentationControllerWillDismiss:(UIPresentationController *)controller {
    HKFLog(@"willDismiss %@", HKFTitle([controller presentedViewController]));
}
- (void)presentationControllerDidDismiss:(UIPresentationController *)controller {
    HKFLog(@"didDismiss %@", HKFTitle([controller presentedViewController]));
}
- (void)presentationControllerDidAttemptToDismiss:(UIPresentationController *)controller {
    HKFLog(@"didAttemptToDismiss %@", HKFTitle([controller presentedViewController]));
}
@end

@interface HKFShouldDismissDelegate : HKFPresentationDelegate {
@public
    BOOL _answer;
}
@end

@implementation HKFShouldDismissDelegate
- (BOOL)presentationControllerShouldDismiss:(UIPresentationController *)controller {
    HKFLog(@"shouldDismiss %@", HKFTitle([controller presentedViewController]));
    return _answer;
}
@end

HKObject hkf_presentation_delegate_new(int should_dismiss) {
    if (should_dismiss < 0) return [[HKFPresentationDelegate alloc] init];
    HKFShouldDismissDelegate *delegate = [[HKFShouldDismissDelegate alloc] init];
    delegate->_answer = should_dismiss != 0;
    return delegate;
}

// MARK: Alert controllers

@interface HKFAlertController : UIAlertController
@end

@implementation HKFAlertController
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
@end

HKObject hkf_alert_controller_new(const char *title, const char *message, long style) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    UIAlertController *alert =
        [[HKFAlertController alertControllerWithTitle:title != NULL ? [NSString stringWithUTF8String:title] : nil
                                              message:message != NULL ? [NSString stringWithUTF8String:message] : nil
                                       preferredStyle:style] retain];
    [pool drain];
    return alert;
}

@interface HKFAlertHandler : NSObject {
@public
    UIAlertController *_alert;      // not retained
    UIViewController *_presenter;   // not retained
}
@end

@implementation HKFAlertHandler
- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}
- (void)alertAction:(UIAlertAction *)action {
    HKFLog(@"handler %@ presenting=%@ presented=%@ alertWindow=%@", [action title], HKFTitle([_alert presentingViewController]),
           HKFTitle([_presenter presentedViewController]), [[_alert view] window] != nil ? @"yes" : @"no");
}
@end

HKObject hkf_alert_handler_new(HKObject alert, HKObject presenter) {
    HKFAlertHandler *handler = [[HKFAlertHandler alloc] init];
    handler->_alert = (id)alert;
    handler->_presenter = (id)presenter;
    return handler;
}

// MARK: Page view controllers

@interface HKFPageDataSource : NSObject <UIPageViewControllerDataSource> {
@public
    NSMutableArray *_pages;
}
@end

@implementation HKFPageDataSource
- (void)dealloc {
    [_pages release];
    HKFNoteDealloc();
    [super dealloc];
}
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController
      viewControllerBeforeViewController:(UIViewController *)viewController {
    NSUInteger index = [_pages indexOfObjectIdenticalTo:viewController];
    HKFLog(@"before %@", HKFTitle(viewController));
    return index != NSNotFound && index > 0 ? [_pages objectAtIndex:index - 1] : nil;
}
- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController
       viewControllerAfterViewController:(UIViewController *)viewController {
    NSUInteger index = [_pages indexOfObjectIdenticalTo:viewController];
    HKFLog(@"after %@", HKFTitle(viewController));
    return index != NSNotFound && index + 1 < [_pages count] ? [_pages objectAtIndex:index + 1] : nil;
}
@end

HKObject hkf_page_data_source_new(int count) {
    HKFPageDataSource *dataSource = [[HKFPageDataSource alloc] init];
    dataSource->_pages = [[NSMutableArray alloc] init];
    for (int i = 0; i < count; i++) {
        char title[16];
        snprintf(title, sizeof title, "P%d", i);
        id page = hkf_lifecycle_controller_new(title);
        [dataSource->_pages addObject:page];
        [page release];
    }
    return dataSource;
}

HKObject hkf_page_data_source_page(HKObject data_source, int index) {
    HKFPageDataSource *dataSource = (id)data_source;
    return index >= 0 && index < (int)[dataSource->_pages count] ? [dataSource->_pages objectAtIndex:index] : NULL;
}

static NSString *HKFTitles(NSArray *controllers) {
    NSMutableArray *titles = [NSMutableArray array];
    for (UIViewController *controller in controllers) [titles addObject:HKFTitle(controller)];
    return [titles componentsJoinedByString:@"+"];
}

@interface HKFPageDelegate : NSObject <UIPageViewControllerDelegate>
@end

@implementation HKFPageDelegate
- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}
- (void)pageViewController:(UIPageViewController *)pageViewController willTransitionToViewControllers:(NSArray *)pending {
    HKFLog(@"willTransition %@", HKFTitles(pending));
}
- (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished
   previousViewControllers:(NSArray *)previous transitionCompleted:(BOOL)completed {
    HKFLog(@"didFinish finished=%d previous=%@ completed=%d", finished ? 1 : 0, HKFTitles(previous), completed ? 1 : 0);
}
@end

HKObject hkf_page_delegate_new(void) { return [[HKFPageDelegate alloc] init]; }

// MARK: A controller reporting what UIKit answers during its callbacks

@interface HKFPresentationProbe : UIViewController
@end

@implementation HKFPresentationProbe
- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}
- (void)hkf_log:(NSString *)callback {
    HKFLog(@"%@ %@ presenting=%@ beingPresented=%d beingDismissed=%d", [self title], callback,
           HKFTitle([self presentingViewController]), [self isBeingPresented] ? 1 : 0, [self isBeingDismissed] ? 1 : 0);
}
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self hkf_log:@"viewWillAppear"];
}
- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self hkf_log:@"viewDidAppear"];
}
- (void)viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self hkf_log:@"viewWillDisappear"];
}
- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    [self hkf_log:@"viewDidDisappear"];
}
@end

HKObject hkf_presentation_probe_new(const char *title) {
    HKFPresentationProbe *probe = [[HKFPresentationProbe alloc] init];
    [probe setTitle:[NSString stringWithUTF8String:title]];
    return probe;
}
