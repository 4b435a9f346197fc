// Runs the benchmark scenes (scenes.h) with Debian's Box2D 2.4.1: one Step(1/60 s, 8 velocity, 3 position
// iterations) per frame, sleeping off, every other setting at Box2D's default (warm starting, continuous physics).
#include <box2d/box2d.h>

#include <new>
#include <vector>

#include "runner.h"

namespace {

struct Box2DWorld {
    b2World world{b2Vec2(0.0f, float(BENCH_GRAVITY_Y))};
    std::vector<b2Body *> bodies;
};

b2FixtureDef fixtureDef(const b2Shape *shape, float density) {
    b2FixtureDef def;
    def.shape = shape;
    def.density = density;
    def.friction = float(BENCH_FRICTION);
    def.restitution = float(BENCH_RESTITUTION);
    return def;
}

void *create(const BenchScene *scene) {
    auto *w = new (std::nothrow) Box2DWorld;
    if (w == nullptr) return nullptr;
    w->world.SetAllowSleeping(false);

    b2BodyDef groundDef;
    b2Body *ground = w->world.CreateBody(&groundDef);
    for (int i = 0; i < scene->staticCount; ++i) {
        const BenchStaticBox &s = scene->statics[i];
        b2PolygonShape box;
        box.SetAsBox(float(s.halfWidth), float(s.halfHeight), b2Vec2(float(s.centerX), float(s.centerY)), 0.0f);
        b2FixtureDef def = fixtureDef(&box, 0.0f);
        ground->CreateFixture(&def);
    }

    w->bodies.reserve(size_t(scene->bodyCount));
    for (int i = 0; i < scene->bodyCount; ++i) {
        const BenchBody &spec = scene->bodies[i];
        b2BodyDef def;
        def.type = b2_dynamicBody;
        def.allowSleep = false;
        def.position.Set(float(spec.x), float(spec.y));
        b2Body *body = w->world.CreateBody(&def);
        float size = float(spec.halfExtent);
        if (spec.kind == BENCH_BOX) {
            b2PolygonShape box;
            box.SetAsBox(size, size);
            b2FixtureDef fixture = fixtureDef(&box, float(BENCH_DENSITY));
            body->CreateFixture(&fixture);
        } else {
            b2CircleShape circle;
            circle.m_radius = size;
            b2FixtureDef fixture = fixtureDef(&circle, float(BENCH_DENSITY));
            body->CreateFixture(&fixture);
        }
        w->bodies.push_back(body);
    }
    return w;
}

void step(void *world) { static_cast<Box2DWorld *>(world)->world.Step(float(BENCH_TIME_STEP), 8, 3); }

void position(void *world, int index, double *x, double *y) {
    const b2Vec2 &p = static_cast<Box2DWorld *>(world)->bodies[size_t(index)]->GetPosition();
    *x = p.x;
    *y = p.y;
}

void destroy(void *world) { delete static_cast<Box2DWorld *>(world); }

}  // namespace

int main(int argc, char **argv) {
    const BenchEngine engine = {"box2d-2.4", create, step, position, destroy};
    return bench_main(argc, argv, &engine);
}
