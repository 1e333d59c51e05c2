#include "cwoff2.h"

#include <cstdio>
#include <cstring>
#include <mutex>
#include <new>
#include <string>
#include <sys/mman.h>
#include <unistd.h>
#include <woff2/encode.h>

namespace {

// Debian builds libwoff2enc with FONT_COMPRESSION_BIN, so the library prints to stderr as
// woff2_compress does: "Compressed 23006 to 17329." for every font, a reason for every
// refusal. A build must print only its own lines, so while any compression runs, file
// descriptor 2 goes to an anonymous file; when the last one ends it is put back and what
// other threads wrote meanwhile is passed on (late, never lost), without the encoder's lines.
std::mutex capture_lock;
int compressions_running = 0;
int saved_stderr = -1;
int captured = -1;

const char *const encoder_lines[] = {
    "Compressed ", "Parsing of the input font failed.", "Font normalization failed.", "Failed to fix checksums",
    "glyf/loca transformation failed.", "Compression of combined table failed.",
    "Compression of extended metadata failed.", "Result allocation was too small (",
    "Missing table index for offset ", "Mismatch between computed and actual length (",
};

bool is_encoder_line(const std::string &line) {
    for (const char *prefix : encoder_lines) {
        if (line.compare(0, std::strlen(prefix), prefix) == 0) return true;
    }
    return false;
}

void write_all(int fd, const char *bytes, size_t count) {
    while (count > 0) {
        ssize_t written = write(fd, bytes, count);
        if (written <= 0) return;
        bytes += written;
        count -= size_t(written);
    }
}

void begin_capture() {
    std::lock_guard<std::mutex> guard(capture_lock);
    if (compressions_running++ > 0) return;
    std::fflush(stderr);
    int file = memfd_create("cwoff2-stderr", MFD_CLOEXEC);
    if (file < 0) return; // Then the encoder's lines show; nothing else is lost.
    int saved = dup(2);
    if (saved < 0 || dup2(file, 2) < 0) {
        if (saved >= 0) close(saved);
        close(file);
        return;
    }
    saved_stderr = saved;
    captured = file;
}

void end_capture() {
    std::lock_guard<std::mutex> guard(capture_lock);
    if (--compressions_running > 0 || captured < 0) return;
    std::fflush(stderr);
    dup2(saved_stderr, 2);
    close(saved_stderr);
    std::string text;
    char chunk[4096];
    ssize_t count;
    for (off_t offset = 0; (count = pread(captured, chunk, sizeof chunk, offset)) > 0; offset += count) {
        text.append(chunk, size_t(count));
    }
    close(captured);
    saved_stderr = captured = -1;
    std::string kept;
    for (size_t start = 0; start < text.size();) {
        size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end + 1;
        std::string line = text.substr(start, end - start);
        if (!is_encoder_line(line)) kept += line;
        start = end;
    }
    write_all(2, kept.data(), kept.size());
}

} // namespace

size_t cwoff2_max_compressed_size(const uint8_t *font, size_t length) {
    return woff2::MaxWOFF2CompressedSize(font, length);
}

cwoff2_status cwoff2_compress(const uint8_t *font, size_t length, int quality,
                              uint8_t *output, size_t *output_length) {
    if (font == nullptr || output == nullptr || output_length == nullptr || quality < 0 || quality > 11) {
        return CWOFF2_INVALID_ARGUMENT;
    }
    cwoff2_status status = CWOFF2_REFUSED;
    begin_capture();
    // No C++ exception may cross into Swift: the encoder's vectors and maps throw
    // std::bad_alloc, and a font claiming huge tables can ask for a lot.
    try {
        woff2::WOFF2Params params;
        params.brotli_quality = quality;
        size_t written = *output_length;
        if (woff2::ConvertTTFToWOFF2(font, length, output, &written, params)) {
            *output_length = written;
            status = CWOFF2_OK;
        }
    } catch (const std::bad_alloc &) {
        status = CWOFF2_OUT_OF_MEMORY;
    } catch (...) {
        status = CWOFF2_REFUSED;
    }
    end_capture();
    return status;
}
