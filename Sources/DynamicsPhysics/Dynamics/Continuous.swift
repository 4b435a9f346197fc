extension World {
    func solveContinuous() {}
}
