#import <UIKit/UIDevice.h>

@implementation UIDevice

+ (UIDevice *)currentDevice {
    static UIDevice *current;
    if (current == nil) current = [[UIDevice alloc] init];
    return current;
}

- (id)init {
    if ((self = [super init])) {
        _model = [@"iPhone" copy];
        _systemName = [@"iOS" copy];
        _systemVersion = [@"17.5" copy];
        _name = [@"iPhone" copy];
        _userInterfaceIdiom = UIUserInterfaceIdiomPhone;
    }
    return self;
}

- (void)dealloc {
    [_model release];
    [_systemName release];
    [_systemVersion release];
    [_name release];
    [super dealloc];
}

- (NSString *)model { return _model; }
- (NSString *)systemName { return _systemName; }
- (NSString *)systemVersion { return _systemVersion; }
- (NSString *)name { return _name; }
- (UIUserInterfaceIdiom)userInterfaceIdiom { return _userInterfaceIdiom; }

- (void)_setModel:(NSString *)model systemName:(NSString *)systemName systemVersion:(NSString *)systemVersion
            idiom:(UIUserInterfaceIdiom)idiom {
    NSString *oldModel = _model, *oldName = _systemName, *oldVersion = _systemVersion;
    _model = [model copy];
    _systemName = [systemName copy];
    _systemVersion = [systemVersion copy];
    _userInterfaceIdiom = idiom;
    [oldModel release];
    [oldName release];
    [oldVersion release];
}

@end
