import type { ProviderProfile } from "../providers/types.js";
import { nodeInWords } from "./words.js";
import type { CheckContext, CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

export function checkKeywords(_tool: ToolUnderCheck, provider: ProviderProfile, _options: CheckOptions, context: CheckContext): RawFinding[] {
  if (provider.keywords.length === 0) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of context.sentNodes) {
    for (const rule of provider.keywords) {
      if (!Object.prototype.hasOwnProperty.call(node, rule.keyword)) continue;
      const rejected = rule.effect === "rejected";
      findings.push({
        code: rejected ? "unsupported-keyword" : "ignored-keyword",
        location: { kind: "schema", pointer, keyword: rule.keyword },
        messageId: rejected ? "unsupportedKeyword" : "ignoredKeyword",
        data: {
          where: nodeInWords(pointer, _tool.sent),
          keyword: rule.keyword,
          // The keyword the provider takes in its place, if any; the fix and the autofix read it.
          instead: rule.instead ?? "",
        },
      });
    }
  }
  return findings;
}
