import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveLiteralSchema } from "../../../src/schema/literal/index.js";
import { evaluateStatic } from "../../../src/schema/shared/static-eval.js";
import type { Resolution, ResolvedSchema, SourceMap } from "../../../src/schema/types.js";
import { fixtureProgram, summarizeMap, text, viaLabel, type FixtureProgram } from "../shared/fixture-program.js";

let fixture: FixtureProgram;
beforeAll(() => {
  fixture = fixtureProgram();
});

function resolve(label: string): Resolution | undefined {
  return resolveLiteralSchema(fixture.checker, fixture.probe(label));
}

function resolved(label: string): ResolvedSchema {
  const result = resolve(label);
  if (!result?.ok) throw new Error(`${label} did not resolve: ${result ? result.reason : "undefined"}`);
  expect(result.route).toBe("literal");
  expect(result.exact).toBe(true);
  expect(result.gaps).toEqual([]);
  // The schema is exactly what the whole expression evaluates to.
  const evaluated = evaluateStatic(fixture.checker, fixture.probe(label));
  expect(evaluated.ok && evaluated.value).toEqual(result.schema);
  expect(JSON.stringify(result.schema)).toBe(JSON.stringify(evaluated.ok && evaluated.value));
  return result;
}

/** One line per map entry: `node | via… | declaration | keywords`. */
function mapLines(map: SourceMap): Record<string, string> {
  const lines: Record<string, string> = {};
  for (const [pointer, origin] of map) {
    const parts = [text(origin.node, 24) ?? "", `via ${origin.via.length}`];
    if (origin.declaration) parts.push(`decl ${ts.SyntaxKind[origin.declaration.kind]}`);
    if (origin.keywords?.size) parts.push(`kw ${[...origin.keywords.keys()].join(",")}`);
    lines[pointer] = parts.join(" | ");
  }
  return lines;
}

