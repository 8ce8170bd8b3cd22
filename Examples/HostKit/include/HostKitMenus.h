// HostKit's C interface, Part B: UIAction, UIMenu, button menus and context menus.
// Conventions as in HostKit.h: +1 for *_new, false when a user could not have done it.
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
