// Table, collection and scroll delegates, and a bare delegate that grows a method later.
#import "FixtureLog.h"
#include "HostKitFixtures.h"
#include <stdio.h>

@interface HKFListDelegate : NSObject <UITableViewDelegate, UICollectionViewDelegate> {
    int _mode;
}
- (void)setMode:(int)mode;
@end

@implementation HKFListDelegate

- (void)dealloc {
    HKFNoteDealloc();
    [super dealloc];
}

- (void)setMode:(int)mode { _mode = mode; }

- (NSIndexPath *)tableView:(UITableView *)tableView willSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"willSelect %@", HKFIndexPath(indexPath));
    if (_mode == HKFSelectCancel) return nil;
    if (_mode == HKFSelectNextRow) return [NSIndexPath indexPathForRow:[indexPath row] + 1 inSection:[indexPath section]];
    return indexPath;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didSelect %@", HKFIndexPath(indexPath));
}

- (void)tableView:(UITableView *)tableView didDeselectRowAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didDeselect %@", HKFIndexPath(indexPath));
}

- (BOOL)collectionView:(UICollectionView *)collectionView shouldSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"shouldSelect %@", HKFIndexPath(indexPath));
    return _mode != HKFSelectCancel;
}

- (void)collectionView:(UICollectionView *)collectionView didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    HKFLog(@"didSelectItem %@", HKFIndexPath(indexPath));
}

- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView { HKFLog(@"willBeginDragging"); }
- (void)scrollViewDidScroll:(UIScrollView *)scrollView { HKFLog(@"didScroll"); }
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate {
    HKFLog(@"didEndDragging");
}

@end

HKObject hkf_list_delegate_new(void) { return [[HKFListDelegate alloc] init]; }
void hkf_list_delegate_set_mode(HKObject delegate, int mode) { [(HKFListDelegate *)delegate setMode:mode]; }

// Each bare delegate gets its own class, so adding a method to one test's delegate
// cannot leak into another test.
HKObject hkf_bare_delegate_new(void) {
    static int serial;
    char name[64];
    snprintf(name, sizeof name, "HKFBareDelegate%d", ++serial);
    Class cls = objc_allocateClassPair([NSObject class], name, 0);
    objc_registerClassPair(cls);
    return [[cls alloc] init];
}

static void HKFLateDidSelect(id self, SEL _cmd, UITableView *tableView, NSIndexPath *indexPath) {
    HKFLog(@"late didSelect %@", HKFIndexPath(indexPath));
}

void hkf_add_did_select_method(HKObject object) {
    // The compiler's spelling of the types: on the GNU runtime a second spelling
    // ("v@:@@") makes the selector ambiguous, and GNUstep can then no longer forward
    // it for objects without a method signature (forwardingTargetForSelector: proxies).
    const char *types = method_getTypeEncoding(
        class_getInstanceMethod([HKFListDelegate class], @selector(tableView:didSelectRowAtIndexPath:)));
    class_addMethod(object_getClass((id)object), @selector(tableView:didSelectRowAtIndexPath:),
                    (IMP)HKFLateDidSelect, types);
}
