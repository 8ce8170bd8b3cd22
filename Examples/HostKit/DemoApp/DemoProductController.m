#import "DemoControllers.h"
#include <stdio.h>

@implementation DemoProductController

- (id)initWithProduct:(NSString *)product {
    if ((self = [super init])) {
        _product = [product copy];
        [self setTitle:product];
    }
    return self;
}

- (void)dealloc {
    [_product release];
    [_addButton release];
    [_giftSwitch release];
    [_quantityStepper release];
    [_alert release];
    [super dealloc];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _addButton = [[UIButton buttonWithType:UIButtonTypeSystem] retain];
    [_addButton setFrame:CGRectMake(20, 100, 280, 44)];
    [_addButton setTitle:@"Add to cart" forState:UIControlStateNormal];
    [_addButton addTarget:self action:@selector(addToCart:event:) forControlEvents:UIControlEventTouchUpInside];
    [[self view] addSubview:_addButton];

    _giftSwitch = [[UISwitch alloc] initWithFrame:CGRectMake(20, 160, 51, 31)];
    [_giftSwitch addTarget:self action:@selector(giftWrapChanged:) forControlEvents:UIControlEventValueChanged];
    [[self view] addSubview:_giftSwitch];

    _quantityStepper = [[UIStepper alloc] initWithFrame:CGRectMake(20, 210, 94, 29)];
    [_quantityStepper setMinimumValue:1];
    [_quantityStepper setMaximumValue:10];
    [_quantityStepper setValue:1];
    [_quantityStepper addTarget:self action:@selector(quantityChanged:) forControlEvents:UIControlEventValueChanged];
    [[self view] addSubview:_quantityStepper];
}

// The screen names itself for analytics, with the product it shows.
- (NSString *)tracelessScreenName { return @"product"; }
- (NSDictionary *)tracelessScreenProperties {
    return [NSDictionary dictionaryWithObject:_product forKey:@"product"];
}

- (UIButton *)addButton { return _addButton; }
- (UISwitch *)giftSwitch { return _giftSwitch; }
- (UIStepper *)quantityStepper { return _quantityStepper; }
- (UIAlertView *)alert { return _alert; }

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    printf("app: %s appeared\n", [_product UTF8String]);
}

- (void)viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
    printf("app: %s disappeared\n", [_product UTF8String]);
}

- (void)addToCart:(UIButton *)sender event:(UIEvent *)event {
    printf("app: \"%s\" tapped (%lu touch)\n", [[sender currentTitle] UTF8String],
           (unsigned long)[[event allTouches] count]);
    [_alert release];
    _alert = [[UIAlertView alloc] initWithTitle:@"Added"
                                        message:_product
                                       delegate:self
                              cancelButtonTitle:@"OK"
                              otherButtonTitles:@"Checkout", nil];
    [_alert show];
}

- (void)quantityChanged:(UIStepper *)sender {
    printf("app: quantity %.0f\n", [sender value]);
}

- (void)giftWrapChanged:(UISwitch *)sender {
    printf("app: gift wrap %s\n", [sender isOn] ? "on" : "off");
}

- (void)alertView:(UIAlertView *)alertView clickedButtonAtIndex:(NSInteger)buttonIndex {
    printf("app: alert button \"%s\"\n", [[alertView buttonTitleAtIndex:buttonIndex] UTF8String]);
}

@end
