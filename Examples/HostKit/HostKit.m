#import <Foundation/Foundation.h>
#include "HostKit.h"
void hk_placeholder(void) { NSLog(@"x"); }
