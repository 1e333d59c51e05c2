#include <fribidi.h>
