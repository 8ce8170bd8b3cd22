#import "DemoControllers.h"
#include <stdio.h>

@implementation DemoCatalogController

- (id)init {
    if ((self = [super init])) {
        [self setTitle:@"Catalog"];
        _products = [[NSArray alloc] initWithObjects:@"Espresso", @"Flat white", @"Matcha latte", nil];
    }
    return self;
}

- (void)dealloc {
    [_products release];
    [_table release];
    [_banner release];
    [_cartButton release];
    [super dealloc];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    _banner = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 60)];
    [_banner setAccessibilityIdentifier:@"promo-banner"];
    UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(bannerTapped:)];
    [_banner addGestureRecognizer:tap];
    [tap release];
    [[self view] addSubview:_banner];

    _table = [[UITableView alloc] initWithFrame:CGRectMake(0, 60, 320, 400) style:UITableViewStylePlain];
    [_table setDataSource:self];
    [_table setDelegate:self];
    [[self view] addSubview:_table];

    _cartButton = [[UIButton buttonWithType:UIButtonTypeSystem] retain];
    [_cartButton setFrame:CGRectMake(0, 460, 320, 44)];
    [_cartButton setTitle:@"Cart" forState:UIControlStateNormal];
    [_cartButton addTarget:self action:@selector(openCart) forControlEvents:UIControlEventTouchUpInside];
    [[self view] addSubview:_cartButton];
}

- (UITableView *)table { return _table; }
- (UIView *)banner { return _banner; }
- (UIButton *)cartButton { return _cartButton; }

- (void)viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    printf("app: Catalog appeared\n");
}

- (void)bannerTapped:(UITapGestureRecognizer *)recognizer {
    printf("app: promo banner tapped (%s)\n", [[[recognizer view] accessibilityIdentifier] UTF8String]);
}

- (void)openCart {
    printf("app: opening the cart\n");
    DemoCartController *cart = [[DemoCartController alloc] init];
    [self presentViewController:cart animated:YES completion:nil];
    [cart release];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)[_products count];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [[[UITableViewCell alloc] initWithStyle:UITableViewCellStyleDefault
                                                    reuseIdentifier:@"product"] autorelease];
    [[cell textLabel] setText:[_products objectAtIndex:[indexPath row]]];
    return cell;
}

// What the analytics of a selected row should say about it.
- (NSDictionary *)traceless_tableView:(UITableView *)tableView propertiesForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [NSDictionary dictionaryWithObject:[_products objectAtIndex:[indexPath row]] forKey:@"product"];
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *product = [_products objectAtIndex:[indexPath row]];
    printf("app: selected %s\n", [product UTF8String]);
    DemoProductController *detail = [[DemoProductController alloc] initWithProduct:product];
    [[self navigationController] pushViewController:detail animated:YES];
    [detail release];
}

@end
