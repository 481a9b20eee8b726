import type { ProviderProfile } from "../providers/types.js";
import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/**
 * Rules about a keyword's value rather than its presence: OpenAPI-style targets accept `type` and
 * `enum` but only in a narrower form (one type; string values). Reported as unsupported-keyword,
 * since the fix is the same kind: rewrite that keyword.
 */
export function checkValueRules(_tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, context: CheckContext): RawFinding[] {
  const typeArrays = provider.rejectsTypeArrays?.value === true;
  const stringEnums = provider.enumValuesMustBeStrings?.value === true;
  const formats = provider.stringFormats?.value;
  if (!typeArrays && !stringEnums && !formats) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of context.sentNodes) {
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

/** `"a"`, `"a" and "b"`, `"a", "b" and "c"`. */
function inList(items: readonly string[]): string {
  return items.length <= 2 ? items.join(" and ") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The formats a provider accepts, in words; a long list is cut after four (the target's docs list them all). */
function allowedFormats(formats: readonly string[]): string {
  const quoted = formats.map((f) => `"${f}"`);
  return quoted.length <= 5 ? inList(quoted) : `${quoted.slice(0, 4).join(", ")} and ${quoted.length - 4} other formats`;
}
