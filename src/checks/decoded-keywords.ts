// A target that decodes schemas into fixed structures (ProviderProfile.decodedKeywords): each keyword
// they have no field for is dropped (ignored-keyword), each value that does not decode fails the request.
import type { DecodedFields, DecodedKind, ProviderProfile } from "../providers/types.js";
import { isJsonObject, pointerJoin, type JsonObject, type JsonValue, type Pointer } from "../schema/types.js";
import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/** Identifiers of the schema document itself: dropping them changes nothing the model is told. */
const METADATA = new Set(["$schema", "$id", "$comment"]);

/** What each kind must hold, in words, for the message. */
const EXPECTED: Readonly<Record<DecodedKind, string>> = {
  string: "a string",
  type: "a string or a list of strings",
  strings: "a list of strings",
  list: "a list",
  "schema-map": "an object of schemas",
  "schema-list": "a list of schemas",
  any: "anything",
};

export function checkDecodedKeywords(tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, _context: CheckContext): RawFinding[] {
  const fields = provider.decodedKeywords?.value;
  if (!fields) return [];
  const findings: RawFinding[] = [];
  // Only what the decoder reads as a structure is walked: a dropped keyword's subtree goes with it, and
  // an `any` value (`items`, `$defs`) is kept whole, so nothing in it is dropped.
  const stack: { node: JsonObject; pointer: Pointer }[] = [{ node: tool.sent, pointer: "" }];
  while (stack.length > 0) {
    const { node, pointer } = stack.pop()!;
    const kinds: DecodedFields = pointer === "" ? fields.root : fields.nested;
    const children: { node: JsonObject; pointer: Pointer }[] = [];
    for (const [keyword, value] of Object.entries(node)) {
      const kind = Object.prototype.hasOwnProperty.call(kinds, keyword) ? kinds[keyword] : undefined;
      if (kind === undefined) {
        if (!METADATA.has(keyword)) findings.push(finding(tool, pointer, keyword, "ignored"));
        continue;
      }
      if (!fits(kind, value)) {
        const raw = finding(tool, pointer, keyword, "undecodable");
        findings.push({ ...raw, data: { ...raw.data, actual: inWords(value), expected: EXPECTED[kind] } });
        continue;
      }
      const at = pointerJoin(pointer, keyword);
      const entries: [string, JsonValue][] = kind === "schema-map" && isJsonObject(value) ? Object.entries(value) : kind === "schema-list" && Array.isArray(value) ? value.map((v, i) => [String(i), v]) : [];
      for (const [key, sub] of entries) {
        if (isJsonObject(sub)) children.push({ node: sub, pointer: pointerJoin(at, key) });
        else if (sub !== null) findings.push(notSchemaObject(tool, pointerJoin(at, key), sub));
      }
    }
    // Reversed onto the stack so findings come out in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  return findings;
}

/** `null` decodes as the zero value of any Go type; anything else must be of the field's kind. */
function fits(kind: DecodedKind, value: JsonValue): boolean {
  if (value === null || kind === "any") return true;
  const strings = (v: JsonValue) => Array.isArray(v) && v.every((item) => typeof item === "string");
  switch (kind) {
    case "string":
      return typeof value === "string";
    case "type":
      return typeof value === "string" || strings(value);
    case "strings":
      return strings(value);
    case "list":
    case "schema-list":
      return Array.isArray(value);
    case "schema-map":
      return isJsonObject(value);
  }
}

function inWords(value: JsonValue): string {
  if (typeof value === "boolean") return `\`${value}\``;
  if (Array.isArray(value)) return "a list";
  if (value === null) return "null";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

function finding(tool: ToolUnderCheck, pointer: Pointer, keyword: string, kind: "ignored" | "undecodable"): RawFinding {
  const where = nodeInWords(pointer, tool.sent);
  return kind === "ignored"
    ? { code: "ignored-keyword", location: { kind: "schema", pointer, keyword }, messageId: "ignoredKeyword", data: { where, keyword, instead: "" } }
    : { code: "unsupported-keyword", location: { kind: "schema", pointer, keyword }, messageId: "undecodable", data: { where, keyword } };
}

/** A property or an anyOf branch that is not an object (`true`, a string): the decoder takes only objects there. */
function notSchemaObject(tool: ToolUnderCheck, pointer: Pointer, value: JsonValue): RawFinding {
  return { code: "unsupported-keyword", location: { kind: "schema", pointer }, messageId: "notSchemaObject", data: { where: nodeInWords(pointer, tool.sent), actual: inWords(value) } };
}
