// Written by `dynamics port` from PeripheryXibViewController.xib: the nib's objects as code. Regenerated on every port.
import Dynamics

@MainActor enum DynamicsPortNib_PeripheryXibViewController {
    /// Registers the nib "PeripheryXibViewController" for `UINib(nibName:bundle:)` and `loadNibNamed`.
    static func register() {
        UINib.register("PeripheryXibViewController") { owner in instantiate(owner) }
    }

    /// The nib's top-level objects, File's Owner's connections made on `ownerObject` when it is given.
    static func instantiate(_ ownerObject: Any?) -> [Any] {
        let v_iN0_l3_epB = XibView(coder: NSCoder())!
        v_iN0_l3_epB.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        v_iN0_l3_epB.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_iN0_l3_epB.backgroundColor = UIColor.systemBackground
        let v_OO3_gz_PhK = UIButton(type: .system)
        v_OO3_gz_PhK.frame = CGRect(x: 184, y: 439, width: 46, height: 30)
        v_OO3_gz_PhK.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_OO3_gz_PhK.setTitle("Button", for: .normal)
        v_iN0_l3_epB.addSubview(v_OO3_gz_PhK)
        let v_btn_named_param = UIButton(type: .system)
        v_btn_named_param.frame = CGRect(x: 140, y: 479, width: 134, height: 30)
        v_btn_named_param.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_btn_named_param.setTitle("Named Param", for: .normal)
        v_iN0_l3_epB.addSubview(v_btn_named_param)
        let v_btn_no_params = UIButton(type: .system)
        v_btn_no_params.frame = CGRect(x: 160, y: 519, width: 94, height: 30)
        v_btn_no_params.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_btn_no_params.setTitle("No Params", for: .normal)
        v_iN0_l3_epB.addSubview(v_btn_no_params)
        let v_btn_preposition = UIButton(type: .system)
        v_btn_preposition.frame = CGRect(x: 160, y: 559, width: 94, height: 30)
        v_btn_preposition.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_btn_preposition.setTitle("Preposition", for: .normal)
        v_iN0_l3_epB.addSubview(v_btn_preposition)
        let v_ega_I7_Zu8 = UILabel(frame: .zero)
        v_ega_I7_Zu8.frame = CGRect(x: 139, y: 410, width: 136, height: 21)
        v_ega_I7_Zu8.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_ega_I7_Zu8.isUserInteractionEnabled = false
        v_ega_I7_Zu8.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v_ega_I7_Zu8.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v_ega_I7_Zu8.text = "XibViewController"
        v_ega_I7_Zu8.textAlignment = .natural
        v_ega_I7_Zu8.adjustsFontSizeToFitWidth = false
        v_ega_I7_Zu8.font = UIFont.systemFont(ofSize: 17)
        v_iN0_l3_epB.addSubview(v_ega_I7_Zu8)
        v_iN0_l3_epB.viewProperty = UIColor(white: 1, alpha: 1)
        v_iN0_l3_epB.customBorderColor = UIColor(white: 0, alpha: 1)
        if let owner = ownerObject as? XibViewController {
            owner.button = v_OO3_gz_PhK
            owner.view = v_iN0_l3_epB
            v_OO3_gz_PhK.addAction(UIAction { [weak owner, unowned sender = v_OO3_gz_PhK] _ in owner?.click(sender) }, for: .touchUpInside)
            v_btn_named_param.addAction(UIAction { [weak owner, unowned sender = v_btn_named_param] _ in owner?.clickWithNamedParam(sender: sender) }, for: .touchUpInside)
            v_btn_no_params.addAction(UIAction { [weak owner, unowned sender = v_btn_no_params] _ in _ = sender; owner?.clickNoParams() }, for: .touchUpInside)
            v_btn_preposition.addAction(UIAction { [weak owner, unowned sender = v_btn_preposition] _ in owner?.click(for: sender) }, for: .touchUpInside)
            owner.controllerProperty = UIColor(white: 1, alpha: 1)
        }
        v_iN0_l3_epB.awakeFromNib()
        return [v_iN0_l3_epB]
    }
}
