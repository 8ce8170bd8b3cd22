#import <Foundation/Foundation.h>

@class HKHandler;

// UIKit's UIContextMenuConfiguration (iOS 13+).
// DEVIATION: the providers are blocks in UIKit. Here: previewProvider an HKHandler whose
// selector takes no argument and returns a UIViewController (or nil); actionProvider an
// HKHandler whose selector takes the suggested actions (NSArray) and returns a UIMenu.
@interface UIContextMenuConfiguration : NSObject {
    id _identifier;
    HKHandler *_previewProvider;
    HKHandler *_actionProvider;
}
+ (UIContextMenuConfiguration *)configurationWithIdentifier:(id)identifier
                                            previewProvider:(HKHandler *)previewProvider
                                             actionProvider:(HKHandler *)actionProvider;
// nil until asked: then an NSUUID, kept (UIContextMenuConfiguration.mm -identifier).
- (id)identifier;
- (void)setIdentifier:(id)identifier;
- (HKHandler *)previewProvider;
- (void)setPreviewProvider:(HKHandler *)provider;
- (HKHandler *)actionProvider;
- (void)setActionProvider:(HKHandler *)provider;
@end
