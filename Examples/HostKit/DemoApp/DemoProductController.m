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

    UIBarButtonItem *share = [[UIBarButtonItem alloc] initWithTitle:@"Share" style:UIBarButtonItemStylePlain
                                                             target:self action:@selector(share:)];
    [[self navigationItem] setRightBarButtonItem:share];
    [share release];
}

// The screen names itself for analytics, with the product it shows.
- (NSString *)tracelessScreenName { return @"product"; }
- (NSDictionary *)tracelessScreenProperties {
    return [NSDictionary dictionaryWithObject:_product forKey:@"product"];
}

- (UIButton *)addButton { return _addButton; }
- (UISwitch *)giftSwitch { return _giftSwitch; }
- (UIStepper *)quantityStepper { return _quantityStepper; }
- (UIAlertController *)alert { return _alert; }
- (UIBarButtonItem *)shareItem { return [[self navigationItem] rightBarButtonItem]; }

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
    _alert = [[UIAlertController alertControllerWithTitle:@"Added" message:_product
                                           preferredStyle:UIAlertControllerStyleAlert] retain];
    // HostKit's stand-in for the handler block (this runtime has no blocks).
    HKHandler *handler = [HKHandler handlerWithTarget:self action:@selector(alertAction:)];
    [_alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleCancel handler:handler]];
    [_alert addAction:[UIAlertAction actionWithTitle:@"Checkout" style:UIAlertActionStyleDefault handler:handler]];
    [self presentViewController:_alert animated:YES completion:nil];
}

- (void)share:(UIBarButtonItem *)sender {
    printf("app: sharing %s\n", [_product UTF8String]);
}

- (void)quantityChanged:(UIStepper *)sender {
    printf("app: quantity %.0f\n", [sender value]);
}

- (void)giftWrapChanged:(UISwitch *)sender {
    printf("app: gift wrap %s\n", [sender isOn] ? "on" : "off");
}

- (void)alertAction:(UIAlertAction *)action {
    printf("app: alert button \"%s\"\n", [[action title] UTF8String]);
    // The handler holds this controller, as a block would: let the alert go.
    [_alert autorelease];
    _alert = nil;
}

@end
