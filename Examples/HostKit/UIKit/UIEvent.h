#import <UIKit/UIGeometry.h>

@class UIView;
@class UIWindow;
@class UIGestureRecognizer;

typedef NS_ENUM(NSInteger, UIEventType) {
    UIEventTypeTouches = 0,
    UIEventTypeMotion = 1,
    UIEventTypeRemoteControl = 2,
    UIEventTypePresses = 3,
};

typedef NS_ENUM(NSInteger, UITouchPhase) {
    UITouchPhaseBegan = 0,
    UITouchPhaseMoved = 1,
    UITouchPhaseStationary = 2,
    UITouchPhaseEnded = 3,
    UITouchPhaseCancelled = 4,
};

// One finger. It keeps the view it began in for its whole life, like UIKit's.
@interface UITouch : NSObject {
    UIView *_view;
    UIWindow *_window;
    UITouchPhase _phase;
    NSUInteger _tapCount;
    NSTimeInterval _timestamp;
    CGPoint _locationInWindow;
    NSArray *_gestureRecognizers;
    BOOL _cancelledByGesture;
    BOOL _cancelledView;
    NSInteger _delivery;               // HKTouchDelivery
    NSTimeInterval _beganTimestamp;    // the state a delayed touchesBegan: is delivered with
    CGPoint _beganLocationInWindow;
}
- (UIView *)view;
- (UIWindow *)window;
- (UITouchPhase)phase;
- (NSUInteger)tapCount;
- (NSTimeInterval)timestamp;
- (CGPoint)locationInView:(UIView *)view;
- (NSArray *)gestureRecognizers;
@end

@interface UITouch (UIKitInternal)
- (id)_initWithView:(UIView *)view locationInWindow:(CGPoint)location tapCount:(NSUInteger)tapCount;
- (void)_setPhase:(UITouchPhase)phase timestamp:(NSTimeInterval)timestamp;
// A moving finger.
- (void)_setLocationInWindow:(CGPoint)location;
- (void)_setGestureRecognizers:(NSArray *)recognizers;
// Set once a recognizer that cancels touches in view has recognised this touch.
- (BOOL)_isCancelledByGesture;
- (void)_setCancelledByGesture:(BOOL)cancelled;
// Whether the view has already been told touchesCancelled:withEvent: for it.
- (BOOL)_hasCancelledView;
- (void)_setCancelledView;
// What the view has been given of this touch (UIKitCore 26.1 keeps a UIGestureDelayedTouch
// with the state the touch had when it was held back, and restores it to deliver it).
- (NSInteger)_hk_delivery;
- (void)_hk_setDelivery:(NSInteger)delivery;
// The touch as it began, for its delayed touchesBegan:, then as it is now.
- (void)_hk_loadBeganState;
- (void)_hk_loadState:(UITouchPhase)phase timestamp:(NSTimeInterval)timestamp location:(CGPoint)location;
@end

typedef NS_ENUM(NSInteger, HKTouchDelivery) {
    HKTouchDeliveryNormal = 0,   // the view gets every phase as it happens
    HKTouchDeliveryDelayed = 1,  // held back while a recognizer that delays touches began is Possible
    HKTouchDeliveryDue = 2,      // they all failed: the held touchesBegan: goes out now
    HKTouchDeliveryDropped = 3,  // one recognised (or was cancelled): the view never sees it
};

@interface UIEvent : NSObject {
    UIEventType _type;
    NSTimeInterval _timestamp;
    NSMutableSet *_touches;
    NSSet *_allTouchesImmutableCached; // what -allTouches answers until the touches change
}
- (UIEventType)type;
- (NSInteger)subtype;
- (NSTimeInterval)timestamp;
- (NSSet *)allTouches;
- (NSSet *)touchesForView:(UIView *)view;
- (NSSet *)touchesForWindow:(UIWindow *)window;
- (NSSet *)touchesForGestureRecognizer:(UIGestureRecognizer *)recognizer;
@end

@interface UIEvent (UIKitInternal)
- (id)_initWithType:(UIEventType)type;
- (void)_addTouch:(UITouch *)touch;
- (void)_setTimestamp:(NSTimeInterval)timestamp;
@end
