#include "scenes.h"

#include <stdlib.h>
#include <string.h>

const char *const bench_scene_names[3] = {"pyramid-20", "pyramid-100", "container-1000"};

/* The pyramid of Box2D's samples: 1 m boxes (half-extent 0.5) with density 1 and friction 0.6, `baseCount` in the bottom
 * row, each row one box shorter and centred on the one below. Horizontal pitch 1.125 m as in Box2D 2.x's "Pyramid"
 * sample (the 0.125 m gaps keep Box2D 2.x's 1 cm polygon skins of neighbours apart, so a row does not spread at start);
 * rows stacked touching (row i's centre at height i + 0.5) on a 200 m x 2 m static ground box whose top is y = 0, as in
 * Box2D v3's "large_pyramid" benchmark. The apex is at x = 0. */
static int make_pyramid(BenchScene *scene, int baseCount) {
    const double h = 0.5, pitch = 1.125;
    scene->kind = BENCH_PYRAMID;
    scene->bodyCount = baseCount * (baseCount + 1) / 2;
    scene->bodies = calloc((size_t)scene->bodyCount, sizeof(BenchBody));
    if (scene->bodies == NULL) return -2;
    scene->staticCount = 1;
    scene->statics[0] = (BenchStaticBox){0.0, 1.0, 100.0, 1.0};
    scene->minX = -100.0;
    scene->maxX = 100.0;
    scene->maxY = 0.0;
    int index = 0;
    for (int i = 0; i < baseCount; ++i) {
        for (int j = i; j < baseCount; ++j) {
            double x = (j - i) * pitch + 0.5 * pitch * (i - (baseCount - 1));
            double y = -(i + h);
            scene->bodies[index++] = (BenchBody){BENCH_BOX, x, y, h};
        }
    }
    return 0;
}

/* 1000 bodies (boxes of half-extent 0.25 m and circles of radius 0.25 m in a checkerboard) on a 25 × 40 grid of
 * pitch 0.75 m, odd rows shifted by 0.1875 m, lowest row 1 m above the floor, dropped into a U-shaped container:
 * a 22 m × 1 m floor whose top is y = 0 and two 1 m × 20 m walls whose inner faces are x = ±10 m. */
static int make_container(BenchScene *scene) {
    enum { columns = 25, rows = 40 };
    const double pitch = 0.75, size = 0.25;
    scene->kind = BENCH_CONTAINER;
    scene->bodyCount = columns * rows;
    scene->bodies = calloc((size_t)scene->bodyCount, sizeof(BenchBody));
    if (scene->bodies == NULL) return -2;
    scene->staticCount = 3;
    scene->statics[0] = (BenchStaticBox){0.0, 0.5, 11.0, 0.5};
    scene->statics[1] = (BenchStaticBox){-10.5, -10.0, 0.5, 10.0};
    scene->statics[2] = (BenchStaticBox){10.5, -10.0, 0.5, 10.0};
    scene->minX = -10.0;
    scene->maxX = 10.0;
    scene->maxY = 0.0;
    int index = 0;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            double x = -9.0 + column * pitch + (row % 2 == 1 ? 0.25 * pitch : 0.0);
            double y = -(1.0 + row * pitch);
            BenchShapeKind kind = (row + column) % 2 == 0 ? BENCH_BOX : BENCH_CIRCLE;
            scene->bodies[index++] = (BenchBody){kind, x, y, size};
        }
    }
    return 0;
}

int bench_scene_make(const char *name, BenchScene *scene) {
    memset(scene, 0, sizeof *scene);
    scene->name = name;
    if (strcmp(name, bench_scene_names[0]) == 0) return make_pyramid(scene, 20);
    if (strcmp(name, bench_scene_names[1]) == 0) return make_pyramid(scene, 100);
    if (strcmp(name, bench_scene_names[2]) == 0) return make_container(scene);
    return -1;
}

void bench_scene_free(BenchScene *scene) {
    free(scene->bodies);
    scene->bodies = NULL;
}
