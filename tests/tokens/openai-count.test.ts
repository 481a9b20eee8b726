import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/schema/types.js";
import { setTokens, toolTokens } from "../../src/tokens/index.js";

/**
 * OpenAI counts against OpenAI's published counting method for tools (OpenAI Cookbook, "How to count
 * tokens with tiktoken", section 7, `num_tokens_for_tools`, gpt-4o constants).
 *
 * What the oracle is, honestly:
 * 1. A few literal numbers worked out by hand from the guide, line by line, with the o200k counts of each
 *    line taken from gpt-tokenizer; one of them (the cookbook's own weather example) is checked against
 *    the 101 prompt tokens the cookbook reports the OpenAI API returned.
 * 2. For the table, `guideCount` below: a second, deliberately plain transcription of the guide's loop,
 *    written in this file from the guide's text, counting with gpt-tokenizer's own `encoding/o200k_base`
 *    (not the plugin's encoder). It shares the guide's reading with src/tokens/openai-tools.ts (one
 *    person wrote both), so it catches slips of code and tokenizer, not a misreading of the guide; the
 *    literal values in (1) are there for that.
 */

/** Special-token text counts as plain characters (tiktoken's `disallowed_special=()`; its default would raise). */
const referenceCount = (text: string) => countTokens(text, { disallowedSpecial: new Set() });

type Def = { name: string; description?: string; parameters: JsonObject };

function guideCount(functions: readonly Def[]): number {
  let total = 0;
  for (const f of functions) {
    total += 7;
    let desc = f.description ?? "";
    if (desc.endsWith(".")) desc = desc.slice(0, -1);
    total += referenceCount(`${f.name}:${desc}`);
    const props = (f.parameters.properties ?? {}) as Record<string, Record<string, unknown>>;
    if (Object.keys(props).length > 0) {
      total += 3;
      for (const key of Object.keys(props)) {
        total += 3;
        const p = props[key];
        const t = p.type;
        const pType = typeof t === "string" ? t : Array.isArray(t) ? `[${t.map((x) => `'${x}'`).join(", ")}]` : "";
        let pDesc = typeof p.description === "string" ? p.description : "";
        if ("enum" in p) {
          total += -3;
          for (const item of p.enum as unknown[]) total += 3 + referenceCount(typeof item === "string" ? item : JSON.stringify(item));
        }
        if (pDesc.endsWith(".")) pDesc = pDesc.slice(0, -1);
        total += referenceCount(`${key}:${pType}:${pDesc}`);
      }
    }
  }
  return functions.length > 0 ? total + 12 : total;
}

const count = (defs: readonly Def[], target = "openai") =>
  setTokens(defs.map((d) => ({ name: d.name, description: d.description, sent: d.parameters })), target, 4).tokens;

const obj = (properties: Record<string, JsonObject>, required: string[] = Object.keys(properties)): JsonObject => ({
  type: "object",
  properties,
  required,
  additionalProperties: false,
});
const str = (description?: string): JsonObject => (description ? { type: "string", description } : { type: "string" });
const long = (words: number) => Array.from({ length: words }, (_, i) => ["search", "the", "archive", "for", "matching", "records,", "then", "return", "their", "ids."][i % 10]).join(" ");

const weather: Def = {
  name: "get_current_weather",
  description: "Get the current weather in a given location",
  parameters: {
    type: "object",
    properties: {
      location: { type: "string", description: "The city and state, e.g. San Francisco, CA" },
      unit: { type: "string", description: "The unit of temperature to return", enum: ["celsius", "fahrenheit"] },
    },
    required: ["location"],
  },
};

