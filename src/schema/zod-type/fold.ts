import type ts from "typescript";
import { isJsonObject, type JsonObject, type JsonValue } from "../types.js";

/**
 * zod 4.6 folds `allOf` members that are plain objects into one object (its `foldIntersection`),
 * because two closed objects in an `allOf` would reject each other's keys. This reproduces that
 * step on the emitted JSON so a `z.intersection` reads as zod writes it.
 */

/** Which property symbol a `properties` object holds under a key, so folded objects keep their sources. */
export class PropertyRegistry {
  private readonly symbols = new WeakMap<JsonObject, Map<string, ts.Symbol>>();

  set(properties: JsonObject, key: string, symbol: ts.Symbol): void {
    let byKey = this.symbols.get(properties);
    if (!byKey) this.symbols.set(properties, (byKey = new Map()));
    byKey.set(key, symbol);
  }

  get(properties: JsonObject, key: string): ts.Symbol | undefined {
    return this.symbols.get(properties)?.get(key);
  }
}

const FOLDABLE_KEYS = new Set(["type", "properties", "required", "additionalProperties"]);
const UNION_KEYS = ["oneOf", "anyOf"] as const;

/** Own-key assignment that also works for a `__proto__` property name. */
export function setKey(target: JsonObject, key: string, value: JsonValue): void {
  // Only `__proto__` needs defineProperty (assigning it would set the prototype); for any other key
  // on a plain object, assignment makes the same own, enumerable, writable, configurable property,
  // about fifteen times faster, and every emitted schema goes through here.
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

export function assignKeys(target: JsonObject, source: JsonObject): void {
  for (const key of Object.keys(source)) setKey(target, key, source[key]);
}

function sameJson(a: JsonValue, b: JsonValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a member says about keys it does not declare: only a non-empty catchall schema says anything. */
function undeclaredConstraint(member: JsonObject): JsonObject | null {
  const extra = member.additionalProperties;
  if (!isJsonObject(extra)) return null;
  return Object.keys(extra).length > 0 ? extra : null;
}

function ownProperties(member: JsonObject): JsonObject | undefined {
  return isJsonObject(member.properties) ? member.properties : undefined;
}

function foldObjects(members: JsonValue[], registry: PropertyRegistry): JsonObject | null {
  const objects: JsonObject[] = [];
  for (const member of members) {
    if (!isJsonObject(member) || member.type !== "object") return null;
    if (Object.keys(member).some((key) => !FOLDABLE_KEYS.has(key))) return null;
    objects.push(member);
  }
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const object of objects) {
    const declared = ownProperties(object) ?? {};
    for (const key of Object.keys(declared)) {
      if (Object.prototype.hasOwnProperty.call(properties, key)) continue;
      const parts: JsonObject[] = [];
      for (const other of objects) {
        const part = ownProperties(other)?.[key] ?? undeclaredConstraint(other);
        if (!isJsonObject(part)) continue;
        if (!parts.some((seen) => sameJson(seen, part))) parts.push(part);
      }
      const merged = parts.length === 1 ? parts[0] : (foldObjects(parts, registry) ?? { allOf: parts });
      setKey(properties, key, merged);
      const symbol = registry.get(declared, key);
      if (symbol) registry.set(properties, key, symbol);
    }
    const own = Array.isArray(object.required) ? object.required : [];
    for (const key of own) if (typeof key === "string" && !required.includes(key)) required.push(key);
  }
  const folded: JsonObject = { type: "object", properties };
  if (required.length > 0) folded.required = required;
  if (objects.every((object) => object.additionalProperties === false)) {
    folded.additionalProperties = false;
  } else {
    const constraints: JsonObject[] = [];
    for (const object of objects) {
      const constraint = undeclaredConstraint(object);
      if (constraint && !constraints.some((seen) => sameJson(seen, constraint))) constraints.push(constraint);
    }
    if (constraints.length === 1) folded.additionalProperties = constraints[0];
    else if (constraints.length > 1) folded.additionalProperties = { allOf: constraints };
  }
  return folded;
}

/** Folds `json.allOf` in place when zod would; returns whether it did. */
export function foldIntersection(json: JsonObject, registry: PropertyRegistry): boolean {
  const allOf = json.allOf;
  if (!Array.isArray(allOf) || allOf.length < 2) return false;
  if (Object.keys(json).some((key) => FOLDABLE_KEYS.has(key))) return false;
  const unions = allOf.filter((member) => isJsonObject(member) && UNION_KEYS.some((key) => Array.isArray(member[key])));
  let folded: JsonObject | null;
  if (unions.length === 0) {
    folded = foldObjects(allOf, registry);
  } else {
    // A & (X | Y) is (A & X) | (A & Y); only the first union is distributed over, as zod does.
    const union = unions[0] as JsonObject;
    const keyword = UNION_KEYS.find((key) => Array.isArray(union[key]))!;
    if (Object.keys(union).length !== 1) return false;
    const rest = allOf.filter((member) => member !== union);
    const branches = (union[keyword] as JsonValue[]).map((branch) => foldObjects([...rest, branch], registry));
    if (branches.some((branch) => branch === null)) return false;
    folded = { [keyword]: branches as JsonObject[] };
  }
  if (!folded) return false;
  delete json.allOf;
  assignKeys(json, folded);
  return true;
}
