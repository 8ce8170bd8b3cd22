// Fixtures for HostKit's Presentations part (see HostKitPresentations.h).
#pragma once

#include "HostKit.h"

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
