import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateStatic, MAX_STATIC_DEPTH, MAX_STATIC_STRING } from "../../../src/schema/shared/static-eval.js";
import type { JsonValue } from "../../../src/schema/types.js";
import { withTypeDecisions } from "../../../src/schema/shared/nullish-default.js";
import { fixtureProgram, text, type FixtureProgram } from "./fixture-program.js";

let fixture: FixtureProgram;
beforeAll(() => {
  fixture = fixtureProgram();
});

/** As a schema's resolution evaluates (the checker's types decide `a ?? b` there too). */
function evaluate(label: string) {
  return withTypeDecisions(() => evaluateStatic(fixture.checker, fixture.probe(label)));
}

const values: [label: string, value: JsonValue][] = [
  ["string", "hello"],
  ["nullish-left", { a: 1 }],
  ["nullish-right", "fallback"],
  ["optional-chain-right", [3]],
  ["or-object-left", { a: 1 }],
  ["number", 42.5],
  ["negative", -3],
  ["unary-plus", 7],
  ["true", true],
  ["false", false],
  ["null", null],
  ["no-substitution-template", "plain"],
  ["template", "a-b-3-celsius"],
  ["concat", "ab1celsius"],
  ["number-add", 3],
  ["multiply", 6],
  ["arithmetic", ((10 * 60 * 1000 - 1) / 3) % 7],
  ["unicode", "café \u{1F600} A\n"],
  ["object", { 3: "three", a: 1, "b-c": 2, k1: true, xy: null, local: 0 }],
  ["numeric-keys", { 1: "a", 16: "b" }],
  ["key-order", { b: 3, a: 2, c: 4 }],
  ["shorthand", { UNIT: "celsius", LOCAL: "local" }],
  ["array", [1, "two", [3], { four: 4 }]],
  ["array-spread", [0, 1, 2, 9, "a", "b"]],
  ["object-spread", { min: 1, max: 20 }],
  ["wrappers", { a: 1 }],
  ["type-assertion", ["x"]],
  ["local-const", { kind: "local", nested: { deep: [1, 2] } }],
  ["alias-chain", { kind: "local", nested: { deep: [1, 2] } }],
  ["imported", { min: 1, max: 10 }],
  ["reexported", "celsius"],
  ["namespace", "celsius"],
  ["namespace-member", 10],
  ["namespace-reexport", "celsius"],
  ["default-import", { type: "boolean", description: "default export" }],
  ["member", { type: "object", properties: { city: { type: "string" } } }],
  ["element", { type: "object", properties: { city: { type: "string" } } }],
  ["nested-member", "string"],
  ["array-index", "one"],
  ["array-length", 2],
  ["enum-string", "red"],
  ["enum-number", 2],
  ["enum-element", "green"],
  ["const-enum", "on"],
  ["enum-key", { red: 1 }],
  ["enum-values", ["red", "green"]],
  // The object TypeScript emits: a numeric member maps its value back to its name, indices first.
  ["enum-keys-numeric", ["1", "2", "Low", "High"]],
  ["enum-values-numeric", ["Low", "High", 1, 2]],
  ["object-entries", [["min", 1], ["max", 10]]],
  ["destructured", 1],
  // Destructured from what a helper of the program returns: a parameter's member is the call's argument.
  ["destructured-from-helper", "look_up"],
  ["destructured-helper-constant", "read as written"],
  ["helper-member", "Fetches."],
];

describe("evaluateStatic: supported forms", () => {
  it.each(values)("%s", (label, value) => {
    const result = evaluate(label);
    expect(result).toEqual({ ok: true, value, node: fixture.probe(label) });
  });

  it("keeps JS key order: integer keys first, a later write keeps the first position", () => {
    const result = evaluate("key-order");
    expect(result.ok && Object.keys(result.value as object)).toEqual(["b", "a", "c"]);
    const object = evaluate("object");
    expect(object.ok && Object.keys(object.value as object)).toEqual(["3", "a", "b-c", "k1", "xy", "local"]);
  });

  it("makes a computed `__proto__` key an own property, not a prototype", () => {
    const result = evaluate("proto-computed");
    expect(result.ok).toBe(true);
    const value = result.ok ? (result.value as object) : {};
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toBe(1);
  });

  it("decodes unicode escapes to the exact code points", () => {
    const result = evaluate("unicode");
    expect(result.ok && [...(result.value as string)].map((c) => c.codePointAt(0))).toEqual([
      0x63, 0x61, 0x66, 0xe9, 0x20, 0x1f600, 0x20, 0x41, 0x0a,
    ]);
  });
});

