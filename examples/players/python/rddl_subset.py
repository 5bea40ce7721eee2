"""A compact interpreter of the RDDL subset the IPPC 2011 sysadmin and game_of_life MDPs use, for
rddl_rollout_planner.py: object types; bool, int and real state and action fluents with defaults;
non-fluents; cpfs built from if/then/else, Bernoulli, KronDelta, ^ | ~ => <=>, comparisons, + - * / and
sum_/prod_/forall_/exists_; the reward; state-action constraints. Model(text, instance) grounds the
instance once, unrolling quantifiers and folding non-fluents, so a step evaluates only what can change.
Anything else raises Unsupported. Standard library only.
"""
import itertools
import re

TOKEN = re.compile(r"\s+|//[^\n]*|(<=>|=>|==|~=|!=|<=|>=|[-+*/^|~!<>=(){}\[\],;:']|"
                   r"[0-9]*\.?[0-9]+(?:[eE][-+]?[0-9]+)?|[?$@]?[A-Za-z_][A-Za-z0-9_\-]*)")
QUANTIFIERS = {"sum_", "prod_", "forall_", "exists_"}


class Unsupported(Exception):
    """The task uses RDDL outside the subset this interpreter knows."""


def tokenize(text):
    tokens, pos = [], 0
    while pos < len(text):
        m = TOKEN.match(text, pos)
        if not m:
            raise Unsupported("unexpected character %r" % text[pos])
        if m.group(1):
            tokens.append(m.group(1))
        pos = m.end()
    return tokens


class Tokens:
    def __init__(self, tokens):
        self.t, self.i = tokens, 0

    def peek(self, k=0):
        return self.t[self.i + k] if self.i + k < len(self.t) else None

    def next(self):
        tok = self.peek()
        if tok is None:
            raise Unsupported("unexpected end of text")
        self.i += 1
        return tok

    def expect(self, tok):
        got = self.next()
        if got != tok:
            raise Unsupported("expected %r, found %r" % (tok, got))

    def accept(self, tok):
        if self.peek() == tok:
            self.i += 1
            return True
        return False

    def skip_braces(self):
        """Skips a balanced {...} starting at the current '{'."""
        depth = 0
        while True:
            tok = self.next()
            depth += tok == "{"
            depth -= tok == "}"
            if depth == 0:
                return


# ---- expressions: tuples ("op", ...) ----

BINARY = [["<=>"], ["=>"], ["|"], ["^"], ["==", "~=", "!=", "<", "<=", ">", ">="], ["+", "-"], ["*", "/"]]


def parse_expr(ts, level=0):
    if level == len(BINARY):
        return parse_unary(ts)
    if ts.peek() in QUANTIFIERS or ts.peek() == "if":        # they reach as far right as they can
        return parse_unary(ts)
    left = parse_expr(ts, level + 1)
    while ts.peek() in BINARY[level]:
        op = ts.next()
        right = parse_expr(ts, level + (0 if level <= 1 else 1))   # => and <=> associate to the right
        left = ("bin", op, left, right)
    return left


def parse_unary(ts):
    tok = ts.next()
    if tok in ("~", "!"):
        return ("not", parse_unary(ts))
    if tok == "-":
        return ("neg", parse_unary(ts))
    if tok in ("(", "["):
        inner = parse_expr(ts)
        ts.expect(")" if tok == "(" else "]")
        return inner
    if tok in QUANTIFIERS:
        ts.expect("{")
        variables = []
        while True:
            var = ts.next()
            ts.expect(":")
            variables.append((var, ts.next()))
            if not ts.accept(","):
                break
        ts.expect("}")
        return ("quant", tok, variables, parse_expr(ts))
    if tok == "if":
        ts.expect("(")
        cond = parse_expr(ts)
        ts.expect(")")
        ts.expect("then")
        then = parse_expr(ts)
        ts.expect("else")
        return ("if", cond, then, parse_expr(ts))
    if tok in ("true", "false"):
        return ("const", 1.0 if tok == "true" else 0.0)
    if re.match(r"[0-9.]", tok):
        return ("const", float(tok))
    if tok in ("Bernoulli", "KronDelta", "DiracDelta"):
        ts.expect("(")
        arg = parse_expr(ts)
        ts.expect(")")
        return ("bernoulli", arg) if tok == "Bernoulli" else arg
    if tok.startswith("?") or tok.startswith("$"):
        return ("term", tok.lstrip("$"))
    if re.match(r"[A-Za-z_]", tok):
        return ("fluent", tok, parse_args(ts))
    raise Unsupported("unsupported expression at %r" % tok)


