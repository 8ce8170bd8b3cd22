// Fixtures for HostKit's Menus part (see HostKitMenus.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
