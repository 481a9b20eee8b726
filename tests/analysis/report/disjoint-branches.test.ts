import { Ajv } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { branchesDisjoint } from "../../../src/analysis/report/disjoint-branches.js";
import type { JsonObject, JsonSchema, JsonValue } from "../../../src/schema/types.js";

/**
 * The proof behind `oneOf` → `anyOf` as a fix. Each row says whether the branches are proven disjoint;
 * a row that is not comes with a witness when one exists: a value that real ajv finds matching two
 * branches (so `anyOf` would accept what `oneOf` rejects). Proven rows are checked against ajv too: no
 * sample value may match two of their branches.
 */
interface Row {
  readonly name: string;
  readonly branches: JsonSchema[];
  readonly siblings?: JsonObject;
  readonly disjoint: boolean;
  /** A value that matches two branches (and the siblings): why the rename must stay a suggestion. */
  readonly witness?: JsonValue;
}

const kind = (value: string, more: JsonObject = {}): JsonObject => ({
  type: "object",
  properties: { kind: { const: value }, ...(more.properties as JsonObject | undefined) },
  required: ["kind", ...((more.required as string[] | undefined) ?? [])],
});

const rows: Row[] = [
  // (a) a required discriminator with different values
  { name: "const discriminator", branches: [kind("a"), kind("b", { properties: { n: { type: "number" } } })], disjoint: true },
  {
    name: "single-value enum discriminator",
    branches: [
      { type: "object", properties: { kind: { enum: ["a"] } }, required: ["kind"] },
      { type: "object", properties: { kind: { enum: ["b"] } }, required: ["kind"] },
    ],
    disjoint: true,
  },
  {
    name: "enum sets that do not intersect",
    branches: [
      { type: "object", properties: { kind: { enum: ["a", "b"] } }, required: ["kind"] },
      { type: "object", properties: { kind: { enum: ["c", 1] } }, required: ["kind"] },
    ],
    disjoint: true,
  },
  {
    name: "discriminator required by the schema beside oneOf, branches typed by it",
    branches: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }],
    siblings: { type: "object", required: ["kind"] },
    disjoint: true,
  },
  {
    name: "enum sets that intersect",
    branches: [
      { type: "object", properties: { kind: { enum: ["a", "b"] } }, required: ["kind"] },
      { type: "object", properties: { kind: { enum: ["b", "c"] } }, required: ["kind"] },
    ],
    disjoint: false,
    witness: { kind: "b" },
  },
  {
    // A value matching the second branch holds kind "a", which the first does not allow.
    name: "discriminator required in one branch only",
    branches: [{ type: "object", properties: { kind: { const: "b" } } }, kind("a")],
    disjoint: true,
  },
  {
    name: "discriminator required in neither branch",
    branches: [
      { type: "object", properties: { kind: { const: "a" } } },
      { type: "object", properties: { kind: { const: "b" } } },
    ],
    disjoint: false,
    witness: {},
  },
  {
    name: "discriminator without type: a non-object matches both",
    branches: [
      { properties: { kind: { const: "a" } }, required: ["kind"] },
      { properties: { kind: { const: "b" } }, required: ["kind"] },
    ],
    disjoint: false,
    witness: "not an object",
  },
  {
    name: "equal objects in enums, keys in another order",
    branches: [
      { type: "object", properties: { at: { enum: [{ x: 1, y: 2 }] } }, required: ["at"] },
      { type: "object", properties: { at: { enum: [{ y: 2, x: 1 }] } }, required: ["at"] },
    ],
    disjoint: false,
    witness: { at: { x: 1, y: 2 } },
  },
  // (b) types
  { name: "distinct types", branches: [{ type: "string" }, { type: "number" }, { type: "null" }], disjoint: true },
  { name: "type arrays that do not meet", branches: [{ type: ["string", "null"] }, { type: ["array", "boolean"] }], disjoint: true },
  { name: "integer inside number", branches: [{ type: "integer" }, { type: "number" }], disjoint: false, witness: 3 },
  { name: "integer and string", branches: [{ type: "integer" }, { type: "string" }], disjoint: true },
  { name: "a branch without type overlaps every type", branches: [{ type: "string" }, { minimum: 1 }], disjoint: false, witness: "x" },
  { name: "same type, different constraints", branches: [{ type: "string", minLength: 2 }, { type: "string", maxLength: 3 }], disjoint: false, witness: "abc" },
  { name: "const values of different types", branches: [{ const: "1" }, { const: 1 }], disjoint: true },
  { name: "const against a type it is not", branches: [{ const: "on" }, { type: "boolean" }], disjoint: true },
  { name: "the same const", branches: [{ const: 1 }, { const: 1.0, type: "number" }], disjoint: false, witness: 1 },
  // (c) a key one branch requires and the other, closed, forbids
  {
    name: "required key against a closed object",
    branches: [
      { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
      { type: "object", properties: { path: { type: "string" } }, additionalProperties: false },
    ],
    disjoint: true,
  },
  {
    name: "each requires a key the other forbids",
    branches: [
      { type: "object", properties: { url: { type: "string" } }, required: ["url"], additionalProperties: false },
      { type: "object", properties: { path: { type: "string" } }, required: ["path"], additionalProperties: false },
    ],
    disjoint: true,
  },
  {
    name: "key forbidden by a false property schema",
    branches: [
      { type: "object", required: ["url"] },
      { type: "object", properties: { url: false } },
    ],
    disjoint: true,
  },
  {
    name: "closed object whose patternProperties allow the key",
    branches: [
      { type: "object", required: ["x-url"] },
      { type: "object", patternProperties: { "^x-": { type: "string" } }, additionalProperties: false },
    ],
    disjoint: false,
    witness: { "x-url": "u" },
  },
  {
    name: "open objects: an extra key matches both",
    branches: [
      { type: "object", properties: { url: { type: "string" } }, required: ["url"] },
      { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    ],
    disjoint: false,
    witness: { url: "u", path: "p" },
  },
  {
    name: "closed object that lists the required key",
    branches: [
      { type: "object", required: ["url"] },
      { type: "object", properties: { url: { type: "string" } }, additionalProperties: false },
    ],
    disjoint: false,
    witness: { url: "u" },
  },
  // boolean schemas, references, trivial lists
  { name: "no branch", branches: [], disjoint: true },
  { name: "one branch", branches: [{ type: "string" }], disjoint: true },
  { name: "a false branch matches nothing", branches: [false, { type: "string" }], disjoint: true },
  { name: "a true branch matches everything", branches: [true, { type: "string" }], disjoint: false, witness: "x" },
  { name: "a $ref branch is not read", branches: [{ $ref: "#/$defs/s", type: "number" }, { type: "string" }], disjoint: false },
  {
    name: "siblings beside a $ref narrow nothing",
    branches: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }],
    siblings: { $ref: "#/$defs/obj", type: "object", required: ["kind"] },
    disjoint: false,
  },
  { name: "one overlapping pair among three", branches: [{ type: "string" }, { type: "null" }, { type: ["null", "number"] }], disjoint: false, witness: null },
];