describe("resolveLiteralSchema: values and maps", () => {
  it("maps an inline schema: root, each property, items", () => {
    const result = resolved("schema-inline");
    expect(result.schema).toEqual({
      type: "object",
      properties: { city: { type: "string" }, tags: { type: "array", items: { type: "string" } } },
      required: ["city", "tags"],
      additionalProperties: false,
    });
    expect(summarizeMap(result.map)).toEqual({
      "": {
        node: '{ type: "object", properties: { city: {…',
        via: [],
        keywords: ["type", "properties", "required", "additionalProperties"],
      },
      "/properties/city": {
        node: '{ type: "string" }',
        declaration: 'PropertyAssignment city: { type: "string" }',
        keywords: ["type"],
        via: [],
      },
      "/properties/tags": {
        node: '{ type: "array", items: { type: "string…',
        declaration: 'PropertyAssignment tags: { type: "array", …',
        keywords: ["type", "items"],
        via: [],
      },
      "/properties/tags/items": { node: '{ type: "string" }', keywords: ["type"], via: [] },
    });
  });

  it("records the exact nodes: literal, holding property, keyword assignments", () => {
    const { map } = resolved("schema-inline");
    const root = map.get("")!;
    expect(root.node).toBe(fixture.probe("schema-inline"));
    expect(root.declaration).toBeUndefined();
    expect(text(root.keywords!.get("additionalProperties"))).toBe("additionalProperties: false");
    expect(text(root.keywords!.get("required"))).toBe('required: ["city", "tags"]');
    expect([...root.keywords!.values()].every(ts.isPropertyAssignment)).toBe(true);
    const city = map.get("/properties/city")!;
    expect(ts.isPropertyAssignment(city.declaration!) && city.declaration.initializer).toBe(city.node);
  });

  it("crosses a same-file `as const` binding", () => {
    const result = resolved("schema-const");
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        city: { type: "string", description: "city" },
        days: { type: "array", items: { type: "integer", minimum: 1 } },
      },
      required: ["city"],
      additionalProperties: false,
    });
    expect(mapLines(result.map)).toEqual({
      "": '{ type: "object", prope… | via 1 | kw type,properties,required,additionalProperties',
      "/properties/city": '{ type: "string", descr… | via 1 | decl PropertyAssignment | kw type,description',
      "/properties/days": '{ type: "array", items:… | via 1 | decl PropertyAssignment | kw type,items',
      "/properties/days/items": '{ type: "integer", mini… | via 1 | kw type,minimum',
    });
    expect(result.map.get("/properties/days/items")!.via.map(viaLabel)).toEqual(["VariableDeclaration WEATHER"]);
  });

  it("follows imported, re-exported and shorthand consts into their files", () => {
    const result = resolved("schema-imported");
    expect(result.schema).toEqual({
      type: "object",
      properties: {
        city: { type: "string", description: "city name" },
        again: { type: "string", description: "city name" },
        unit: { type: "string", enum: ["c", "f"] },
      },
    });
    const map = summarizeMap(result.map);
    expect(map["/properties/city"]).toEqual({
      node: '{ type: "string", description: "city na…',
      file: "shared.ts",
      declaration: "PropertyAssignment city: CITY_SCHEMA",
      keywords: ["type", "description"],
      via: ["VariableDeclaration CITY_SCHEMA"],
    });
    expect(map["/properties/again"]).toEqual({ ...map["/properties/city"], declaration: "PropertyAssignment again: RE_CITY" });
    expect(map["/properties/unit"]).toEqual({
      node: '{ type: "string", enum: ["c", "f"] }',
      declaration: "ShorthandPropertyAssignment unit",
      keywords: ["type", "enum"],
      via: ["VariableDeclaration unit"],
    });
  });

  it("leaves keywords that came from a spread out of `keywords`, and puts the spread in `via`", () => {
    const result = resolved("schema-spread");
    expect(result.schema).toEqual({
      type: "object",
      additionalProperties: false,
      properties: { id: { type: "string" }, extra: { type: "number" } },
      required: ["id"],
    });
    expect(summarizeMap(result.map)).toEqual({
      "": { node: '{ ...BASE_SCHEMA, properties: { ...BASE…', keywords: ["properties", "required"], via: [] },
      "/properties/id": {
        node: '{ type: "string" }',
        file: "shared.ts",
        declaration: 'PropertyAssignment id: { type: "string" }',
        keywords: ["type"],
        via: ["SpreadAssignment ...BASE_PROPS", "VariableDeclaration BASE_PROPS"],
      },
      "/properties/extra": {
        node: '{ type: "number" }',
        declaration: 'PropertyAssignment extra: { type: "number"…',
        keywords: ["type"],
        via: [],
      },
    });
  });

  it("lets later keys win, as in JS, and only the final writer owns a keyword", () => {
    const result = resolved("schema-override");
    expect(result.schema).toEqual({ type: "object", additionalProperties: false, description: "later keys win" });
    expect(Object.keys(result.schema)).toEqual(["type", "additionalProperties", "description"]);
    expect([...result.map.get("")!.keywords!.keys()]).toEqual(["description"]);
  });

  it("follows a member of a const object in another file", () => {
    const result = resolved("schema-member");
    expect(result.schema).toEqual({ type: "object", properties: { city: { type: "string" } } });
    expect(summarizeMap(result.map)).toEqual({
      "": {
        node: '{ type: "object", properties: { city: {…',
        file: "shared.ts",
        keywords: ["type", "properties"],
        via: ["VariableDeclaration SCHEMAS"],
      },
      "/properties/city": {
        node: '{ type: "string" }',
        file: "shared.ts",
        declaration: 'PropertyAssignment city: { type: "string" }',
        keywords: ["type"],
        via: ["VariableDeclaration SCHEMAS"],
      },
    });
  });

  it("maps every schema-holding keyword, with spreads of arrays and escaped pointers", () => {
    const result = resolved("schema-combinators");
    expect(result.schema).toEqual({
      anyOf: [{ type: "string" }, { type: "number" }, { type: "boolean" }, true],
      oneOf: [{ const: 1 }, { type: "null" }],
      allOf: [{ minLength: 1 }],
      not: { type: "null" },
      if: { properties: { a: { const: 1 } } },
      then: { required: ["a"] },
      else: false,
      $defs: { "a/b~c": { type: "string" } },
      definitions: { legacy: { type: "number" } },
      patternProperties: { "^x-": { type: "string" } },
      dependentSchemas: { card: { required: ["billing"] } },
      propertyNames: { pattern: "^[a-z]+$" },
      contains: { type: "integer" },
      prefixItems: [{ type: "string" }],
      items: [{ type: "number" }],
      additionalProperties: { type: "string" },
      additionalItems: false,
    });
    expect(mapLines(result.map)).toEqual({
      "":
        "{ anyOf: [...SHARED_VAR… | via 0 | kw anyOf,oneOf,allOf,not,if,then,else,$defs,definitions," +
        "patternProperties,dependentSchemas,propertyNames,contains,prefixItems,items,additionalProperties,additionalItems",
      "/anyOf/0": '{ type: "string" } | via 2 | kw type',
      "/anyOf/1": '{ type: "number" } | via 2 | kw type',
      "/anyOf/2": '{ type: "boolean" } | via 0 | kw type',
      "/anyOf/3": "true | via 0",
      "/oneOf/0": "{ const: 1 } | via 0 | kw const",
      "/oneOf/1": '{ type: "null" } | via 2 | kw type',
      "/allOf/0": "{ minLength: 1 } | via 0 | kw minLength",
      "/not": '{ type: "null" } | via 0 | kw type',
      "/if": "{ properties: { a: { co… | via 0 | kw properties",
      "/if/properties/a": "{ const: 1 } | via 0 | decl PropertyAssignment | kw const",
      "/then": '{ required: ["a"] } | via 0 | kw required',
      "/else": "false | via 0",
      "/$defs/a~1b~0c": '{ type: "string" } | via 0 | decl PropertyAssignment | kw type',
      "/definitions/legacy": '{ type: "number" } | via 0 | decl PropertyAssignment | kw type',
      "/patternProperties/^x-": '{ type: "string" } | via 0 | decl PropertyAssignment | kw type',
      "/dependentSchemas/card": '{ required: ["billing"]… | via 0 | decl PropertyAssignment | kw required',
      "/propertyNames": '{ pattern: "^[a-z]+$" } | via 0 | kw pattern',
      "/contains": '{ type: "integer" } | via 0 | kw type',
      "/prefixItems/0": '{ type: "string" } | via 0 | kw type',
      "/items/0": '{ type: "number" } | via 0 | kw type',
      "/additionalProperties": '{ type: "string" } | via 0 | kw type',
    });
    expect(result.map.get("/anyOf/1")!.via.map(viaLabel)).toEqual([
      "SpreadElement ...SHARED_VARIANTS",
      "VariableDeclaration SHARED_VARIANTS",
    ]);
    expect(result.map.get("/oneOf/1")!.via.map(viaLabel)).toEqual(["SpreadElement ...TAIL", "VariableDeclaration TAIL"]);
  });

  it("accepts the empty schema", () => {
    const result = resolved("schema-empty");
    expect(result.schema).toEqual({});
    expect(summarizeMap(result.map)).toEqual({ "": { node: "{}", via: [] } });
  });

  it("handles deep but reasonable nesting", () => {
    const result = resolved("deep-schema-ok");
    expect(result.map.size).toBe(41);
    expect(result.map.has("/not".repeat(40))).toBe(true);
  });
});

