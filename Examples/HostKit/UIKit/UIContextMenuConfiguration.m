#import <UIKit/UIKit.h>

@implementation UIContextMenuConfiguration

// UIKitCore: UIContextMenuConfiguration.mm +configurationWithIdentifier:previewProvider:actionProvider:.
+ (UIContextMenuConfiguration *)configurationWithIdentifier:(id)identifier
                                            previewProvider:(HKHandler *)previewProvider
                                             actionProvider:(HKHandler *)actionProvider {
    UIContextMenuConfiguration *configuration = [[[self alloc] init] autorelease];
    [configuration setIdentifier:identifier];
    [configuration setPreviewProvider:previewProvider];
    [configuration setActionProvider:actionProvider];
    return configuration;
}

- (void)dealloc {
    [_identifier release];
    [_previewProvider release];
    [_actionProvider release];
    [super dealloc];
}

- (id)identifier {
    if (_identifier == nil) _identifier = [[NSUUID alloc] init];
    return _identifier;
}

- (void)setIdentifier:(id)identifier {
    id copy = [identifier copy];
    [_identifier release];
    _identifier = copy;
}

- (HKHandler *)previewProvider { return _previewProvider; }
- (void)setPreviewProvider:(HKHandler *)provider {
    [provider retain];
    [_previewProvider release];
    _previewProvider = provider;
}

- (HKHandler *)actionProvider { return _actionProvider; }
- (void)setActionProvider:(HKHandler *)provider {
    [provider retain];
    [_actionProvider release];
    _actionProvider = provider;
}

@end
