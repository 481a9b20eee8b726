import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateStatic, MAX_STATIC_DEPTH } from "../../../src/schema/shared/static-eval.js";
import type { JsonValue } from "../../../src/schema/types.js";
import { fixtureProgram, text, type FixtureProgram } from "./fixture-program.js";

let fixture: FixtureProgram;
beforeAll(() => {
  fixture = fixtureProgram();
});

function evaluate(label: string) {
  return evaluateStatic(fixture.checker, fixture.probe(label));
}

const values: [label: string, value: JsonValue][] = [
  ["string", "hello"],
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

const rejections: [label: string, reason: string, nodeKind: ts.SyntaxKind, nodeText: string][] = [
  ["undefined", "`undefined` is not JSON", ts.SyntaxKind.Identifier, "undefined"],
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
  ["multiply", "operator `*` in `2 * 3` is not supported statically", ts.SyntaxKind.BinaryExpression, "2 * 3"],
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
    "destructured",
    "`destructured` is bound by destructuring, which the evaluator does not follow",
    ts.SyntaxKind.Identifier,
    "destructured",
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
];

describe("evaluateStatic: rejections", () => {
  it.each(rejections)("%s", (label, reason, nodeKind, nodeText) => {
    const result = evaluate(label);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe(reason);
    expect(ts.SyntaxKind[result.node.kind]).toBe(ts.SyntaxKind[nodeKind]);
    expect(result.node.getText()).toBe(nodeText);
  });

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
