// A small shop app built on HostKit, for the Demo executable: its business code lives in
// Objective-C classes (../DemoApp) that know nothing of the demo script, and logs what
// it does on stdout with an "app:" prefix.
//
// Catalog (table of products, a promo banner with a tap gesture, a Cart button)
//   -> Product (pushed on row selection; Add to cart shows an alert; a gift-wrap switch)
//   -> Cart (presented by the Cart button; Close dismisses it).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

// The app's window, key and visible, with the catalog in a navigation controller (+1).
HKObject hk_demo_app_new(void);
HKObject hk_demo_navigation(HKObject window);
HKObject hk_demo_catalog_table(HKObject catalog);
HKObject hk_demo_catalog_banner(HKObject catalog);
HKObject hk_demo_catalog_cart_button(HKObject catalog);
HKObject hk_demo_product_add_button(HKObject product);
HKObject hk_demo_product_gift_switch(HKObject product);
HKObject hk_demo_product_quantity_stepper(HKObject product);
// The alert the product screen shows after Add to cart, or NULL.
HKObject hk_demo_product_alert(HKObject product);
// The Share item on the right of the product screen's navigation bar.
HKObject hk_demo_product_share_item(HKObject product);
HKObject hk_demo_cart_close_button(HKObject cart);

#ifdef __cplusplus
}
#endif
