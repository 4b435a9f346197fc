/// UIKit's console report when the required constraints cannot all hold, word for word, with the constraint it
/// breaks to go on.
struct UnsatisfiableConstraintsReport {
    /// Descriptions of the constraints that together cannot hold.
    var conflicting: [String]
    /// The description of the constraint left out of the layout.
    var broken: String

    var text: String {
        let list = conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
        \(list)
        )

        Will attempt to recover by breaking constraint 
        \(broken)

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        """
    }
}
