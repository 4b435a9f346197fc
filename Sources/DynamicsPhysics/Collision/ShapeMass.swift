import Foundation

/// Mass properties of each shape kind. Segments and chain segments have no area and so no mass.

extension Circle {
    /// Mass, centre and rotational inertia about the centre of a solid disc of the given density (kg/m²).
    public func computeMass(density: Double) -> MassData {
        let mass = density * Double.pi * radius * radius
        return MassData(mass: mass, center: center, rotationalInertia: 0.5 * mass * radius * radius)
    }
}

extension Polygon {
    /// Mass, centroid and rotational inertia about the centroid of the polygon of the given density (kg/m²).
    ///
    /// A rounded polygon is integrated exactly as its core, plus a `radius`-thick rectangle outside every edge,
    /// plus a circular sector at every vertex (the sectors add up to one full disc).
    public func computeMass(density: Double) -> MassData {
        // Integrate about the centroid of the core, where the numbers stay small.
        let origin = centroid
        var area = 0.0
        var firstMoment = Vec2.zero   // ∫ x dA
        var secondMoment = 0.0        // ∫ |x|² dA
        let n = count
        for i in 0..<n {
            let e1 = vertices[i] - origin
            let e2 = vertices[(i + 1) % n] - origin
            let triangleArea = 0.5 * cross(e1, e2)
            area += triangleArea
            firstMoment += (triangleArea / 3) * (e1 + e2)
            secondMoment += (triangleArea / 6) * (dot(e1, e1) + dot(e1, e2) + dot(e2, e2))
        }
        if radius > 0 {
            let r = radius
            for i in 0..<n {
                let v1 = vertices[i] - origin
                let v2 = vertices[(i + 1) % n] - origin
                let length = (v2 - v1).length
                // Rectangle of length × r standing on the edge, outside it.
                let rectangleArea = length * r
                let rectangleCenter = 0.5 * (v1 + v2) + (0.5 * r) * normals[i]
                area += rectangleArea
                firstMoment += rectangleArea * rectangleCenter
                secondMoment += rectangleArea * (rectangleCenter.lengthSquared + (length * length + r * r) / 12)
                // Sector at the vertex v1, between the previous edge's normal and this one's.
                let previousNormal = normals[(i + n - 1) % n]
                // A convex hull turns left at every vertex, so the angle is in (0, π).
                let angle = atan2(cross(previousNormal, normals[i]), dot(previousNormal, normals[i]))
                guard angle > 0 else { continue }
                let sectorArea = 0.5 * angle * r * r
                let bisector = (previousNormal + normals[i]).normalized
                let sectorCentroid = v1 + (4 * r * sin(0.5 * angle) / (3 * angle)) * bisector
                area += sectorArea
                firstMoment += sectorArea * sectorCentroid
                // ∫|v + y|² = A|v|² + 2 v·∫y + ∫|y|², with ∫|y|² = A r²/2 about the apex.
                secondMoment += sectorArea * (v1.lengthSquared + 0.5 * r * r) + 2 * sectorArea * dot(v1, sectorCentroid - v1)
            }
        }
        let mass = density * area
        let localCenter = (1 / area) * firstMoment
        let inertia = density * secondMoment - mass * localCenter.lengthSquared
        return MassData(mass: mass, center: origin + localCenter, rotationalInertia: inertia)
    }
}

extension ShapeGeometry {
    /// Mass properties of the shape; zero mass (centred on the segment) for segments and chain segments.
    public func computeMass(density: Double) -> MassData {
        switch self {
        case .circle(let circle): circle.computeMass(density: density)
        case .polygon(let polygon): polygon.computeMass(density: density)
        case .segment(let segment): MassData(mass: 0, center: 0.5 * (segment.point1 + segment.point2), rotationalInertia: 0)
        case .chainSegment(let chain):
            MassData(mass: 0, center: 0.5 * (chain.segment.point1 + chain.segment.point2), rotationalInertia: 0)
        }
    }
}