describe("`a ?? b` outside a schema's resolution", () => {
  it("is decided by the source alone: a left side only its type shows never null stays undecided", () => {
    expect(evaluateStatic(fixture.checker, fixture.probe("nullish-right"))).toMatchObject({ ok: true, value: "fallback" });
    expect(evaluateStatic(fixture.checker, fixture.probe("nullish-left"))).toMatchObject({ ok: true, value: { a: 1 } });
    expect(evaluateStatic(fixture.checker, fixture.probe("nullish-typed-only"))).toMatchObject({
      ok: false,
      reason: "`typedOnly ?? {}` has the value of either side: nothing static tells whether `typedOnly` can be `null` or `undefined`",
    });
    // While a schema is resolved, the type decides, and the left side is then followed (here to no value).
    expect(evaluate("nullish-typed-only")).toMatchObject({ ok: false, reason: "`typedOnly` is declared without a value" });
  });
});

const rejections: [label: string, reason: string, nodeKind: ts.SyntaxKind, nodeText: string][] = [
  ["undefined", "`undefined` is not JSON", ts.SyntaxKind.Identifier, "undefined"],
  [
    "or-string-undecided",
    "`withDefaults.label || \"untitled\"` has the value of either side: nothing static tells whether `withDefaults.label` can be falsy",
    ts.SyntaxKind.BinaryExpression,
    'withDefaults.label || "untitled"',
  ],
  [
    "nullish-undecided",
    "`maybeObject ?? {}` has the value of either side: nothing static tells whether `maybeObject` can be `null` or `undefined`",
    ts.SyntaxKind.BinaryExpression,
    "maybeObject ?? {}",
  ],
  ["undefined-property", "`undefined` is not JSON", ts.SyntaxKind.Identifier, "undefined"],
  ["void", "`undefined` is not JSON (`void 0`)", ts.SyntaxKind.VoidExpression, "void 0"],
  ["nan", "`NaN` is not a JSON number", ts.SyntaxKind.Identifier, "NaN"],
  ["infinity", "`Infinity` is not a JSON number", ts.SyntaxKind.Identifier, "Infinity"],
  ["overflow", "`1e999` evaluates to Infinity, which is not a JSON number", ts.SyntaxKind.NumericLiteral, "1e999"],
  ["arrow", "function `() => 1` is not JSON", ts.SyntaxKind.ArrowFunction, "() => 1"],
  ["function-expression", "function `function named() {}` is not JSON", ts.SyntaxKind.FunctionExpression, "function named() {}"],
  ["function-ref", "function `makeSchema` is not JSON", ts.SyntaxKind.Identifier, "makeSchema"],
  ["call", "call expression `makeSchema()` is not static", ts.SyntaxKind.CallExpression, "makeSchema()"],
  ["nested-call", "call expression `makeSchema()` is not static", ts.SyntaxKind.CallExpression, "makeSchema()"],
  ["let", "`let` binding `letValue` is not constant", ts.SyntaxKind.Identifier, "letValue"],
  ["var", "`var` binding `varValue` is not constant", ts.SyntaxKind.Identifier, "varValue"],
  ["imported-let", "`let` binding `mutable` is not constant", ts.SyntaxKind.Identifier, "mutable"],
  ["parameter", "parameter `param` is not static", ts.SyntaxKind.Identifier, "param"],
  [
    "spread-call",
    "spread of a non-static value: call expression `makeSchema()` is not static",
    ts.SyntaxKind.CallExpression,
    "makeSchema()",
  ],
  [
    "spread-let",
    "spread of a non-static value: `let` binding `letValue` is not constant",
    ts.SyntaxKind.Identifier,
    "letValue",
  ],
  [
    "spread-number",
    "spread of a number into an array; only arrays can be spread here",
    ts.SyntaxKind.SpreadElement,
    "...(LIMITS.max as unknown as number[])",
  ],
  ["cycle", "cyclic const reference: `SELF` depends on its own value", ts.SyntaxKind.Identifier, "SELF"],
  ["mutual-cycle", "cyclic const reference: `PING` depends on its own value", ts.SyntaxKind.Identifier, "PING"],
  ["cycle-in-property", "cyclic const reference: `TREE` depends on its own value", ts.SyntaxKind.Identifier, "TREE"],
  ["method", "method `m` is a function, not JSON", ts.SyntaxKind.MethodDeclaration, "m() {}"],
  ["getter", "accessor `g` is not static", ts.SyntaxKind.GetAccessor, "get g() { return 1; }"],
  ["new", "`new` expression `new Date()` is not static", ts.SyntaxKind.NewExpression, "new Date()"],
  ["regex", "regular expression `/x/` is not JSON", ts.SyntaxKind.RegularExpressionLiteral, "/x/"],
  ["bigint", "bigint literal `10n` is not JSON", ts.SyntaxKind.BigIntLiteral, "10n"],
  ["hole", "array hole (`[a, , b]`) is `undefined`, which is not JSON", ts.SyntaxKind.ArrayLiteralExpression, "[1, , 2]"],
  ["conditional", "conditional expression `flag ? 1 : 2` is not static", ts.SyntaxKind.ConditionalExpression, "flag ? 1 : 2"],
  [
    "template-boolean",
    "template substitution `true` must be a string or a number, got a boolean",
    ts.SyntaxKind.TrueKeyword,
    "true",
  ],
  ["concat-boolean", "`+` only joins strings and numbers; `true` is a boolean", ts.SyntaxKind.TrueKeyword, "true"],
  ["not-operator", "operator `!` in `!true` is not supported statically", ts.SyntaxKind.PrefixUnaryExpression, "!true"],
  ["minus-string", "unary `-` needs a number, got a string", ts.SyntaxKind.PrefixUnaryExpression, '-"3"'],
  ["exponent", "operator `**` in `2 ** 3` is not supported statically", ts.SyntaxKind.BinaryExpression, "2 ** 3"],
  [
    "missing-member",
    "`LIMITS.nope` is `undefined` (no property `nope`), which is not JSON",
    ts.SyntaxKind.PropertyAccessExpression,
    "LIMITS.nope",
  ],
  ["enum-object", "enum `Color` is not JSON; use one of its members", ts.SyntaxKind.Identifier, "Color"],
  [
    "enum-computed",
    "enum member `Computed.Length` has no constant value",
    ts.SyntaxKind.PropertyAccessExpression,
    "Computed.Length",
  ],
  ["class", "class `SomeClass` is not JSON", ts.SyntaxKind.Identifier, "SomeClass"],
  [
    "destructured-default",
    "`withDefault` is bound by destructuring, which the evaluator does not follow",
    ts.SyntaxKind.Identifier,
    "withDefault",
  ],
  ["destructured-let", "`let` binding `destructuredLet` is not constant", ts.SyntaxKind.Identifier, "destructuredLet"],
  ["destructured-cyclic", "cyclic const reference: `{ loop: cyclicPart }` depends on its own value", ts.SyntaxKind.Identifier, "cyclicPart"],
  ["destructured-cross", "cyclic const reference: `{ x: crossPart }` depends on its own value", ts.SyntaxKind.Identifier, "crossPart"],
  // A member the helper computes from a parameter is not read through the call.
  [
    "helper-member-computed",
    'call expression `namedParts("look_up", "Looks a word up.")` is not static',
    ts.SyntaxKind.CallExpression,
    'namedParts("look_up", "Looks a word up.")',
  ],
  ["declared", "`DECLARED` is declared without a value", ts.SyntaxKind.Identifier, "DECLARED"],
  [
    "computed-key-let",
    "computed key `[letValue]` is not static: `let` binding `letValue` is not constant",
    ts.SyntaxKind.Identifier,
    "letValue",
  ],
  [
    "computed-key-boolean",
    'computed key `[flag ? "a" : "b"]` is not static: conditional expression `flag ? "a" : "b"` is not static',
    ts.SyntaxKind.ConditionalExpression,
    'flag ? "a" : "b"',
  ],
  [
    "proto-setter",
    "`__proto__: …` sets the object's prototype; it is not a JSON key",
    ts.SyntaxKind.PropertyAssignment,
    "__proto__: null",
  ],
  ["global", "`Number` is a built-in global, not a static value", ts.SyntaxKind.Identifier, "Number"],
  [
    "unresolved-import",
    "`fromNowhere` is imported from a module that cannot be resolved",
    ts.SyntaxKind.Identifier,
    "fromNowhere",
  ],
  ["namespace-object", "namespace `NS` is not JSON; use one of its exports", ts.SyntaxKind.Identifier, "NS"],
  ["const-enum-values", "const enum `Flag` has no object at run time", ts.SyntaxKind.Identifier, "Flag"],
  ["enum-values-computed", "enum member `Computed.Length` has no constant value", ts.SyntaxKind.EnumMember, "Length = \"abc\".length"],
  ["object-keys-of-string", "`Object.keys()` is evaluated statically only on an object or an enum; `UNIT` is not one", ts.SyntaxKind.Identifier, "UNIT"],
];

