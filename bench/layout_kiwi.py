"""Times kiwisolver on the constraint system dynamics-bench layout prints (stdin), the same way dynamics-bench times
its own solver: adding every constraint and reading the values (first pass), then changing the constant of one
constraint and reading every value again, 41 times, median. kiwisolver cannot change a constant in place, so the
change is a removal and an addition (its documented way), also timed with an edit variable for reference.
Prints one JSON object."""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

report = json.load(sys.stdin)
system = report["system"]
variables = [kiwi.Variable() for _ in range(system["variables"])]


def build(spec, constant=None):
    expression = spec["constant"] if constant is None else constant
    for index, coefficient in spec["terms"]:
        expression = expression + coefficient * variables[index]
    return expression == 0


constraints = [build(spec) for spec in system["constraints"]]
solver = kiwi.Solver()
start = time.perf_counter()
for constraint in constraints:
    solver.addConstraint(constraint)
solver.updateVariables()
first = (time.perf_counter() - start) * 1000

moved = system["incremental_constraint"]
spec = system["constraints"][moved]
current = constraints[moved]
samples = []
for step in range(41):
    replacement = build(spec, -(4 + step % 2 * 10))
    start = time.perf_counter()
    solver.removeConstraint(current)
    solver.addConstraint(replacement)
    solver.updateVariables()
    samples.append((time.perf_counter() - start) * 1000)
    current = replacement

solver.removeConstraint(current)
target = variables[spec["terms"][0][0]]
solver.addEditVariable(target, kiwi.strength.strong)
edits = []
for step in range(41):
    start = time.perf_counter()
    solver.suggestValue(target, 4 + step % 2 * 10)
    solver.updateVariables()
    edits.append((time.perf_counter() - start) * 1000)

json.dump({"kiwi_version": kiwi.__version__, "first_ms": first, "incremental_ms": statistics.median(samples),
           "edit_ms": statistics.median(edits)}, sys.stdout)
