#pragma once

// Thread-locals read on hooked calls: initial-exec avoids a __tls_get_addr call
// per access. Fine for the executable and for libraries loaded at launch, which is
// how an app links the SDK.
#if defined(__GNUC__) && !defined(__APPLE__)
#define TL_TLS __attribute__((tls_model("initial-exec")))
#else
#define TL_TLS
#endif
