#import <Foundation/Foundation.h>

typedef enum {
    UIUserInterfaceIdiomUnspecified = -1,
    UIUserInterfaceIdiomPhone = 0,
    UIUserInterfaceIdiomPad = 1,
    UIUserInterfaceIdiomTV = 2,
    UIUserInterfaceIdiomCarPlay = 3,
    UIUserInterfaceIdiomMac = 5,
    UIUserInterfaceIdiomVision = 6
} UIUserInterfaceIdiom;

// The device the app runs on, as UIKit describes it. HostKit stands in for an iPhone.
@interface UIDevice : NSObject {
    NSString *_model;
    NSString *_systemName;
    NSString *_systemVersion;
    NSString *_name;
    UIUserInterfaceIdiom _userInterfaceIdiom;
}

+ (UIDevice *)currentDevice;

- (NSString *)model;
- (NSString *)systemName;
- (NSString *)systemVersion;
// The name the user gave the device: theirs, so never sent by the tracker.
- (NSString *)name;
- (UIUserInterfaceIdiom)userInterfaceIdiom;

@end

// For tests: a different device (the values are copied).
@interface UIDevice (HostKitTesting)
- (void)_setModel:(NSString *)model systemName:(NSString *)systemName systemVersion:(NSString *)systemVersion
            idiom:(UIUserInterfaceIdiom)idiom;
@end