/** A failure with this reason, at a node of this kind and text. */
function expectRejected(result: ReturnType<typeof evaluate>, reason: string, nodeKind: ts.SyntaxKind, nodeText: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.reason).toBe(reason);
  expect(ts.SyntaxKind[result.node.kind]).toBe(ts.SyntaxKind[nodeKind]);
  expect(result.node.getText()).toBe(nodeText);
}

describe("evaluateStatic: rejections", () => {
  it.each(rejections)("%s", (label, reason, nodeKind, nodeText) => expectRejected(evaluate(label), reason, nodeKind, nodeText));

  it("points into the file where the offending node is written", () => {
    for (const label of ["whole-schemas", "member-of-other-file"]) {
      const result = evaluate(label);
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.reason).toBe("call expression `makeSchema()` is not static");
      expect(result.node.getText()).toBe("makeSchema()");
      expect(result.node.getSourceFile().fileName.endsWith("/static/shared.ts")).toBe(true);
    }
  });
});

describe("evaluateStatic: size and depth", () => {
  it("evaluates a 2,000-element array", () => {
    const result = evaluate("big-array");
    expect(result).toEqual({ ok: true, value: Array.from({ length: 2000 }, (_, i) => i), node: fixture.probe("big-array") });
  });

  it("evaluates a 300-term concatenation without counting it as nesting", () => {
    const result = evaluate("long-concat");
    expect(result.ok && result.value).toBe(Array.from({ length: 300 }, (_, i) => `s${i}`).join(""));
  });

  it(`accepts nesting up to ${MAX_STATIC_DEPTH} levels`, () => {
    let expected: JsonValue = 0;
    for (let level = 0; level < 63; level++) expected = [expected];
    expect(evaluate("deep-ok")).toMatchObject({ ok: true, value: expected });
  });

  it("stops one level deeper with a reason instead of overflowing", () => {
    const result = evaluate("deep-fail");
    expect(result).toMatchObject({
      ok: false,
      reason: "nesting is deeper than 64 levels (objects, arrays, templates); the evaluator stops here",
    });
    expect(result.ok || text(result.node)).toBe("0");
  });
});

