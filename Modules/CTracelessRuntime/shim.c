#include "CTracelessRuntime.h"
