import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// Each tool is bound in its own way; the table below says where each one really goes.
const BOUND = `import { tool, StructuredTool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { ChatAnthropic } from "@langchain/anthropic";
import * as anthropic from "@langchain/anthropic";
import { z } from "zod";

const openaiStrict = tool(async () => "x", { name: "openai_strict", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
const openaiLoose = tool(async () => "x", { name: "openai_loose", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
const claude = tool(async () => "x", { name: "claude", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }), extras: { strict: true } });
const claudeOff = tool(async () => "x", { name: "claude_off", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }), extras: { strict: true } });
const both = tool(async () => "x", { name: "both", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
const unseenModel = tool(async () => "x", { name: "unseen_model", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
const alsoElsewhere = tool(async () => "x", { name: "also_elsewhere", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
const unbound = tool(async () => "x", { name: "unbound", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) });
class Calc extends StructuredTool {
  name = "calc";
  description = "d";
  schema = z.object({ q: z.string(), n: z.number().optional() });
  async _call() { return "x"; }
}

const gpt = new ChatOpenAI({ model: "gpt-4o" });
const strictTools = [openaiStrict, both];
export const a = gpt.bindTools(strictTools, { strict: true });
export const b = gpt.bindTools([openaiLoose]);
export const c = new ChatAnthropic({ model: "claude-sonnet-4-5" }).bindTools([claude, both, new Calc()]);
export const d = new anthropic.ChatAnthropic({ model: "claude-sonnet-4-5" }).bindTools([claudeOff], { strict: false });
export const e = (model: ChatOpenAI) => model.bindTools([unseenModel], { strict: true });
const strictGpt = new ChatOpenAI("gpt-4o", { supportsStrictToolCalling: true });
export const f = strictGpt.bindTools([alsoElsewhere]);
export const registry = [alsoElsewhere];
export const g = gpt.bindTools([tool(async () => "x", { name: "inline", description: "d", schema: z.object({ q: z.string(), n: z.number().optional() }) })], { strict: true });
export { unbound };
`;

const DEFAULT = ["openai", "anthropic", "google-parameters"];

describe("LangChain bindTools", () => {
  it.each([
    ["openai_strict", ["openai-strict"], "bindTools(..., { strict: true }) on a visible ChatOpenAI, through a const array"],
    ["openai_loose", ["openai"], "bindTools without strict on ChatOpenAI: non-strict"],
    ["claude", ["anthropic-strict"], "ChatAnthropic sends extras.strict when bindTools has none"],
    ["claude_off", ["anthropic"], "bindTools' strict: false overrides extras.strict (namespace import)"],
    ["both", ["openai-strict", "anthropic"], "bound to two models: both destinations"],
    ["unseen_model", ["openai-strict", "anthropic-strict", "google-parameters"], "model not visible: every destination, strict as bindTools says"],
    ["also_elsewhere", ["openai-strict", ...DEFAULT], "supportsStrictToolCalling, and an array no bindTools takes"],
    ["unbound", DEFAULT, "no bindTools in the file: the framework's destinations"],
    ["calc", ["anthropic"], "a StructuredTool subclass bound as new Calc()"],
    ["inline", ["openai-strict"], "a tool written inside the bound array"],
  ])("%s goes to %j (%s)", async (name, targets) => {
    const { tools } = await project;
    expect(tools.find((t) => t.name === name)?.destinations.map((d) => d.target)).toEqual(targets);
  });

  const project = lintProject({ "bound.ts": BOUND });

  it("reports strict-mode findings only where the tool is sent in strict mode", async () => {
    const { messages } = await project;
    // `n` is optional: OpenAI strict mode rejects it; non-strict OpenAI and Anthropic's strict mode take it.
    // So only openai_strict (line 7), both (11), unseen_model (12), also_elsewhere (13) and inline (32) are reported.
    const lines = describeMessages(messages["bound.ts"])
      .filter((m) => m.startsWith("optional-not-required"))
      .map((m) => Number(/@(\d+):/.exec(m)![1]));
    expect(lines).toEqual([7, 11, 12, 13, 32]);
  });

  it("narrows targets the user listed to the visible model", async () => {
    const { tools } = await lintProject({ "bound.ts": BOUND }, { settings: { "tool-schema": { targets: ["openai-strict", "anthropic", "google"] } } });
    const targets = (name: string) => tools.find((t) => t.name === name)?.destinations.map((d) => d.target);
    expect([targets("openai_loose"), targets("claude"), targets("unbound"), targets("unseen_model")]).toEqual([
      ["openai"],
      ["anthropic-strict"],
      ["openai-strict", "anthropic", "google"],
      ["openai-strict", "anthropic-strict", "google"],
    ]);
  });
});

describe("LangChain bindTools in another file than the tool's", () => {
  // The tools are made in their own files and gathered by the program's own functions; the one model that
  // binds them is in the agent's file. A url() field is `format: "uri"`, which Gemini rejects and OpenAI takes.
  const files = {
    "tools/search.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const searchTool = tool(async () => "x", { name: "search", description: "Search the web.", schema: z.object({ url: z.string().url() }) });
`,
    "tools/videos.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const createVideoTool = (userId: string) => tool(async () => userId, { name: "add_video", description: "Add a video.", schema: z.object({ url: z.string().url() }) });
`,
    "tools/actions.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const createActionTools = (userId: string) => {
  const createAction = tool(async () => userId, { name: "create_action", description: "Create an action.", schema: z.object({ link: z.string().url() }) });
  const readAction = tool(async () => userId, { name: "read_action", description: "Read an action.", schema: z.object({ id: z.string() }) });
  return { createAction, readAction };
};
`,
    "tools/spare.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const spareTool = tool(async () => "x", { name: "spare", description: "Bound nowhere.", schema: z.object({ url: z.string().url() }) });
`,
    "tools/index.ts": `import { searchTool } from "./search.js";
import { createVideoTool } from "./videos.js";
import { createActionTools } from "./actions.js";
export const getTools = (userId: string) => {
  const actions = createActionTools(userId);
  return [searchTool, createVideoTool(userId), actions.createAction, actions.readAction];
};
`,
    "agent.ts": `import { ChatOpenAI } from "@langchain/openai";
import { getTools } from "./tools/index.js";
export function agentFor(userId: string) {
  const model = new ChatOpenAI({ model: "gpt-4o" });
  const tools = getTools(userId);
  return model.bindTools(tools);
}
`,
  };
  const project = lintProject(files);

  it.each([
    ["search", ["openai"], "an import gathered by the program's function"],
    ["add_video", ["openai"], "a factory's call"],
    ["create_action", ["openai"], "a member of the object a factory returns"],
    ["read_action", ["openai"], "another member of it"],
    ["spare", DEFAULT, "a tool no bindTools' list leads to keeps the defaults"],
  ])("%s goes to %j (%s)", async (name, targets) => {
    const { tools } = await project;
    expect(tools.find((t) => t.name === name)?.destinations.map((d) => d.target)).toEqual(targets);
  });

  it("reports Gemini's rejection of `format` only for the tool that may go there", async () => {
    const { messages } = await project;
    const byFile = Object.entries(messages).flatMap(([file, list]) => describeMessages(list).map((m) => `${file} ${m.split(" ")[0]}`));
    expect(byFile).toEqual(["tools/spare.ts unsupported-keyword@3:131"]);
  });
});
