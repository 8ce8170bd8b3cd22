// UIKitCore 26.1: UIKeyboardLayout.mm (-touchesBegan:withEvent: -> -touchDown:,
// -touchesEnded:withEvent: -> -touchUp:), UIKeyboardLayoutStar.mm (-keyHitTest:,
// -touchUp:executionContext: types the key).
#import <UIKit/UIKit.h>
#import <TextInputUI/TUIPredictionView.h>

@implementation UIKeyboardLayout

- (void)touchesBegan:(NSSet *)touches withEvent:(UIEvent *)event {
    for (UITouch *touch in touches) [self touchDown:touch];
}

- (void)touchesMoved:(NSSet *)touches withEvent:(UIEvent *)event {}

- (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event {
    for (UITouch *touch in touches) [self touchUp:touch];
}

- (void)touchesCancelled:(NSSet *)touches withEvent:(UIEvent *)event {}

- (void)touchDown:(UITouch *)touch {}
- (void)touchUp:(UITouch *)touch {}

@end

// Three rows of letters, then the space bar, each row the layout's width.
static NSArray *HKKeyRows(void) {
    return [NSArray arrayWithObjects:@"qwertyuiop", @"asdfghjkl", @"zxcvbnm", @" ", nil];
}

static const CGFloat HKKeyHeight = 50;

@implementation UIKeyboardLayoutStar

- (id)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) _word = [[NSMutableString alloc] init];
    return self;
}

- (void)dealloc {
    [_word release];
    [super dealloc];
}

- (void)setInputDelegate:(id)responder { _inputDelegate = responder; }
- (void)setPredictionView:(TUIPredictionView *)view { _predictionView = view; }

- (NSString *)keyHitTest:(CGPoint)point {
    NSArray *rows = HKKeyRows();
    NSInteger row = (NSInteger)(point.y / HKKeyHeight);
    if (point.y < 0 || row >= (NSInteger)[rows count] || point.x < 0) return nil;
    NSString *keys = [rows objectAtIndex:row];
    CGFloat width = [self bounds].size.width / [keys length];
    NSUInteger column = (NSUInteger)(point.x / width);
    return column < [keys length] ? [keys substringWithRange:NSMakeRange(column, 1)] : nil;
}

- (BOOL)hk_getCenter:(CGPoint *)center ofKey:(NSString *)key {
    NSArray *rows = HKKeyRows();
    for (NSUInteger row = 0; row < [rows count]; row++) {
        NSString *keys = [rows objectAtIndex:row];
        NSRange found = [keys rangeOfString:key];
        if (found.location == NSNotFound) continue;
        CGFloat width = [self bounds].size.width / [keys length];
        *center = CGPointMake(width * (found.location + 0.5), HKKeyHeight * (row + 0.5));
        return YES;
    }
    return NO;
}

// The key is typed as the finger lifts: asked first, as the keyboard asks, then
// inserted; the prediction bar then offers the word typed so far.
- (void)touchUp:(UITouch *)touch {
    NSString *key = [self keyHitTest:[touch locationInView:self]];
    id input = _inputDelegate;
    if (key == nil || input == nil) return;
    if ([input respondsToSelector:@selector(keyboardInput:shouldInsertText:isMarkedText:)]
        && ![input keyboardInput:input shouldInsertText:key isMarkedText:NO])
        return;
    [input insertText:key];
    if ([key isEqualToString:@" "]) [_word setString:@""];
    else [_word appendString:key];
    [_predictionView setCandidates:[_word length] > 0 ? [NSArray arrayWithObject:_word] : [NSArray array]];
}

// The prediction bar's choice: the word as typed is accepted, with a space.
- (void)predictionView:(TUIPredictionView *)view didSelectCandidate:(NSString *)candidate {
    if (_inputDelegate != nil) [_inputDelegate insertText:@" "];
    [_word setString:@""];
    [view setCandidates:[NSArray array]];
}

@end
