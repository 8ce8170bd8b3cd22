#import <UIKit/UIKit.h>

@implementation UISwipeActionController

// UIKitCore: UISwipeActionController.mm -initWithSwipeActionHost:style: (style, host, a
// _UISwipeHandler, the host's item container view).
// Not modelled: -[UIScrollView _addScrollViewScrollObserver:] on the container view
// (HostKit's UIScrollView has none; scrolling does not close a swiped row here).
- (id)initWithSwipeActionHost:(id)host style:(NSUInteger)style {
    if ((self = [super init])) {
        [self setStyle:style];
        _swipeActionHost = host;
        _swipeOccurrences = [[NSMutableSet alloc] init];
        _containerView = [host itemContainerViewForSwipeActionController:self];
        _UISwipeHandler *handler = [[_UISwipeHandler alloc] initWithSwipeController:self];
        _swipeHandler = handler;
    }
    return self;
}

- (void)dealloc {
    [_swipeHandler setSwipeController:nil];
    [_swipeHandler release];
    [_swipeOccurrences release];
    [_preparingSwipeOccurrence release];
    [_incomingSwipeActionsConfiguration release];
    [super dealloc];
}

- (id)swipeActionHost { return _swipeActionHost; }
- (id)_internalSwipeActionHost { return _swipeActionHost; }
- (NSUInteger)style { return _style; }
- (void)setStyle:(NSUInteger)style { _style = style; }
- (_UISwipeHandler *)swipeHandler { return _swipeHandler; }
- (UIScrollView *)containerView { return _containerView; }
- (UISwipeOccurrence *)currentSwipeOccurrence { return _currentSwipeOccurrence; }
- (void)setCurrentSwipeOccurrence:(UISwipeOccurrence *)occurrence { _currentSwipeOccurrence = occurrence; }

- (UISwipeActionsConfiguration *)incomingSwipeActionsConfiguration { return _incomingSwipeActionsConfiguration; }
- (void)setIncomingSwipeActionsConfiguration:(UISwipeActionsConfiguration *)configuration {
    [configuration retain];
    [_incomingSwipeActionsConfiguration release];
    _incomingSwipeActionsConfiguration = configuration;
}

- (BOOL)swipeEnabled { return [_swipeHandler isActive]; }
- (void)setSwipeEnabled:(BOOL)enabled { [_swipeHandler setActive:enabled]; }

- (NSIndexPath *)swipedIndexPath { return [_currentSwipeOccurrence indexPath]; }

- (NSSet *)swipedIndexPaths {
    NSMutableSet *indexPaths = [NSMutableSet set];
    for (UISwipeOccurrence *occurrence in _swipeOccurrences) [indexPaths addObject:[occurrence indexPath]];
    return indexPaths;
}

- (UIView *)swipedItemView { return [self _swipedViewForItemAtIndexPath:[self swipedIndexPath]]; }

// UIKitCore: UISwipeActionController.mm -_prefersRTL (host's layoutDirectionForSwipeActionController: == 1).
- (BOOL)_prefersRTL {
    return [_swipeActionHost layoutDirectionForSwipeActionController:self] == 1;
}

// UIKitCore: UISwipeActionController.mm -_swipeActionsConfigurationForSwipeDirection:indexPath:
// (a left swipe in left-to-right layouts asks for the trailing configuration).
- (UISwipeActionsConfiguration *)_swipeActionsConfigurationForSwipeDirection:(NSUInteger)direction
                                                                   indexPath:(NSIndexPath *)indexPath {
    BOOL notLeft = direction != HKSwipeDirectionLeft;
    if (notLeft == [self _prefersRTL])
        return [_swipeActionHost swipeActionController:self trailingSwipeConfigurationForItemAtIndexPath:indexPath];
    return [_swipeActionHost swipeActionController:self leadingSwipeConfigurationForItemAtIndexPath:indexPath];
}

- (UIView *)_swipedViewForItemAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath == nil) return nil;
    return [_swipeActionHost swipeActionController:self viewForItemAtIndexPath:indexPath];
}

- (UISwipeOccurrence *)_existingSwipeOccurrenceForIndexPath:(NSIndexPath *)indexPath {
    for (UISwipeOccurrence *occurrence in _swipeOccurrences) {
        if ([[occurrence indexPath] isEqual:indexPath]) return occurrence;
    }
    return nil;
}

// UIKitCore: UISwipeActionController.mm -reloadData (each occurrence _setDidReloadData, then
// resetSwipedItemAnimated:NO completion:nil).
- (void)reloadData {
    [self resetSwipedItemAnimated:NO completion:nil];
}

