// A C face for Google's WOFF2 encoder (libwoff2enc, Debian's libwoff-dev), whose API is C++:
// Swift calls these, the shim calls woff2::ConvertTTFToWOFF2.
#ifndef CWOFF2_H
#define CWOFF2_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a compression ended.
typedef enum {
    /// The WOFF2 font is in the output buffer.
    CWOFF2_OK = 0,
    /// The encoder refused the font: not an sfnt it can read, a table it cannot transform,
    /// or an output buffer smaller than the font's WOFF2.
    CWOFF2_REFUSED = 1,
    /// Memory ran out inside the encoder.
    CWOFF2_OUT_OF_MEMORY = 2,
    /// A null pointer, or a quality outside Brotli's 0...11.
    CWOFF2_INVALID_ARGUMENT = 3,
} cwoff2_status;

/// An upper bound on the WOFF2 size of the `length` bytes of `font`: the output buffer to
/// give `cwoff2_compress`.
size_t cwoff2_max_compressed_size(const uint8_t *font, size_t length);

/// Compresses the sfnt (TrueType, OpenType or collection) in `font` to WOFF2 with Brotli at
/// `quality` (0...11; `woff2_compress` uses 11). `*output_length` is the size of `output` on
/// entry and the WOFF2's byte count on return with CWOFF2_OK. Reentrant: each call has its
/// own state, so threads may compress at once.
cwoff2_status cwoff2_compress(const uint8_t *font, size_t length, int quality,
                              uint8_t *output, size_t *output_length);

#ifdef __cplusplus
}
#endif

#endif
