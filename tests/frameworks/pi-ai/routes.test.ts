import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { routesOf } from "../../../src/frameworks/pi-ai/routes.js";
import { describeMessages, lintProject } from "../harness.js";

/**
 * A pi-ai tool written in one file and sent from another goes where the models of the calls that
 * reach it send it (src/frameworks/pi-ai/routes.ts). Each case is a small project linted with the real
 * ESLint and TypeScript; the table holds the destinations the report lists for the tool `get_weather`,
 * written in weather.ts and sent by send.ts.
 */

const WEATHER = `import { Type, type Tool } from "@mariozechner/pi-ai";
export const getWeather: Tool = {
  name: "get_weather",
  description: "Current weather for a city.",
  parameters: Type.Object({ city: Type.String() }),
};
`;

// An exported array of the tools, and a context built by a function: both in their own files.
const LISTS = `import type { Tool } from "@mariozechner/pi-ai";
import { getWeather } from "./weather.js";
export const tools: Tool[] = [getWeather];
`;
const CONTEXT = `import type { Context } from "@mariozechner/pi-ai";
import { tools } from "./lists.js";
export function buildContext(): Context {
  return { systemPrompt: "Be brief.", messages: [], tools: [...tools] };
}
`;
const MODELS = `import { getModel } from "@mariozechner/pi-ai";
export const fast = getModel("groq", "llama-3.3-70b-versatile");
`;

const send = (body: string) => `import { complete, stream, completeSimple, streamSimple, getModel, type Context } from "@mariozechner/pi-ai";
import { getWeather } from "./weather.js";
import { tools } from "./lists.js";
import { buildContext } from "./context.js";
import { fast } from "./models.js";
${body}
`;

async function destinationsOf(body: string): Promise<string[]> {
  const { tools } = await lintProject({ "weather.ts": WEATHER, "lists.ts": LISTS, "context.ts": CONTEXT, "models.ts": MODELS, "send.ts": send(body) });
  const tool = tools.find((t) => t.name === "get_weather");
  if (!tool) throw new Error(`no get_weather tool among ${tools.map((t) => t.name).join(", ")}`);
  return tool.destinations.map((d) => d.target).sort();
}

const DEFAULTS = ["anthropic", "google", "openai"];
const GROQ = `getModel("groq", "llama-3.3-70b-versatile")`;

describe("pi-ai: a tool imported from another file goes where the calls that reach it send it", () => {
  it.each<[string, string, string[]]>([
    ["imported and written in the call's tools", `await complete(${GROQ}, { messages: [], tools: [getWeather] });`, ["groq"]],
    ["through an exported array of another file", `await complete(${GROQ}, { messages: [], tools });`, ["groq"]],
    ["spread into the context's tools", `await complete(${GROQ}, { messages: [], tools: [...tools] });`, ["groq"]],
    ["a context kept in a const, its tools in an array const", `const list = [getWeather];\nconst context: Context = { messages: [], tools: list };\nstream(${GROQ}, context);`, ["groq"]],
    ["a context a function of another file builds", `await complete(${GROQ}, buildContext());`, ["groq"]],
    ["a model kept in a const of another file", `await complete(fast, { messages: [], tools: [getWeather] });`, ["groq"]],
    ["a model a function of the project returns", `const pick = () => getModel("xai", "grok-4");\nawait complete(pick(), { messages: [], tools: [getWeather] });`, ["xai"]],
    ["tools in both branches of a conditional", `await complete(${GROQ}, { messages: [], tools: process.env.X ? [getWeather] : [] });`, ["groq"]],
    ["streamSimple and completeSimple", `streamSimple(${GROQ}, buildContext());\nawait completeSimple(getModel("xai", "grok-4"), buildContext());`, ["groq", "xai"]],
    [
      "two calls, two providers",
      `await complete(getModel("mistral", "mistral-large-latest"), { messages: [], tools });\nawait complete(getModel("xai", "grok-4"), { messages: [], tools: [getWeather] });`,
      ["mistral", "xai"],
    ],
    ["a model that cannot be read (a parameter)", `export const run = (model: Parameters<typeof complete>[0]) => complete(model, { messages: [], tools });`, DEFAULTS],
    [
      "a model that cannot be read next to one that can: the defaults and that one",
      `export const run = (model: Parameters<typeof complete>[0]) => complete(model, { messages: [], tools });\nawait complete(${GROQ}, buildContext());`,
      ["anthropic", "google", "groq", "openai"],
    ],
    ["a provider not routed (Bedrock)", `await complete(getModel("amazon-bedrock", "anthropic.claude-sonnet-4-5-20250929-v1:0"), { messages: [], tools });`, DEFAULTS],
    ["no call reaches the tool", `export const unused = [getWeather];`, DEFAULTS],
    ["tools given as a parameter are not followed", `export const ask = (list: Context["tools"]) => complete(${GROQ}, { messages: [], tools: list });\nask([getWeather]);`, DEFAULTS],
    ["a function of the project named like pi-ai's", `const complete2 = { complete: (_m: unknown, _c: unknown) => undefined };\ncomplete2.complete(${GROQ}, { messages: [], tools });`, DEFAULTS],
  ])("%s", async (_label, body, expected) => {
    expect(await destinationsOf(body)).toEqual(expected);
  });
});

