import type { ProviderProfile } from "../providers/types.js";
import type { JsonObject, Pointer } from "../schema/types.js";
import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/**
 * Rules about a keyword's value rather than its presence: OpenAPI-style targets accept `type` and
 * `enum` but only in a narrower form (one type; string values), Anthropic only in draft 2020-12's form.
 * Reported as unsupported-keyword, since the fix is the same kind: rewrite that keyword.
 */
export function checkValueRules(tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, context: CheckContext): RawFinding[] {
  const typeArrays = provider.rejectsTypeArrays?.value === true;
  const stringEnums = provider.enumValuesMustBeStrings?.value === true;
  const formats = provider.stringFormats?.value;
  const draft2020 = provider.requiresDraft2020?.value === true;
  const booleanBounds = draft2020 || provider.rejectsBooleanBounds?.value === true;
  const needsItems = provider.arrayNeedsItems?.value === true;
  const needsProperties = provider.requiredNeedsProperties?.value === true;
  const rootNeedsProperties = provider.objectRootNeedsProperties?.value === true;
  if (!typeArrays && !stringEnums && !formats && !booleanBounds && !needsItems && !needsProperties && !rootNeedsProperties) return [];
  const findings: RawFinding[] = [];
  if (rootNeedsProperties && isBareObject(tool.sent)) {
    findings.push({
      code: "unsupported-keyword",
      location: { kind: "schema", pointer: "", keyword: "type" },
      messageId: "objectWithoutProperties",
      // Without input, or in place of an input it did not take, the framework wrote this root: the fix is in the input.
      data: { where: nodeInWords(""), keyword: "type", ...(tool.route === "none" ? { withoutInput: "true" } : tool.route === "framework" ? { replacedInput: "true" } : {}) },
    });
  }
  for (const { node, pointer } of context.sentNodes) {
    if (draft2020) findings.push(...tupleItems(node, pointer));
    if (booleanBounds) findings.push(...draft04Bounds(node, pointer));
    const types = Array.isArray(node.type) ? node.type : [node.type];
    if (needsItems && types.includes("array") && node.items === undefined) {
      findings.push({ code: "unsupported-keyword", location: { kind: "schema", pointer, keyword: "type" }, messageId: "arrayWithoutItems", data: { where: nodeInWords(pointer), keyword: "type" } });
    }
    if (needsProperties && Array.isArray(node.required) && node.properties === undefined) {
      findings.push({ code: "unsupported-keyword", location: { kind: "schema", pointer, keyword: "required" }, messageId: "requiredWithoutProperties", data: { where: nodeInWords(pointer), keyword: "required" } });
    }
    if (typeArrays && Array.isArray(node.type)) {
      findings.push({
        code: "unsupported-keyword",
        location: { kind: "schema", pointer, keyword: "type" },
        messageId: "typeArray",
        data: { where: nodeInWords(pointer), keyword: "type", types: node.type.map((t) => JSON.stringify(t)).join(", ") },
      });
    }
    if (formats && node.type === "string" && typeof node.format === "string" && !formats.includes(node.format)) {
      findings.push({
        code: "unsupported-keyword",
        location: { kind: "schema", pointer, keyword: "format" },
        messageId: "stringFormat",
        data: { where: nodeInWords(pointer), keyword: "format", format: node.format, allowed: allowedFormats(formats) },
      });
    }
    const nonStrings = stringEnums && Array.isArray(node.enum) ? node.enum.filter((v) => typeof v !== "string") : [];
    if (nonStrings.length > 0) {
      findings.push({
        code: "unsupported-keyword",
        location: { kind: "schema", pointer, keyword: "enum" },
        messageId: "nonStringEnum",
        data: { where: nodeInWords(pointer), keyword: "enum", values: nonStrings.map((v) => JSON.stringify(v)).join(", ") },
      });
    }
  }
  return findings;
}

/** Keywords that say nothing about an object's members. */
const ANNOTATING = new Set(["$schema", "$id", "$comment", "type", "title", "description", "required"]);

/**
 * `{ "type": "object" }` with nothing beside it that says what its members are (no `properties`, no
 * `additionalProperties`, no combinator): the form every `object schema missing properties` report shows.
 */
function isBareObject(node: JsonObject): boolean {
  const types = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes("object") && Object.keys(node).every((key) => ANNOTATING.has(key));
}

/**
 * `items` as an array of positions, a form draft 2020-12 no longer has (draft-07 tuples, from
 * zod-to-json-schema or zod's draft-7 target: 2020-12 calls them `prefixItems`).
 */
function tupleItems(node: JsonObject, pointer: Pointer): RawFinding[] {
  if (!Array.isArray(node.items)) return [];
  return [{ code: "unsupported-keyword", location: { kind: "schema", pointer, keyword: "items" }, messageId: "tupleItems", data: { where: nodeInWords(pointer), keyword: "items" } }];
}

/**
 * A boolean `exclusiveMinimum`/`exclusiveMaximum` (draft-04, where the bound sat in
 * `minimum`/`maximum`): no draft since 06 has it, so a validator of a later draft fails it.
 */
function draft04Bounds(node: JsonObject, pointer: Pointer): RawFinding[] {
  const findings: RawFinding[] = [];
  for (const [keyword, bound] of [["exclusiveMinimum", "minimum"], ["exclusiveMaximum", "maximum"]] as const) {
    if (typeof node[keyword] !== "boolean") continue;
    findings.push({
      code: "unsupported-keyword",
      location: { kind: "schema", pointer, keyword },
      messageId: "booleanBound",
      data: { where: nodeInWords(pointer), keyword, value: String(node[keyword]), bound },
    });
  }
  return findings;
}

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function inList(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The formats a provider accepts, in words; a long list is cut after four (the target's docs list them all). */
function allowedFormats(formats: readonly string[]): string {
  const quoted = formats.map((f) => `"${f}"`);
  return quoted.length <= 5 ? inList(quoted) : `${quoted.slice(0, 4).join(", ")} and ${quoted.length - 4} other formats`;
}
