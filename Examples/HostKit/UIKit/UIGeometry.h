// Core Graphics names over GNUstep's NSGeometry, so HostKit code reads like UIKit code.
#import <Foundation/Foundation.h>

typedef NSPoint CGPoint;
typedef NSSize CGSize;
typedef NSRect CGRect;

static inline CGPoint CGPointMake(CGFloat x, CGFloat y) { CGPoint p = { x, y }; return p; }
static inline CGSize CGSizeMake(CGFloat w, CGFloat h) { CGSize s = { w, h }; return s; }
static inline CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat w, CGFloat h) {
    CGRect r = { { x, y }, { w, h } };
    return r;
}
static inline BOOL CGRectContainsPoint(CGRect r, CGPoint p) {
    return p.x >= r.origin.x && p.y >= r.origin.y
        && p.x < r.origin.x + r.size.width && p.y < r.origin.y + r.size.height;
}
static inline CGFloat CGRectGetMidX(CGRect r) { return r.origin.x + r.size.width / 2; }
#define CGRectZero CGRectMake(0, 0, 0, 0)
#define CGPointZero CGPointMake(0, 0)