/** Values of every type, plus the shapes the rows use. */
const SAMPLES: JsonValue[] = [
  null, true, false, 0, 3, 1.5, -2, "", "a", "b", "c", "x", "1", "on", "abc", "2024-01-01", [], [1], ["a"], {},
  { kind: "a" }, { kind: "b" }, { kind: "c" }, { kind: 1 }, { kind: "a", n: 1 }, { kind: "b", n: 1 },
  { url: "u" }, { path: "p" }, { url: "u", path: "p" }, { "x-url": "u" }, { at: { x: 1, y: 2 } },
];

/** Random values near the rows' shapes: their keys, with their discriminator values or any JSON. */
const KEYS = ["kind", "url", "path", "x-url", "at", "n"];
const nearValue = fc.oneof(fc.constantFrom<JsonValue>("a", "b", "c", 1, 1.5, "u", { x: 1, y: 2 }), fc.jsonValue() as fc.Arbitrary<JsonValue>);
const randomValue: fc.Arbitrary<JsonValue> = fc.oneof(
  fc.jsonValue() as fc.Arbitrary<JsonValue>,
  fc.dictionary(fc.constantFrom(...KEYS), nearValue, { maxKeys: 4 }) as fc.Arbitrary<JsonValue>,
);

const ajv = new Ajv({ strict: false, validateFormats: false });
const DEFS = { s: { type: "string" }, obj: { type: "object" } };

/** How many branches of the row a value matches (0 when the schema beside oneOf rejects it), by ajv. */
function branchCounter(row: Row): (value: JsonValue) => number {
  const siblings = ajv.compile({ ...row.siblings, $defs: DEFS });
  const branches = row.branches.map((branch) => ajv.compile(typeof branch === "boolean" ? branch : { ...branch, $defs: DEFS }));
  return (value) => (siblings(value) ? branches.filter((validate) => validate(value)).length : 0);
}

describe("branchesDisjoint", () => {
  it.each(rows)("$name", (row) => {
    expect(branchesDisjoint(row.branches, row.siblings)).toBe(row.disjoint);
  });

  it("a witness matches two branches of its row (ajv 8): anyOf would accept it, oneOf rejects it", () => {
    const withWitness = rows.filter((row) => row.witness !== undefined);
    expect(withWitness.length).toBeGreaterThan(10);
    for (const row of withWitness) expect([row.name, branchCounter(row)(row.witness!)]).toEqual([row.name, 2]);
  });

  it.each(rows.filter((row) => row.disjoint))("no value matches two branches (ajv 8, samples and random values): $name", (row) => {
    const count = branchCounter(row);
    for (const value of SAMPLES) expect([value, count(value)]).toEqual([value, Math.min(count(value), 1)]);
    fc.assert(fc.property(randomValue, (value) => count(value) <= 1), { seed: 20260101, numRuns: 2000 });
  });
});
