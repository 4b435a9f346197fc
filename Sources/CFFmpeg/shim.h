// FFmpeg's libraries from Debian's libavformat-dev, libavcodec-dev, libavfilter-dev, libswscale-dev and
// libavutil-dev: videos encoded and muxed in the renderer's process.
#include <dlfcn.h>
#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// FFmpeg's error codes are macros Swift does not import.
static inline int dynamics_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int dynamics_averror_eof(void) { return AVERROR_EOF; }

// av_err2str is a macro over a compound literal; this fills a caller's buffer instead.
static inline const char *dynamics_av_error_text(int code, char *buffer, size_t size) {
    return av_make_error_string(buffer, size, code);
}

// The SIMD instruction sets x264 detects on this machine (x264_cpu_detect of the libx264 libavcodec loaded) without
// AVX-512 (X264_CPU_AVX512 in x264.h); 0 when no libx264 is loaded. Looked up at run time in the program and the
// libraries it loaded: libx264 has no -dev package here to link against, and libavcodec already brought it in.
static inline unsigned dynamics_x264_cpu_flags_without_avx512(void) {
    void *program = dlopen(NULL, RTLD_LAZY);
    unsigned (*detect)(void) = program ? (unsigned (*)(void))dlsym(program, "x264_cpu_detect") : NULL;
    unsigned flags = detect ? detect() & ~(1U << 16) : 0;
    if (program) dlclose(program);
    return flags;
}
