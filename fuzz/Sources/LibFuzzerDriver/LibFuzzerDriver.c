// The declaration is the module's content; libFuzzer (-sanitize=fuzzer) defines the function.
#include "LibFuzzerDriver.h"