# ---- blocks ----

def split_blocks(tokens):
    """{(kind, name): tokens of its body} for every top-level domain / non-fluents / instance block."""
    ts, blocks = Tokens(tokens), {}
    while ts.peek() is not None:
        kind, name = ts.next(), ts.next()
        start = ts.i
        ts.skip_braces()
        blocks[(kind, name)] = tokens[start + 1:ts.i - 1]
    return blocks


def parse_sections(tokens):
    """[(keyword, tokens)] of a block body: 'name = value;' or 'name { ... };'."""
    ts, sections = Tokens(tokens), []
    while ts.peek() is not None:
        key = ts.next()
        if ts.accept("="):
            start = ts.i
            if ts.peek() == "{":
                ts.skip_braces()
            else:
                while ts.peek() != ";":
                    ts.next()
            sections.append((key, tokens[start:ts.i]))
        else:
            start = ts.i
            ts.skip_braces()
            sections.append((key, tokens[start + 1:ts.i - 1]))
        ts.accept(";")
    return sections


def parse_assignments(tokens):
    """[(name, args, value text)] of 'F(a,b) = v;' or 'F(a,b);' (true) lists."""
    ts, out = Tokens(tokens), []
    while ts.peek() is not None:
        name, args, value = ts.next(), parse_args(ts), "true"
        if ts.accept("="):
            value = ts.next()
            if value == "-":
                value = "-" + ts.next()
        ts.expect(";")
        out.append((name, args, value))
    return out


def parse_args(ts):
    """The names of an optional '(a, ?b)' argument list, '$' prefixes dropped."""
    args = []
    if ts.accept("("):
        while True:
            args.append(ts.next().lstrip("$"))
            if not ts.accept(","):
                break
        ts.expect(")")
    return tuple(args)


def take_args(ts):
    """The tokens of an optional '(a, b)' argument list."""
    if ts.peek() != "(":
        return []
    start = ts.i
    while ts.next() != ")":
        pass
    return ts.t[start:ts.i]


def literal(text):
    return 1.0 if text == "true" else 0.0 if text == "false" else float(text)


