#import <UIKit/UIKit.h>

@implementation UITextPosition
@end

@implementation UITextRange

- (void)dealloc {
    [_start release];
    [_end release];
    [super dealloc];
}

- (UITextPosition *)start { return _start; }
- (UITextPosition *)end { return _end; }
- (BOOL)isEmpty { return HKTextOffset(_start) == HKTextOffset(_end); }

@end

UITextPosition *HKTextPosition(NSInteger offset) {
    UITextPosition *position = [[[UITextPosition alloc] init] autorelease];
    position->_hkOffset = offset;
    return position;
}

NSInteger HKTextOffset(UITextPosition *position) { return position != nil ? position->_hkOffset : 0; }

UITextRange *HKTextRange(NSInteger start, NSInteger end) {
    UITextRange *range = [[[UITextRange alloc] init] autorelease];
    range->_start = [HKTextPosition(MIN(start, end)) retain];
    range->_end = [HKTextPosition(MAX(start, end)) retain];
    return range;
}

NSRange HKTextNSRange(UITextRange *range) {
    NSInteger start = HKTextOffset([range start]);
    return NSMakeRange((NSUInteger)start, (NSUInteger)(HKTextOffset([range end]) - start));
}
