import Dynamics
import Foundation
import Testing

/// GameplayKit's random sources give GameplayKit's numbers for a seed: checked against the generators they are
/// (java.util.Random, C++'s std::mt19937_64, RC4's published test vectors) and against a separate Python
/// transcription of the algorithms (the values written here).
@Suite struct RandomSourceTests {
    @Test func theLinearCongruentialSourceIsJavasRandomWithoutItsSeedScramble() {
        // java.util.Random(42).nextInt() is -1170105035; Java XORs its seed with 0x5DEECE66D first.
        #expect(GKLinearCongruentialRandomSource(seed: 42 ^ 0x5DEECE66D).nextInt() == -1_170_105_035)
        let source = GKLinearCongruentialRandomSource(seed: 1)
        #expect((0..<5).map { _ in source.nextInt() } == [384_748, -1_151_252_339, -549_383_847, 1_612_966_641, -883_454_042])
        let die = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 99), lowestValue: 1,
                                       highestValue: 6)
        #expect((0..<10).map { _ in die.nextInt() } == [6, 4, 5, 2, 3, 1, 4, 4, 5, 4])
    }

    @Test func theMersenneTwisterIsStdMt19937_64() {
        // The C++ standard requires the 10000th output of a default-seeded (5489) mt19937_64 to be
        // 9981545732273789042; nextInt is its top 32 bits as a signed number.
        let source = GKMersenneTwisterRandomSource(seed: 5489)
        var last = 0
        for _ in 0..<10_000 { last = source.nextInt() }
        #expect(last == Int(Int32(truncatingIfNeeded: UInt64(9_981_545_732_273_789_042) >> 32)))
        #expect(last == -1_970_957_579)
        let seeded = GKMersenneTwisterRandomSource(seed: 1)
        #expect((0..<5).map { _ in seeded.nextInt() } == [574_995_807, 585_863_760, 1_937_953_255, 90_298_373, 1_507_095_922])
        let uniform = GKMersenneTwisterRandomSource(seed: 3)
        #expect((0..<3).map { _ in uniform.nextUniform() } == [0.5587659478187561, 0.1957637071609497, 0.5902412533760071])
        seeded.seed = 1
        #expect(seeded.nextInt() == 574_995_807)
    }

    @Test func theARC4SourceReadsTheRC4Keystream() {
        // RC4's test vectors: key "Key" → EB 9F 77 81 B7 34 CA 72, "Wiki" → 60 44 DB 6D 41 B7 E8 E7.
        let key = GKARC4RandomSource(seed: Data("Key".utf8))
        #expect(key.nextInt() == Int(Int32(bitPattern: 0xEB9F_7781)))
        #expect(key.nextInt() == Int(Int32(bitPattern: 0xB734_CA72)))
        let wiki = GKARC4RandomSource(seed: Data("Wiki".utf8))
        wiki.dropValues(4)
        #expect(wiki.nextInt() == Int(Int32(bitPattern: 0x41B7_E8E7)))
        let again = GKARC4RandomSource(seed: Data("Key".utf8))
        #expect((0..<5).map { _ in again.nextInt() } == [-341_870_719, -1_221_277_070, -1_491_514_840, 1_739_997_845, 224_218_150])
    }

    @Test func shufflingIsGameplayKitsInsideOutFisherYates() {
        let numbers = Array(0..<10)
        let twister = GKMersenneTwisterRandomSource(seed: 7).arrayByShufflingObjects(in: numbers) as? [Int]
        #expect(twister == [5, 2, 1, 4, 3, 8, 6, 9, 0, 7])
        let arc4 = GKARC4RandomSource(seed: Data([1, 2, 3, 4])).arrayByShufflingObjects(in: numbers) as? [Int]
        #expect(arc4 == [1, 8, 9, 5, 4, 0, 3, 2, 6, 7])
        #expect(GKMersenneTwisterRandomSource(seed: 7).arrayByShufflingObjects(in: numbers) as? [Int] == twister)
    }

    @Test func aShuffledDistributionDealsEveryValueOnceBeforeRepeating() {
        let deck = GKShuffledDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 11), lowestValue: 1,
                                          highestValue: 6)
        let dealt = (0..<60).map { _ in deck.nextInt() }
        for round in 0..<10 { #expect(Set(dealt[round * 6..<round * 6 + 6]) == Set(1...6)) }
        for index in 1..<dealt.count { #expect(dealt[index] != dealt[index - 1]) }
    }

    @Test func aGaussianDistributionStaysInRangeAroundItsMean() {
        let curve = GKGaussianDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 5), lowestValue: 0,
                                           highestValue: 100)
        #expect(curve.mean == 50 && abs(curve.deviation - 50 / 3) < 1e-4)
        let values = (0..<4000).map { _ in curve.nextInt() }
        #expect(values.allSatisfy { (0...100).contains($0) })
        let mean = Double(values.reduce(0, +)) / Double(values.count)
        let spread = (values.map { pow(Double($0) - mean, 2) }.reduce(0, +) / Double(values.count)).squareRoot()
        #expect(abs(mean - 50) < 1 && abs(spread - 50.0 / 3) < 1.5)
        let again = GKGaussianDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 5), lowestValue: 0,
                                           highestValue: 100)
        #expect((0..<4000).map { _ in again.nextInt() } == values)
    }

    @Test func distributionsCoverTheirRangeAndRefuseNothing() {
        let d20 = GKRandomDistribution(randomSource: GKARC4RandomSource(seed: Data("d20".utf8)), lowestValue: 1,
                                       highestValue: 20)
        #expect(d20.numberOfPossibleOutcomes == 20)
        #expect(Set((0..<2000).map { _ in d20.nextInt() }) == Set(1...20))
        let backwards = GKRandomDistribution(randomSource: GKLinearCongruentialRandomSource(seed: 1), lowestValue: 5,
                                             highestValue: 2)
        #expect(backwards.nextInt() == 5)
        #expect(GKRandomDistribution.d6().nextInt() >= 1)
    }
}
