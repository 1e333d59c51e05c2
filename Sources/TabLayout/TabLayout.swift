// The pure tab layout engine lives in this target (see issue 3).
