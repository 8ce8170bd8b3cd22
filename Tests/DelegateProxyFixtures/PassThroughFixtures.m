// A delegate with messages Traceless does not watch, of every calling shape the
// pass-through must carry (integer and floating-point arguments in registers and on
// the stack, scalar, small-struct and large-struct returns), and the calls that send
// them to whatever a table holds as its delegate.
#import <Foundation/Foundation.h>
#import <UIKit/UIKit.h>
#include <objc/runtime.h>
#include <objc/message.h>
#include <string.h>
#include "DelegateProxyFixtures.h"

typedef struct { double top, left, bottom, right; } DPInsets;

@interface DPPassThroughDelegate : NSObject {
@public
    long scrolls;
    long gained;
}
@end
@implementation DPPassThroughDelegate
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {}
- (void)scrollViewDidScroll:(UIScrollView *)scrollView { scrolls++; }
- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath { return 44.0 + indexPath.row; }
- (long)dp_sum:(long)a :(long)b :(long)c :(long)d :(long)e :(long)f :(long)g :(long)h {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
- (double)dp_mix:(long)a :(double)b :(long)c :(double)d :(double)e :(double)f :(double)g
               :(double)h :(double)i :(double)j :(double)k :(double)l :(long)m {
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l + 13 * m;
}
- (float)dp_half:(float)x { return x / 2; }
- (CGSize)dp_size:(long)n { return CGSizeMake(n, 2 * n); }
- (DPInsets)dp_insets:(long)n { return (DPInsets){n, n + 1, n + 2, n + 3}; }
- (id)dp_echo:(id)object { return object; }
@end

static id storedDelegate(DPObject table) {
    Ivar ivar = class_getInstanceVariable([UIScrollView class], "_delegate");
    return *(id *)((char *)table + ivar_getOffset(ivar));
}

DPObject dp_stored_delegate(DPObject table) { return storedDelegate(table); }

DPObject dp_stored_web_delegate(DPObject webView) {
    Ivar ivar = class_getInstanceVariable([UIWebView class], "_delegate");
    return *(id *)((char *)webView + ivar_getOffset(ivar));
}

long dp_pt_scroll(DPObject table, long count) {
    id delegate = storedDelegate(table);
    for (long i = 0; i < count; i++) [delegate scrollViewDidScroll:table];
    id business = [(UITableView *)table delegate];
    return [business isKindOfClass:[DPPassThroughDelegate class]] ? ((DPPassThroughDelegate *)business)->scrolls : -1;
}

double dp_pt_height(DPObject table, long row) {
    return [storedDelegate(table) tableView:table heightForRowAtIndexPath:[NSIndexPath indexPathForRow:row inSection:0]];
}

long dp_pt_sum(DPObject table) {
    return [storedDelegate(table) dp_sum:1 :2 :3 :4 :5 :6 :7 :8];
}

double dp_pt_mix(DPObject table) {
    return [storedDelegate(table) dp_mix:1 :2.5 :3 :4.5 :5.5 :6.5 :7.5 :8.5 :9.5 :10.5 :11.5 :12.5 :13];
}

double dp_pt_half(DPObject table, double x) { return [storedDelegate(table) dp_half:(float)x]; }

void dp_pt_size(DPObject table, long n, double *width, double *height) {
    CGSize size = [storedDelegate(table) dp_size:n];
    *width = size.width;
    *height = size.height;
}

double dp_pt_insets_sum(DPObject table, long n) {
    DPInsets insets = [storedDelegate(table) dp_insets:n];
    return insets.top + 10 * insets.left + 100 * insets.bottom + 1000 * insets.right;
}

DPObject dp_pt_echo(DPObject table, DPObject object) { return [storedDelegate(table) dp_echo:object]; }

static long gainedLater(id self, SEL _cmd, long n) { ((DPPassThroughDelegate *)self)->gained += n; return 100 + n; }
static long changedLater(id self, SEL _cmd, long n) { return 200 + n; }

void dp_pt_gain_method(void) {
    class_addMethod([DPPassThroughDelegate class], sel_registerName("dp_gained:"), (IMP)gainedLater, "l@:l");
}

void dp_pt_set_sum_changed(bool changed) {
    static IMP original;
    Method method = class_getInstanceMethod([DPPassThroughDelegate class], @selector(dp_sum::::::::));
    if (!original) original = method_getImplementation(method);
    method_setImplementation(method, changed ? (IMP)changedLater : original);
}

long dp_pt_call_gained(DPObject table, long n) {
    id delegate = storedDelegate(table);
    SEL sel = sel_registerName("dp_gained:");
    return ((long (*)(id, SEL, long))objc_msg_lookup(delegate, sel))(delegate, sel, n);
}

unsigned dp_typed_variants(const char *selector) {
    unsigned count = 0;
    SEL *list = sel_copyTypedSelectorList(selector, &count);
    free(list);
    return count;
}
