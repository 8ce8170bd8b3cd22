#import <UIKit/UIKit.h>
#include <math.h>

NSString *const UITextInteractionNameSingleTap = @"UITextInteractionNameSingleTap";

@implementation UITapRecognizer

- (id)init {
    if ((self = [super init])) {
        _activeTouches = [[NSMutableSet alloc] init];
        _numberOfTouchesRequired = 1;
        _allowableMovement = 45;
        _maximumTapDuration = 0.75;
        _maximumIntervalBetweenSuccessiveTaps = 0.35;
        _lastTapTime = -1;
    }
    return self;
}

- (void)dealloc {
    [_activeTouches release];
    [super dealloc];
}

- (id)delegate { return _delegate; }
- (void)setDelegate:(id)delegate { _delegate = delegate; }
- (NSSet *)activeTouches { return _activeTouches; }
- (void)setNumberOfTouchesRequired:(NSUInteger)count { _numberOfTouchesRequired = count; }
- (void)setContinuousTapRecognition:(BOOL)continuous { _continuousTapRecognition = continuous; }
- (void)setAllowableMovement:(CGFloat)movement { _allowableMovement = movement; }
- (void)setMaximumTapDuration:(NSTimeInterval)duration { _maximumTapDuration = duration; }
- (void)setMaximumIntervalBetweenSuccessiveTaps:(NSTimeInterval)interval { _maximumIntervalBetweenSuccessiveTaps = interval; }
- (NSTimeInterval)maximumIntervalBetweenSuccessiveTaps { return _maximumIntervalBetweenSuccessiveTaps; }
- (NSTimeInterval)_hk_lastTapTime { return _lastTapTime; }

- (CGPoint)locationInView:(UIView *)view {
    return view != nil ? [view convertPoint:_locationInWindow fromView:nil] : _locationInWindow;
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    [_activeTouches unionSet:touches];
    _startPointInWindow = _locationInWindow = [touch locationInView:nil];
    _touchDownTime = [touch timestamp];
    _failed = NO;
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    CGPoint location = [[touches anyObject] locationInView:nil];
    _locationInWindow = location;
    CGFloat dx = location.x - _startPointInWindow.x, dy = location.y - _startPointInWindow.y;
    if (!_failed && sqrt(dx * dx + dy * dy) > _allowableMovement) {
        _failed = YES;
        [_delegate tapRecognizerFailedToRecognizeTap:self];
    }
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    [_activeTouches minusSet:touches];
    _locationInWindow = [touch locationInView:nil];
    if (_failed) return;
    if ([touch timestamp] - _touchDownTime > _maximumTapDuration) {
        _failed = YES;
        [_delegate tapRecognizerFailedToRecognizeTap:self];
        return;
    }
    _lastTapTime = [touch timestamp];
    [_delegate tapRecognizerRecognizedTap:self];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    [_activeTouches minusSet:touches];
    _failed = YES;
}

- (void)_reset {
    [_activeTouches removeAllObjects];
    _failed = NO;
    _lastTapTime = -1;
}

@end

@implementation UITextMultiTapRecognizer

// UIKitCore: UITextMultiTapRecognizer.mm -initWithTarget:tapAction:.
- (id)initWithTarget:(id)target tapAction:(SEL)action {
    if ((self = [super initWithTarget:self action:@selector(onStateUpdate:)])) {
        _tapRecognizer = [[UITapRecognizer alloc] init];
        [_tapRecognizer setDelegate:self];
        _target = target;
        _tapAction = action;
        _minimumNumberOfTapsRequired = 1;
        _allowableMovement = 45;
        [_tapRecognizer setNumberOfTouchesRequired:1];
        [_tapRecognizer setContinuousTapRecognition:YES];
        [_tapRecognizer setAllowableMovement:45];
        [_tapRecognizer setMaximumTapDuration:0.75];
        [_tapRecognizer setMaximumIntervalBetweenSuccessiveTaps:0.35];
    }
    return self;
}

- (void)dealloc {
    [_tapRecognizer release];
    [super dealloc];
}

// UIKitCore: -onStateUpdate: — the tap action goes through UIApplication, nil event.
- (void)onStateUpdate:(id)recognizer {
    UIGestureRecognizerState state = [self state];
    if ((state != UIGestureRecognizerStateBegan && state != UIGestureRecognizerStateChanged) || _sendTapAction) {
        if (_target != nil && _tapAction != NULL)
            [[UIApplication sharedApplication] sendAction:_tapAction to:_target from:self forEvent:nil];
        _sendTapAction = NO;
    }
}

