#import <Foundation/Foundation.h>
#include "RuntimeFixtures.h"
void RuntimeFixtures_placeholder(void) {}
