"""How far a solution misses a system in the solver reference's JSON format, level by level: what
the differential checks compare when two solvers' values differ."""


def violations(doc, values, weight=lambda strength: strength):
    """(largest violation of a required constraint, {weight(strength): total soft violation}),
    the edits counted at the last suggestion of each edit variable."""
    required, levels = 0.0, {}
    for c in doc["constraints"]:
        e = sum(coef * values[v] for coef, v in c["terms"]) + c["constant"]
        off = abs(e) if c["op"] == "==" else (max(0.0, e) if c["op"] == "<=" else max(0.0, -e))
        if c["strength"] == "required":
            required = max(required, off)
        else:
            level = weight(c["strength"])
            levels[level] = levels.get(level, 0.0) + off
    last = {e["var"]: e for e in doc["edits"]}
    for v, e in last.items():
        level = weight(e["strength"])
        levels[level] = levels.get(level, 0.0) + abs(values[v] - e["value"])
    return required, levels
