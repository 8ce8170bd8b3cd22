// A step of UIKit's call path that a fixture records: the method UIKit declares on
// `className` is swapped for `replacement`, which logs and calls `original`, the way a
// hooking SDK would see the step.
#import <objc/runtime.h>
#include <stdbool.h>
#include <stddef.h>

typedef struct {
    const char *className;
    const char *selectorName;
    IMP replacement;
    IMP original;
} HKFStep;

// Swaps each step's method for its replacement (on) or back (off); a step already in
// that state is left as it is.
void hkf_swap_steps(HKFStep *steps, size_t count, bool on);
