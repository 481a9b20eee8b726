import type { TransformChange, TransformResult } from "../types.js";
import { isJsonObject, pointerJoin, pointerToPath, type JsonObject, type JsonValue, type Pointer } from "../../schema/types.js";

/** The values of the SDK's `Type` enum; any other type string becomes `TYPE_UNSPECIFIED`. */
const GENAI_TYPES = new Set(["TYPE_UNSPECIFIED", "STRING", "NUMBER", "INTEGER", "BOOLEAN", "ARRAY", "OBJECT", "NULL"]);

/** What the core sends for a declaration without parameters; the SDK sends nothing then, so nothing changes. */
function isEmptyParameters(schema: JsonObject): boolean {
  const keys = Object.keys(schema);
  return (
    keys.length === 3 &&
    schema.type === "object" &&
    isJsonObject(schema.properties) &&
    Object.keys(schema.properties).length === 0 &&
    schema.additionalProperties === false
  );
}

/** Thrown by the SDK: the request is never sent, and the message says why. */
class SdkThrows extends Error {
  constructor(
    readonly sdkMessage: string,
    readonly at: Pointer,
    readonly keyword: string,
  ) {
    super(sdkMessage);
  }
}

const where = (pointer: Pointer): string => (pointer === "" ? "the root" : pointerToPath(pointer));
const show = (value: JsonValue): string => JSON.stringify(value);

/**
 * The view's `type`: lower case, as the checks read JSON Schema. The SDK upper-cases it, which the
 * API treats the same, so the case change itself is not reported.
 */
function viewType(value: string): string | undefined {
  const upper = value.toUpperCase();
  return GENAI_TYPES.has(upper) && upper !== "TYPE_UNSPECIFIED" ? upper.toLowerCase() : undefined;
}

function isNullBranch(value: JsonValue | undefined): boolean {
  return isJsonObject(value) && value.type === "null";
}

/**
 * One node through the SDK's `processJsonSchema`: `at` is the node's pointer in the schema as written
 * (where changes are reported), while the result is the node as sent.
 */
function processNode(input: JsonObject, at: Pointer, changes: TransformChange[]): JsonObject {
  const out: JsonObject = {};
  if (input.type && input.anyOf) throw new SdkThrows("type and anyOf cannot be both populated.", at, "anyOf");

  // `anyOf: [X, null]` (either order) becomes X with `nullable: true`; the node's other keys are lost.
  let node = input;
  let nodeAt = at;
  const anyOf = input.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const keep = isNullBranch(anyOf[0]) ? 1 : isNullBranch(anyOf[1]) ? 0 : -1;
    if (keep >= 0) {
      out.nullable = true;
      const kept = anyOf[keep];
      node = isJsonObject(kept) ? kept : {};
      nodeAt = pointerJoin(at, "anyOf", keep);
      changes.push({ location: { kind: "schema", pointer: at, keyword: "anyOf" }, change: `replaces anyOf [${keep === 0 ? "X, null" : "null, X"}] at ${where(at)} by X with nullable: true` });
      for (const key of Object.keys(input)) {
        if (key === "anyOf" || input[key] === null) continue;
        changes.push({ location: { kind: "schema", pointer: at, keyword: key }, change: `drops "${key}" beside that anyOf at ${where(at)}` });
      }
    }
  }

  if (Array.isArray(node.type)) {
    const types = node.type.filter((t): t is string => typeof t === "string");
    if (types.includes("null")) out.nullable = true;
    const rest = types.filter((t) => t !== "null");
    let replacement: string;
    if (rest.length === 1) {
      const type = viewType(rest[0]);
      if (type) out.type = type;
      replacement = `type ${show(type ?? "TYPE_UNSPECIFIED")}`;
    } else {
      out.anyOf = rest.map((t): JsonObject => {
        const type = viewType(t);
        return type ? { type } : {};
      });
      replacement = `anyOf of ${rest.length} types`;
    }
    const nullable = types.includes("null") ? " with nullable: true" : "";
    changes.push({ location: { kind: "schema", pointer: nodeAt, keyword: "type" }, change: `replaces type ${show(node.type)} at ${where(nodeAt)} by ${replacement}${nullable}` });
  }

  for (const [key, value] of Object.entries(node)) {
    const here = pointerJoin(nodeAt, key);
    if (value === null) {
      changes.push({ location: { kind: "schema", pointer: nodeAt, keyword: key }, change: `drops "${key}" (its value is null) from ${where(nodeAt)}` });
      continue;
    }
    if (key === "type") {
      if (value === "null") throw new SdkThrows("type: null can not be the only possible type for the field.", nodeAt, "type");
      if (Array.isArray(value)) continue; // handled above
      if (typeof value !== "string") {
        out.type = value;
        continue;
      }
      const type = viewType(value);
      if (type) out.type = type;
      else changes.push({ location: { kind: "schema", pointer: nodeAt, keyword: "type" }, change: `replaces type ${show(value)} at ${where(nodeAt)} by TYPE_UNSPECIFIED` });
    } else if (key === "items" && isJsonObject(value)) {
      out.items = processNode(value, here, changes);
    } else if (key === "anyOf" && Array.isArray(value)) {
      const branches: JsonValue[] = [];
      value.forEach((branch, i) => {
        if (isNullBranch(branch)) {
          out.nullable = true;
          changes.push({ location: { kind: "schema", pointer: pointerJoin(here, i), keyword: "type" }, change: `replaces the null branch of anyOf at ${where(nodeAt)} by nullable: true` });
        } else branches.push(isJsonObject(branch) ? processNode(branch, pointerJoin(here, i), changes) : branch);
      });
      out.anyOf = branches;
    } else if (key === "properties" && isJsonObject(value)) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name, isJsonObject(sub) ? processNode(sub, pointerJoin(here, name), changes) : sub]),
      );
    } else if (key === "additionalProperties") {
      changes.push({ location: { kind: "schema", pointer: nodeAt, keyword: key }, change: `drops "additionalProperties" from ${where(nodeAt)}` });
    } else {
      // Everything else, `$defs` and `oneOf` included, is copied without being looked into.
      out[key] = value;
    }
  }
  return out;
}

/**
 * `processJsonSchema` of @google/genai, which `tTool` applies to every `parameters` schema without
 * `$schema` on the way to `generateContent`, chats and the Live API. When it throws, nothing is sent:
 * the result `fails` (reported by `unsendable-tool`) with the SDK's message and where it throws, as
 * seen on the wire with @google/genai 3.3.0 (tests/wire/google-genai: `type: "null"` alone, and `type`
 * beside `anyOf`, throw before any request is made).
 */
export function processJsonSchema(schema: JsonObject): TransformResult {
  if (isEmptyParameters(schema)) return { changes: [] };
  const changes: TransformChange[] = [];
  try {
    const sent = processNode(schema, "", changes);
    return { schema: sent, changes };
  } catch (error) {
    if (!(error instanceof SdkThrows)) throw error;
    return { changes: [], fails: `throws "${error.sdkMessage}" at ${where(error.at)}`, failsAt: { pointer: error.at, keyword: error.keyword } };
  }
}
