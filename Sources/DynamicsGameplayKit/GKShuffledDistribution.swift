import Foundation

/// Random integers in a range that do not repeat until every value has come once: like drawing cards from a deck
/// shuffled again when empty (GameplayKit's algorithm: an inside-out Fisher–Yates shuffle of the range, dealt from
/// the end; when a new deck would start with the value just dealt, its first and last cards swap).
open class GKShuffledDistribution: GKRandomDistribution {
    /// The cards left in the deck, dealt from the end.
    private var deck: [Int] = []
    /// The value dealt last (before the first deal: one below the range by its whole width).
    private var last: Int

    /// Values in `lowestInclusive...highestInclusive` from `source`.
    public required init(randomSource source: GKRandom, lowestValue lowestInclusive: Int,
                         highestValue highestInclusive: Int) {
        last = lowestInclusive &- (highestInclusive &- lowestInclusive &+ 1)
        super.init(randomSource: source, lowestValue: lowestInclusive, highestValue: highestInclusive)
    }

    /// The next card; a new shuffled deck when the last one is empty.
    open override func nextInt() -> Int {
        guard let count = outcomes, count <= 1 << 24 else { return lowestValue }
        if deck.isEmpty {
            var cards = [Int](repeating: 0, count: count)
            for index in 0..<count {
                let place = source.nextInt(upperBound: index + 1)
                if place != index { cards[index] = cards[place] }
                cards[place] = lowestValue + index
            }
            if cards[count - 1] == last {
                cards[count - 1] = cards[0]
                cards[0] = last
            }
            deck = cards
        }
        last = deck.removeLast()
        return last
    }
}
