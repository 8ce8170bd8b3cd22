#import <Foundation/Foundation.h>
#import <UIKit/UIGeometry.h>

// The device's screen, as UIKit describes it: HostKit's is an iPhone's, 390 x 844 points at 3x.
@interface UIScreen : NSObject {
    CGRect _bounds;
    CGFloat _scale;
}

+ (UIScreen *)mainScreen;

// In points.
- (CGRect)bounds;
// Pixels per point.
- (CGFloat)scale;

@end
