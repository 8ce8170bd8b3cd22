// HostKit's C interface, Part C: table accessories and swipe actions.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
