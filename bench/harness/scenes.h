/* The three benchmark scenes, described once for every C/C++ harness (the Swift side mirrors them in
 * Sources/DynamicsBench/PhysicsBench/PhysicsBenchScene.swift; both follow bench/README.md).
 *
 * Units: metres (UIKit's 100 pt = 1 m), UIKit's y-down axes, gravity (0, +10) m/s². "Up" is -y. */
#ifndef DYNAMICS_BENCH_SCENES_H
#define DYNAMICS_BENCH_SCENES_H

#ifdef __cplusplus
extern "C" {
#endif

enum { BENCH_STEP_COUNT = 600, BENCH_TIMED_FIRST = 60, BENCH_TIMED_LAST = 559, BENCH_MID_STEP_COUNT = 300 };

#define BENCH_GRAVITY_Y 10.0
#define BENCH_TIME_STEP (1.0 / 60.0)
#define BENCH_DENSITY 1.0
/* Box2D's sample friction; an engine that mixes by product (Chipmunk) is given sqrt(0.6) per shape. */
#define BENCH_FRICTION 0.6
#define BENCH_RESTITUTION 0.0

typedef enum BenchShapeKind { BENCH_BOX, BENCH_CIRCLE } BenchShapeKind;

/* One dynamic body holding one shape centred on its origin. */
typedef struct BenchBody {
    BenchShapeKind kind;
    double x, y;
    double halfExtent; /* box half-width = half-height, or circle radius */
} BenchBody;

/* An axis-aligned static box; all of a scene's static boxes belong to one static body at the origin. */
typedef struct BenchStaticBox {
    double centerX, centerY, halfWidth, halfHeight;
} BenchStaticBox;

typedef enum BenchSceneKind { BENCH_PYRAMID, BENCH_CONTAINER } BenchSceneKind;

typedef struct BenchScene {
    const char *name;
    BenchSceneKind kind;
    int bodyCount;
    BenchBody *bodies;           /* owned; the apex of a pyramid is the last body */
    int staticCount;
    BenchStaticBox statics[3];
    /* A body whose centre leaves [minX, maxX] or goes below maxY (the floor's top) has escaped. */
    double minX, maxX, maxY;
} BenchScene;

/* Names accepted by bench_scene_make, in run order. */
extern const char *const bench_scene_names[3];

/* Builds the named scene; returns 0, -1 for an unknown name, -2 when memory runs out. */
int bench_scene_make(const char *name, BenchScene *scene);
void bench_scene_free(BenchScene *scene);

#ifdef __cplusplus
}
#endif
#endif
