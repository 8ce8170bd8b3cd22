// The demo app's C entry points (see include/HostKitDemoApp.h).
#import "DemoControllers.h"
#include "HostKitDemoApp.h"

#define OBJ(x) ((id)(x))

HKObject hk_demo_app_new(void) {
    UIWindow *window = [[UIWindow alloc] initWithFrame:CGRectMake(0, 0, 320, 568)];
    DemoCatalogController *catalog = [[DemoCatalogController alloc] init];
    UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:catalog];
    [window setRootViewController:navigation];
    [window makeKeyAndVisible];
    [navigation release];
    [catalog release];
    return window;
}

HKObject hk_demo_navigation(HKObject window) { return [OBJ(window) rootViewController]; }
HKObject hk_demo_catalog_table(HKObject catalog) { return [OBJ(catalog) table]; }
HKObject hk_demo_catalog_banner(HKObject catalog) { return [OBJ(catalog) banner]; }
HKObject hk_demo_catalog_cart_button(HKObject catalog) { return [OBJ(catalog) cartButton]; }
HKObject hk_demo_product_add_button(HKObject product) { return [OBJ(product) addButton]; }
HKObject hk_demo_product_gift_switch(HKObject product) { return [OBJ(product) giftSwitch]; }
HKObject hk_demo_product_quantity_stepper(HKObject product) { return [OBJ(product) quantityStepper]; }
HKObject hk_demo_product_alert(HKObject product) { return [OBJ(product) alert]; }
HKObject hk_demo_product_share_item(HKObject product) { return [OBJ(product) shareItem]; }
HKObject hk_demo_cart_close_button(HKObject cart) { return [OBJ(cart) closeButton]; }
