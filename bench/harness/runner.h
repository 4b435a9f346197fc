/* The measuring loop shared by the C/C++ harnesses: an engine only says how to build a scene, step it once and
 * read a body's position; the runner times steps, measures stability and prints one JSON object per scene. */
#ifndef DYNAMICS_BENCH_RUNNER_H
#define DYNAMICS_BENCH_RUNNER_H

#include "scenes.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct BenchEngine {
    const char *name; /* the JSON "engine" value */
    /* Builds the scene's bodies in the scene's order; returns NULL on failure. */
    void *(*create)(const BenchScene *scene);
    /* Advances the world by BENCH_TIME_STEP. */
    void (*step)(void *world);
    /* Centre of the body at `index` in the scene's order. */
    void (*position)(void *world, int index, double *x, double *y);
    void (*destroy)(void *world);
} BenchEngine;

/* Runs the scenes named in argv[1...] (all scenes when none is named); returns the process exit status. */
int bench_main(int argc, char **argv, const BenchEngine *engine);

#ifdef __cplusplus
}
#endif
#endif
