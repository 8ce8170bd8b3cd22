// Part C fixtures: a table delegate with accessory and swipe callbacks whose actions log.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

@interface HKFListsDelegate : NSObject <UITableViewDelegate> {
    NSString *_trailing;
    NSString *_leading;
    BOOL _fullSwipe;
    int _completionMode;
    HKHandler *_keptCompletion;
    id _lastAction;
    id _lastSourceView;
}
@end

// One action's handler: knows its title and row, as an app's block would capture them.
@interface HKFSwipeActionHandler : NSObject {
    HKFListsDelegate *_delegate; // not retained
    NSString *_title;
    NSIndexPath *_indexPath;
}
- (id)initWithDelegate:(HKFListsDelegate *)delegate title:(NSString *)title indexPath:(NSIndexPath *)indexPath;
@end

@interface HKFListsDelegate (Handlers)
- (void)handlerRanWithAction:(UIContextualAction *)action sourceView:(UIView *)sourceView
                  completion:(HKHandler *)completion;
@end

@implementation HKFSwipeActionHandler

- (id)initWithDelegate:(HKFListsDelegate *)delegate title:(NSString *)title indexPath:(NSIndexPath *)indexPath {
    if ((self = [super init])) {
        _delegate = delegate;
        _title = [title copy];
        _indexPath = [indexPath copy];
    }
    return self;
}

- (void)dealloc {
    [_title release];
    [_indexPath release];
    [super dealloc];
}

// The handler's three arguments, as UIKit's (action, sourceView, completionHandler) block.
- (void)swipeAction:(UIContextualAction *)action sourceView:(UIView *)sourceView completion:(HKHandler *)completion {
    HKFLog(@"handler %@ %@ %@", _title, HKFIndexPath(_indexPath), NSStringFromClass([sourceView class]));
    [_delegate handlerRanWithAction:action sourceView:sourceView completion:completion];
}

@end

@implementation HKFListsDelegate

- (id)init {
    if ((self = [super init])) {
        _trailing = [@"Archive,!Delete" copy];
        _leading = [@"Pin" copy];
        _fullSwipe = YES;
    }
    return self;
}

- (void)dealloc {
    HKFNoteDealloc();
    [_trailing release];
    [_leading release];
    [_keptCompletion release];
    [_lastAction release];
    [_lastSourceView release];
    [super dealloc];
}

- (void)setTrailing:(NSString *)titles {
    [_trailing release];
    _trailing = [titles copy];
}

- (void)setLeading:(NSString *)titles {
    [_leading release];
    _leading = [titles copy];
}

- (void)setFullSwipe:(BOOL)fullSwipe { _fullSwipe = fullSwipe; }
- (void)setCompletionMode:(int)mode { _completionMode = mode; }
- (id)lastAction { return _lastAction; }
- (id)lastSourceView { return _lastSourceView; }

- (UISwipeActionsConfiguration *)configurationWithTitles:(NSString *)titles indexPath:(NSIndexPath *)indexPath {
    if (titles == nil) return nil;
    NSMutableArray *actions = [NSMutableArray array];
    for (NSString *entry in [titles componentsSeparatedByString:@","]) {
        BOOL destructive = [entry hasPrefix:@"!"];
        NSString *title = destructive ? [entry substringFromIndex:1] : entry;
        HKFSwipeActionHandler *target = [[[HKFSwipeActionHandler alloc] initWithDelegate:self title:title
                                                                               indexPath:indexPath] autorelease];
        HKHandler *handler = [HKHandler handlerWithTarget:target action:@selector(swipeAction:sourceView:completion:)];
        [actions addObject:[UIContextualAction contextualActionWithStyle:destructive ? UIContextualActionStyleDestructive
                                                                                     : UIContextualActionStyleNormal
                                                                   title:title
                                                                 handler:handler]];
    }
    UISwipeActionsConfiguration *configuration = [UISwipeActionsConfiguration configurationWithActions:actions];
    [configuration setPerformsFirstActionWithFullSwipe:_fullSwipe];
    return configuration;
}