describe("resolveLiteralSchema: not a literal", () => {
  it.each(["schema-zod", "schema-let", "schema-parameter", "schema-string"])("%s gives undefined", (label) => {
    expect(resolve(label)).toBeUndefined();
  });
});

describe("resolveLiteralSchema: failures", () => {
  const failures: [label: string, reason: string, nodeText: string][] = [
    ["schema-not-static", "call expression `makeSchema()` is not static", "makeSchema()"],
    [
      "schema-spread-not-static",
      "spread of a non-static value: call expression `makeSchema()` is not static",
      "makeSchema()",
    ],
    ["schema-method", "method `toJSON` is a function, not JSON", "toJSON() { return {}; }"],
    ["schema-cycle", "cyclic const reference: `LOOP` depends on its own value", "LOOP"],
    [
      "schema-no-keyword",
      "the object has no JSON Schema keyword; its keys (`city`, `days`) look like property names: " +
        'wrap them as `{ type: "object", properties: { … } }`',
      '{ city: { type: "string" }, days: { typ…',
    ],
    ["schema-bad-type", "`type` must be a string or an array of strings", "type: 5"],
    ["schema-bad-properties", "`properties` must be an object that maps property names to schemas", "properties: []"],
    ["schema-bad-required", "`required` must be an array of property names", 'required: "city"'],
    [
      "deep-schema-fail",
      "nesting is deeper than 64 levels (objects, arrays, templates); the evaluator stops here",
      "{ not: { not: { not: { not: { not: { ty…",
    ],
  ];
  it.each(failures)("%s", (label, reason, nodeText) => {
    const result = resolve(label);
    expect(result).toMatchObject({ ok: false, reason });
    expect(result && !result.ok && text(result.node)).toBe(nodeText);
  });
});