// UIKitCore: UISwipeActionController.mm -resetSwipedItemAnimated:completion:.
- (void)resetSwipedItemAnimated:(BOOL)animated completion:(id)completion {
    if (_preparingSwipeOccurrence != nil) _flags |= 1;
    if ([_swipeOccurrences count] > 0) {
        NSSet *occurrences = [[_swipeOccurrences copy] autorelease];
        for (UISwipeOccurrence *occurrence in occurrences) [occurrence resetAnimated:animated completion:completion];
        [_swipeHandler resetSwipe];
    } else {
        [_swipeHandler resetSwipe];
        [completion hk_invokeWithObject:[NSNumber numberWithBool:YES] object:nil];
    }
}

// UIKitCore: UISwipeActionController.mm -prepareForSwipeDirection:startingAtTouchLocation:
// (tears down an occurrence of that row that cannot be reused for this direction).
- (void)prepareForSwipeDirection:(NSUInteger)direction startingAtTouchLocation:(CGPoint)location {
    NSIndexPath *indexPath = [_swipeActionHost swipeActionController:self indexPathForTouchLocation:location];
    if (direction == 0 || indexPath == nil) return;
    UISwipeOccurrence *occurrence = [self _existingSwipeOccurrenceForIndexPath:indexPath];
    NSUInteger occurrenceDirection = [occurrence direction] == 1 ? HKSwipeDirectionRight : HKSwipeDirectionLeft;
    if (occurrence != nil && occurrenceDirection != direction) [occurrence _forceTeardown];
}

// UIKitCore: UISwipeActionController.mm -configureForSwipeDirection:configuration:startingAtTouchLocation:
// (a new UISwipeOccurrence unless one exists, -prepareWithSwipeDirection:configuration: with the
// configuration fetched when the swipe could begin, then the host's willBegin/didBeginSwipe).
- (HKSwipeConfig)configureForSwipeDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration
                    startingAtTouchLocation:(CGPoint)location {
    HKSwipeConfig result = { 0, NO, NO, 0, 0 };
    NSIndexPath *indexPath = [_swipeActionHost swipeActionController:self indexPathForTouchLocation:location];
    if (direction == 0 || indexPath == nil) return result;
    UISwipeOccurrence *occurrence = [self _existingSwipeOccurrenceForIndexPath:indexPath];
    if (occurrence != nil) {
        [occurrence updateSwipedView];
    } else {
        occurrence = [[[UISwipeOccurrence alloc] initWithController:self indexPath:indexPath defaultStyle:_style]
            autorelease];
        [_swipeOccurrences addObject:occurrence];
    }
    if (configuration == nil) {
        configuration = _incomingSwipeActionsConfiguration != nil
            ? _incomingSwipeActionsConfiguration
            : [self _swipeActionsConfigurationForSwipeDirection:direction indexPath:indexPath];
    }
    [occurrence retain];
    [_preparingSwipeOccurrence release];
    _preparingSwipeOccurrence = occurrence;
    result = [occurrence prepareWithSwipeDirection:direction configuration:configuration];
    unsigned int flags = _flags;
    [_preparingSwipeOccurrence release];
    _preparingSwipeOccurrence = nil;
    _flags &= ~1u;
    if (result.direction != 0 && [occurrence active] && (flags & 1) == 0) {
        if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:willBeginSwipeForItemAtIndexPath:)])
            [_swipeActionHost swipeActionController:self willBeginSwipeForItemAtIndexPath:indexPath];
        [self setCurrentSwipeOccurrence:occurrence];
        if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:didBeginSwipeForItemAtIndexPath:)])
            [_swipeActionHost swipeActionController:self didBeginSwipeForItemAtIndexPath:indexPath];
    } else {
        [_swipeOccurrences removeObject:occurrence];
    }
    return result;
}

// UIKitCore: UISwipeActionController.mm -touchAtLocationShouldDismissSwipedItem:isTouchUp:.
- (BOOL)touchAtLocationShouldDismissSwipedItem:(CGPoint)location isTouchUp:(BOOL)isTouchUp {
    if (isTouchUp) {
        for (UISwipeOccurrence *occurrence in _swipeOccurrences) {
            if (![occurrence shouldDismissWithTouchLocation:location]) return NO;
        }
        return YES;
    }
    UIView *gestureView = [_swipeActionHost gestureRecognizerViewForSwipeActionController:self];
    for (UISwipeOccurrence *occurrence in _swipeOccurrences) {
        UIView *view = [self _swipedViewForItemAtIndexPath:[occurrence indexPath]];
        if (view == nil) continue;
        CGPoint point = [gestureView convertPoint:location toView:view];
        if (point.y >= 0 && point.y <= [view bounds].size.height) return NO;
    }
    return [_swipeOccurrences count] != 0;
}