- (void)handlerRanWithAction:(UIContextualAction *)action sourceView:(UIView *)sourceView
                  completion:(HKHandler *)completion {
    [_lastAction release];
    _lastAction = [action retain];
    [_lastSourceView release];
    _lastSourceView = [sourceView retain];
    if (_completionMode == HKFCompleteLater) {
        [_keptCompletion release];
        _keptCompletion = [completion retain];
        return;
    }
    [completion hk_invokeWithObject:[NSNumber numberWithBool:_completionMode == HKFCompleteYes] object:nil];
}

- (BOOL)completeWithResult:(BOOL)performed {
    HKHandler *completion = [_keptCompletion autorelease];
    _keptCompletion = nil;
    if (completion == nil) return NO;
    [completion hk_invokeWithObject:[NSNumber numberWithBool:performed] object:nil];
    return YES;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didSelect %@", HKFIndexPath(indexPath));
}

- (void)tableView:(UITableView *)tableView accessoryButtonTappedForRowWithIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"accessory %@", HKFIndexPath(indexPath));
}

- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    trailingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"trailingConfig %@", HKFIndexPath(indexPath));
    return [self configurationWithTitles:_trailing indexPath:indexPath];
}

- (UISwipeActionsConfiguration *)tableView:(UITableView *)tableView
    leadingSwipeActionsConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"leadingConfig %@", HKFIndexPath(indexPath));
    return [self configurationWithTitles:_leading indexPath:indexPath];
}

- (void)tableView:(UITableView *)tableView willBeginEditingRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"willBeginEditing %@", HKFIndexPath(indexPath));
}

- (void)tableView:(UITableView *)tableView didEndEditingRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didEndEditing %@", HKFIndexPath(indexPath));
}

@end

static NSString *HKFTitles(const char *titles) { return titles != NULL ? [NSString stringWithUTF8String:titles] : nil; }

HKObject hkf_lists_delegate_new(void) { return [[HKFListsDelegate alloc] init]; }
void hkf_lists_delegate_set_trailing(HKObject delegate, const char *titles) {
    [(HKFListsDelegate *)delegate setTrailing:HKFTitles(titles)];
}
void hkf_lists_delegate_set_leading(HKObject delegate, const char *titles) {
    [(HKFListsDelegate *)delegate setLeading:HKFTitles(titles)];
}
void hkf_lists_delegate_set_full_swipe(HKObject delegate, bool performs_first_action) {
    [(HKFListsDelegate *)delegate setFullSwipe:performs_first_action];
}
void hkf_lists_delegate_set_completion(HKObject delegate, int mode) {
    [(HKFListsDelegate *)delegate setCompletionMode:mode];
}
bool hkf_lists_delegate_complete(HKObject delegate, bool performed) {
    return [(HKFListsDelegate *)delegate completeWithResult:performed];
}
HKObject hkf_lists_delegate_last_action(HKObject delegate) { return [(HKFListsDelegate *)delegate lastAction]; }
HKObject hkf_lists_delegate_last_source_view(HKObject delegate) {
    return [(HKFListsDelegate *)delegate lastSourceView];
}

static void HKFLateAccessory(id self, SEL _cmd, UITableView *tableView, NSIndexPath *indexPath) {
    HKFLog(@"late accessory %@", HKFIndexPath(indexPath));
}

void hkf_add_accessory_method(HKObject object) {
    const char *types = method_getTypeEncoding(class_getInstanceMethod(
        [HKFListsDelegate class], @selector(tableView:accessoryButtonTappedForRowWithIndexPath:)));
    class_addMethod(object_getClass((id)object), @selector(tableView:accessoryButtonTappedForRowWithIndexPath:),
                    (IMP)HKFLateAccessory, types);
}

const char *hkf_lists_control_action(HKObject control, HKObject target) {
    NSArray *actions = [(UIControl *)control actionsForTarget:(id)target forControlEvent:UIControlEventTouchUpInside];
    return [actions count] > 0 ? [[actions objectAtIndex:0] UTF8String] : "";
}

long hkf_lists_swipe_recognizer_count(HKObject view) {
    long count = 0;
    for (UIGestureRecognizer *recognizer in [(UIView *)view gestureRecognizers]) {
        if ([recognizer isKindOfClass:[_UISwipeActionPanGestureRecognizer class]]
            || [recognizer isKindOfClass:[_UISwipeDismissalGestureRecognizer class]])
            count++;
    }
    return count;
}
