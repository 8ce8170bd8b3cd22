#import <UIKit/UIKit.h>

@interface DemoCatalogController : UIViewController <UITableViewDataSource, UITableViewDelegate> {
    NSArray *_products;
    UITableView *_table;
    UIView *_banner;
    UIButton *_cartButton;
}
- (UITableView *)table;
- (UIView *)banner;
- (UIButton *)cartButton;
@end

@interface DemoProductController : UIViewController {
    NSString *_product;
    UIButton *_addButton;
    UISwitch *_giftSwitch;
    UIStepper *_quantityStepper;
    UIAlertController *_alert;
}
- (id)initWithProduct:(NSString *)product;
- (UIButton *)addButton;
- (UISwitch *)giftSwitch;
- (UIStepper *)quantityStepper;
- (UIAlertController *)alert;
- (UIBarButtonItem *)shareItem;
@end

@interface DemoCartController : UIViewController {
    UIButton *_closeButton;
}
- (UIButton *)closeButton;
@end