class Model:
    """A ground, compiled instance: state, actions, cpfs, reward and constraints as closures."""

    def __init__(self, task_text, instance_name):
        blocks = split_blocks(tokenize(task_text))
        if ("instance", instance_name) not in blocks:
            raise Unsupported("no instance %s in the task" % instance_name)
        inst = dict(parse_sections(blocks[("instance", instance_name)]))
        domain_sections = parse_sections(blocks[("domain", inst["domain"][0])])
        nf_sections = dict(parse_sections(blocks[("non-fluents", inst["non-fluents"][0])])) if "non-fluents" in inst else {}
        self.horizon = int(inst["horizon"][0])
        self.discount = float(inst.get("discount", ["1.0"])[0])
        limit = inst.get("max-nondef-actions", ["1"])[0]
        self.max_nondef = 10 ** 9 if limit == "pos-inf" else int(limit)

        self.objects = {}
        for section in (nf_sections, inst):
            if "objects" in section:
                ts = Tokens(section["objects"])
                while ts.peek() is not None:
                    type_name = ts.next()
                    ts.expect(":")
                    ts.expect("{")
                    names = []
                    while not ts.accept("}"):
                        tok = ts.next()
                        if tok != ",":
                            names.append(tok.lstrip("$"))
                    ts.expect(";")
                    self.objects[type_name] = names

        self.variables, cpfs, self.reward, constraints = {}, {}, None, []
        for key, body in domain_sections:
            if key == "requirements" and "partially-observed" in body:
                raise Unsupported("a partially observed domain (no state is sent to roll out from)")
            if key in ("requirements", "types"):
                if key == "types" and "{" in body:
                    raise Unsupported("enumerated types")
            elif key == "pvariables":
                self._read_pvariables(body)
            elif key in ("cpfs", "cdfs"):
                ts = Tokens(body)
                while ts.peek() is not None:
                    name = ts.next()                            # name'(?x, ...) = expr;
                    ts.expect("'")
                    head = parse_unary(Tokens([name] + take_args(ts)))
                    ts.expect("=")
                    cpfs[name] = (head[2], parse_expr(ts))
                    ts.expect(";")
            elif key == "reward":
                self.reward = parse_expr(Tokens(body))
            elif key in ("state-action-constraints", "action-preconditions"):
                ts = Tokens(body)
                while ts.peek() is not None:
                    constraints.append(parse_expr(ts))
                    ts.expect(";")
            else:
                raise Unsupported("domain section %s" % key)

        self.state, self.actions, self.nonfluents = [], [], {}
        for name, (kind, params, default) in self.variables.items():
            if kind in ("state-fluent", "action-fluent"):
                for args in itertools.product(*[self.objects[p] for p in params]):
                    (self.state if kind == "state-fluent" else self.actions).append((name, args, default))
            elif kind == "non-fluent":
                self.nonfluents[name] = default
            else:
                raise Unsupported("%s %s" % (kind, name))
        self.state_index = {(n, a): i for i, (n, a, _) in enumerate(self.state)}
        self.action_index = {(n, a): i for i, (n, a, _) in enumerate(self.actions)}
        self.nf_values = {}
        for name, args, value in parse_assignments(nf_sections.get("non-fluents", [])):
            self.nf_values[(name, args)] = literal(value)
        self.initial = [d for _, _, d in self.state]
        for name, args, value in parse_assignments(inst.get("init-state", [])):
            self.initial[self.state_index[(name, args)]] = literal(value)

        self.cpfs = []
        for name, args, _ in self.state:
            params, expr = cpfs[name]
            self.cpfs.append(self.compile(expr, dict(zip(params, args))))
        self.reward_fn = self.compile(self.reward, {})
        self.constraint_fns = [self.compile(c, {}) for c in constraints]

    def _read_pvariables(self, body):
        ts = Tokens(body)
        while ts.peek() is not None:
            name, params = ts.next(), []
            if ts.accept("("):
                while True:
                    params.append(ts.next())
                    if not ts.accept(","):
                        break
                ts.expect(")")
            ts.expect(":")
            ts.expect("{")
            kind = ts.next()
            ts.expect(",")
            value_range = ts.next()
            if value_range not in ("bool", "int", "real"):
                raise Unsupported("range %s of %s" % (value_range, name))
            default = 0.0
            while ts.accept(","):
                key = ts.next()
                if key == "default":
                    ts.expect("=")
                    text = ts.next()
                    default = literal("-" + ts.next() if text == "-" else text)
                elif key == "level":
                    ts.expect("=")
                    ts.next()
            ts.expect("}")
            ts.expect(";")
            self.variables[name] = (kind, params, default)

    # Compiled expressions are a float (a constant, folded) or a function (state, actions, rng) -> float.

    def compile(self, expr, binding):
        kind = expr[0]
        if kind == "const":
            return expr[1]
        if kind == "term":
            raise Unsupported("object-valued expression %s" % expr[1])
        if kind == "fluent":
            name = expr[1]
            args = tuple(binding.get(a, a) for a in expr[2])
            if name in self.nonfluents:
                return self.nf_values.get((name, args), self.nonfluents[name])
            if (name, args) in self.state_index:
                i = self.state_index[(name, args)]
                return lambda s, a, r: s[i]
            if (name, args) in self.action_index:
                i = self.action_index[(name, args)]
                return lambda s, a, r: a[i]
            raise Unsupported("fluent %s%s" % (name, args))
        if kind == "not":
            return lift(lambda x: 0.0 if x else 1.0, self.compile(expr[1], binding))
        if kind == "neg":
            return lift(lambda x: -x, self.compile(expr[1], binding))
        if kind == "bernoulli":
            p = self.compile(expr[1], binding)
            if not callable(p):
                return lambda s, a, r: 1.0 if r.random() < p else 0.0
            return lambda s, a, r: 1.0 if r.random() < p(s, a, r) else 0.0
        if kind == "if":
            cond = self.compile(expr[1], binding)
            then, other = self.compile(expr[2], binding), self.compile(expr[3], binding)
            if not callable(cond):
                return then if cond else other
            t, o = as_fn(then), as_fn(other)
            return lambda s, a, r: t(s, a, r) if cond(s, a, r) else o(s, a, r)
        if kind == "quant":
            _, op, variables, body = expr
            terms = [self.compile(body, dict(binding, **dict(zip([v for v, _ in variables], combo))))
                     for combo in itertools.product(*[self.objects[t] for _, t in variables])]
            return fold(op, terms)
        if kind == "bin":
            return binary(expr[1], self.compile(expr[2], binding), self.compile(expr[3], binding))
        raise Unsupported("expression %s" % kind)

    def step(self, state, actions, rng):
        next_state = [f(state, actions, rng) if callable(f) else f for f in self.cpfs]
        reward = self.reward_fn(state, actions, rng) if callable(self.reward_fn) else self.reward_fn
        return next_state, reward

    def legal(self, state, actions):
        return all((c(state, actions, None) if callable(c) else c) for c in self.constraint_fns)


