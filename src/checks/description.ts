import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

export function checkDescriptions(tool: ToolUnderCheck, options: CheckOptions, context: CheckContext): RawFinding[] {
  const findings: RawFinding[] = [];
  if (tool.description !== undefined && tool.description.length > options.maxDescriptionChars) {
    findings.push({
      code: "oversized-description",
      location: { kind: "description" },
      messageId: "descriptionTooLong",
      data: { length: String(tool.description.length), limit: String(options.maxDescriptionChars) },
    });
  }
  for (const { node, pointer } of context.sentNodes) {
    const text = node.description;
    if (typeof text !== "string" || text.length <= options.maxPropertyDescriptionChars) continue;
    findings.push({
      code: "oversized-description",
      location: { kind: "schema", pointer, keyword: "description" },
      messageId: "propertyDescriptionTooLong",
      data: {
        where: pointer === "" ? "the input schema" : nodeInWords(pointer),
        length: String(text.length),
        limit: String(options.maxPropertyDescriptionChars),
      },
    });
  }
  return findings;
}
