import { createHash } from "node:crypto";
import type { JsonValue } from "../schema/types.js";
import type { CheckOptions, RawFinding, ToolUnderCheck } from "./types.js";

/**
 * Offline token estimate of a definition: name, description and the schema as sent, at a fixed
 * number of characters per token. Deliberately simple and instant; real tokenizers differ by tens
 * of percent.
 */
export function estimateTokens(
  tool: Pick<ToolUnderCheck, "name" | "description" | "sent">,
  charsPerToken: number,
): number {
  const chars = (tool.name ?? "").length + (tool.description ?? "").length + JSON.stringify(tool.sent).length;
  return Math.ceil(chars / charsPerToken);
}

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

export function checkCost(tool: ToolUnderCheck, options: CheckOptions): RawFinding[] {
  const tokens = estimateTokens(tool, options.charsPerToken);
  if (tokens <= options.warnAboveTokens) return [];
  return [
    {
      code: "heavy-definition",
      location: { kind: "definition" },
      messageId: "heavy",
      data: {
        name: tool.name ?? "(unnamed)",
        tokens: String(tokens),
        budget: String(options.warnAboveTokens),
        approx: tool.exact ? "" : "at least ",
      },
    },
  ];
}