describe("pi-ai: no finding for a destination the tool does not reach", () => {
  // Gemini rejects a name starting with a digit and pi-ai's Anthropic provider drops the root's
  // `additionalProperties`; Groq takes both as written.
  const VERIFY = `import { Type, type Tool } from "@mariozechner/pi-ai";
export const verify: Tool = {
  name: "2fa_verify",
  description: "Verify a one-time code.",
  parameters: Type.Object({ code: Type.String() }, { additionalProperties: false }),
};
`;
  const SEND = `import { complete, getModel } from "@mariozechner/pi-ai";
import { verify } from "./verify.js";
export const reply = complete(getModel("groq", "llama-3.3-70b-versatile"), { messages: [], tools: [verify] });
`;

  it("judges the tool for Groq alone when a call in another file sends it there", async () => {
    const { tools, messages } = await lintProject({ "verify.ts": VERIFY, "send.ts": SEND });
    expect(tools.map((t) => [t.file, t.name, t.destinations.map((d) => d.target)])).toEqual([["verify.ts", "2fa_verify", ["groq"]]]);
    expect(describeMessages(messages["verify.ts"])).toEqual([]);
  });

  it("judges it for the default three when no call sends it (what the findings were before)", async () => {
    const { messages } = await lintProject({ "verify.ts": VERIFY });
    expect(describeMessages(messages["verify.ts"])).toEqual([
      'invalid-name@3:9 Tool name "2fa_verify" is rejected by Gemini via pi-ai: it may use only letters, digits, `_`, `.`, `:` and `-`, starting with a letter or `_`. Rename it, e.g. "_2fa_verify".',
      `silent-transform@5:15 On the way to Anthropic, pi-ai's Anthropic provider drops the root's "additionalProperties". Make sure the handler copes with it.`,
    ]);
  });
});

describe("pi-ai routes: a program without pi-ai", () => {
  it("is unaffected: its own complete() and getModel() route nothing, its AI SDK tool keeps its destinations", async () => {
    const { tools } = await lintProject({
      "llm.ts": `export const getModel = (provider: string, id: string) => ({ provider, id });
export async function complete(model: unknown, context: { tools: Record<string, unknown> }) { return [model, context]; }
`,
      "agent.ts": `import { tool } from "ai";
import { z } from "zod";
import { complete, getModel } from "./llm.js";
export const weather = tool({ description: "Current weather.", inputSchema: z.object({ city: z.string() }) });
await complete(getModel("groq", "llama-3.3-70b-versatile"), { tools: { weather } });
`,
    });
    expect(tools.map((t) => [t.file, t.name, t.framework, t.destinations.map((d) => d.target)])).toEqual([
      ["agent.ts", "weather", "Vercel AI SDK", ["openai", "anthropic", "google"]],
    ]);
  });
});

describe("pi-ai routes: the program's index", () => {
  // The wire fixture: routed.ts sends verifyCode, written in shared-tools.ts, to a Groq model.
  const fixture = path.resolve(import.meta.dirname, "../../wire/pi-ai-providers/fixture");

  it("is built once per program, and keys a tool of another file by its literal", () => {
    const config = ts.getParsedCommandLineOfConfigFile(path.join(fixture, "tsconfig.json"), undefined, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
    if (!config) throw new Error("cannot read the fixture's tsconfig.json");
    const program = ts.createProgram(config.fileNames, config.options);
    const index = routesOf(program);
    expect(routesOf(program)).toBe(index);
    const shared = program.getSourceFile(path.join(fixture, "shared-tools.ts"));
    const statement = shared?.statements.find(ts.isVariableStatement);
    const literal = statement?.declarationList.declarations[0]?.initializer;
    expect(literal && ts.isObjectLiteralExpression(literal) ? index.get(literal) : undefined).toEqual({ known: new Set(["groq"]), unknown: false });
    // Every tool of routed.ts's lists: 2 and the imported one for Groq, 2 each for xAI, DeepSeek and OpenRouter, 3 for Mistral.
    expect([...index.values()].map((entry) => [...entry.known].join()).sort()).toEqual(
      ["deepseek", "deepseek", "groq", "groq", "groq", "mistral", "mistral", "mistral", "openrouter", "openrouter", "xai", "xai"].sort(),
    );
  });
});