describe("evaluateStatic: robustness", () => {
  it("evaluates a const shared many times once, and shares the value", () => {
    const result = evaluate("shared-consts");
    expect(result.ok).toBe(true);
    const [first, second] = result.ok ? (result.value as JsonValue[]) : [];
    expect(first).toBe(second);
    expect(first).toEqual(buildShared(4));
    const level3 = (first as { a: JsonValue; b: JsonValue }).a;
    expect((first as { b: JsonValue }).b).toBe(level3);
  });

  it("reads a member of an ordinary object without asking the checker for the member's symbol", () => {
    // Asking for the symbol of `weather` in `SCHEMAS.weather` types `SCHEMAS`: for a program's own
    // objects that is much of its type-checking, and the evaluator reads the literal instead.
    const asked: ts.Node[] = [];
    const checker = new Proxy(fixture.checker, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== "getSymbolAtLocation") return typeof value === "function" ? value.bind(target) : value;
        return (node: ts.Node) => {
          asked.push(node);
          return target.getSymbolAtLocation(node);
        };
      },
    });
    const memberNames = (expr: ts.Expression): ts.Node[] => (ts.isPropertyAccessExpression(expr) ? [expr.name, ...memberNames(expr.expression)] : []);
    const ordinary = fixture.probe("nested-member");
    expect(evaluateStatic(checker, ordinary)).toMatchObject({ ok: true, value: "string" });
    expect(asked.filter((node) => memberNames(ordinary).includes(node))).toEqual([]);
    // A namespace import's member is still found by its symbol.
    const namespaced = fixture.probe("namespace-member");
    expect(evaluateStatic(checker, namespaced)).toMatchObject({ ok: true, value: 10 });
    expect(asked.filter((node) => memberNames(namespaced).includes(node)).map((node) => node.getText())).toContain("LIMITS");
  });

  it("answers with a reason, never an exception, for synthesized nodes", () => {
    const factory = ts.factory;
    const literal = factory.createObjectLiteralExpression([
      factory.createPropertyAssignment("a", factory.createIdentifier("nowhere")),
    ]);
    const result = evaluateStatic(fixture.checker, literal);
    expect(result).toMatchObject({ ok: false, reason: "`nowhere` cannot be resolved to a declaration" });
  });
});

