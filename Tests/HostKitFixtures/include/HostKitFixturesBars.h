// Fixtures for HostKit's Bars part (see HostKitBars.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
