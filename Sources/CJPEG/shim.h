#include <stdio.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>
#include <jpeglib.h>

/* libjpeg reports errors by longjmp (or by exit() with its default handler), which must never cross Swift frames.
 * These functions keep setjmp, every libjpeg call and the longjmp target inside C, and report failure as a return
 * code plus a message. */

struct dynamics_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void dynamics_jpeg_on_error(j_common_ptr info) {
    struct dynamics_jpeg_error *error = (struct dynamics_jpeg_error *)info->err;
    longjmp(error->jump, 1);
}

static void dynamics_jpeg_on_message(j_common_ptr info) { (void)info; }

/* Reads the header of `size` bytes at `data`: 0 and the pixel size, or -1 and a message. */
static inline int dynamics_jpeg_size(const unsigned char *data, size_t size, int *width, int *height,
                                     char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct dynamics_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = dynamics_jpeg_on_error;
    error.manager.output_message = dynamics_jpeg_on_message;
    if (setjmp(error.jump)) {
        char text[JMSG_LENGTH_MAX];
        (*info.err->format_message)((j_common_ptr)&info, text);
        snprintf(message, message_size, "%s", text);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/* Decodes `size` bytes at `data` into `pixels` (width × height BGRA rows, `stride` bytes apart, alpha 255), which the
 * caller sized from `dynamics_jpeg_size`. 0 on success, -1 and a message otherwise (a truncated file is an error). */
static inline int dynamics_jpeg_decode(const unsigned char *data, size_t size, unsigned char *pixels, int width,
                                       int height, size_t stride, char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct dynamics_jpeg_error error;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = dynamics_jpeg_on_error;
    error.manager.output_message = dynamics_jpeg_on_message;
    if (setjmp(error.jump)) {
        char text[JMSG_LENGTH_MAX];
        (*info.err->format_message)((j_common_ptr)&info, text);
        snprintf(message, message_size, "%s", text);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        snprintf(message, message_size, "the image is not %d×%d pixels", width, height);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    info.out_color_space = JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = pixels + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    /* libjpeg fills a truncated stream with grey and only warns; a frame must not be half an image. */
    if (error.manager.num_warnings > 0) {
        snprintf(message, message_size, "the data is truncated or corrupt");
        jpeg_destroy_decompress(&info);
        return -1;
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return 0;
}
