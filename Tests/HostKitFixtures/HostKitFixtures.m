#import <Foundation/Foundation.h>
#include "HostKitFixtures.h"
void HostKitFixtures_placeholder(void) {}
