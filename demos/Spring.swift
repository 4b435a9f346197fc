import Dynamics
import Foundation

/// TYUIKitDynamicsDemo, "Springs/弹簧效果": the `路飞` picture at (150, 100) hangs under default gravity from a
/// spring (frequency 1 Hz, damping 0.1, length 100) anchored at the centre of the `lufei` picture at (100, 300).
/// Both are in a `.boundaries` collision behaviour, so they pass through each other. The spring pulls the hanging
/// picture in from 206 pt; it bobs and swings about the point 100 pt + g/ω² ≈ 125 pt below the anchor. At 3 s a
/// scripted pan drags the holder (its centre and the anchor follow the finger), which sets the picture wobbling.
/// 375×667.
let springScene = Scene(
    name: "spring",
    summary: "TYUIKitDynamicsDemo: a picture bobs on a spring (1 Hz, damping 0.1, length 100) under a holder picture that a pan drags; 375×667",
    size: TYDemoApp.screenSize,
    duration: 8
) { context in
    TYDemoApp.showScreen(in: context) { view in
        let (imageViewFirst, imageViewSecond) = TYDemoApp.addPictures(
            to: view, first: CGRect(x: 100, y: 300, width: 100, height: 100), second: CGRect(x: 150, y: 100, width: 100, height: 100)
        )

        let dynamicAnimator = UIDynamicAnimator(referenceView: view)
        let gravityBehavior = UIGravityBehavior(items: [imageViewSecond])

        let collisionBehavior = UICollisionBehavior(items: [imageViewFirst, imageViewSecond])
        collisionBehavior.collisionMode = .boundaries
        collisionBehavior.translatesReferenceBoundsIntoBoundary = true

        let attachmentBehavior = UIAttachmentBehavior(
            item: imageViewSecond,
            attachedToAnchor: CGPoint(x: imageViewFirst.center.x, y: imageViewFirst.center.y)
        )
        attachmentBehavior.frequency = 1.0
        attachmentBehavior.damping = 0.1
        attachmentBehavior.length = 100.0

        let panGes = UIPanGestureRecognizer { pan in
            let point = pan.location(in: view)
            imageViewFirst.center = point
            attachmentBehavior.anchorPoint = point
        }
        imageViewFirst.isUserInteractionEnabled = true
        imageViewFirst.addGestureRecognizer(panGes)

        dynamicAnimator.addBehavior(gravityBehavior)
        dynamicAnimator.addBehavior(collisionBehavior)
        dynamicAnimator.addBehavior(attachmentBehavior)
        context.drive(dynamicAnimator)

        context.pan(
            along: [CGPoint(x: 150, y: 350), CGPoint(x: 230, y: 320), CGPoint(x: 260, y: 260), CGPoint(x: 180, y: 300)],
            from: 3,
            duration: 1.5
        )
    }
}
