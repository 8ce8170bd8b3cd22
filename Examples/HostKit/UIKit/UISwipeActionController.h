#import <Foundation/Foundation.h>
#import <UIKit/UIGeometry.h>

@class UIView;
@class UIScrollView;
@class UIContextualAction;
@class UISwipeActionsConfiguration;
@class UISwipeOccurrence;
@class _UISwipeHandler;

// UIKit's swipe directions (UISwipeActionController.mm): 1 = the finger moves left
// (reveals the trailing edge in left-to-right layouts), 2 = right.
enum { HKSwipeDirectionNone = 0, HKSwipeDirectionLeft = 1, HKSwipeDirectionRight = 2 };

// DEVIATION: UIKit passes these two structs by value between the swipe classes; their
// type names are not public (the decompilation shows them anonymous), so HostKit names
// them HK*. Fields in UIKit's order.
typedef struct {
    NSUInteger direction;
    BOOL primaryActionIsDestructive;
    BOOL primaryActionCanBeTriggeredBySwipe;
    CGFloat openThreshold;         // signed: negative for a left swipe
    CGFloat confirmationThreshold; // signed
} HKSwipeConfig;

typedef struct {
    NSUInteger direction;
    NSUInteger targetSwipeState;   // 0 none, 1 confirm (full swipe), 2 confirmed
    BOOL animated;
    CGFloat xOffset;
    CGFloat initialSpringVelocity;
    CGFloat springStiffness;
} HKSwipeInfo;

// The host of a swipe action controller: UITableView (and UIKit's collection layouts).
@protocol UISwipeActionHost <NSObject>
- (UIScrollView *)itemContainerViewForSwipeActionController:(id)controller;
- (UIView *)gestureRecognizerViewForSwipeActionController:(id)controller;
- (NSInteger)layoutDirectionForSwipeActionController:(id)controller;
- (NSIndexPath *)swipeActionController:(id)controller indexPathForTouchLocation:(CGPoint)location;
- (UIView *)swipeActionController:(id)controller viewForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeActionsConfiguration *)swipeActionController:(id)controller
          leadingSwipeConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeActionsConfiguration *)swipeActionController:(id)controller
         trailingSwipeConfigurationForItemAtIndexPath:(NSIndexPath *)indexPath;
@optional
- (BOOL)swipeActionController:(id)controller mayBeginSwipeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (BOOL)swipeActionController:(id)controller insertActionsView:(UIView *)actionsView
           forItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller cleanupActionsView:(UIView *)actionsView
           forItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller willBeginSwipeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller didBeginSwipeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller willEndSwipeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller didEndSwipeForItemAtIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller swipeOccurrence:(UISwipeOccurrence *)occurrence
           didChangeStateFrom:(NSInteger)from to:(NSInteger)to;
- (void)swipeActionController:(id)controller willPerformAction:(UIContextualAction *)action
                  atIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller didPerformAction:(UIContextualAction *)action
                  atIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller didCompleteAction:(UIContextualAction *)action
                    cancelled:(BOOL)cancelled atIndexPath:(NSIndexPath *)indexPath;
- (void)swipeActionController:(id)controller didCompleteAnimationOfAction:(UIContextualAction *)action
                     canceled:(BOOL)canceled atIndexPath:(NSIndexPath *)indexPath;
@end

// UIKit's private coordinator of a host's swipes (UISwipeActionController.mm): owns the
// _UISwipeHandler (and so the pan recogniser on the host's view) and one UISwipeOccurrence
// per swiped row. The host is not retained.
@interface UISwipeActionController : NSObject {
    id _swipeActionHost;                 // weak in UIKit
    NSUInteger _style;
    _UISwipeHandler *_swipeHandler;
    NSMutableSet *_swipeOccurrences;
    UISwipeOccurrence *_currentSwipeOccurrence; // weak in UIKit
    UISwipeOccurrence *_preparingSwipeOccurrence;
    UISwipeActionsConfiguration *_incomingSwipeActionsConfiguration;
    UIScrollView *_containerView;        // weak in UIKit
    unsigned int _flags;
}
- (id)initWithSwipeActionHost:(id)host style:(NSUInteger)style;
- (id)swipeActionHost;
- (id)_internalSwipeActionHost;
- (NSUInteger)style;
- (void)setStyle:(NSUInteger)style;
- (_UISwipeHandler *)swipeHandler;
- (UIScrollView *)containerView;
- (UISwipeOccurrence *)currentSwipeOccurrence;
- (void)setCurrentSwipeOccurrence:(UISwipeOccurrence *)occurrence;
- (UISwipeActionsConfiguration *)incomingSwipeActionsConfiguration;
- (void)setIncomingSwipeActionsConfiguration:(UISwipeActionsConfiguration *)configuration;
- (NSIndexPath *)swipedIndexPath;
- (NSSet *)swipedIndexPaths;
- (UIView *)swipedItemView;
- (BOOL)swipeEnabled;
- (void)setSwipeEnabled:(BOOL)enabled;
- (BOOL)_prefersRTL;
- (UISwipeActionsConfiguration *)_swipeActionsConfigurationForSwipeDirection:(NSUInteger)direction
                                                                   indexPath:(NSIndexPath *)indexPath;
- (UIView *)_swipedViewForItemAtIndexPath:(NSIndexPath *)indexPath;
- (UISwipeOccurrence *)_existingSwipeOccurrenceForIndexPath:(NSIndexPath *)indexPath;
- (void)reloadData;
- (void)resetSwipedItemAnimated:(BOOL)animated completion:(id)completion;
- (void)prepareForSwipeDirection:(NSUInteger)direction startingAtTouchLocation:(CGPoint)location;
- (HKSwipeConfig)configureForSwipeDirection:(NSUInteger)direction configuration:(UISwipeActionsConfiguration *)configuration
                    startingAtTouchLocation:(CGPoint)location;
- (BOOL)touchAtLocationShouldDismissSwipedItem:(CGPoint)location isTouchUp:(BOOL)isTouchUp;
// From the occurrences.
- (void)swipeOccurrence:(UISwipeOccurrence *)occurrence willFinishWithDeletion:(BOOL)deletion;
- (void)swipeOccurrenceDidFinish:(UISwipeOccurrence *)occurrence;
- (void)swipeOccurrence:(UISwipeOccurrence *)occurrence didChangeStateFrom:(NSInteger)from;
// From the swipe handler.
- (BOOL)swipeHandler:(_UISwipeHandler *)handler mayBeginSwipeAtLocation:(CGPoint)location
    withProposedDirection:(NSUInteger)direction;
- (void)swipeHandlerDidBeginSwipe:(_UISwipeHandler *)handler;
- (void)swipeHandler:(_UISwipeHandler *)handler didGenerateSwipeWithInfo:(HKSwipeInfo *)info isTracking:(BOOL)tracking;
- (void)swipeHandler:(_UISwipeHandler *)handler didConfirmSwipeWithInfo:(HKSwipeInfo *)info;
- (CGRect)swipeHandlerRestingFrame:(_UISwipeHandler *)handler;
@end
