// Written by `dynamics port` from PeripheryStoryboardViewController.storyboard: the storyboard's scenes as code. Regenerated on every port.
import Dynamics

@MainActor enum DynamicsPortStoryboard_PeripheryStoryboardViewController {
    /// Registers the storyboard "PeripheryStoryboardViewController" for `UIStoryboard(name:bundle:)`.
    static func register() {
        let storyboard = StoryboardDefinition(name: "PeripheryStoryboardViewController")
        storyboard.scene("91c-VY-v8t", isInitial: true) { make_91c_VY_v8t() }
        UIStoryboard.register(storyboard)
    }

    /// The scene 91c-VY-v8t (StoryboardViewController), as the storyboard decodes it.
    static func make_91c_VY_v8t() -> UIViewController {
        let owner = StoryboardViewController(coder: NSCoder())!
        StoryboardDefinition.loadsView(of: owner) { [unowned owner] _ in view_91c_VY_v8t(owner) }
        owner.awakeFromNib()
        return owner
    }

    /// The view of the scene 91c-VY-v8t, built as the storyboard archived it.
    static func view_91c_VY_v8t(_ owner: StoryboardViewController) -> UIView {
        let v_ISi_Ab_UHC = UIView(frame: .zero)
        v_ISi_Ab_UHC.frame = CGRect(x: 0, y: 0, width: 414, height: 896)
        v_ISi_Ab_UHC.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_ISi_Ab_UHC.backgroundColor = UIColor.systemBackground
        let v_cbC_Sj_yw5 = UIButton(type: .system)
        v_cbC_Sj_yw5.frame = CGRect(x: 184, y: 433, width: 46, height: 30)
        v_cbC_Sj_yw5.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_cbC_Sj_yw5.setTitle("Button", for: .normal)
        v_ISi_Ab_UHC.addSubview(v_cbC_Sj_yw5)
        let v_abv_Vv_u6H = UILabel(frame: .zero)
        v_abv_Vv_u6H.frame = CGRect(x: 109, y: 404, width: 197, height: 21)
        v_abv_Vv_u6H.autoresizingMask = [.flexibleRightMargin, .flexibleBottomMargin]
        v_abv_Vv_u6H.isUserInteractionEnabled = false
        v_abv_Vv_u6H.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v_abv_Vv_u6H.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v_abv_Vv_u6H.text = "StoryboardViewController"
        v_abv_Vv_u6H.textAlignment = .natural
        v_abv_Vv_u6H.adjustsFontSizeToFitWidth = false
        v_abv_Vv_u6H.font = UIFont.systemFont(ofSize: 17)
        v_ISi_Ab_UHC.addSubview(v_abv_Vv_u6H)
        owner.button = v_cbC_Sj_yw5
        v_cbC_Sj_yw5.addAction(UIAction { [weak owner, unowned sender = v_cbC_Sj_yw5] _ in owner?.click(sender) }, for: .touchUpInside)
        owner.cornerRadius = 8
        return v_ISi_Ab_UHC
    }
}
