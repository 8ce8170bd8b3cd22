#import <UIKit/UIKit.h>

// TextInputUI (iOS 26.1), the prediction bar above the keys: a view of cells, each
// showing a candidate (most often the word being typed), and one recogniser of its own
// taking the taps: -initWithFrame: adds a UILongPressGestureRecognizer (minimum press
// duration 0, cancelsTouchesInView NO) with the action -_didRecognizeTapGesture:, which
// at Ended finds the cell under the finger (-_predictionCellIndexAtLocation:) and tells
// its delegate -predictionView:didSelectCandidate:. Not UIKit's class, nor a control.
@interface TUIPredictionViewCell : UIView {
    UILabel *_normalLabel;
}
- (void)setCandidate:(NSString *)candidate;
- (NSString *)candidate;
@end

@interface TUIPredictionView : UIView {
    NSMutableArray *_cells;
    UILongPressGestureRecognizer *_tapGestureRecognizer;
    id _delegate; // not retained
}
- (void)setDelegate:(id)delegate;
- (void)setCandidates:(NSArray *)candidates;
- (NSArray *)cells;
- (NSInteger)_predictionCellIndexAtLocation:(CGPoint)location;
- (void)_didRecognizeTapGesture:(UIGestureRecognizer *)recognizer;
@end

@interface NSObject (TUIPredictionViewDelegate)
- (void)predictionView:(TUIPredictionView *)view didSelectCandidate:(NSString *)candidate;
@end