function buildShared(level: number): JsonValue {
  if (level === 0) return { leaf: true };
  const inner = buildShared(level - 1);
  return { a: inner, b: inner };
}

// Method calls on static receivers, in a program of their own written in memory: each probe's
// source stays in this file, next to the expected value.
const CALLS_DIR = "/virtual/static-calls";

const SHARED_SOURCE = `
export const LINES = ["Use this tool when:", "- the user asks"];
export const COUNT = 3;
`;

// Single quotes inside, so the expected reasons below need no escaping.
const MAIN_SOURCE = `
import { COUNT, LINES } from "./shared";
declare function probe(label: string, value: unknown): void;
declare function makeParts(): string[];
declare function tag(parts: TemplateStringsArray): string;
let letParts = ['a'];
let letText = 'a';
let letCount = 2;
const HEADER = ['Find issues.', ''];
const SEP = ' / ';
const C = 'c';
const UPPER = 'toUpperCase';
const ALL = [...HEADER, ...LINES];
const RULE = '='.repeat(COUNT);
const prompt = (_context: object = {}) => \`Create a customer.\`;
function heading(): string {
  return HEADER.join('');
}
const echo = (text: string) => text;
function twoSteps(): string {
  let text = 'a';
  return text;
}
function constsFirst(): string {
  const first = 'a';
  const second = 'b';
  return first + second;
}
const BIG = 'x'.repeat(600000);

probe("join-lines", ['Find issues.', '', 'Use this tool when:', '- the user asks'].join('\\n'));
probe("join-default", ['a', 'b'].join());
probe("join-primitives", ['a', 1, true, null, 2.5, -0, false].join('|'));
probe("join-number-separator", [1, 2].join(0));
probe("join-null-separator", [1, 2].join(null));
probe("join-empty", [].join('-'));
probe("join-single", ['only'].join('-'));
probe("join-imported", LINES.join('\\n'));
probe("join-spread", [...HEADER, ...LINES, 'end'].join('\\n'));
probe("join-const-spread", ALL.join(SEP));
probe("join-optional", LINES?.join('; '));
probe("join-element-access", HEADER['join']('+'));
probe("join-in-object", { description: [...HEADER, ...LINES].join('\\n') });
probe("repeat", '='.repeat(3));
probe("repeat-zero", 'ab'.repeat(0));
probe("repeat-const", RULE);
probe("repeat-in-template", \`\${'-'.repeat(COUNT)} title \${'-'.repeat(COUNT)}\`);
probe("concat", 'a'.concat('b', C, 1));
probe("concat-none", 'a'.concat());
probe("concat-spread", '> '.concat(...LINES));
probe("trim", '  a b \\n'.trim());
probe("trim-start", '  a b \\n'.trimStart());
probe("trim-end", '  a b \\n'.trimEnd());
probe("trim-template", \`
    Find issues in the code.
  \`.trim());
probe("lower", 'MiXeD Case'.toLowerCase());
probe("upper", 'straße'.toUpperCase());
probe("computed-method", 'abc'[UPPER]());
probe("optional-call", '  x '.trim?.());
probe("chain", '  Find ISSUES '.trim().toLowerCase().concat('!'));
probe("wrapped-receiver", (HEADER as readonly string[]).join('|'));
probe("string-raw", String.raw\`C:\\tools \${COUNT}\\n\`);
probe("string-raw-plain", String.raw\`a\\tb\`);
probe("string-raw-crlf", String.raw\`one\r\ntwo\`);

probe("constant-return", prompt({ account: 'x' }));
probe("constant-return-block", heading());
probe("consts-before-return", constsFirst());

probe("join-let", letParts.join());
probe("returns-parameter", echo('a'));
probe("returns-after-statements", twoSteps());
probe("join-call", makeParts().join(', '));
probe("chain-let", letText.trim().toLowerCase());
probe("unsupported-method", 'abc'.slice(1));
probe("unsupported-array-method", LINES.map(String));
probe("computed-method-let", 'abc'[letText]());
probe("repeat-negative", 'a'.repeat(-1));
probe("repeat-fraction", 'a'.repeat(2.5));
probe("repeat-string-count", 'a'.repeat('3'));
probe("repeat-no-count", 'a'.repeat());
probe("repeat-let-count", 'a'.repeat(letCount));
probe("repeat-too-long", 'ab'.repeat(600000));
probe("repeat-at-cap", 'ab'.repeat(500000));
probe("join-object", ['a', { b: 1 }].join());
probe("join-nested-array", ['a', ['b']].join());
probe("join-object-separator", ['a'].join({}));
probe("join-too-long", [BIG, BIG].join());
probe("join-on-string", 'abc'.join());
probe("trim-on-array", LINES.trim());
probe("trim-argument", 'a'.trim(1));
probe("concat-boolean", 'a'.concat(true));
probe("concat-let", 'a'.concat(letText));
probe("concat-spread-number", 'a'.concat(...COUNT));
probe("other-tag", tag\`x\`);
function shadowing() {
  const String = { raw: (parts: TemplateStringsArray) => parts.join('') };
  probe("shadowed-raw", String.raw\`x\`);
}
`;