describe("literal values worked out from the guide", () => {
  it("the cookbook's weather tool: 68 tokens, 101 with the cookbook's two messages as the API reported", () => {
    // 7 + "get_current_weather:Get the current weather in a given location" (11)
    // + 3 (properties) + location: 3 + "location:string:The city and state, e.g. San Francisco, CA" (14)
    // + unit: 3 - 3 + (3 + "celsius" 2) + (3 + "fahrenheit" 2) + "unit:string:The unit of temperature to return" (8)
    // + 12 = 68.
    expect(count([weather])).toBe(68);
    // Messages per the same guide: 3 per message + role + content, + 3 priming:
    // (3 + "system" 1 + 14) + (3 + "user" 1 + 8) + 3 = 33; 68 + 33 = 101, the cookbook's API figure.
    expect(count([weather]) + 33).toBe(101);
  });

  it("a tool with no description and no parameters: 7 + \"ping:\" (2) + 12 = 21", () => {
    expect(count([{ name: "ping", parameters: { type: "object", properties: {} } }])).toBe(21);
  });

  it("one trailing period is dropped: 7 + \"ping:Check the server is up\" (7) + 12 = 26", () => {
    expect(count([{ name: "ping", description: "Check the server is up.", parameters: { type: "object" } }])).toBe(26);
  });

  it("one property: 7 + \"echo:Repeat the text\" (5) + 3 + 3 + \"text:string:Text to repeat\" (6) + 12 = 36", () => {
    expect(count([{ name: "echo", description: "Repeat the text", parameters: obj({ text: str("Text to repeat.") }) }])).toBe(36);
  });

  it("two tools pay the 12 once: 21 + 36 - 12 = 45", () => {
    const ping: Def = { name: "ping", parameters: { type: "object", properties: {} } };
    const echo: Def = { name: "echo", description: "Repeat the text", parameters: obj({ text: str("Text to repeat.") }) };
    expect(count([ping, echo])).toBe(45);
    expect(toolTokens({ name: "ping", description: undefined, sent: ping.parameters }, "openai-strict", 4)).toEqual({ tokens: 9, by: "o200k" });
  });
});

const table: [string, Def][] = [
  ["no parameters", { name: "now", description: "Current time.", parameters: { type: "object", properties: {} } }],
  ["parameters absent entirely", { name: "now", description: "Current time", parameters: {} }],
  ["one string", { name: "lookup", description: "Look up a word.", parameters: obj({ word: str("The word.") }) }],
  ["one string, no description anywhere", { name: "lookup", parameters: obj({ word: str() }) }],
  ["optional property", { name: "search", description: "Search.", parameters: obj({ q: str("Query"), limit: { type: "integer" } }, ["q"]) }],
  ["strict: optional as type list", { name: "search", description: "Search.", parameters: obj({ q: str("Query"), limit: { type: ["integer", "null"], description: "Max hits" } }) }],
  ["number and boolean", { name: "scale", description: "Scale a value", parameters: obj({ by: { type: "number" }, round: { type: "boolean", description: "Round the result." } }) }],
  ["string enum", { name: "set_mode", description: "Switch mode", parameters: obj({ mode: { type: "string", enum: ["fast", "safe", "verbose"] } }) }],
  ["enum with description", { name: "set_mode", description: "Switch mode", parameters: obj({ mode: { type: "string", enum: ["a", "b"], description: "Which mode." } }) }],
  ["numeric enum", { name: "pick", parameters: obj({ n: { type: "integer", enum: [1, 2, 3, 10, 100] } }) }],
  ["empty enum", { name: "pick", parameters: obj({ n: { type: "string", enum: [] } }) }],
  ["long enum", { name: "country", description: "Pick a country", parameters: obj({ code: { type: "string", enum: ["DE", "FR", "IT", "ES", "PT", "NL", "BE", "LU", "AT", "CH", "PL", "CZ", "SK", "HU", "RO", "BG", "GR", "SE", "FI", "DK"] } }) }],
  ["array of strings", { name: "tag", description: "Tag items", parameters: obj({ tags: { type: "array", items: { type: "string" }, description: "Tags to add." } }) }],
  ["long description", { name: "archive_search", description: long(120), parameters: obj({ q: str("Query") }) }],
  ["long property descriptions", { name: "report", description: "Build a report.", parameters: obj({ a: str(long(60)), b: str(long(45)), c: str(long(80)) }) }],
  ["description ending in two periods", { name: "x", description: "Wait..", parameters: obj({ p: str("Ends with dots..") }) }],
  ["description with newlines", { name: "multi", description: "Line one.\nLine two.\n\n- bullet\n- bullet", parameters: obj({ p: str("a\nb") }) }],
  ["unicode", { name: "traduire", description: "Traduit un texte — « vite » 🚀", parameters: obj({ texte: str("Le texte à traduire, en 中文 aussi.") }) }],
  ["special-token text", { name: "raw", description: "Say <|endoftext|> literally", parameters: obj({ s: str("<|im_start|>") }) }],
  ["many small properties", { name: "form", description: "Fill the form", parameters: obj(Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`field_${i}`, str(`Field number ${i}.`)]))) }],
  ["large: 40 properties with enums", { name: "configure", description: long(40), parameters: obj(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`opt${i}`, i % 3 === 0 ? { type: "string", enum: ["on", "off", `auto${i}`] } : str(long(10 + (i % 7)))]))) }],
  ["mixed required and optional", { name: "book", description: "Book a table", parameters: obj({ when: str("ISO date"), guests: { type: "integer", minimum: 1 }, notes: str("Anything else") }, ["when"]) }],
  ["keywords the guide ignores", { name: "limits", parameters: obj({ s: { type: "string", minLength: 1, maxLength: 20, pattern: "^[a-z]+$", description: "Lower-case word" } }) }],
  ["default and examples ignored", { name: "d", parameters: obj({ s: { type: "string", default: "x", examples: ["y"] } }) }],
  ["const property", { name: "kind", parameters: obj({ k: { const: "fixed", type: "string" } }) }],
  ["name with dashes and digits", { name: "get-item-v2", description: "Fetch item v2.", parameters: obj({ id: { type: "string", format: "uuid" } }) }],
];

