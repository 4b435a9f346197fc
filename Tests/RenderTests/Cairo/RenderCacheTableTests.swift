@testable import DynamicsRender
import DynamicsUIKit
import Testing

/// The renderer's side table of caches: a key finds its owner's cache, and rows of owners that went away are emptied
/// (their caches freed) and reused under a new generation, so the table stays within twice its live rows.
@Suite struct RenderCacheTableTests {
    private final class Owner {}
    private final class Cache {
        let id: Int
        init(_ id: Int) { self.id = id }
    }

    @Test("a key finds its own owner's cache; storing again for the owner keeps its row")
    func keysFindTheirCache() {
        let table = RenderCacheTable<Owner, Cache>()
        let a = Owner(), b = Owner()
        var keyA = RenderCacheKey(), keyB = RenderCacheKey()
        #expect(table.value(at: keyA) == nil)
        table.store(Cache(1), for: a, key: &keyA)
        table.store(Cache(2), for: b, key: &keyB)
        #expect(keyA.row == 0 && keyB.row == 1)
        #expect(table.value(at: keyA)?.id == 1)
        #expect(table.value(at: keyB)?.id == 2)
        let before = keyA
        table.store(Cache(3), for: a, key: &keyA)
        #expect(keyA == before)
        #expect(table.value(at: keyA)?.id == 3)
        #expect(table.occupiedRows == 2)
        withExtendedLifetime((a, b)) {}
    }

    @Test("the rows of 64 owners that went away are emptied when a 65th is stored: caches freed, keys dead, rows reused")
    func goneOwnersRowsAreReused() {
        let table = RenderCacheTable<Owner, Cache>()
        var oldKeys: [RenderCacheKey] = []
        weak var firstCache: Cache?
        for index in 0..<64 {
            var key = RenderCacheKey()
            let cache = Cache(index)
            if index == 0 { firstCache = cache }
            table.store(cache, for: Owner(), key: &key)
            oldKeys.append(key)
        }
        #expect(table.occupiedRows == 64)
        #expect(firstCache != nil)
        let survivor = Owner()
        var key = RenderCacheKey()
        table.store(Cache(100), for: survivor, key: &key)
        #expect(firstCache == nil)
        #expect(table.occupiedRows == 1)
        #expect(key.row < 64 && key.generation == 1)
        #expect(oldKeys.allSatisfy { table.value(at: $0) == nil })
        #expect(table.value(at: key)?.id == 100)
        withExtendedLifetime(survivor) {}
    }

    @Test("a thousand frames of ten short-lived owners beside one that stays keep at most 64 caches")
    func tableStaysBounded() {
        let table = RenderCacheTable<Owner, Cache>()
        let stays = Owner()
        var staysKey = RenderCacheKey()
        table.store(Cache(-1), for: stays, key: &staysKey)
        var most = 0
        for frame in 0..<1000 {
            for index in 0..<10 {
                var key = RenderCacheKey()
                table.store(Cache(frame * 10 + index), for: Owner(), key: &key)
            }
            most = max(most, table.occupiedRows)
        }
        #expect(most == 64)
        #expect(table.value(at: staysKey)?.id == -1)
        withExtendedLifetime(stays) {}
    }

    @Test("a key copied to another object finds the cache until the row's owner goes, then nothing")
    func copiedKeyGoesStale() {
        let table = RenderCacheTable<Owner, Cache>()
        var original: Owner? = Owner()
        var key = RenderCacheKey()
        table.store(Cache(1), for: original!, key: &key)
        let copy = Owner()
        var copiedKey = key
        #expect(table.value(at: copiedKey)?.id == 1)
        original = nil
        for _ in 0..<64 {
            var other = RenderCacheKey()
            table.store(Cache(0), for: copy, key: &other)
        }
        #expect(table.value(at: copiedKey) == nil)
        // The copy's own store takes a row of its own rather than the emptied one's old key.
        table.store(Cache(2), for: copy, key: &copiedKey)
        #expect(table.value(at: copiedKey)?.id == 2)
        #expect(table.value(at: key) == nil)
    }
}
