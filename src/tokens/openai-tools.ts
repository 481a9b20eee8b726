import type { JsonObject, JsonValue } from "../schema/types.js";
import { countO200k } from "./o200k.js";

/**
 * OpenAI's published way of counting the tokens of function tools: the OpenAI Cookbook, "How to count
 * tokens with tiktoken", section 7 "Counting tokens for chat completions with tool calls"
 * (github.com/openai/openai-cookbook, examples/How_to_count_tokens_with_tiktoken.ipynb, commit
 * c81359cdc6744f001e40c08a192604c5113fdab3, read 2026-12-01). For gpt-4o and gpt-4o-mini (o200k_base) it
 * adds fixed amounts to the o200k tokens of a few lines per function, and its example's total (101
 * prompt tokens for one weather tool and two messages) matches what the API reported.
 *
 * The facts, as the guide gives them for o200k models; the code below is written from its description:
 * - each function: 7 tokens, plus the tokens of `name:description` (one trailing "." dropped);
 * - when the parameters have properties: 3 tokens, then per top-level property 3 tokens plus the tokens
 *   of `key:type:description` (one trailing "." dropped);
 * - a property with `enum`: -3 tokens, then per value 3 tokens plus the tokens of the value;
 * - once per request with tools: 12 tokens.
 *
 * The guide only looks at top-level properties: nested objects' contents are not counted, so
 * `tokens/index.ts` asks this only of schemas the guide reads whole and estimates the others. Where the guide's code assumes a field
 * that a schema lacks (a property without `description` or `type`), the field reads as empty; a
 * `type` list reads as the guide's Python would print it (`['string', 'null']`).
 */
export const OPENAI_TOOL_COUNTING = {
  functionInit: 7,
  propertiesInit: 3,
  propertyKey: 3,
  enumInit: -3,
  enumItem: 3,
  requestEnd: 12,
} as const;

export interface CountableTool {
  readonly name: string | undefined;
  readonly description: string | undefined;
  readonly sent: JsonObject;
}

/** The lines the guide tokenizes for one function, and its fixed amounts, before any tokenizing. */
export function openaiToolParts(tool: CountableTool): { readonly lines: readonly string[]; readonly fixed: number } {
  const c = OPENAI_TOOL_COUNTING;
  const lines = [`${tool.name ?? ""}:${dropFinalPeriod(tool.description ?? "")}`];
  let fixed = c.functionInit;
  const properties = tool.sent.properties;
  const entries = properties !== null && typeof properties === "object" && !Array.isArray(properties) ? Object.entries(properties) : [];
  if (entries.length > 0) fixed += c.propertiesInit;
  for (const [key, raw] of entries) {
    const property: Record<string, JsonValue> = raw !== null && typeof raw === "object" && !Array.isArray(raw) ? raw : {};
    fixed += c.propertyKey;
    if ("enum" in property) {
      fixed += c.enumInit;
      const values = Array.isArray(property.enum) ? property.enum : [];
      for (const value of values) {
        fixed += c.enumItem;
        lines.push(typeof value === "string" ? value : JSON.stringify(value));
      }
    }
    const description = typeof property.description === "string" ? property.description : "";
    lines.push(`${key}:${typeText(property.type)}:${dropFinalPeriod(description)}`);
  }
  return { lines, fixed };
}

/** Tokens of one function tool in a request, without the once-per-request 12. */
export function openaiToolTokens(tool: CountableTool): number {
  const { lines, fixed } = openaiToolParts(tool);
  return lines.reduce((sum, line) => sum + countO200k(line), fixed);
}

/** A cheap ceiling on `openaiToolTokens` (a token is at least one UTF-8 byte), needing no tokenizer. */
export function openaiToolTokensCeiling(tool: CountableTool): number {
  const { lines, fixed } = openaiToolParts(tool);
  return lines.reduce((sum, line) => sum + Buffer.byteLength(line, "utf8"), fixed);
}

function dropFinalPeriod(text: string): string {
  return text.endsWith(".") ? text.slice(0, -1) : text;
}

function typeText(type: JsonValue | undefined): string {
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return `[${type.map((t) => `'${String(t)}'`).join(", ")}]`;
  return "";
}
