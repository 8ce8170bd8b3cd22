// The one place where an exception raised by app code during capture stops.
//
// Capture reads titles, texts and cells from objects the app owns; any of those
// methods may raise an Objective-C exception. It must not unwind into Swift frames
// (which have no cleanups for it: locks would stay held) nor into the app's call
// that we are observing. C++'s catch (...) catches foreign exceptions, the GNU
// runtime's and Apple's Objective-C exceptions included, with no Objective-C flags.
#include "CTracelessRuntime.h"

extern "C" bool tl_call_words_guarded(tl_imp imp, tl_id self, tl_sel cmd, unsigned arity, const uintptr_t *a, uintptr_t *result) {
    typedef uintptr_t W;
    try {
        W value = 0;
        switch (arity) {
        case 0: value = ((W (*)(tl_id, tl_sel))imp)(self, cmd); break;
        case 1: value = ((W (*)(tl_id, tl_sel, W))imp)(self, cmd, a[0]); break;
        case 2: value = ((W (*)(tl_id, tl_sel, W, W))imp)(self, cmd, a[0], a[1]); break;
        case 3: value = ((W (*)(tl_id, tl_sel, W, W, W))imp)(self, cmd, a[0], a[1], a[2]); break;
        case 4: value = ((W (*)(tl_id, tl_sel, W, W, W, W))imp)(self, cmd, a[0], a[1], a[2], a[3]); break;
        default: return false;
        }
        *result = value;
        return true;
    } catch (...) {
        return false;
    }
}

extern "C" bool tl_call_point_guarded(tl_imp imp, tl_id self, tl_sel cmd, uintptr_t argument, tl_point *result) {
    try {
        *result = ((tl_point (*)(tl_id, tl_sel, uintptr_t))imp)(self, cmd, argument);
        return true;
    } catch (...) {
        return false;
    }
}

extern "C" bool tl_call_rect_guarded(tl_imp imp, tl_id self, tl_sel cmd, tl_rect *result) {
    try {
        *result = ((tl_rect (*)(tl_id, tl_sel))imp)(self, cmd);
        return true;
    } catch (...) {
        return false;
    }
}

extern "C" bool tl_call_double_guarded(tl_imp imp, tl_id self, tl_sel cmd, double *result) {
    try {
        *result = ((double (*)(tl_id, tl_sel))imp)(self, cmd);
        return true;
    } catch (...) {
        return false;
    }
}
