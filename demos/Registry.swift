import Dynamics
import Foundation

/// Every demo scene, in the order `dynamics list` shows them: the source articles' examples (see each scene's
/// documentation for its source and what the viewer sees).
public let demoScenes: [Scene] = [
    gravityScene,
    boundaryOutlineScene,
    bounceScene,
    barrierScene,
    collisionItemsScene,
    collisionBoundariesScene,
    collisionEverythingScene,
    pathCollisionScene,
    lineCollisionScene,
    attachScene,
    springScene,
    snapScene,
    snapDampingScene,
    pushScene,
    pushTapScene,
    propertiesScene,
    alertScene,
    noiseFieldScene,
    ballMenuScene,
    springyListScene,
    stackCardsScene,
    cardCatchScene,
    cardGesturesScene,
    settingsScene,
    layerPartyScene,
    compositionalScene,
    clickingBallsScene,
    deviceTourScene,
    deviceTurnScene,
]