/** Schemas with more than the guide reads (it counts top-level properties only): estimated, not undercounted. */
const beyondTheGuide: [string, Def][] = [
  ["array of objects", { name: "bulk", description: "Bulk insert", parameters: obj({ rows: { type: "array", items: obj({ id: str("Row id"), v: { type: "number" } }) } }) }],
  ["nested object", { name: "ship", description: "Ship an order.", parameters: obj({ address: obj({ street: str("Street"), city: str("City"), zip: str() }) }) }],
  ["deeply nested", { name: "deep", parameters: obj({ a: obj({ b: obj({ c: obj({ d: str("leaf") }) }) }) }) }],
  ["nested with description", { name: "ship", parameters: obj({ to: { ...obj({ city: str() }), description: "Destination address." } }) }],
  ["property without type (anyOf)", { name: "either", parameters: obj({ v: { anyOf: [{ type: "string" }, { type: "number" }], description: "A value" } }) }],
  ["record (additionalProperties)", { name: "env", parameters: obj({ vars: { type: "object", additionalProperties: { type: "string" } } }) }],
];

describe("the OpenAI count of each definition equals the guide's method", () => {
  it("has at least 25 definitions", () => expect(table.length).toBeGreaterThanOrEqual(25));

  it.each(table)("%s", (_label, def) => {
    const expected = guideCount([def]);
    expect(count([def], "openai")).toBe(expected);
    expect(count([def], "openai-strict")).toBe(expected);
  });

  it("the whole table as one set pays the 12 once", () => {
    const defs = table.map(([, def]) => def);
    expect(count(defs)).toBe(guideCount(defs));
    const alone = defs.reduce((sum, d) => sum + guideCount([d]), 0);
    expect(count(defs)).toBe(alone - 12 * (defs.length - 1));
  });

  it.each(beyondTheGuide)("%s is estimated, as the guide would count less than is sent", (_label, def) => {
    const tool = { name: def.name, description: def.description, sent: def.parameters };
    const chars = def.name.length + (def.description?.length ?? 0) + JSON.stringify(def.parameters).length;
    for (const target of ["openai", "openai-strict"]) expect(toolTokens(tool, target, 4)).toEqual({ tokens: Math.ceil(chars / 4), by: "estimate" });
    expect(guideCount([def]) - 12).toBeLessThan(Math.ceil(chars / 4));
  });

  it("a set with one estimated tool is an estimate as a whole", () => {
    const tools = [table[2][1], beyondTheGuide[1][1]].map((d) => ({ name: d.name, description: d.description, sent: d.parameters }));
    expect(setTokens(tools, "openai", 4).by).toBe("estimate");
    expect(setTokens(tools.slice(0, 1), "openai", 4).by).toBe("o200k");
  });

  it("is o200k for OpenAI targets and an estimate elsewhere", () => {
    const tool = { name: weather.name, description: weather.description, sent: weather.parameters };
    expect(toolTokens(tool, "openai", 4).by).toBe("o200k");
    for (const target of ["anthropic", "anthropic-strict", "google", "google-parameters", "bedrock", "mcp"]) {
      const chars = weather.name.length + weather.description!.length + JSON.stringify(weather.parameters).length;
      expect(toolTokens(tool, target, 4)).toEqual({ tokens: Math.ceil(chars / 4), by: "estimate" });
    }
  });
});
