import type { JsonObject, JsonValue } from "../types.js";

/**
 * A detached copy of the emitted schema, exactly `JSON.parse(JSON.stringify(raw))` (zod's own last
 * step, which also unshares the objects the emitter reuses), made without going through text: the
 * round trip was the largest single cost left per definition. Plain JSON data (fast-mode objects,
 * arrays, strings, finite numbers, booleans, null, and `undefined` / non-finite numbers, which the
 * round trip turns into omissions and nulls) is copied here; anything else (a cycle, which shows up
 * as too much depth, a class instance, a BigInt, runaway nesting) goes through the real round trip,
 * so it throws or converts exactly as before.
 */
export function copyJson(raw: JsonObject): JsonObject {
  try {
    return copyObject(raw, 0);
  } catch (error) {
    if (error === NOT_PLAIN || error instanceof RangeError) return JSON.parse(JSON.stringify(raw)) as JsonObject;
    throw error;
  }
}

/** Deeper than any schema the emitter writes (it stops at 400 models, and a cycle never ends). */
const MAX_COPY_DEPTH = 256;
const NOT_PLAIN: unique symbol = Symbol("not plain JSON");

/** The copy of one value, or `undefined` where the round trip would drop a property. */
function copyValue(value: unknown, depth: number): JsonValue | undefined {
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      // JSON writes -0 as 0 and non-finite numbers as null.
      return Number.isFinite(value) ? (value === 0 ? 0 : value) : null;
    case "undefined":
      return undefined;
    case "object":
      if (value === null) return null;
      if (Array.isArray(value)) return copyArray(value, depth);
      return copyObject(value as JsonObject, depth);
    default:
      throw NOT_PLAIN;
  }
}

function copyArray(array: readonly unknown[], depth: number): JsonValue[] {
  if (depth >= MAX_COPY_DEPTH || Object.getPrototypeOf(array) !== Array.prototype) throw NOT_PLAIN;
  const out: JsonValue[] = [];
  for (let index = 0; index < array.length; index++) out.push(copyValue(array[index], depth + 1) ?? null);
  return out;
}

function copyObject(object: JsonObject, depth: number): JsonObject {
  const prototype = Object.getPrototypeOf(object) as unknown;
  if (depth >= MAX_COPY_DEPTH || (prototype !== Object.prototype && prototype !== null)) throw NOT_PLAIN;
  const out: JsonObject = {};
  for (const key of Object.keys(object)) {
    const value = copyValue(object[key], depth + 1);
    if (value === undefined) continue;
    // JSON.parse makes `__proto__` an own property; assigning it would set the prototype instead.
    if (key === "__proto__") Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    else out[key] = value;
  }
  return out;
}
