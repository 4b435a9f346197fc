"""Replays a constraint script with kiwisolver and prints the variable values at every check, as JSON.

Input (stdin): {"variables": N, "ops": [...]}, each op one of
  {"op": "add", "terms": [[index, coefficient], ...], "constant": c, "relation": "==|<=|>=", "strength": w}
  {"op": "remove", "constraint": k}            (k counts adds, failed ones included)
  {"op": "set_constant", "constraint": k, "constant": c}   (kiwisolver has no such call: remove, then add again)
  {"op": "check"}
Output: {"checks": [[values...], ...], "failed_adds": [k, ...]}

kiwisolver may leave its tableau inconsistent after refusing a constraint (it pivots before it knows), so after every
refusal the solver is rebuilt from the constraints it holds, in the order they were added.
"""
import json
import sys

import kiwisolver as kiwi

script = json.load(sys.stdin)
solver = kiwi.Solver()
variables = [kiwi.Variable("v%d" % index) for index in range(script["variables"])]
constraints = []
checks = []
failed = []


def rebuild():
    global solver
    solver = kiwi.Solver()
    for entry in constraints:
        if entry is not None:
            solver.addConstraint(entry[0])


def make(terms, constant, relation, strength):
    expression = constant
    for index, coefficient in terms:
        expression = expression + coefficient * variables[index]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength


for op in script["ops"]:
    kind = op["op"]
    if kind == "add":
        spec = dict(op)
        constraint = make(op["terms"], op["constant"], op["relation"], op["strength"])
        try:
            solver.addConstraint(constraint)
            constraints.append([constraint, spec])
        except kiwi.UnsatisfiableConstraint:
            failed.append(len(constraints))
            constraints.append(None)
            rebuild()
    elif kind == "remove":
        entry = constraints[op["constraint"]]
        solver.removeConstraint(entry[0])
        constraints[op["constraint"]] = None
    elif kind == "set_constant":
        entry = constraints[op["constraint"]]
        spec = dict(entry[1], constant=op["constant"])
        solver.removeConstraint(entry[0])
        replacement = make(spec["terms"], spec["constant"], spec["relation"], spec["strength"])
        try:
            solver.addConstraint(replacement)
            constraints[op["constraint"]] = [replacement, spec]
        except kiwi.UnsatisfiableConstraint:
            failed.append(op["constraint"])
            rebuild()
    elif kind == "check":
        solver.updateVariables()
        checks.append([variable.value() for variable in variables])

json.dump({"checks": checks, "failed_adds": failed}, sys.stdout)
