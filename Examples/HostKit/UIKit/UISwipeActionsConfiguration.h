#import <Foundation/Foundation.h>

@class UIContextualAction;

// The actions a row shows on one edge (iOS 11+). The first action is the primary one:
// nearest the edge, and the one a full swipe performs.
@interface UISwipeActionsConfiguration : NSObject {
    NSArray *_actions;
    BOOL _performsFirstActionWithFullSwipe;
}
+ (instancetype)configurationWithActions:(NSArray *)actions;
- (NSArray *)actions;
// YES by default, as in UIKit.
- (BOOL)performsFirstActionWithFullSwipe;
- (void)setPerformsFirstActionWithFullSwipe:(BOOL)performsFirstActionWithFullSwipe;
@end
