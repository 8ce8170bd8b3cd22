#import <UIKit/UIKit.h>

@implementation UISwipeActionsConfiguration

+ (instancetype)configurationWithActions:(NSArray *)actions {
    UISwipeActionsConfiguration *configuration = [[[self alloc] init] autorelease];
    configuration->_actions = [actions copy];
    configuration->_performsFirstActionWithFullSwipe = YES;
    return configuration;
}

- (void)dealloc {
    [_actions release];
    [super dealloc];
}

- (NSArray *)actions { return _actions; }
- (BOOL)performsFirstActionWithFullSwipe { return _performsFirstActionWithFullSwipe; }
- (void)setPerformsFirstActionWithFullSwipe:(BOOL)performsFirstActionWithFullSwipe {
    _performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe;
}

@end
