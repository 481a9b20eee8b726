// Token counts of tool definitions per destination: exact (o200k_base, OpenAI's published counting
// method) where a public tokenizer exists and the method reads the whole schema, the calibrated
// character estimate elsewhere, each saying which.
import { anthropicToolUseSystemPromptTokens } from "../providers/anthropic.js";
import type { Fact } from "../providers/types.js";
import type { JsonObject } from "../schema/types.js";
import { estimateTokens } from "./estimate.js";
import { OPENAI_TOOL_COUNTING, openaiToolTokens, openaiToolTokensCeiling } from "./openai-tools.js";

export { estimateTokens } from "./estimate.js";
export { OPENAI_TOOL_COUNTING } from "./openai-tools.js";
export { o200kState } from "./o200k.js";

/** How a figure was obtained: OpenAI's tokenizer and counting method, or characters per token. */
export type TokensBy = "o200k" | "estimate";

export interface TokenCount {
  readonly tokens: number;
  readonly by: TokensBy;
}

export interface CountableTool {
  readonly name: string | undefined;
  readonly description: string | undefined;
  readonly sent: JsonObject;
}

/** The targets whose models tokenize with o200k_base (src/providers/openai.ts, openai-strict.ts). */
const O200K_TARGETS: ReadonlySet<string> = new Set(["openai", "openai-strict"]);

/** Whether `target`'s figures are counted with a public tokenizer rather than estimated. */
export function countsExactly(target: string): boolean {
  return O200K_TARGETS.has(target);
}

/**
 * OpenAI's published method counts the top-level properties' names, types, descriptions and enums
 * only (`openai-tools.ts`): a schema with more than that (nested objects, items that are objects,
 * unions, references) is estimated instead, as for other destinations, rather than undercounted.
 */
function countedByPublishedMethod(sent: JsonObject): boolean {
  if (COMPOSED.some((key) => key in sent) || "$defs" in sent || "definitions" in sent) return false;
  const properties = sent.properties;
  if (properties === undefined) return true;
  if (properties === null || typeof properties !== "object" || Array.isArray(properties)) return false;
  return Object.values(properties).every((property) => property !== null && typeof property === "object" && !Array.isArray(property) && isFlat(property as JsonObject));
}

const COMPOSED = ["anyOf", "oneOf", "allOf", "$ref", "not", "if"];

/** A property the method reads whole: no schema inside it but scalar `items`. */
function isFlat(property: JsonObject): boolean {
  if ("properties" in property || "additionalProperties" in property || "patternProperties" in property || COMPOSED.some((key) => key in property)) return false;
  const items = property.items;
  if (items === undefined) return true;
  return items !== null && typeof items === "object" && !Array.isArray(items) && !("items" in items) && isFlat(items as JsonObject);
}

/** Whether `tool`'s figure at `target` is counted with a public tokenizer rather than estimated. */
function countsToolExactly(tool: CountableTool, target: string): boolean {
  return countsExactly(target) && countedByPublishedMethod(tool.sent);
}

/** What one definition adds to a request sent to `target`, without the once-per-request overhead. */
export function toolTokens(tool: CountableTool, target: string, charsPerToken: number): TokenCount {
  if (countsToolExactly(tool, target)) return { tokens: openaiToolTokens(tool), by: "o200k" };
  return { tokens: estimateTokens(tool, charsPerToken), by: "estimate" };
}

/**
 * A figure that is certainly at least `toolTokens(tool, target, …).tokens`, computed without loading a
 * tokenizer: a check that only needs to know whether a budget is passed asks this first.
 */
export function toolTokensCeiling(tool: CountableTool, target: string, charsPerToken: number): number {
  return countsToolExactly(tool, target) ? openaiToolTokensCeiling(tool) : estimateTokens(tool, charsPerToken);
}

/** Tokens a request pays once when it carries tools at all, whatever the tools, with its source. */
export function requestOverhead(target: string): TokenCount & { readonly fact?: Fact<number> } {
  if (countsExactly(target)) return { tokens: OPENAI_TOOL_COUNTING.requestEnd, by: "o200k" };
  if (target === "anthropic" || target === "anthropic-strict") {
    return { tokens: anthropicToolUseSystemPromptTokens.value, by: "estimate", fact: anthropicToolUseSystemPromptTokens };
  }
  return { tokens: 0, by: "estimate" };
}

export interface SetCount extends TokenCount {
  /** Each tool's share of the request, in the order given. */
  readonly tools: readonly number[];
  /** The once-per-request part included in `tokens`. */
  readonly overhead: number;
}

/** What a request carrying all of `tools` pays for them at `target`. */
export function setTokens(tools: readonly CountableTool[], target: string, charsPerToken: number): SetCount {
  const each = tools.map((tool) => toolTokens(tool, target, charsPerToken));
  const overhead = tools.length > 0 ? requestOverhead(target).tokens : 0;
  return {
    tokens: each.reduce((sum, c) => sum + c.tokens, overhead),
    by: each.every((c) => c.by === "o200k") ? "o200k" : "estimate",
    tools: each.map((c) => c.tokens),
    overhead,
  };
}
