#import <UIKit/UIKit.h>

@implementation _UITableCellAccessoryButton

// UIKitCore: _UITableCellAccessoryButton.mm -initWithFrame:backgroundImageProvider:accessoryType:
// (setOpaque:NO, setUserInteractionEnabled:NO, the type, _reloadBackgroundImage).
- (id)initWithFrame:(CGRect)frame backgroundImageProvider:(id)provider accessoryType:(NSInteger)type {
    if ((self = [super initWithFrame:frame])) {
        _backgroundImageProvider = [provider retain];
        [self setUserInteractionEnabled:NO];
        _accessoryType = type;
    }
    return self;
}

- (void)dealloc {
    [_backgroundImageProvider release];
    [super dealloc];
}

- (NSInteger)accessoryType { return _accessoryType; }
- (id)backgroundImageProvider { return _backgroundImageProvider; }

@end