// UIKitCore: UISwipeActionController.mm -swipeOccurrence:willFinishWithDeletion:.
- (void)swipeOccurrence:(UISwipeOccurrence *)occurrence willFinishWithDeletion:(BOOL)deletion {
    if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:willEndSwipeForItemAtIndexPath:)])
        [_swipeActionHost swipeActionController:self willEndSwipeForItemAtIndexPath:[occurrence indexPath]];
    [_swipeHandler resetSwipe];
}

// UIKitCore: UISwipeActionController.mm -swipeOccurrenceDidFinish:.
- (void)swipeOccurrenceDidFinish:(UISwipeOccurrence *)occurrence {
    [[occurrence retain] autorelease];
    if (_currentSwipeOccurrence == occurrence) [self setCurrentSwipeOccurrence:nil];
    if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:didEndSwipeForItemAtIndexPath:)])
        [_swipeActionHost swipeActionController:self didEndSwipeForItemAtIndexPath:[occurrence indexPath]];
    [_swipeOccurrences removeObject:occurrence];
}

// UIKitCore: UISwipeActionController.mm -swipeOccurrence:didChangeStateFrom:.
- (void)swipeOccurrence:(UISwipeOccurrence *)occurrence didChangeStateFrom:(NSInteger)from {
    if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:swipeOccurrence:didChangeStateFrom:to:)])
        [_swipeActionHost swipeActionController:self swipeOccurrence:occurrence didChangeStateFrom:from to:[occurrence state]];
}

// UIKitCore: UISwipeActionController.mm -swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:
// (the row under the finger, the host's mayBeginSwipe, then the configuration: no actions, no swipe).
- (BOOL)swipeHandler:(_UISwipeHandler *)handler mayBeginSwipeAtLocation:(CGPoint)location
    withProposedDirection:(NSUInteger)direction {
    NSIndexPath *indexPath = [_swipeActionHost swipeActionController:self indexPathForTouchLocation:location];
    if (indexPath == nil) return NO;
    UISwipeOccurrence *current = _currentSwipeOccurrence;
    if ([_swipeActionHost respondsToSelector:@selector(swipeActionController:mayBeginSwipeForItemAtIndexPath:)]
        && ![_swipeActionHost swipeActionController:self mayBeginSwipeForItemAtIndexPath:indexPath])
        return NO;
    if (current != nil && [[current indexPath] isEqual:indexPath]) return YES;
    UISwipeActionsConfiguration *configuration = [self _swipeActionsConfigurationForSwipeDirection:direction
                                                                                         indexPath:indexPath];
    if (configuration == nil || [[configuration actions] count] == 0) {
        [self setIncomingSwipeActionsConfiguration:nil];
        return NO;
    }
    [self setIncomingSwipeActionsConfiguration:configuration];
    return YES;
}

// UIKitCore: UISwipeActionController.mm -swipeHandlerDidBeginSwipe:.
- (void)swipeHandlerDidBeginSwipe:(_UISwipeHandler *)handler {
    [_currentSwipeOccurrence beginSwipeTracking:YES];
    [self setIncomingSwipeActionsConfiguration:nil];
}

// UIKitCore: UISwipeActionController.mm -swipeHandler:didGenerateSwipeWithInfo:isTracking:.
- (void)swipeHandler:(_UISwipeHandler *)handler didGenerateSwipeWithInfo:(HKSwipeInfo *)info isTracking:(BOOL)tracking {
    HKSwipeInfo copy = *info;
    [_currentSwipeOccurrence updateOffsetWithSwipeInfo:&copy isTracking:tracking completion:nil];
}

// UIKitCore: UISwipeActionController.mm -swipeHandler:didConfirmSwipeWithInfo: (the full swipe).
- (void)swipeHandler:(_UISwipeHandler *)handler didConfirmSwipeWithInfo:(HKSwipeInfo *)info {
    HKSwipeInfo copy = *info;
    [_currentSwipeOccurrence performPrimaryActionWithSwipeInfo:&copy];
}

- (CGRect)swipeHandlerRestingFrame:(_UISwipeHandler *)handler {
    return [_currentSwipeOccurrence swipedViewRestingFrame];
}

@end
