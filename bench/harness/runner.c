#include "runner.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { TIMED_COUNT = BENCH_TIMED_LAST - BENCH_TIMED_FIRST + 1 };

typedef struct Point { double x, y; } Point;

static double now_ms(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec * 1e3 + (double)t.tv_nsec * 1e-6;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static void snapshot(const BenchEngine *engine, void *world, int count, Point *out) {
    for (int i = 0; i < count; ++i) engine->position(world, i, &out[i].x, &out[i].y);
}

/* Prints a finite number, or null (JSON has no NaN). */
static void print_number(const char *key, double value, const char *format) {
    printf(",\"%s\":", key);
    if (isfinite(value)) printf(format, value); else printf("null");
}

static int run_scene(const BenchEngine *engine, const BenchScene *scene) {
    int count = scene->bodyCount;
    double *times = malloc(TIMED_COUNT * sizeof(double));
    Point *mid = malloc((size_t)count * sizeof(Point));
    Point *end = malloc((size_t)count * sizeof(Point));
    void *world = times && mid && end ? engine->create(scene) : NULL;
    if (world == NULL) {
        fprintf(stderr, "error: %s could not build scene %s\n", engine->name, scene->name);
        free(times); free(mid); free(end);
        return 1;
    }
    for (int step = 0; step < BENCH_STEP_COUNT; ++step) {
        double start = now_ms();
        engine->step(world);
        double elapsed = now_ms() - start;
        if (step >= BENCH_TIMED_FIRST && step <= BENCH_TIMED_LAST) times[step - BENCH_TIMED_FIRST] = elapsed;
        if (step + 1 == BENCH_MID_STEP_COUNT) snapshot(engine, world, count, mid);
    }
    snapshot(engine, world, count, end);
    engine->destroy(world);

    qsort(times, TIMED_COUNT, sizeof(double), compare_doubles);
    double median = 0.5 * (times[(TIMED_COUNT - 1) / 2] + times[TIMED_COUNT / 2]);
    double p95 = times[(int)ceil(0.95 * TIMED_COUNT) - 1];

    int escaped = 0;
    double maxSlide = 0.0, creep = 0.0;
    for (int i = 0; i < count; ++i) {
        Point p = end[i];
        if (!(isfinite(p.x) && isfinite(p.y)) || p.x < scene->minX || p.x > scene->maxX || p.y > scene->maxY) ++escaped;
        maxSlide = fmax(maxSlide, fabs(p.x - scene->bodies[i].x));
        creep = fmax(creep, hypot(p.x - mid[i].x, p.y - mid[i].y));
    }

    printf("{\"scene\":\"%s\",\"engine\":\"%s\",\"bodies\":%d", scene->name, engine->name, count);
    print_number("ms_median", median, "%.4f");
    print_number("ms_p95", p95, "%.4f");
    int stable;
    if (scene->kind == BENCH_PYRAMID) {
        int apex = count - 1;
        double apexDrop = end[apex].y - scene->bodies[apex].y;
        double apexCreep = 1e3 * hypot(end[apex].x - mid[apex].x, end[apex].y - mid[apex].y);
        print_number("max_slide_m", maxSlide, "%.5f");
        print_number("apex_drop_m", apexDrop, "%.5f");
        print_number("creep_mm", apexCreep, "%.3f");
        stable = escaped == 0 && apexDrop < 0.1 && maxSlide < 0.1;
    } else {
        printf(",\"max_slide_m\":null,\"apex_drop_m\":null");
        print_number("creep_mm", 1e3 * creep, "%.3f");
        stable = escaped == 0;
    }
    printf(",\"escaped\":%d,\"stable\":%s}\n", escaped, stable ? "true" : "false");
    fflush(stdout);
    free(times); free(mid); free(end);
    return 0;
}

int bench_main(int argc, char **argv, const BenchEngine *engine) {
    int nameCount = argc > 1 ? argc - 1 : 3;
    for (int n = 0; n < nameCount; ++n) {
        const char *name = argc > 1 ? argv[n + 1] : bench_scene_names[n];
        BenchScene scene;
        int made = bench_scene_make(name, &scene);
        if (made == -2) {
            fprintf(stderr, "error: out of memory building scene %s\n", name);
            return 1;
        }
        if (made != 0) {
            fprintf(stderr, "error: unknown scene '%s' (known: %s, %s, %s)\n", name,
                    bench_scene_names[0], bench_scene_names[1], bench_scene_names[2]);
            return 2;
        }
        int status = run_scene(engine, &scene);
        bench_scene_free(&scene);
        if (status != 0) return status;
    }
    return 0;
}
