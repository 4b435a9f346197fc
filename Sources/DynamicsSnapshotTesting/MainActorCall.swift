/// Runs main-actor work from swift-snapshot-testing's strategy closures, which are not isolated but are called
/// synchronously by the test — which, touching UIKit, runs on the main actor.
func onMainActor<Result>(_ body: @MainActor () -> Result) -> Result {
    let box = ResultBox<Result>()
    MainActor.assumeIsolated { box.value = body() }
    return box.value!
}

/// Carries a result out of `MainActor.assumeIsolated`, whose result must be `Sendable`; it never leaves the thread.
private final class ResultBox<Value>: @unchecked Sendable {
    var value: Value?
}
