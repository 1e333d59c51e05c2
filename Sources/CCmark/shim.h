// cmark-gfm: CommonMark plus GitHub's table, strikethrough and autolink extensions,
// with the same AST and source positions (see ARCHITECTURE.md for why not plain cmark).
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
