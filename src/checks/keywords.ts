import type { ProviderProfile } from "../providers/types.js";
import { describeNodeAt } from "./describe-node.js";
import type { RawFinding, ToolUnderCheck } from "./types.js";
import { walkSchema } from "./walk.js";

export function checkKeywords(tool: ToolUnderCheck, provider: ProviderProfile): RawFinding[] {
  if (provider.keywords.length === 0) return [];
  const findings: RawFinding[] = [];
  for (const { node, pointer } of walkSchema(tool.sent)) {
    for (const rule of provider.keywords) {
      if (!Object.prototype.hasOwnProperty.call(node, rule.keyword)) continue;
      findings.push({
        code: "unsupported-keyword",
        location: { kind: "schema", pointer, keyword: rule.keyword },
        messageId: "unsupportedKeyword",
        data: {
          where: describeNodeAt(pointer),
          keyword: rule.keyword,
          effect: rule.effect === "rejected" ? "reject" : "silently ignore",
          instead: rule.instead ? ` Use "${rule.instead}" instead.` : "",
        },
      });
    }
  }
  return findings;
}
