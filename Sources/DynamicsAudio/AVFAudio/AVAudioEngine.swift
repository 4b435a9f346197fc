import Foundation
import DynamicsUIKit

/// A graph of audio nodes played on the scene clock (AVFAudio's `AVAudioEngine`).
///
/// Player nodes connected, through mixers, to `outputNode` are heard: what they play goes into the scene's
/// `SoundLog` beside `AVAudioPlayer`'s sounds and into the render's audio track. Each node's gain is its `volume`
/// times the `outputVolume` of every mixer on its way to the output (and a nested mixer's `volume`). Where iOS raises
/// an Objective-C exception (connecting a node that is not attached, playing on an engine that is not running) a
/// one-line note goes to standard error and the call does nothing.
open class AVAudioEngine: NSObject {
    private var nodes: [AVAudioNode] = []
    /// Where each node's output goes, and in what format, by the node's identity.
    private var connections: [ObjectIdentifier: (destination: AVAudioNode, format: AVAudioFormat?)] = [:]
    /// The engine's output.
    public let outputNode = AVAudioOutputNode()
    private var mixer: AVAudioMixerNode?
    /// Whether the engine is rendering (from `start()` to `pause()` or `stop()`).
    open private(set) var isRunning = false
    /// Scene time at which rendering started: sample time 0 of `lastRenderTime`.
    private var renderStart: TimeInterval = 0

    /// An engine with its output node attached.
    public override init() {
        super.init()
        attach(outputNode)
    }

    /// An engine that goes away stops its player nodes, as on iOS (an engine kept only in a local variable is silent
    /// once the function returns).
    deinit {
        guard Thread.isMainThread else { return }
        for node in nodes { (node as? AVAudioPlayerNode)?.stop() }
    }

    /// The mixer connected to the output, made, attached and connected the first time it is asked for.
    open var mainMixerNode: AVAudioMixerNode {
        if let mixer { return mixer }
        let made = AVAudioMixerNode()
        mixer = made
        attach(made)
        connect(made, to: outputNode, format: nil)
        return made
    }

    /// The attached nodes, the output and main mixer included.
    open var attachedNodes: Set<AVAudioNode> { Set(nodes) }

    /// Makes `node` part of the engine; a node attached elsewhere is noted and left there.
    open func attach(_ node: AVAudioNode) {
        if node.engine === self { return }
        guard node.engine == nil else { return Self.note("attach: the node is attached to another engine") }
        node.engine = self
        nodes.append(node)
    }

    /// Disconnects `node` and takes it out of the engine (a player node stops).
    open func detach(_ node: AVAudioNode) {
        guard node.engine === self, node !== outputNode else { return }
        node.reset()
        connections[ObjectIdentifier(node)] = nil
        for (source, connection) in connections where connection.destination === node { connections[source] = nil }
        nodes.removeAll { $0 === node }
        node.engine = nil
        if node === mixer { mixer = nil }
        graphChanged()
    }

    /// Connects `node1`'s output to `node2`'s next free input (a mixer's) or its only input; `format` is kept for
    /// `outputFormat(forBus:)` (the mixer converts every input to the mix's format).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        guard node1.engine === self, node2.engine === self else {
            return Self.note("connect: both nodes must be attached to the engine first")
        }
        connections[ObjectIdentifier(node1)] = (node2, format)
        (node2 as? AVAudioMixerNode)?.inputConnected()
        graphChanged()
    }

    /// Connects output bus `bus1` of `node1` to input bus `bus2` of `node2` (buses are not told apart here).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus,
                      toBus bus2: AVAudioNodeBus, format: AVAudioFormat?) {
        connect(node1, to: node2, format: format)
    }

    /// Removes every connection out of `node`.
    open func disconnectNodeOutput(_ node: AVAudioNode) {
        connections[ObjectIdentifier(node)] = nil
        graphChanged()
    }

    /// Removes every connection into `node`.
    open func disconnectNodeInput(_ node: AVAudioNode) {
        for (source, connection) in connections where connection.destination === node { connections[source] = nil }
        graphChanged()
    }

    /// Nothing to allocate ahead here.
    open func prepare() {}

    /// Starts rendering at the current scene time; player nodes playing, or paused by `pause()`, go on. Never
    /// throws here (declared `throws` as on iOS).
    open func start() throws {
        guard !isRunning else { return }
        isRunning = true
        renderStart = sceneNow
        record("start")
        graphChanged()
    }

    /// Stops rendering; player nodes keep their schedules and go on when the engine starts again.
    open func pause() {
        guard isRunning else { return }
        isRunning = false
        record("pause")
        graphChanged()
    }

    /// Stops rendering and stops every player node (their schedules are dropped, their completion handlers called).
    open func stop() {
        guard isRunning else { return }
        isRunning = false
        record("stop")
        for node in nodes { (node as? AVAudioPlayerNode)?.stop() }
        graphChanged()
    }

    /// Resets every node (player nodes stop).
    open func reset() {
        for node in nodes { node.reset() }
    }

    /// The render time now: scene time since `start()` in 48 kHz frames, and the scene time as host time.
    var renderTime: AVAudioTime? {
        guard isRunning else { return nil }
        let now = sceneNow
        return AVAudioTime(hostTime: AVAudioTime.hostTime(forSeconds: now),
                           sampleTime: AVAudioFramePosition(((now - renderStart) * Double(SoundMixer.sampleRate)).rounded()),
                           atRate: Double(SoundMixer.sampleRate))
    }

    /// The scene time `time` stands for: its host time, else its sample time on the render timeline.
    func sceneTime(of time: AVAudioTime) -> TimeInterval? {
        if time.isHostTimeValid { return AVAudioTime.seconds(forHostTime: time.hostTime) }
        return time.sampleSeconds.map { renderStart + $0 }
    }

    /// What `node`'s sound passes through on its way to `outputNode`, or nil when it does not get there.
    func route(of node: AVAudioNode & AVAudioMixing) -> Route? {
        var route = Route(gain: node.volume, units: [])
        var current: AVAudioNode = node
        var visited: Set<ObjectIdentifier> = []
        while let next = connections[ObjectIdentifier(current)]?.destination, visited.insert(ObjectIdentifier(next)).inserted {
            if next === outputNode { return route }
            if let unit = next as? AVAudioUnit { route.units.append(unit) }
            if let mixer = next as? AVAudioMixerNode {
                route.gain *= mixer.outputVolume
                if connections[ObjectIdentifier(mixer)]?.destination is AVAudioMixerNode { route.gain *= mixer.volume }
            }
            current = next
        }
        return nil
    }

    func connectionFormat(from node: AVAudioNode) -> AVAudioFormat? {
        connections[ObjectIdentifier(node)]?.format
    }

    /// Tells every node that the graph or the engine's state changed.
    func graphChanged() {
        for node in nodes { node.graphChanged() }
    }

    private var sceneNow: TimeInterval {
        guard let clock = AnimationClock.current else { return 0 }
        return MainActor.assumeIsolated { clock.now }
    }

    private func record(_ call: String) {
        SoundLog.current?.record(.engine(call), by: "audio engine", at: sceneNow)
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("AVAudioEngine: \(message) (iOS raises an exception)\n".utf8))
    }
}