const CALL_FILES = new Map([
  [`${CALLS_DIR}/shared.ts`, SHARED_SOURCE],
  [`${CALLS_DIR}/main.ts`, MAIN_SOURCE],
]);

interface CallsProgram {
  readonly checker: ts.TypeChecker;
  readonly probes: Map<string, ts.Expression>;
}

let calls: CallsProgram;
beforeAll(() => {
  calls = callsProgram();
});

function callsProgram(): CallsProgram {
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    // The default lib declares `String`, which `String.raw` must resolve to.
    lib: ["lib.es2022.d.ts"],
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const { getSourceFile, fileExists, readFile, directoryExists } = host;
  host.getSourceFile = (name, version, ...rest) => {
    const source = CALL_FILES.get(name);
    return source === undefined ? getSourceFile.call(host, name, version, ...rest) : ts.createSourceFile(name, source, version, true);
  };
  host.fileExists = (name) => CALL_FILES.has(name) || fileExists.call(host, name);
  host.readFile = (name) => CALL_FILES.get(name) ?? readFile.call(host, name);
  host.directoryExists = (name) => name === CALLS_DIR || (directoryExists?.call(host, name) ?? true);
  const program = ts.createProgram([...CALL_FILES.keys()], options, host);
  const probes = new Map<string, ts.Expression>();
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "probe") {
      const [label, value] = node.arguments;
      if (ts.isStringLiteral(label) && value) probes.set(label.text, value);
    }
    ts.forEachChild(node, visit);
  };
  for (const name of CALL_FILES.keys()) visit(program.getSourceFile(name)!);
  return { checker: program.getTypeChecker(), probes };
}

