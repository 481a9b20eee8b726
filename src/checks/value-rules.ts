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
        data: { where: nodeInWords(pointer), keyword: "format", format: node.format, allowed: formats.map((f) => `"${f}"`).join(" and ") },
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
