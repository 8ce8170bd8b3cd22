// A scripted session on the HostKit demo shop: the script acts as the user ("user:"
// lines); the app's own code reports what it did ("app:" lines).
import HostKit

func user(_ action: String, _ perform: () -> Bool) {
    print("user: \(action)")
    if !perform() { print("user: (could not \(action))") }
}

let pool = hk_pool_push()
let window = hk_demo_app_new()
let navigation = hk_demo_navigation(window)
let catalog = hk_navigation_top(navigation)

user("tap the promo banner") { hk_tap(hk_demo_catalog_banner(catalog)) }
user("select the second product") { hk_select_row(hk_demo_catalog_table(catalog), 0, 1) }

let product = hk_navigation_top(navigation)
user("tap Add to cart") { hk_tap(hk_demo_product_add_button(product)) }
user("tap Checkout in the alert") { hk_tap_alert_button(hk_demo_product_alert(product), 1) }
user("turn gift wrap on") { hk_tap(hk_demo_product_gift_switch(product)) }
user("go back") { hk_pop(navigation) }

user("tap Cart") { hk_tap(hk_demo_catalog_cart_button(catalog)) }
let cart = hk_presented(navigation)
user("tap Close") { hk_tap(hk_demo_cart_close_button(cart)) }

hk_release(window)
hk_pool_pop(pool)