function evaluateCallProbe(label: string) {
  const probe = calls.probes.get(label);
  if (!probe) throw new Error(`no probe labelled ${label}`);
  return { probe, result: evaluateStatic(calls.checker, probe) };
}

const FULL_DESCRIPTION = "Find issues.\n\nUse this tool when:\n- the user asks";

const callValues: [label: string, value: JsonValue][] = [
  ["join-lines", FULL_DESCRIPTION],
  ["join-default", "a,b"],
  ["join-primitives", "a|1|true||2.5|0|false"],
  ["join-number-separator", "102"],
  ["join-null-separator", "1null2"],
  ["join-empty", ""],
  ["join-single", "only"],
  ["join-imported", "Use this tool when:\n- the user asks"],
  ["join-spread", FULL_DESCRIPTION + "\nend"],
  ["join-const-spread", "Find issues. /  / Use this tool when: / - the user asks"],
  ["join-optional", "Use this tool when:; - the user asks"],
  ["join-element-access", "Find issues.+"],
  ["join-in-object", { description: FULL_DESCRIPTION }],
  ["repeat", "==="],
  ["repeat-zero", ""],
  ["repeat-const", "==="],
  ["repeat-in-template", "--- title ---"],
  ["concat", "abc1"],
  ["concat-none", "a"],
  ["concat-spread", "> Use this tool when:- the user asks"],
  ["trim", "a b"],
  ["trim-start", "a b \n"],
  ["trim-end", "  a b"],
  ["trim-template", "Find issues in the code."],
  ["lower", "mixed case"],
  ["upper", "STRASSE"],
  ["computed-method", "ABC"],
  ["optional-call", "x"],
  ["chain", "find issues!"],
  ["wrapped-receiver", "Find issues.|"],
  // Raw text keeps backslashes; its line breaks are normalized to "\n".
  ["string-raw", "C:\\tools 3\\n"],
  ["string-raw-plain", "a\\tb"],
  ["string-raw-crlf", "one\ntwo"],
  // A call of the project's own function whose only statement returns what reads no parameter.
  ["constant-return", "Create a customer."],
  ["constant-return-block", "Find issues."],
  ["consts-before-return", "ab"],
];

describe("evaluateStatic: pure string and array methods", () => {
  it.each(callValues)("%s", (label, value) => {
    const { probe, result } = evaluateCallProbe(label);
    expect(result).toEqual({ ok: true, value, node: probe });
  });
});

