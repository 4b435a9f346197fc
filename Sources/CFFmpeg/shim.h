// FFmpeg's libraries from Debian's libavformat-dev, libavcodec-dev, libavfilter-dev, libswscale-dev and
// libavutil-dev: videos encoded and muxed in the renderer's process.
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
