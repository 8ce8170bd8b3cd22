// Fixtures for HostKit's Inputs part (see HostKitInputs.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
