// UIKitCore: UIPageControl.mm (method list), _UIInteractivePageControlVisualProvider.mm
// (-prepare installs the tap recognizer; -setPage:interactionState: → the direct method
// -_updateCurrentPage:completion: → -[UIPageControl _updateCurrentPage:updateDisplayImmediately:]
// → -[UIPageControl _emitValueChanged]).
#import <UIKit/UIKit.h>
#import <UIKit/UIPageControl.h>

// Indicator pitch (UIKit: 8 pt spacing plus the indicator; layout not modelled further).
static const CGFloat HKIndicatorPitch = 16;

@implementation UIPageControl

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _visualProvider = [[_UIInteractivePageControlVisualProvider alloc] hk_initWithPageControl:self];
        [_visualProvider prepare];
    }
    return self;
}

- (void)dealloc {
    [_visualProvider release];
    [super dealloc];
}

- (_UIPageControlVisualProvider *)hk_visualProvider { return _visualProvider; }
- (NSInteger)numberOfPages { return _numberOfPages; }
- (void)setNumberOfPages:(NSInteger)pages {
    _numberOfPages = MAX(pages, (NSInteger)0);
    if (_currentPage >= _numberOfPages) _currentPage = MAX(_numberOfPages - 1, (NSInteger)0);
    [_visualProvider updateDisplayedPageToCurrentPage];
}
- (NSInteger)currentPage { return _currentPage; }
- (void)setCurrentPage:(NSInteger)page { [self _updateCurrentPage:page updateDisplayImmediately:YES]; }
- (BOOL)hidesForSinglePage { return _hidesForSinglePage; }
- (void)setHidesForSinglePage:(BOOL)hides { _hidesForSinglePage = hides; }
- (UIPageControlInteractionState)interactionState { return [_visualProvider interactionState]; }

- (void)_updateCurrentPage:(NSInteger)page updateDisplayImmediately:(BOOL)immediately {
    _currentPage = MIN(MAX(page, (NSInteger)0), MAX(_numberOfPages - 1, (NSInteger)0));
    if (immediately) [_visualProvider updateDisplayedPageToCurrentPage];
}

// Inferred from UIStepper's and UIDatePicker's methods of the same name.
- (void)_emitValueChanged { [self sendActionsForControlEvents:UIControlEventValueChanged]; }

- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event {
    return ![_visualProvider shouldDisableTouchTracking];
}

@end

@implementation _UIPageControlVisualProvider

- (id)hk_initWithPageControl:(UIPageControl *)pageControl {
    if ((self = [super init])) _pageControl = pageControl;
    return self;
}

- (void)prepare {}
- (NSInteger)displayedPage { return _displayedPage; }
- (UIPageControlInteractionState)interactionState { return _interactionState; }
- (void)setInteractionState:(UIPageControlInteractionState)state { _interactionState = state; }
- (BOOL)shouldDisableTouchTracking { return NO; }
- (void)updateDisplayedPageToCurrentPage { _displayedPage = [_pageControl currentPage]; }

- (void)setPage:(NSInteger)page interactionState:(UIPageControlInteractionState)state {
    [_pageControl _updateCurrentPage:page updateDisplayImmediately:YES];
    [_pageControl _emitValueChanged];
}

// Indicators centred in the control, one pitch apart.
- (CGRect)indicatorFrameForPage:(NSInteger)page {
    CGRect bounds = [_pageControl bounds];
    CGFloat start = (bounds.size.width - HKIndicatorPitch * [_pageControl numberOfPages]) / 2;
    return CGRectMake(start + HKIndicatorPitch * page, 0, HKIndicatorPitch, bounds.size.height);
}

@end

// The direct (non-message) -_updateCurrentPage:completion: of UIKit: a C function here.
static void HKUpdateCurrentPage(_UIInteractivePageControlVisualProvider *provider, UIPageControl *pageControl,
                                NSInteger page) {
    [pageControl _updateCurrentPage:page updateDisplayImmediately:NO];
    [pageControl _emitValueChanged];
    [provider updateDisplayedPageToCurrentPage];
}

@implementation _UIInteractivePageControlVisualProvider

- (void)dealloc {
    [_tapGestureRecognizer release];
    [super dealloc];
}

- (void)prepare {
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(didTapPageControl:)];
    [tap setCancelsTouchesInView:NO];
    [_pageControl addGestureRecognizer:tap];
    _tapGestureRecognizer = tap;
    [self setInteractionState:UIPageControlInteractionStateNone];
}

- (UITapGestureRecognizer *)tapGestureRecognizer { return _tapGestureRecognizer; }

- (void)setPage:(NSInteger)page interactionState:(UIPageControlInteractionState)state {
    [self setInteractionState:state];
    HKUpdateCurrentPage(self, _pageControl, page);
    [self setInteractionState:UIPageControlInteractionStateNone];
}

// Inferred (the body is not in the index): a tap before the current indicator goes one page
// back, a tap after it one page on, as Apple documents.
- (void)didTapPageControl:(UITapGestureRecognizer *)recognizer {
    if ([recognizer state] != UIGestureRecognizerStateEnded || ![_pageControl isEnabled]) return;
    NSInteger current = [_pageControl currentPage];
    CGRect indicator = [self indicatorFrameForPage:current];
    CGFloat x = [recognizer locationInView:_pageControl].x;
    NSInteger target = current;
    if (x < indicator.origin.x) target = current - 1;
    else if (x >= indicator.origin.x + indicator.size.width) target = current + 1;
    if (target < 0 || target >= [_pageControl numberOfPages] || target == current) return;
    [self setPage:target interactionState:UIPageControlInteractionStateDiscrete];
}

@end
