#import "FixtureLog.h"
#include "HostKitFixtures.h"
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static NSMutableArray *HKFEntries;
static char *HKFJoined;
static long HKFDeallocs;

void HKFLog(NSString *format, ...) {
    if (HKFEntries == nil) HKFEntries = [[NSMutableArray alloc] init];
    va_list args;
    va_start(args, format);
    NSString *entry = [[NSString alloc] initWithFormat:format arguments:args];
    va_end(args);
    [HKFEntries addObject:entry];
    [entry release];
}

void HKFNoteDealloc(void) { HKFDeallocs++; }

NSString *HKFIndexPath(NSIndexPath *indexPath) {
    return indexPath != nil ? [NSString stringWithFormat:@"%ld.%ld", (long)[indexPath section], (long)[indexPath row]]
                            : @"nil";
}

void hkf_log_reset(void) { [HKFEntries removeAllObjects]; }

const char *hkf_log(void) {
    NSAutoreleasePool *pool = [[NSAutoreleasePool alloc] init];
    free(HKFJoined);
    HKFJoined = strdup([[HKFEntries componentsJoinedByString:@", "] UTF8String]);
    [pool drain];
    return HKFJoined;
}

long hkf_dealloc_count(void) { return HKFDeallocs; }

long hkf_event_touch_count(HKObject event) { return (long)[[(UIEvent *)event allTouches] count]; }

bool hkf_send_nil_targeted_action(const char *action, HKObject sender) {
    return [[UIApplication sharedApplication] sendAction:sel_registerName(action) to:nil from:(id)sender forEvent:nil];
}
