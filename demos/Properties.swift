import Dynamics
import Foundation

/// TYUIKitDynamicsDemo, "Properties/物体属性": two pictures under default gravity in a `.boundaries` collision (so
/// they pass through each other). `lufei` at (100, 100) has an item behaviour with elasticity 1, no rotation,
/// angular resistance 0, density 3, friction 0.5 and resistance 0.5: it keeps bouncing on the bottom edge without
/// turning, sluggishly because of the air resistance. `路飞` at (150, 300) has UIKit's default properties: it thuds
/// down and stays. 375×667.
let propertiesScene = Scene(
    name: "properties",
    summary: "TYUIKitDynamicsDemo: an elastic, non-rotating, dense, air-resisted picture keeps bouncing while a default one thuds down; 375×667",
    size: TYDemoApp.screenSize,
    duration: 5
) { context in
    TYDemoApp.showScreen(in: context) { view in
        let (imageViewFirst, imageViewSecond) = TYDemoApp.addPictures(
            to: view, first: CGRect(x: 100, y: 100, width: 100, height: 100), second: CGRect(x: 150, y: 300, width: 100, height: 100)
        )

        let dynamicAnimator = UIDynamicAnimator(referenceView: view)
        let gravityBehavior = UIGravityBehavior(items: [imageViewFirst, imageViewSecond])

        let collisionBehavior = UICollisionBehavior(items: [imageViewFirst, imageViewSecond])
        collisionBehavior.collisionMode = .boundaries
        collisionBehavior.translatesReferenceBoundsIntoBoundary = true

        let dynamicItemBehavior = UIDynamicItemBehavior(items: [imageViewFirst])
        dynamicItemBehavior.elasticity = 1.0
        dynamicItemBehavior.allowsRotation = false
        dynamicItemBehavior.angularResistance = 0.0
        dynamicItemBehavior.density = 3.0
        dynamicItemBehavior.friction = 0.5
        dynamicItemBehavior.resistance = 0.5

        dynamicAnimator.addBehavior(dynamicItemBehavior)
        dynamicAnimator.addBehavior(gravityBehavior)
        dynamicAnimator.addBehavior(collisionBehavior)
        context.drive(dynamicAnimator)
    }
}
