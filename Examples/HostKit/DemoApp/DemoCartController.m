#import "DemoControllers.h"
#include <stdio.h>

@implementation DemoCartController

- (id)init {
    if ((self = [super init])) [self setTitle:@"Cart"];
    return self;
}

- (void)dealloc {
    [_closeButton release];
    [super dealloc];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _closeButton = [[UIButton buttonWithType:UIButtonTypeSystem] retain];
    [_closeButton setFrame:CGRectMake(20, 40, 100, 44)];
    [_closeButton setTitle:@"Close" forState:UIControlStateNormal];
    [_closeButton addTarget:self action:@selector(close:) forControlEvents:UIControlEventTouchUpInside];
    [[self view] addSubview:_closeButton];
}

- (UIButton *)closeButton { return _closeButton; }

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    printf("app: Cart appeared\n");
}

- (void)close:(id)sender {
    printf("app: closing the cart\n");
    [self dismissViewControllerAnimated:YES completion:nil];
}

@end
