// TextInputUI (iOS 26.1): TUIPredictionView -initWithFrame:, -_didRecognizeTapGesture:,
// -_predictionCellIndexAtLocation:; TUIPredictionViewCell's label.
#import <TextInputUI/TUIPredictionView.h>

@implementation TUIPredictionViewCell

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _normalLabel = [[UILabel alloc] initWithFrame:[self bounds]];
        [self addSubview:_normalLabel];
    }
    return self;
}

- (void)dealloc {
    [_normalLabel release];
    [super dealloc];
}

- (void)setCandidate:(NSString *)candidate { [_normalLabel setText:candidate]; }
- (NSString *)candidate { return [_normalLabel text]; }

@end

static const NSUInteger HKPredictionCells = 3;

@implementation TUIPredictionView

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _cells = [[NSMutableArray alloc] init];
        CGFloat width = frame.size.width / HKPredictionCells;
        for (NSUInteger index = 0; index < HKPredictionCells; index++) {
            TUIPredictionViewCell *cell = [[TUIPredictionViewCell alloc]
                initWithFrame:CGRectMake(width * index, 0, width, frame.size.height)];
            [_cells addObject:cell];
            [self addSubview:cell];
            [cell release];
        }
        _tapGestureRecognizer = [[UILongPressGestureRecognizer alloc] initWithTarget:self
                                                                              action:@selector(_didRecognizeTapGesture:)];
        [_tapGestureRecognizer setMinimumPressDuration:0];
        [_tapGestureRecognizer setCancelsTouchesInView:NO];
        [self addGestureRecognizer:_tapGestureRecognizer];
    }
    return self;
}

- (void)dealloc {
    [self removeGestureRecognizer:_tapGestureRecognizer];
    [_tapGestureRecognizer release];
    [_cells release];
    [super dealloc];
}

- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (NSArray *)cells { return _cells; }

- (void)setCandidates:(NSArray *)candidates {
    for (NSUInteger index = 0; index < [_cells count]; index++)
        [[_cells objectAtIndex:index] setCandidate:index < [candidates count] ? [candidates objectAtIndex:index] : nil];
}

- (NSInteger)_predictionCellIndexAtLocation:(CGPoint)location {
    for (NSUInteger index = 0; index < [_cells count]; index++)
        if (CGRectContainsPoint([[_cells objectAtIndex:index] frame], location)) return (NSInteger)index;
    return NSNotFound;
}

- (void)_didRecognizeTapGesture:(UIGestureRecognizer *)recognizer {
    if ([recognizer state] != UIGestureRecognizerStateEnded) return;
    NSInteger index = [self _predictionCellIndexAtLocation:[recognizer locationInView:self]];
    if (index == NSNotFound) return;
    NSString *candidate = [[_cells objectAtIndex:index] candidate];
    if (candidate != nil) [_delegate predictionView:self didSelectCandidate:candidate];
}

@end
