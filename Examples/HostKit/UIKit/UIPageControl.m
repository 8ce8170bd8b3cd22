// UIKitCore 26.1: UIPageControl.mm (method list; -_emitValueChanged from an older build),
// _UIInteractivePageControlVisualProvider.mm (-prepare installs the tap and the scrub
// recognizers; -didTapPageControl:, -didScrubPageControl:, -displayLinkTicked:;
// -setPage:interactionState: → the direct method -_updateCurrentPage:completion: →
// -[UIPageControl _updateCurrentPage:updateDisplayImmediately:] → -_emitValueChanged).
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

- (void)_emitValueChanged { [self _sendActionsForEvents:UIControlEventValueChanged withEvent:nil]; }

// UIKitCore 26.1: UIPageControl.mm -shouldTrack — a touch the visual provider handles
// itself goes up the responder chain without tracking.
- (BOOL)shouldTrack { return ![_visualProvider shouldDisableTouchTracking] && [super shouldTrack]; }

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
    [_scrubGestureRecognizer release];
    [super dealloc];
}

- (void)prepare {
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(didTapPageControl:)];
    [tap setCancelsTouchesInView:NO];
    [_pageControl addGestureRecognizer:tap];
    _tapGestureRecognizer = tap;
    UILongPressGestureRecognizer *scrub = [[UILongPressGestureRecognizer alloc] initWithTarget:self
                                                                                        action:@selector(didScrubPageControl:)];
    [scrub setMinimumPressDuration:0.15];
    [scrub setCancelsTouchesInView:NO];
    [_pageControl addGestureRecognizer:scrub];
    _scrubGestureRecognizer = scrub;
    [self setInteractionState:UIPageControlInteractionStateNone];
}

- (BOOL)isScrubbing { return _scrubbing; }
- (void)setScrubbing:(BOOL)scrubbing { _scrubbing = scrubbing; }

// A press of 0.15 s starts a scrub, followed by a display link; the finger's movement
// only says where it is. DEVIATION: UIKit's link also waits some frames between pages
// and, at the lift, a fast flick goes to the first or last page; HostKit moves a page
// each frame and models no flick.
- (void)didScrubPageControl:(UILongPressGestureRecognizer *)recognizer {
    UIGestureRecognizerState state = [recognizer state];
    if (state == UIGestureRecognizerStateBegan || state == UIGestureRecognizerStateChanged) {
        _scrubX = [recognizer locationInView:_pageControl].x;
        if (state == UIGestureRecognizerStateBegan) {
            [self setScrubbing:YES];
            [[UIApplication sharedApplication]
                _hk_addDisplayLinkHandler:[HKHandler handlerWithTarget:self action:@selector(displayLinkTicked:)]];
        }
    } else if (state == UIGestureRecognizerStateEnded || state == UIGestureRecognizerStateCancelled) {
        [self setScrubbing:NO];
        [self setInteractionState:UIPageControlInteractionStateNone];
    }
}

// One page toward the finger, a ValueChanged for it; again next frame while it scrubs.
- (void)displayLinkTicked:(id)displayLink {
    if (!_scrubbing) return;
    NSInteger current = [_pageControl currentPage];
    NSInteger pages = [_pageControl numberOfPages];
    // The indicators sit side by side, one pitch each: the page under the finger, or the
    // nearest end.
    CGRect first = [self indicatorFrameForPage:0];
    NSInteger target = (NSInteger)floor((_scrubX - first.origin.x) / first.size.width);
    target = MIN(MAX(target, (NSInteger)0), pages - 1);
    if (pages > 0 && target != current) {
        [self setInteractionState:UIPageControlInteractionStateContinuous];
        HKUpdateCurrentPage(self, _pageControl, current + (target > current ? 1 : -1));
    }
    [[UIApplication sharedApplication]
        _hk_addDisplayLinkHandler:[HKHandler handlerWithTarget:self action:@selector(displayLinkTicked:)]];
}

- (UITapGestureRecognizer *)tapGestureRecognizer { return _tapGestureRecognizer; }

- (void)setPage:(NSInteger)page interactionState:(UIPageControlInteractionState)state {
    [self setInteractionState:state];
    HKUpdateCurrentPage(self, _pageControl, page);
    [self setInteractionState:UIPageControlInteractionStateNone];
}

// A tap before the current indicator goes one page back, a tap after it one page on; of
// two pages, any tap turns to the other. Not after a scrub: UIKit's tap recogniser asks
// -gestureRecognizerShouldBegin: (NO while scrubbing) and a recognised long press
// excludes it. DEVIATION: HostKit asks the scrub recogniser's state instead.
- (void)didTapPageControl:(UITapGestureRecognizer *)recognizer {
    if ([recognizer state] != UIGestureRecognizerStateEnded || ![_pageControl isEnabled]) return;
    UIGestureRecognizerState scrub = [_scrubGestureRecognizer state];
    if (_scrubbing || scrub == UIGestureRecognizerStateBegan || scrub == UIGestureRecognizerStateChanged
        || scrub == UIGestureRecognizerStateEnded)
        return;
    NSInteger current = [_pageControl currentPage];
    CGRect indicator = [self indicatorFrameForPage:current];
    CGFloat x = [recognizer locationInView:_pageControl].x;
    NSInteger target = current;
    if ([_pageControl numberOfPages] == 2) target = current == 0 ? 1 : 0;
    else if (x < indicator.origin.x) target = current - 1;
    else if (x >= indicator.origin.x + indicator.size.width) target = current + 1;
    if (target < 0 || target >= [_pageControl numberOfPages] || target == current) return;
    [self setPage:target interactionState:UIPageControlInteractionStateDiscrete];
}

@end
