import { createHash } from "node:crypto";
import type { JsonValue } from "../schema/types.js";
import { toolTokens, toolTokensCeiling } from "../tokens/index.js";
import type { CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/** JSON with object keys sorted, so equal definitions hash equally whatever their key order. */
export function canonicalJson(value: JsonValue | undefined): string {
  if (value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** 16 hex characters identifying name + description + schema as sent. */
export function schemaHash(tool: Pick<ToolUnderCheck, "name" | "description" | "sent">): string {
  const text = canonicalJson({ name: tool.name ?? null, description: tool.description ?? null, schema: tool.sent });
  return createHash("sha256").update(text).digest("hex").slice(0, 16);
}

/**
 * The definition's cost at one target: counted with o200k for OpenAI, estimated elsewhere. The
 * tokenizer-free ceiling is asked first, so a definition that cannot pass the budget never loads the
 * tokenizer (every check code is computed together, so this check runs even when its rule is off).
 */
export function checkCost(tool: ToolUnderCheck, options: CheckOptions, target: string): RawFinding[] {
  if (toolTokensCeiling(tool, target, options.charsPerToken) <= options.warnAboveTokens) return [];
  const count = toolTokens(tool, target, options.charsPerToken);
  if (count.tokens <= options.warnAboveTokens) return [];
  return [
    {
      code: "heavy-definition",
      location: { kind: "definition" },
      messageId: "heavy",
      data: {
        name: tool.name ?? "(unnamed)",
        tokens: String(count.tokens),
        budget: String(options.warnAboveTokens),
        // A partly visible schema (zod through its types) makes any figure a lower bound; otherwise an
        // o200k count is exact and a character estimate says it is one.
        approx: !tool.exact ? "at least " : count.by === "estimate" ? "~" : "",
      },
    },
  ];
}
