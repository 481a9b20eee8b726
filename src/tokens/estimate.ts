import type { JsonObject } from "../schema/types.js";

/**
 * Offline token estimate of a definition: name, description and the schema as sent, at a fixed
 * number of characters per token. Deliberately simple and instant, for destinations without a public
 * tokenizer; real tokenizers differ from it by tens of percent.
 */
export function estimateTokens(
  tool: { readonly name: string | undefined; readonly description: string | undefined; readonly sent: JsonObject },
  charsPerToken: number,
): number {
  const chars = (tool.name ?? "").length + (tool.description ?? "").length + JSON.stringify(tool.sent).length;
  return Math.ceil(chars / charsPerToken);
}
