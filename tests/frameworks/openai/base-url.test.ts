import { describe, expect, it } from "vitest";
import { compatibleTargets } from "../../../src/frameworks/openai/base-url.js";
import { describeMessages, lintProject } from "../harness.js";

/** One client per base URL; every site sends the same dotted name, which OpenAI, Groq and DeepSeek refuse. */
const clients = `import OpenAI from "openai";
const groq = new OpenAI({ baseURL: "https://api.groq.com/openai/v1", apiKey: "k" });
const xai = new OpenAI({ baseURL: "https://api.x.ai/v1" });
const deepseek = new OpenAI({ baseURL: "https://api.deepseek.com" });
const deepseekBeta = new OpenAI({ baseURL: "https://api.deepseek.com/beta/" });
const router = new OpenAI({ baseURL: "https://openrouter.ai/api/v1" });
const fromEnv = new OpenAI({ baseURL: process.env.LLM_BASE_URL });
const unknown = new OpenAI({ baseURL: "https://llm.example.com/v1" });
const open = { type: "object", properties: { q: { type: "string" } } } as const;
export async function run() {
  await groq.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "groq.search", parameters: open, strict: true } }] });
  await xai.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "xai.search", parameters: open } }] });
  await deepseek.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "ds.search", parameters: open, strict: true } }] });
  await deepseekBeta.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "ds_strict", parameters: open, strict: true } }] });
  await router.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "router.search", parameters: open } }] });
  await fromEnv.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "env.search", parameters: open } }] });
  await unknown.chat.completions.create({ model: "m", messages: [], tools: [{ type: "function", function: { name: "other.search", parameters: open, strict: true } }] });
  await new OpenAI({ baseURL: "https://api.x.ai/v1" }).responses.create({ model: "m", input: "x", tools: [{ type: "function", name: "inline.xai", parameters: open, strict: true }] });
}
class Agent {
  private readonly llm = new OpenAI({ baseURL: "https://openrouter.ai/api/v1" });
  ask() {
    return this.llm.chat.completions.create({ model: "m", messages: [], functions: [{ name: "field.router", parameters: open }] });
  }
}
export const agent = new Agent();
export const legacyOnBeta = () => deepseekBeta.chat.completions.create({ model: "m", messages: [], functions: [{ name: "legacy_beta", parameters: open, strict: true } as never] });
`;

describe("openai-node pointed at another provider's base URL", () => {
  it("sends each site's functions to the provider its client names, and to OpenAI otherwise", async () => {
    const { tools, messages } = await lintProject({ "clients.ts": clients });
    expect(tools.map((t) => [t.line, t.name, t.destinations.map((d) => d.target).join()])).toEqual([
      [11, "groq.search", "groq"],
      [12, "xai.search", "xai"],
      [13, "ds.search", "deepseek"],
      [14, "ds_strict", "deepseek-strict"],
      [15, "router.search", "openrouter"],
      [16, "env.search", "openai"],
      [17, "other.search", "openai-strict"],
      [18, "inline.xai", "xai"],
      [23, "field.router", "openrouter"],
      // Legacy functions have no strict, even on DeepSeek's /beta.
      [27, "legacy_beta", "deepseek"],
    ]);
    // xAI and OpenRouter state no name rule: a dotted name there gets no OpenAI finding it never reaches,
    // and a site that reaches OpenAI gets no Groq or DeepSeek finding. The shared open object is
    // reported at its const once per strict mode that receives it (DeepSeek's /beta, an unknown host's OpenAI).
    expect(describeMessages(messages["clients.ts"])).toEqual([
      'missing-additional-properties-false@9:14 The root is an open object, which fails the request to DeepSeek strict mode via the OpenAI SDK. Add "additionalProperties": false.',
      'missing-additional-properties-false@9:14 The root is an open object, which fails the request to OpenAI strict mode via the OpenAI SDK. Add "additionalProperties": false.',
      'optional-not-required@9:46 Field "q" is optional (not in "required"), which fails the request to DeepSeek strict mode via the OpenAI SDK. List it in "required" and allow null ("type": [T, "null"]).',
      'optional-not-required@9:46 Field "q" is optional (not in "required"), which fails the request to OpenAI strict mode via the OpenAI SDK. List it in "required" and allow null ("type": [T, "null"]).',
      'invalid-name@11:112 Tool name "groq.search" is rejected by Groq via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "groq_search".',
      'invalid-name@13:116 Tool name "ds.search" is rejected by DeepSeek via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "ds_search".',
      'invalid-name@16:115 Tool name "env.search" is rejected by OpenAI via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "env_search".',
      'invalid-name@17:115 Tool name "other.search" is rejected by OpenAI strict mode via the OpenAI SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "other_search".',
    ]);
  });
});

describe("compatibleTargets", () => {
  it.each([
    ["https://api.groq.com/openai/v1", true, ["groq"]],
    ["https://api.groq.com/openai/v1/", undefined, ["groq"]],
    ["https://api.x.ai/v1", true, ["xai"]],
    ["https://api.deepseek.com", true, ["deepseek"]],
    ["https://api.deepseek.com/v1", false, ["deepseek"]],
    ["https://api.deepseek.com/beta", true, ["deepseek-strict"]],
    ["https://api.deepseek.com/beta", false, ["deepseek"]],
    ["https://openrouter.ai/api/v1", true, ["openrouter"]],
  ] as const)("%s with strict %s goes to %j", (url, strict, targets) => {
    expect(compatibleTargets(url)?.({ version: "7.59.0", strict })).toEqual(targets);
  });

  it.each(["https://api.openai.com/v1", "https://api.groq.com", "https://openrouter.ai/v1", "http://localhost:11434/v1", "not a url"])("keeps OpenAI's targets for %s", (url) => {
    expect(compatibleTargets(url)).toBeUndefined();
  });
});