def as_fn(c):
    return c if callable(c) else (lambda s, a, r: c)


def lift(f, x):
    return f(x) if not callable(x) else (lambda s, a, r: f(x(s, a, r)))


OPS = {"+": lambda x, y: x + y, "-": lambda x, y: x - y, "*": lambda x, y: x * y, "/": lambda x, y: x / y,
       "==": lambda x, y: float(x == y), "~=": lambda x, y: float(x != y), "!=": lambda x, y: float(x != y),
       "<": lambda x, y: float(x < y), "<=": lambda x, y: float(x <= y), ">": lambda x, y: float(x > y),
       ">=": lambda x, y: float(x >= y), "=>": lambda x, y: float(not x or bool(y)),
       "<=>": lambda x, y: float(bool(x) == bool(y))}


def binary(op, x, y):
    if op == "^":
        return fold("forall_", [x, y])
    if op == "|":
        return fold("exists_", [x, y])
    f = OPS[op]
    if not callable(x) and not callable(y):
        return f(x, y)
    fx, fy = as_fn(x), as_fn(y)
    return lambda s, a, r: f(fx(s, a, r), fy(s, a, r))


def fold(op, terms):
    """sum_/prod_/forall_/exists_ over terms, constants folded first."""
    consts = [t for t in terms if not callable(t)]
    fns = [t for t in terms if callable(t)]
    if op == "sum_":
        c = sum(consts)
        if not fns:
            return c
        return lambda s, a, r: c + sum(f(s, a, r) for f in fns)
    if op == "prod_":
        c = 1.0
        for k in consts:
            c *= k
        if not fns or c == 0:
            return c
        return lambda s, a, r: c * _product(f(s, a, r) for f in fns)
    if op == "forall_":
        if any(not k for k in consts):
            return 0.0
        if not fns:
            return 1.0
        return lambda s, a, r: 1.0 if all(f(s, a, r) for f in fns) else 0.0
    if any(k for k in consts):       # exists_
        return 1.0
    if not fns:
        return 0.0
    return lambda s, a, r: 1.0 if any(f(s, a, r) for f in fns) else 0.0


def _product(values):
    out = 1.0
    for v in values:
        out *= v
    return out


def relevant_blocks(text, instance):
    """Only the instance's own blocks, so other domains in a directory need not be in the subset."""
    blocks = split_blocks(tokenize(text))
    inst = dict(parse_sections(blocks[("instance", instance)]))
    keep = [("instance", instance), ("domain", inst["domain"][0])]
    if "non-fluents" in inst:
        keep.append(("non-fluents", inst["non-fluents"][0]))
    return "\n".join("%s %s { %s }" % (k, n, " ".join(blocks[(k, n)])) for k, n in keep)