- (NSUInteger)tapCount { return _tapCount; }
- (NSUInteger)minimumNumberOfTapsRequired { return _minimumNumberOfTapsRequired; }
- (void)setMinimumNumberOfTapsRequired:(NSUInteger)taps { _minimumNumberOfTapsRequired = taps; }
- (CGFloat)allowableMovement { return _allowableMovement; }
- (void)setAllowableMovement:(CGFloat)movement {
    _allowableMovement = movement;
    [_tapRecognizer setAllowableMovement:movement];
}
- (CGPoint)location { return [self locationInView:[self view]]; }
- (CGPoint)locationInView:(UIView *)view { return [_tapRecognizer locationInView:view]; }

- (void)tapRecognizerRecognizedTap:(UITapRecognizer *)recognizer {
    if (_touchDownCount == _minimumNumberOfTapsRequired) [self setState:UIGestureRecognizerStateBegan];
    else if (_touchDownCount > _minimumNumberOfTapsRequired) [self setState:UIGestureRecognizerStateChanged];
    _tapCount++;
    _sendTapAction = YES;
}

- (void)tapRecognizerFailedToRecognizeTap:(UITapRecognizer *)recognizer {
    if ([[_tapRecognizer activeTouches] count] == 0 && _touchDownCount >= _minimumNumberOfTapsRequired)
        [self setState:UIGestureRecognizerStateEnded];
    else
        [self setState:UIGestureRecognizerStateFailed];
}

- (void)reset {
    [super reset];
    _sendTapAction = NO;
    _tapCount = 0;
    _touchDownCount = 0;
    [_tapRecognizer _reset];
}

- (void)hk_tapIntervalElapsed {
    UIGestureRecognizerState state = [self state];
    if (state != UIGestureRecognizerStateBegan && state != UIGestureRecognizerStateChanged) return;
    if ([[_tapRecognizer activeTouches] count] != 0) return;
    [self tapRecognizerFailedToRecognizeTap:_tapRecognizer];
    [self _updateGestureForActiveEvents];
}

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    // The previous tap's interval has run out since (UIKit's timer would have fired).
    NSTimeInterval last = [_tapRecognizer _hk_lastTapTime];
    if (last >= 0 && [[touches anyObject] timestamp] - last > [_tapRecognizer maximumIntervalBetweenSuccessiveTaps])
        [self hk_tapIntervalElapsed];
    [super touchesBegan:touches withEvent:event];
    [_tapRecognizer touchesBegan:touches withEvent:event];
    _touchDownCount++;
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {
    [super touchesMoved:touches withEvent:event];
    if ([self state] != UIGestureRecognizerStateFailed) [_tapRecognizer touchesMoved:touches withEvent:event];
}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    [super touchesEnded:touches withEvent:event];
    [_tapRecognizer touchesEnded:touches withEvent:event];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {
    [super touchesCancelled:touches withEvent:event];
    [_tapRecognizer touchesCancelled:touches withEvent:event];
    [self setState:UIGestureRecognizerStateCancelled];
}

@end

@implementation UITextInteraction

// HostKit's way to attach a child (UIKit's own method is not in the index).
static void HKAddChildInteraction(UITextInteraction *parent, UITextInteraction *child) {
    [parent->_children addObject:child];
    child->_parent = parent;
}

+ (UITextInteraction *)textInteractionForMode:(UITextInteractionMode)mode {
    UITextInteraction *root = [[[UITextInteraction alloc] init] autorelease];
    root->_textInteractionMode = mode;
    if (mode == UITextInteractionModeEditable) {
        UITextSelectionInteraction *selection = [[UITextSelectionInteraction alloc] initWithMode:0 indirect:NO];
        HKAddChildInteraction(root, selection);
        [selection release];
    }
    [root finishSetup];
    return root;
}

- (id)init {
    if ((self = [super init])) {
        _children = [[NSMutableArray alloc] init];
        _gestures = [[NSMutableArray alloc] init];
        _gestureMap = [[NSMutableDictionary alloc] init];
    }
    return self;
}

- (void)dealloc {
    for (UITextInteraction *child in _children) child->_parent = nil;
    [_children release];
    [_gestures release];
    [_gestureMap release];
    [super dealloc];
}

- (UITextInteractionMode)textInteractionMode { return [self root]->_textInteractionMode; }
- (UIView *)view { return _view; }
- (UITextInteraction *)root { return _parent != nil ? [_parent root] : self; }
- (id)textInput { return [self root]->_textInput; }
- (void)setTextInput:(id)textInput { [self root]->_textInput = textInput; }
- (id)_textInput { return [self textInput]; }
- (UITextInteractionAssistant *)assistantDelegate { return [self root]->_assistantDelegate; }
- (void)setAssistantDelegate:(UITextInteractionAssistant *)assistant { [self root]->_assistantDelegate = assistant; }

