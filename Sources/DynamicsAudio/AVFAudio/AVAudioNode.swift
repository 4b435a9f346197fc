import Foundation
import DynamicsUIKit

/// A node of an `AVAudioEngine`'s graph: a source, a mixer or the output (AVFAudio's `AVAudioNode`).
open class AVAudioNode: NSObject {
    /// The engine the node is attached to, if any.
    public internal(set) weak var engine: AVAudioEngine?

    /// Input buses (a mixer has many; one is reported).
    open var numberOfInputs: Int { 1 }
    /// Output buses.
    open var numberOfOutputs: Int { 1 }

    /// The format of output bus `bus`: the format given to `connect` for it, else 48 kHz stereo floats.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        engine?.connectionFormat(from: self) ?? AVAudioNode.mixFormat
    }

    /// The format of input bus `bus`: 48 kHz stereo floats (the mix's format, which every connection is converted
    /// to).
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioNode.mixFormat }

    /// The engine's render time now (scene time since the engine started, in 48 kHz frames, and as host time);
    /// nil while the engine is not running.
    open var lastRenderTime: AVAudioTime? { engine?.renderTime }

    /// Clears the node's state; for a player node, as `stop()`.
    open func reset() {}

    /// Called when something its sound depends on changed (a volume along its path, a connection, the engine's
    /// state).
    func graphChanged() {}

    /// 48 kHz stereo 32-bit floats, the mix's format.
    static let mixFormat = AVAudioFormat(standardFormatWithSampleRate: Double(SoundMixer.sampleRate), channels: 2)!
}

/// A node whose sound can be panned (AVFAudio's `AVAudioStereoMixing`).
public protocol AVAudioStereoMixing: NSObjectProtocol {
    /// −1 (left) … 0 (centre) … 1 (right).
    var pan: Float { get set }
}

/// A node whose sound the mixer it feeds can make louder or softer (AVFAudio's `AVAudioMixing`).
public protocol AVAudioMixing: AVAudioStereoMixing {
    /// 0 … 1, the gain of the node's output into the mixer it feeds.
    var volume: Float { get set }
}

/// Sums its inputs (AVFAudio's `AVAudioMixerNode`); an engine's `mainMixerNode` is one.
open class AVAudioMixerNode: AVAudioNode, AVAudioMixing {
    private var inputsConnected = 0

    /// A mixer to attach to an engine.
    public override init() { super.init() }

    /// 0 … 1, the gain of the mixed output; values beyond are clamped, non-finite ones ignored.
    open var outputVolume: Float = 1 {
        didSet {
            outputVolume = outputVolume.isFinite ? min(1, max(0, outputVolume)) : oldValue
            engine?.graphChanged()
        }
    }

    /// 0 … 1, the gain of this mixer's output into a mixer it feeds.
    open var volume: Float = 1 {
        didSet {
            volume = volume.isFinite ? min(1, max(0, volume)) : oldValue
            engine?.graphChanged()
        }
    }

    /// Accepted; a mixer's pan is not applied (only player nodes are panned here).
    open var pan: Float = 0

    /// Mixers take any number of inputs.
    open override var numberOfInputs: Int { max(1, inputsConnected + 1) }

    /// The first input bus nothing is connected to yet.
    open var nextAvailableInputBus: AVAudioNodeBus { inputsConnected }

    func inputConnected() { inputsConnected += 1 }
}

/// The engine's last node: what reaches it is heard (AVFAudio's `AVAudioOutputNode`).
open class AVAudioOutputNode: AVAudioNode {
    /// The output feeds nothing.
    open override var numberOfOutputs: Int { 0 }
}
