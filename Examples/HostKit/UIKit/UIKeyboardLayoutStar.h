#import <UIKit/UIView.h>

@class UITouch;
@class TUIPredictionView;

// UIKitCore 26.1: UIKeyboardLayout.mm, UIKeyboardLayoutStar.mm. The keyboard is one view:
// its keys are frames (UIKBTree), not views, found from where the finger is
// (-keyHitTest:). -[UIKeyboardLayout touchesBegan:withEvent:] -> -touchDown:, and
// -touchesEnded:withEvent: -> -touchUp:, which types the key. No gesture recogniser
// takes a key on an iPhone (26.1 installs its swipe and pinch on iPad and Mac only).
@interface UIKeyboardLayout : UIView
- (void)touchDown:(UITouch *)touch;
- (void)touchUp:(UITouch *)touch;
@end

@interface UIKeyboardLayoutStar : UIKeyboardLayout {
    id _inputDelegate; // not retained
    TUIPredictionView *_predictionView; // not retained
    NSMutableString *_word;
}
// DEVIATION: UIKit types through UIKeyboardImpl into the first responder; HostKit's
// layout holds the responder it types into.
- (void)setInputDelegate:(id)responder;
- (void)setPredictionView:(TUIPredictionView *)view;
// The key under `point` (in the layout), nil where there is none.
- (NSString *)keyHitTest:(CGPoint)point;
// Where a key is, for the driver: the centre of its frame.
- (BOOL)hk_getCenter:(CGPoint *)center ofKey:(NSString *)key;
@end