- (void)addGestureRecognizer:(UIGestureRecognizer *)recognizer withName:(NSString *)name {
    if (recognizer == nil) return;
    [_gestures addObject:recognizer];
    if (name != nil) [_gestureMap setObject:recognizer forKey:name];
}

- (UIGestureRecognizer *)recognizerForName:(NSString *)name {
    UIGestureRecognizer *recognizer = [_gestureMap objectForKey:name];
    for (UITextInteraction *child in _children) {
        if (recognizer != nil) break;
        recognizer = [child recognizerForName:name];
    }
    return recognizer;
}

- (NSArray *)gesturesForFailureRequirements { return [NSArray array]; }
- (void)finishSetup {
    for (UITextInteraction *child in _children) [child finishSetup];
}

// UIInteraction: the recognizers go onto the view the interaction is added to.
- (void)willMoveToView:(UIView *)view {
    if (view != nil || _view == nil) return;
    for (UIGestureRecognizer *recognizer in _gestures) [_view removeGestureRecognizer:recognizer];
    for (UITextInteraction *child in _children) [child willMoveToView:nil];
}

- (void)didMoveToView:(UIView *)view {
    _view = view;
    for (UIGestureRecognizer *recognizer in _gestures) [view addGestureRecognizer:recognizer];
    for (UITextInteraction *child in _children) [child didMoveToView:view];
}

@end

@implementation UITextSelectionInteraction

// UIKitCore: UITextSelectionInteraction.mm -initWithMode:indirect: (mode 0: the multi-tap
// recognizer with _handleMultiTapGesture:, 60 points of allowable movement, named
// UITextInteractionNameSingleTap; the tap-and-a-half recognizer is not modelled).
- (id)initWithMode:(NSInteger)mode indirect:(BOOL)indirect {
    if ((self = [super init])) {
        _indirectSelectionType = indirect;
        if (mode == 0) {
            UITextMultiTapRecognizer *tap = [[UITextMultiTapRecognizer alloc] initWithTarget:self
                                                                                    tapAction:@selector(_handleMultiTapGesture:)];
            [tap setAllowableMovement:indirect ? 10 : 60];
            [self addGestureRecognizer:tap withName:UITextInteractionNameSingleTap];
            [tap release];
        }
        _lastTapTimestamp = -1;
    }
    return self;
}

- (void)_handleMultiTapGesture:(UITextMultiTapRecognizer *)recognizer {
    CGPoint location = CGPointZero;
    [self _checkForRepeatedTap:recognizer gestureLocationOut:&location];
}

// The first tap of a sequence makes the text input first responder (the selection
// handling that follows in UIKit — caret placement, edit menu — is not modelled).
- (void)_checkForRepeatedTap:(UITextMultiTapRecognizer *)recognizer gestureLocationOut:(CGPoint *)location {
    if ([recognizer state] == UIGestureRecognizerStateBegan) [[self assistantDelegate] setFirstResponderIfNecessary];
    if (location != NULL) *location = [recognizer locationInView:[self view]];
}

@end

@implementation UITextInteractionAssistant

- (id)initWithView:(UIView *)view {
    if ((self = [super init])) _view = view;
    return self;
}

- (void)dealloc {
    [_interactions setAssistantDelegate:nil];
    [_interactions release];
    [super dealloc];
}

- (UIView *)view { return _view; }
- (UITextInteraction *)hk_interactions { return _interactions; }

// DEVIATION: UIKit adds the root interaction with -[UIView addInteraction:] (HostKit's
// UIView has no interactions); the interaction's willMoveToView:/didMoveToView: are sent
// as UIView would send them.
- (void)setGestureRecognizers {
    [self clearGestureRecognizers:NO];
    _interactions = [[UITextInteraction textInteractionForMode:UITextInteractionModeEditable] retain];
    [_interactions setAssistantDelegate:self];
    [_interactions setTextInput:_view];
    [_interactions willMoveToView:_view];
    [_interactions didMoveToView:_view];
}

- (void)clearGestureRecognizers:(BOOL)animated {
    if (_interactions == nil) return;
    [_interactions willMoveToView:nil];
    [_interactions didMoveToView:nil];
    [_interactions setAssistantDelegate:nil];
    [_interactions release];
    _interactions = nil;
}

- (void)setFirstResponderIfNecessary { [self setFirstResponderIfNecessaryActivatingSelection:YES]; }

- (void)setFirstResponderIfNecessaryActivatingSelection:(BOOL)activating {
    if (![_view isFirstResponder]) [_view becomeFirstResponder];
}

- (UIGestureRecognizer *)hk_singleTapRecognizer { return [_interactions recognizerForName:UITextInteractionNameSingleTap]; }

@end
