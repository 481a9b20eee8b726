import { describe, expect, it } from "vitest";
import { copyJson } from "../../../src/schema/zod-chain/json-copy.js";
import type { JsonObject } from "../../../src/schema/types.js";

/** What the emitter's output used to go through: the copy must be indistinguishable from it. */
function roundTrip(raw: JsonObject): JsonObject {
  return JSON.parse(JSON.stringify(raw)) as JsonObject;
}

/** Equal values, key order (including `__proto__` as an own key) and prototypes, all the way down. */
function expectSameAsRoundTrip(raw: JsonObject): void {
  const copy = copyJson(raw);
  const expected = roundTrip(raw);
  expect(copy).toStrictEqual(expected);
  expect(JSON.stringify(copy)).toBe(JSON.stringify(expected));
  const order = (value: unknown): unknown =>
    value !== null && typeof value === "object"
      ? [Object.getPrototypeOf(value) === Object.prototype, Object.keys(value), Object.values(value).map(order)]
      : Object.is(value, -0) ? "-0" : value;
  expect(order(copy)).toEqual(order(expected));
}

describe("copyJson is JSON.parse(JSON.stringify(…)) without the text", () => {
  it("copies plain schemas and unshares reused objects", () => {
    const shared: JsonObject = { type: "string", minLength: 1 };
    const raw: JsonObject = { type: "object", properties: { a: shared, b: shared }, required: ["a", "b"] };
    const copy = copyJson(raw);
    expectSameAsRoundTrip(raw);
    expect(copy.properties).not.toBe(raw.properties);
    const properties = copy.properties as JsonObject;
    expect(properties.a).not.toBe(properties.b);
  });

  it("converts what JSON cannot hold the way the round trip does", () => {
    const raw = {
      zero: -0,
      list: [-0, Number.NaN, Number.POSITIVE_INFINITY, undefined, 1.5],
      gone: undefined,
      nan: Number.NaN,
      nested: { deep: { value: Number.NEGATIVE_INFINITY } },
    } as unknown as JsonObject;
    expectSameAsRoundTrip(raw);
    // eslint-disable-next-line no-sparse-arrays
    expectSameAsRoundTrip({ holes: [1, , 3] } as unknown as JsonObject);
  });

  it("keeps key order, integer-like keys and a `__proto__` property", () => {
    const raw: JsonObject = { b: 1, 10: 2, a: 3, 2: 4 };
    Object.defineProperty(raw, "__proto__", { value: { type: "string" }, enumerable: true, writable: true, configurable: true });
    raw.z = "last";
    const copy = copyJson(raw);
    expectSameAsRoundTrip(raw);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.hasOwn(copy, "__proto__")).toBe(true);
  });

  it("treats null-prototype objects as plain objects", () => {
    const raw = Object.assign(Object.create(null) as JsonObject, { type: "object", properties: Object.assign(Object.create(null) as JsonObject, { x: {} }) });
    expectSameAsRoundTrip(raw);
  });

  it("throws exactly what the round trip throws for a cycle or a BigInt", () => {
    const cyclic: JsonObject = { type: "object" };
    cyclic.self = cyclic;
    expect(() => copyJson(cyclic)).toThrow(captured(() => roundTrip(cyclic)));
    const big = { value: 1n } as unknown as JsonObject;
    expect(() => copyJson(big)).toThrow(captured(() => roundTrip(big)));
  });

  it("defers to the round trip for runaway nesting and non-plain values", () => {
    let deep: JsonObject = { leaf: true };
    for (let level = 0; level < 200; level++) deep = { items: [deep] };
    expectSameAsRoundTrip(deep);
    const raw = { date: new Date(0), boxed: new String("s"), fn: () => 1, list: [() => 1] } as unknown as JsonObject;
    expectSameAsRoundTrip(raw);
  });
});

function captured(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("the round trip did not throw");
}
