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

// A control of the app's that decides itself whether it tracks a touch, and logs every
// control event it sends ("send TouchDown", ...).
@interface HKFChoosyControl : UIControl {
@public
    BOOL _begins;
    BOOL _continues;
}
@end

@implementation HKFChoosyControl
- (BOOL)beginTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return _begins; }
- (BOOL)continueTrackingWithTouch:(UITouch *)touch withEvent:(UIEvent *)event { return _continues; }
// A touch held back by a scroll view arrives with the state it began with, in a later event.
- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    UITouch *touch = [touches anyObject];
    HKFLog(@"began%s", [event timestamp] > [touch timestamp] ? " late" : "");
    [super touchesBegan:touches withEvent:event];
}
- (void)_sendActionsForEvents:(UIControlEvents)events withEvent:(UIEvent *)event {
    static const char *names[] = {"TouchDown", "TouchDownRepeat", "TouchDragInside", "TouchDragOutside",
                                  "TouchDragEnter", "TouchDragExit", "TouchUpInside", "TouchUpOutside", "TouchCancel"};
    for (int bit = 0; bit < 9; bit++)
        if (events & (1u << bit)) HKFLog(@"send %s", names[bit]);
    [super _sendActionsForEvents:events withEvent:event];
}
@end

HKObject hkf_choosy_control_new(bool begins, bool continues) {
    HKFChoosyControl *control = [[HKFChoosyControl alloc] initWithFrame:CGRectMake(0, 0, 100, 44)];
    control->_begins = begins;
    control->_continues = continues;
    return control;
}
