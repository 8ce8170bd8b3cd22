// A target with actions of 0, 1 and 2 arguments.
#import "FixtureLog.h"
#include "HostKitFixtures.h"

@interface HKFRecorder : NSObject {
    id _lastSender;
    UIEvent *_lastEvent;
}
@end

@implementation HKFRecorder

- (void)dealloc {
    [_lastSender release];
    [_lastEvent release];
    HKFNoteDealloc();
    [super dealloc];
}

- (id)lastSender { return _lastSender; }
- (UIEvent *)lastEvent { return _lastEvent; }

- (void)remember:(id)sender event:(UIEvent *)event {
    [sender retain];
    [_lastSender release];
    _lastSender = sender;
    [event retain];
    [_lastEvent release];
    _lastEvent = event;
}

- (void)noArgs {
    HKFLog(@"noArgs");
}

- (void)oneArg:(id)sender {
    [self remember:sender event:nil];
    HKFLog(@"oneArg:%@", NSStringFromClass([sender class]));
}

- (void)twoArgs:(id)sender event:(UIEvent *)event {
    [self remember:sender event:event];
    NSString *described = event != nil
        ? [NSString stringWithFormat:@"event(%lu touch)", (unsigned long)[[event allTouches] count]]
        : @"nil";
    HKFLog(@"twoArgs:%@:%@", NSStringFromClass([sender class]), described);
}

- (void)gestureFired:(UIGestureRecognizer *)recognizer {
    [self remember:recognizer event:nil];
    HKFLog(@"gestureFired:%ld", (long)[recognizer state]);
}

@end

HKObject hkf_recorder_new(void) { return [[HKFRecorder alloc] init]; }
HKObject hkf_recorder_last_sender(HKObject recorder) { return [(HKFRecorder *)recorder lastSender]; }
HKObject hkf_recorder_last_event(HKObject recorder) { return [(HKFRecorder *)recorder lastEvent]; }
