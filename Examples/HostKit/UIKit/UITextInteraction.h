// UIKit's text interaction machinery (iOS 13+): UITextInteractionAssistant, UITextInteraction
// and UITextSelectionInteraction, UITextMultiTapRecognizer and its internal UITapRecognizer.
// UIKitCore: UITextSelectionInteraction.mm, UITextMultiTapRecognizer.mm,
// UITextInteractionAssistant.mm (older decompilation), UITextInteraction.mm.
#import <UIKit/UIGestureRecognizer.h>

@class UIView;
@class UITextInteractionAssistant;
@class UITapRecognizer;

typedef NS_ENUM(NSInteger, UITextInteractionMode) {
    UITextInteractionModeEditable = 0,
    UITextInteractionModeNonEditable = 1,
};

// The name UIKit registers the selection interaction's single tap recognizer under.
extern NSString *const UITextInteractionNameSingleTap;

@protocol UITapRecognizerDelegate <NSObject>
- (void)tapRecognizerRecognizedTap:(UITapRecognizer *)recognizer;
- (void)tapRecognizerFailedToRecognizeTap:(UITapRecognizer *)recognizer;
@end

// Not a gesture recognizer: the tap counting helper a UITextMultiTapRecognizer feeds its
// touches to (UIKit's UITapRecognizer).
@interface UITapRecognizer : NSObject {
    id _delegate; // weak in UIKit
    NSMutableSet *_activeTouches;
    CGPoint _startPointInWindow;
    CGPoint _locationInWindow;
    NSTimeInterval _touchDownTime;
    NSTimeInterval _lastTapTime;
    CGFloat _allowableMovement;
    NSTimeInterval _maximumTapDuration;
    NSTimeInterval _maximumIntervalBetweenSuccessiveTaps;
    NSUInteger _numberOfTouchesRequired;
    BOOL _continuousTapRecognition;
    BOOL _failed;
}
- (id)delegate;
- (void)setDelegate:(id)delegate;
- (NSSet *)activeTouches;
- (void)setNumberOfTouchesRequired:(NSUInteger)count;
- (void)setContinuousTapRecognition:(BOOL)continuous;
- (void)setAllowableMovement:(CGFloat)movement;
- (void)setMaximumTapDuration:(NSTimeInterval)duration;
- (void)setMaximumIntervalBetweenSuccessiveTaps:(NSTimeInterval)interval;
- (NSTimeInterval)maximumIntervalBetweenSuccessiveTaps;
- (NSTimeInterval)_hk_lastTapTime;
- (CGPoint)locationInView:(UIView *)view;
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event;
- (void)_reset;
@end

// Its UIGestureRecognizerTarget is itself (action onStateUpdate:), which then sends the
// tap action through -[UIApplication sendAction:to:from:forEvent:] with a nil event.
@interface UITextMultiTapRecognizer : UIGestureRecognizer <UITapRecognizerDelegate> {
    id _target; // weak in UIKit
    SEL _tapAction;
    UITapRecognizer *_tapRecognizer;
    NSUInteger _tapCount;
    NSUInteger _touchDownCount;
    NSUInteger _minimumNumberOfTapsRequired;
    CGFloat _allowableMovement;
    BOOL _sendTapAction;
}
- (id)initWithTarget:(id)target tapAction:(SEL)action;
- (void)onStateUpdate:(id)recognizer;
- (NSUInteger)tapCount;
- (NSUInteger)minimumNumberOfTapsRequired;
- (void)setMinimumNumberOfTapsRequired:(NSUInteger)taps;
- (CGFloat)allowableMovement;
- (void)setAllowableMovement:(CGFloat)movement;
- (CGPoint)location;
@end

@interface UITextMultiTapRecognizer (HostKit)
// DEVIATION: UIKit's UITapRecognizer ends a tap sequence from a timer 0.35 s after the
// last tap; HostKit has no run loop, so the driver (or the next touch, if it comes later
// than that) tells the recognizer the interval has passed.
- (void)hk_tapIntervalElapsed;
@end

// The interaction tree (UIKit: root UITextInteraction with children; the editable root's
// selection child is a UITextSelectionInteraction).
@interface UITextInteraction : NSObject {
    UIView *_view;        // weak in UIKit
    id _textInput;        // weak in UIKit
    UITextInteraction *_parent;
    NSMutableArray *_children;
    NSMutableArray *_gestures;
    NSMutableDictionary *_gestureMap;
    id _assistantDelegate; // weak in UIKit
    UITextInteractionMode _textInteractionMode;
}
// Public since iOS 13.
+ (UITextInteraction *)textInteractionForMode:(UITextInteractionMode)mode;
- (UITextInteractionMode)textInteractionMode;
- (UIView *)view;
- (id)textInput;
- (void)setTextInput:(id)textInput;
- (NSArray *)gesturesForFailureRequirements;
- (void)willMoveToView:(UIView *)view;
- (void)didMoveToView:(UIView *)view;
@end

@interface UITextInteraction (UIKitInternal)
- (UITextInteraction *)root;
- (id)_textInput;
- (UITextInteractionAssistant *)assistantDelegate;
- (void)setAssistantDelegate:(UITextInteractionAssistant *)assistant;
- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer withName:(NSString *)name;
- (UIGestureRecognizer *)recognizerForName:(NSString *)name;
- (void)finishSetup;
@end

@interface UITextSelectionInteraction : UITextInteraction {
    NSTimeInterval _lastTapTimestamp;
    BOOL _indirectSelectionType;
}
- (id)initWithMode:(NSInteger)mode indirect:(BOOL)indirect;
- (void)_handleMultiTapGesture:(UITextMultiTapRecognizer *)recognizer;
- (void)_checkForRepeatedTap:(UITextMultiTapRecognizer *)recognizer gestureLocationOut:(CGPoint *)location;
@end

// Owned by the text field / text view (-_createInteractionAssistant,
// -_updateSelectableInteractions); not retained by its view's recognizers.
@interface UITextInteractionAssistant : NSObject {
    UIView *_view; // weak in UIKit
    UITextInteraction *_interactions;
}
- (id)initWithView:(UIView *)view;
- (UIView *)view;
- (UITextInteraction *)hk_interactions;
- (void)setGestureRecognizers;
- (void)clearGestureRecognizers:(BOOL)animated;
- (void)setFirstResponderIfNecessary;
- (void)setFirstResponderIfNecessaryActivatingSelection:(BOOL)activating;
@end

@interface UITextInteractionAssistant (HostKit)
// The view's single tap recognizer (a UITextMultiTapRecognizer), for the driver.
- (UIGestureRecognizer *)hk_singleTapRecognizer;
@end
