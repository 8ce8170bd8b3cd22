// Fixtures for HostKit's Lists part (see HostKitLists.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
