#import <UIKit/UIKit.h>

void HKFLog(NSString *format, ...);
void HKFNoteDealloc(void);
NSString *HKFIndexPath(NSIndexPath *indexPath);
