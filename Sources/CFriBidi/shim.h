#include <fribidi.h>
#include <stdint.h>
#include <stdlib.h>

/* The Unicode bidi algorithm's embedding level of each code point of one paragraph,
   as fribidi computes it; `rtl` says the paragraph's base direction is right to left,
   otherwise it is taken from the first strong character. Returns 0 on failure. */
static inline int handbook_bidi_levels(const uint32_t *text, int length, int rtl, uint8_t *levels) {
    if (length <= 0) return 1;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *result = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int ok = types && brackets && result;
    if (ok) {
        FriBidiParType base = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_ON;
        fribidi_get_bidi_types((const FriBidiChar *)text, length, types);
        fribidi_get_bracket_types((const FriBidiChar *)text, length, types, brackets);
        ok = fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, result) != 0;
        for (int i = 0; ok && i < length; i++) levels[i] = (uint8_t)result[i];
    }
    free(types);
    free(brackets);
    free(result);
    return ok;
}

/* 1 when the first strong character of the text is right to left (Arabic, Hebrew…),
   0 when it is left to right or there is none: the direction a label reads in. */
static inline int handbook_first_strong_is_rtl(const uint32_t *text, int length) {
    for (int i = 0; i < length; i++) {
        FriBidiCharType type = fribidi_get_bidi_type((FriBidiChar)text[i]);
        if (FRIBIDI_IS_STRONG(type)) return FRIBIDI_IS_RTL(type) ? 1 : 0;
    }
    return 0;
}
