/* Runs the benchmark scenes (scenes.h) with Debian's Chipmunk 7: one cpSpaceStep(1/60 s) per frame, 10 iterations,
 * sleeping off (a sleep time threshold of INFINITY skips Chipmunk's whole sleeping pass, so the idle speed threshold
 * plays no part). Two settings are changed so that Chipmunk simulates the same material as Box2D in metres: Chipmunk
 * multiplies the frictions of a pair where Box2D takes their geometric mean, so each shape gets sqrt(0.6); and
 * Chipmunk's default collision slop of 0.1 (sized for pixels) becomes Box2D's linear slop, 0.005 m. */
#include <chipmunk/chipmunk.h>

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "runner.h"

typedef struct ChipmunkWorld {
    cpSpace *space;
    int bodyCount;
    cpBody **bodies;
    int shapeCount;
    cpShape **shapes; /* static boxes first, then one shape per body */
} ChipmunkWorld;

static void add_shape(ChipmunkWorld *w, cpShape *shape) {
    cpShapeSetFriction(shape, sqrt(BENCH_FRICTION));
    cpShapeSetElasticity(shape, BENCH_RESTITUTION);
    cpSpaceAddShape(w->space, shape);
    w->shapes[w->shapeCount++] = shape;
}

static void destroy(void *world) {
    ChipmunkWorld *w = world;
    for (int i = 0; i < w->shapeCount; ++i) {
        cpSpaceRemoveShape(w->space, w->shapes[i]);
        cpShapeFree(w->shapes[i]);
    }
    for (int i = 0; i < w->bodyCount; ++i) {
        cpSpaceRemoveBody(w->space, w->bodies[i]);
        cpBodyFree(w->bodies[i]);
    }
    cpSpaceFree(w->space);
    free(w->shapes);
    free(w->bodies);
    free(w);
}

static void *create(const BenchScene *scene) {
    ChipmunkWorld *w = calloc(1, sizeof *w);
    if (w == NULL) return NULL;
    w->space = cpSpaceNew();
    w->bodies = calloc((size_t)scene->bodyCount, sizeof(cpBody *));
    w->shapes = calloc((size_t)(scene->bodyCount + scene->staticCount), sizeof(cpShape *));
    if (w->bodies == NULL || w->shapes == NULL) {
        destroy(w);
        return NULL;
    }
    cpSpaceSetGravity(w->space, cpv(0.0, BENCH_GRAVITY_Y));
    cpSpaceSetIterations(w->space, 10);
    cpSpaceSetSleepTimeThreshold(w->space, INFINITY);
    cpSpaceSetCollisionSlop(w->space, 0.005);

    cpBody *ground = cpSpaceGetStaticBody(w->space);
    for (int i = 0; i < scene->staticCount; ++i) {
        const BenchStaticBox *s = &scene->statics[i];
        cpBB box = cpBBNew(s->centerX - s->halfWidth, s->centerY - s->halfHeight,
                           s->centerX + s->halfWidth, s->centerY + s->halfHeight);
        add_shape(w, cpBoxShapeNew2(ground, box, 0.0));
    }

    for (int i = 0; i < scene->bodyCount; ++i) {
        const BenchBody *spec = &scene->bodies[i];
        double size = spec->halfExtent;
        double mass, moment;
        if (spec->kind == BENCH_BOX) {
            mass = BENCH_DENSITY * 4.0 * size * size;
            moment = cpMomentForBox(mass, 2.0 * size, 2.0 * size);
        } else {
            mass = BENCH_DENSITY * M_PI * size * size;
            moment = cpMomentForCircle(mass, 0.0, size, cpvzero);
        }
        cpBody *body = cpSpaceAddBody(w->space, cpBodyNew(mass, moment));
        w->bodies[w->bodyCount++] = body;
        cpBodySetPosition(body, cpv(spec->x, spec->y));
        cpShape *shape = spec->kind == BENCH_BOX ? cpBoxShapeNew(body, 2.0 * size, 2.0 * size, 0.0)
                                                 : cpCircleShapeNew(body, size, cpvzero);
        add_shape(w, shape);
    }
    return w;
}

static void step(void *world) { cpSpaceStep(((ChipmunkWorld *)world)->space, BENCH_TIME_STEP); }

static void position(void *world, int index, double *x, double *y) {
    cpVect p = cpBodyGetPosition(((ChipmunkWorld *)world)->bodies[index]);
    *x = p.x;
    *y = p.y;
}

/* Debian builds Chipmunk without NDEBUG (its runtime assertions stay on and are part of its timings), and its first
 * cpSpaceNew prints a banner on stdout; this sends that banner to stderr so stdout carries only JSON. */
static void move_banner_to_stderr(void) {
    fflush(stdout);
    int saved = dup(STDOUT_FILENO);
    if (saved < 0) return;
    dup2(STDERR_FILENO, STDOUT_FILENO);
    cpSpaceFree(cpSpaceNew());
    fflush(stdout);
    dup2(saved, STDOUT_FILENO);
    close(saved);
}

int main(int argc, char **argv) {
    move_banner_to_stderr();
    const BenchEngine engine = {"chipmunk-7", create, step, position, destroy};
    return bench_main(argc, argv, &engine);
}