const callRejections: [label: string, reason: string, nodeKind: ts.SyntaxKind, nodeText: string][] = [
  // What depends on the arguments, or on statements before the return, is not followed.
  ["returns-parameter", "call expression `echo('a')` is not static", ts.SyntaxKind.CallExpression, "echo('a')"],
  ["returns-after-statements", "call expression `twoSteps()` is not static", ts.SyntaxKind.CallExpression, "twoSteps()"],
  [
    "join-let",
    "receiver of `letParts.join()` is not static: `let` binding `letParts` is not constant",
    ts.SyntaxKind.Identifier,
    "letParts",
  ],
  [
    "join-call",
    "receiver of `makeParts().join(', ')` is not static: call expression `makeParts()` is not static",
    ts.SyntaxKind.CallExpression,
    "makeParts()",
  ],
  // The innermost call names the receiver at fault; the outer ones do not repeat it.
  [
    "chain-let",
    "receiver of `letText.trim()` is not static: `let` binding `letText` is not constant",
    ts.SyntaxKind.Identifier,
    "letText",
  ],
  ["unsupported-method", "call expression `'abc'.slice(1)` is not static", ts.SyntaxKind.CallExpression, "'abc'.slice(1)"],
  [
    "unsupported-array-method",
    "call expression `LINES.map(String)` is not static",
    ts.SyntaxKind.CallExpression,
    "LINES.map(String)",
  ],
  [
    "computed-method-let",
    "call expression `'abc'[letText]()` is not static",
    ts.SyntaxKind.CallExpression,
    "'abc'[letText]()",
  ],
  [
    "repeat-negative",
    "the count of `'a'.repeat(-1)` must be an integer >= 0, got -1",
    ts.SyntaxKind.PrefixUnaryExpression,
    "-1",
  ],
  [
    "repeat-fraction",
    "the count of `'a'.repeat(2.5)` must be an integer >= 0, got 2.5",
    ts.SyntaxKind.NumericLiteral,
    "2.5",
  ],
  [
    "repeat-string-count",
    "the count of `'a'.repeat('3')` must be a number, got a string",
    ts.SyntaxKind.StringLiteral,
    "'3'",
  ],
  [
    "repeat-no-count",
    "`.repeat()` takes one argument (the count); `'a'.repeat()` passes 0",
    ts.SyntaxKind.CallExpression,
    "'a'.repeat()",
  ],
  [
    "repeat-let-count",
    "argument 1 of `'a'.repeat(letCount)` is not static: `let` binding `letCount` is not constant",
    ts.SyntaxKind.Identifier,
    "letCount",
  ],
  [
    "repeat-too-long",
    `\`'ab'.repeat(600000)\` would build a string of 1200000 characters; the evaluator stops at ${MAX_STATIC_STRING}`,
    ts.SyntaxKind.CallExpression,
    "'ab'.repeat(600000)",
  ],
  [
    "join-object",
    "element at index 1 of the array in `['a', { b: 1 }].join()` is an object; only strings, numbers, booleans and null are joined statically",
    ts.SyntaxKind.ArrayLiteralExpression,
    "['a', { b: 1 }]",
  ],
  [
    "join-nested-array",
    "element at index 1 of the array in `['a', ['b']].join()` is an array; only strings, numbers, booleans and null are joined statically",
    ts.SyntaxKind.ArrayLiteralExpression,
    "['a', ['b']]",
  ],
  [
    "join-object-separator",
    "the separator of `['a'].join({})` must be a string, a number, a boolean or null, got an object",
    ts.SyntaxKind.ObjectLiteralExpression,
    "{}",
  ],
  [
    "join-too-long",
    `\`[BIG, BIG].join()\` would build a string of 1200001 characters; the evaluator stops at ${MAX_STATIC_STRING}`,
    ts.SyntaxKind.CallExpression,
    "[BIG, BIG].join()",
  ],
  [
    "join-on-string",
    "`.join()` is evaluated statically only on an array; the receiver of `'abc'.join()` is a string",
    ts.SyntaxKind.StringLiteral,
    "'abc'",
  ],
  [
    "trim-on-array",
    "`.trim()` is evaluated statically only on a string; the receiver of `LINES.trim()` is an array",
    ts.SyntaxKind.Identifier,
    "LINES",
  ],
  ["trim-argument", "`.trim()` takes no arguments; `'a'.trim(1)` passes 1", ts.SyntaxKind.CallExpression, "'a'.trim(1)"],
  [
    "concat-boolean",
    "argument 1 of `'a'.concat(true)` must be a string or a number, got a boolean",
    ts.SyntaxKind.TrueKeyword,
    "true",
  ],
  [
    "concat-let",
    "argument 1 of `'a'.concat(letText)` is not static: `let` binding `letText` is not constant",
    ts.SyntaxKind.Identifier,
    "letText",
  ],
  [
    "concat-spread-number",
    "spread of a number into the arguments of `'a'.concat(...COUNT)`; only arrays can be spread here",
    ts.SyntaxKind.SpreadElement,
    "...COUNT",
  ],
  ["other-tag", "tagged template `tag`x`` is not static", ts.SyntaxKind.TaggedTemplateExpression, "tag`x`"],
  // A local `String` is user code, not the built-in.
  [
    "shadowed-raw",
    "tagged template `String.raw`x`` is not static",
    ts.SyntaxKind.TaggedTemplateExpression,
    "String.raw`x`",
  ],
];

describe("evaluateStatic: method calls that are not static", () => {
  it.each(callRejections)("%s", (label, reason, nodeKind, nodeText) => expectRejected(evaluateCallProbe(label).result, reason, nodeKind, nodeText));

  it("builds a string right at the cap", () => {
    const { result } = evaluateCallProbe("repeat-at-cap");
    expect(result.ok && (result.value as string).length).toBe(MAX_STATIC_STRING);
  });
});
