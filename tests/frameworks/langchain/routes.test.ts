import { describe, expect, it } from "vitest";
import { lintProject } from "../harness.js";

/**
 * Chat models of other providers' LangChain packages: a tool bound to one in its own file goes to that
 * provider only (routes.ts), and gets no finding of a destination it does not reach. Every tool here has
 * an optional field and a name with a dot: OpenAI strict mode, Anthropic, Mistral, Groq and DeepSeek would
 * each report something, so a finding of a destination the tool does not reach would show.
 */
const SCHEMA = `z.object({ q: z.string(), n: z.number().optional() })`;
const toolOf = (name: string) => `tool(async () => "x", { name: "${name}", description: "d", schema: ${SCHEMA} })`;

const ROUTED = `import { tool } from "@langchain/core/tools";
import { ChatMistralAI } from "@langchain/mistralai";
import { ChatGroq } from "@langchain/groq";
import { ChatOllama } from "@langchain/ollama";
import { ChatXAI } from "@langchain/xai";
import { ChatDeepSeek } from "@langchain/deepseek";
import { ChatCohere } from "@langchain/cohere";
import { ChatOpenAI } from "@langchain/openai";
import { ChatAnthropic } from "@langchain/anthropic";
import { z } from "zod";

const mistral = new ChatMistralAI({ model: "mistral-large-latest" });
const groq = new ChatGroq({ model: "llama-3.3-70b-versatile" });
const beta = { baseURL: "https://api.deepseek.com/beta" };

export const a = mistral.bindTools([${toolOf("to.mistral")}], { strict: true });
export const b = groq.bindTools([${toolOf("to.groq")}], { strict: true });
export const c = new ChatOllama({ model: "llama3.1" }).bindTools([${toolOf("to.ollama")}]);
export const d = new ChatXAI({ model: "grok-3" }).bindTools([${toolOf("to.xai")}], { strict: true });
export const e = new ChatDeepSeek({ model: "deepseek-chat" }).bindTools([${toolOf("to.deepseek")}], { strict: true });
export const f = new ChatDeepSeek({ model: "deepseek-chat", configuration: beta }).bindTools([${toolOf("to.deepseek_beta")}], { strict: true });
export const g = new ChatDeepSeek({ model: "deepseek-chat", configuration: beta }).bindTools([${toolOf("to.deepseek_beta_loose")}]);
export const h = new ChatDeepSeek({ model: "deepseek-chat", supportsStrictToolCalling: true, configuration: { baseURL: "https://api.deepseek.com/beta" } }).bindTools([${toolOf("to.deepseek_model_strict")}]);
export const i = new ChatDeepSeek({ model: "deepseek-chat", configuration: beta }).bindTools([
  { type: "function", function: { name: "to.deepseek_own_strict", description: "d", parameters: { type: "object", properties: { q: { type: "string" }, n: { type: "number" } }, required: ["q"] }, strict: true } },
]);
export const j = groq.bindTools([{ name: "plain.groq", description: "d", schema: ${SCHEMA} }]);
export const k = new ChatCohere({ model: "command-r" }).bindTools([${toolOf("to.cohere")}]);
export const l = new ChatOpenAI({ model: "gpt-4o" }).bindTools([${toolOf("to.openai")}], { strict: true });
export const m = new ChatAnthropic({ model: "claude-sonnet-4-5" }).bindTools([${toolOf("to.anthropic")}]);
const both = ${toolOf("to.groq_and_openai")};
export const n = groq.bindTools([both]);
export const o = new ChatOpenAI({ model: "gpt-4o" }).bindTools([both]);
`;

const DEFAULT = ["openai", "anthropic", "google-parameters"];

describe("LangChain chat models of other providers", () => {
  const project = lintProject({ "routed.ts": ROUTED });

  it.each([
    ["to.mistral", ["mistral"], "ChatMistralAI: bindTools' strict is not sent"],
    ["to.groq", ["groq"], "ChatGroq: bindTools' strict is not sent"],
    ["to.ollama", ["ollama"], "ChatOllama"],
    ["to.xai", ["xai"], "ChatXAI: strict is sent, xAI has one target"],
    ["to.deepseek", ["deepseek"], "ChatDeepSeek with strict on its default base URL"],
    ["to.deepseek_beta", ["deepseek-strict"], "ChatDeepSeek with strict on the beta base URL (through a const)"],
    ["to.deepseek_beta_loose", ["deepseek"], "ChatDeepSeek on the beta base URL without strict"],
    ["to.deepseek_model_strict", ["deepseek-strict"], "supportsStrictToolCalling on the beta base URL"],
    ["to.deepseek_own_strict", ["deepseek-strict"], "an OpenAI-shaped tool's own strict on the beta base URL"],
    ["plain.groq", ["groq"], "a plain { name, schema } object bound to ChatGroq"],
    ["to.cohere", DEFAULT, "ChatCohere is not modelled: the defaults, as before"],
    ["to.openai", ["openai-strict"], "ChatOpenAI, unchanged"],
    ["to.anthropic", ["anthropic"], "ChatAnthropic, unchanged"],
    ["to.groq_and_openai", ["groq", "openai"], "bound to two models: both destinations"],
  ])("%s goes to %j (%s)", async (name, targets) => {
    const { tools } = await project;
    const found = tools.find((t) => t.name === name);
    expect(found?.destinations.map((d) => d.target)).toEqual(targets);
    // No finding names a destination the tool does not reach.
    const reported = [...new Set(found?.findings.flatMap((f) => f.targets))];
    expect(reported.filter((target) => !targets.includes(target))).toEqual([]);
  });

  it.each([
    ["to.groq", "invalid-name", ["groq"]],
    ["to.mistral", "invalid-name", ["mistral"]],
    ["to.deepseek", "invalid-name", ["deepseek"]],
    ["to.deepseek_beta", "optional-not-required", ["deepseek-strict"]],
    ["to.deepseek_own_strict", "optional-not-required", ["deepseek-strict"]],
    ["to.openai", "optional-not-required", ["openai-strict"]],
    ["to.cohere", "optional-not-required", []],
    ["to.groq", "optional-not-required", []],
    ["to.xai", "optional-not-required", []],
  ])("%s: %s errors for %j only", async (name, code, targets) => {
    const { tools } = await project;
    const found = tools.find((t) => t.name === name);
    const errors = found?.findings.filter((f) => f.severity === "error" && f.code === code).flatMap((f) => f.targets);
    expect(errors).toEqual(targets);
  });

  it("narrows targets the user listed to the bound model", async () => {
    const { tools } = await lintProject({ "routed.ts": ROUTED }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic"] } } });
    const targets = (name: string) => tools.find((t) => t.name === name)?.destinations.map((d) => d.target);
    expect([targets("to.groq"), targets("to.ollama"), targets("to.cohere")]).toEqual([["groq"], ["ollama"], ["openai-strict", "anthropic"]]);
  });
});
