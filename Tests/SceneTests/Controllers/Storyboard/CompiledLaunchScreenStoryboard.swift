// Written by `dynamics port` from PeripheryLaunchScreen.storyboard: the storyboard's scenes as code. Regenerated on every port.
import Dynamics

@MainActor enum DynamicsPortStoryboard_PeripheryLaunchScreen {
    /// Registers the storyboard "PeripheryLaunchScreen" for `UIStoryboard(name:bundle:)`.
    static func register() {
        let storyboard = StoryboardDefinition(name: "PeripheryLaunchScreen")
        storyboard.scene("01J-lp-oVM", isInitial: true) { make_01J_lp_oVM() }
        UIStoryboard.register(storyboard)
    }

    /// The scene 01J-lp-oVM (UIViewController), as the storyboard decodes it.
    static func make_01J_lp_oVM() -> UIViewController {
        let owner = UIViewController(coder: NSCoder())!
        StoryboardDefinition.loadsView(of: owner) { [unowned owner] _ in view_01J_lp_oVM(owner) }
        return owner
    }

    /// The view of the scene 01J-lp-oVM, built as the storyboard archived it.
    static func view_01J_lp_oVM(_ owner: UIViewController) -> UIView {
        let v_Ze5_6b_2t3 = UIView(frame: .zero)
        v_Ze5_6b_2t3.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        v_Ze5_6b_2t3.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v_Ze5_6b_2t3.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
        let v_obG_Y5_kRd = UILabel(frame: .zero)
        v_obG_Y5_kRd.frame = CGRect(x: 0, y: 626.5, width: 375, height: 20.5)
        v_obG_Y5_kRd.translatesAutoresizingMaskIntoConstraints = false
        v_obG_Y5_kRd.clipsToBounds = true
        v_obG_Y5_kRd.isUserInteractionEnabled = false
        v_obG_Y5_kRd.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v_obG_Y5_kRd.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v_obG_Y5_kRd.text = ""
        v_obG_Y5_kRd.textAlignment = .center
        v_obG_Y5_kRd.font = UIFont.systemFont(ofSize: 17)
        v_obG_Y5_kRd.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        v_Ze5_6b_2t3.addSubview(v_obG_Y5_kRd)
        let v_GJd_Yh_RWb = UILabel(frame: .zero)
        v_GJd_Yh_RWb.frame = CGRect(x: 0, y: 202, width: 375, height: 43)
        v_GJd_Yh_RWb.translatesAutoresizingMaskIntoConstraints = false
        v_GJd_Yh_RWb.clipsToBounds = true
        v_GJd_Yh_RWb.isUserInteractionEnabled = false
        v_GJd_Yh_RWb.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v_GJd_Yh_RWb.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v_GJd_Yh_RWb.text = "UIKitProject"
        v_GJd_Yh_RWb.textAlignment = .center
        v_GJd_Yh_RWb.lineBreakMode = .byTruncatingMiddle
        v_GJd_Yh_RWb.font = UIFont.boldSystemFont(ofSize: 36)
        v_GJd_Yh_RWb.textColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        v_Ze5_6b_2t3.addSubview(v_GJd_Yh_RWb)
        let v_5cz_MP_9tL = NSLayoutConstraint(item: v_Ze5_6b_2t3.safeAreaLayoutGuide, attribute: .centerX, relatedBy: .equal, toItem: v_obG_Y5_kRd, attribute: .centerX, multiplier: 1, constant: 0)
        v_5cz_MP_9tL.isActive = true
        let v_Q3B_4B_g5h = NSLayoutConstraint(item: v_Ze5_6b_2t3.safeAreaLayoutGuide, attribute: .centerX, relatedBy: .equal, toItem: v_GJd_Yh_RWb, attribute: .centerX, multiplier: 1, constant: 0)
        v_Q3B_4B_g5h.isActive = true
        let v_SfN_ll_jLj = NSLayoutConstraint(item: v_obG_Y5_kRd, attribute: .leading, relatedBy: .equal, toItem: v_Ze5_6b_2t3.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 20)
        v_SfN_ll_jLj.isActive = true
        let v_Y44_ml_fuU = NSLayoutConstraint(item: v_Ze5_6b_2t3, attribute: .bottom, relatedBy: .equal, toItem: v_obG_Y5_kRd, attribute: .bottom, multiplier: 1, constant: 20)
        v_Y44_ml_fuU.isActive = true
        let v_moa_c2_u7t = NSLayoutConstraint(item: v_GJd_Yh_RWb, attribute: .centerY, relatedBy: .equal, toItem: v_Ze5_6b_2t3, attribute: .bottom, multiplier: 0.3333333333333333, constant: 1)
        v_moa_c2_u7t.isActive = true
        let v_x7j_FC_K8j = NSLayoutConstraint(item: v_GJd_Yh_RWb, attribute: .leading, relatedBy: .equal, toItem: v_Ze5_6b_2t3.safeAreaLayoutGuide, attribute: .leading, multiplier: 1, constant: 20)
        v_x7j_FC_K8j.isActive = true
        return v_Ze5_6b_2t3
    }
}
