import Traceless
import TracelessRuntime

/// Alerts and action sheets: a button tap reports the button's index and title.
/// They live in their own window, so their screen is the delegate's controller.
extension DelegateFamily {
    static let alert = DelegateFamily(
        viewClass: "UIAlertView", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("alertView:clickedButtonAtIndex:", types: "v@:@q", kind: .alertButton, proof: .visible, describe: describeButton)])

    static let actionSheet = DelegateFamily(
        viewClass: "UIActionSheet", setter: "setDelegate:", getter: "delegate",
        callbacks: [DelegateCallback("actionSheet:clickedButtonAtIndex:", types: "v@:@q", kind: .actionSheetButton, proof: .visible, describe: describeButton)])

    /// `(alertOrSheet, buttonIndex)` arguments.
    private static let describeButton: DelegateCallback.Describe = { call, view, _, _, details in
        let index = call.intArgument(1)
        details.element.indexPath = Interaction.Element.IndexPath(section: 0, item: index)
        details.element.text = UIKitIntrospection.string(view.probe("title")?.object)
        details.attributes["buttonIndex"] = "\(index)"
        details.attributes["buttonTitle"] = UIKitIntrospection.string(view.probe("buttonTitleAtIndex:", index)?.object)
    }
}
