import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// pi-ai tools: typed values in one file, a context in another that imports them, TypeBox schemas.
const TOOLS = `import { Type, type Tool } from "@mariozechner/pi-ai";

const path = Type.String({ description: "Path from the workspace root" });

export const readFile: Tool = {
  name: "read_file",
  description: "Read a file",
  parameters: Type.Object({ path }, { additionalProperties: false }),
};

export const searchTools = [
  { name: "grep", description: "Search file contents", parameters: Type.Object({ pattern: Type.String(), glob: Type.Optional(Type.String()) }) },
  { name: "find files", description: "Find files by name", parameters: Type.Object({ name: Type.String() }) },
] satisfies Tool[];
`;

const AGENT = `import { stream, getModel, type Context } from "@mariozechner/pi-ai";
import { readFile, searchTools } from "./tools.js";

const context: Context = { messages: [], tools: [readFile, ...searchTools] };
export const events = stream(getModel("anthropic", "claude-sonnet-4-5"), context);
`;

// Tools handed to the project's own registry, typed only by its parameter, and reaching pi-ai from a Map.
const REGISTRY = `import type { Tool } from "@mariozechner/pi-ai";

export class ToolRegistry {
  private readonly tools = new Map<string, Tool>();
  register(tool: Tool, handler: (args: unknown) => Promise<string>): void {
    this.tools.set(tool.name, tool);
    void handler;
  }
  list(): Tool[] {
    return [...this.tools.values()];
  }
}
`;

const SHELL = `import { Type, type Tool } from "@mariozechner/pi-ai";
import type { ToolRegistry } from "./registry.js";

export function registerShellTools(registry: ToolRegistry, extra: { register(tool: Tool): void }) {
  registry.register({ name: "run_command", description: "Run a shell command", parameters: Type.Object({ command: Type.String() }) }, async () => "");
  extra.register({ name: "kill process", description: "Stop a process", parameters: Type.Object({ pid: Type.Integer() }) });
  registry.register({ name: "not_a_tool" } as never, async () => "");
}
`;

describe("pi-ai", () => {
  const project = lintProject({ "tools.ts": TOOLS, "agent.ts": AGENT, "registry.ts": REGISTRY, "shell.ts": SHELL });

  it("finds the tools where they are written, with their TypeBox schemas", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["shell.ts", 5, "run_command", "typebox"],
      ["shell.ts", 6, "kill process", "typebox"],
      ["tools.ts", 5, "read_file", "typebox"],
      ["tools.ts", 12, "grep", "typebox"],
      ["tools.ts", 13, "find files", "typebox"],
    ]);
    expect(tools.find((t) => t.name === "grep")?.schema).toEqual({ type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, glob: { type: "string" } } });
  });

  it("finds a tool object given to a parameter typed with pi-ai's Tool (and not a literal cast to fit)", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["shell.ts"])).toEqual([expect.stringMatching(/^invalid-name@6:26 Tool name "kill process"/)]);
  });

  it("reports at the line that causes it: the name, and what pi-ai's Anthropic provider drops (the tools go to agent.ts's Claude model)", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["tools.ts"])).toEqual([
      expect.stringMatching(/^silent-transform@8:\d+ On the way to Anthropic, pi-ai's Anthropic provider drops the root's "additionalProperties"/),
      expect.stringMatching(/^invalid-name@13:\d+ Tool name "find files" is rejected by Anthropic via pi-ai:/),
    ]);
  });
});

describe("pi-ai: an entry point whose tools cannot be followed", () => {
  const RUN = `import { complete, getModel, type Context } from "@mariozechner/pi-ai";
export async function run(opts: { context: Context }, tools: Context["tools"]) {
  await complete(getModel("openai", "gpt-4o"), opts.context);
  await complete(getModel("openai", "gpt-4o"), { messages: [], tools });
}
`;

  it("says so at the call when the program writes no value of pi-ai's Tool type", async () => {
    const { tools, messages } = await lintProject({ "run.ts": RUN });
    expect(tools.map((t) => [t.line, t.name, t.route])).toEqual([
      [3, null, "unresolved"],
      [4, null, "unresolved"],
    ]);
    expect(describeMessages(messages["run.ts"])).toEqual([
      "unfollowed-tools@3:48 The tools `complete()` takes here are not checked: `opts.context` is no context written in the source, and the program writes no pi-ai `Tool` value. Declare each with the type that reaches here.",
      "unfollowed-tools@4:64 The tools `complete()` takes here are not checked: `tools` is no array written in the source, and the program writes no pi-ai `Tool` value. Declare each with the type that reaches here.",
    ]);
  });

  it("says nothing more when the program writes the tools as values of that type: they are checked where written", async () => {
    const { tools, messages } = await lintProject({ "run.ts": RUN, "tools.ts": TOOLS });
    expect(tools.map((t) => [t.file, t.name])).toEqual([
      ["tools.ts", "read_file"],
      ["tools.ts", "grep"],
      ["tools.ts", "find files"],
    ]);
    expect(describeMessages(messages["run.ts"])).toEqual([]);
  });

  it("finds values of a type that extends pi-ai's Tool, from a package built on pi-ai or the project, and literals factories return with it", async () => {
    // An agent package built on pi-ai, as installed: its package.json depends on pi-ai, its types extend Tool.
    const agentCore = {
      "node_modules/@acme/agent-core/package.json": JSON.stringify({ name: "@acme/agent-core", version: "1.0.0", types: "index.d.ts", dependencies: { "@mariozechner/pi-ai": "*" } }),
      "node_modules/@acme/agent-core/index.d.ts": `import type { Tool, TSchema } from "@mariozechner/pi-ai";
export interface AgentTool<P extends TSchema = TSchema> extends Tool<P> { label: string; run(): Promise<string> }
`,
    };
    const { tools } = await lintProject(
      {
        "agent-tools.ts": `import type { AgentTool } from "@acme/agent-core";
import { Type } from "@mariozechner/pi-ai";
const schema = Type.Object({ path: Type.String() });
export const readTool: AgentTool<typeof schema> = { name: "read", label: "Read", description: "Reads a file.", parameters: schema, run: async () => "" };
export function createBashTool(cwd: string): AgentTool<typeof schema> & { cwd?: string } {
  return { name: "bash", label: "Bash", description: \`Runs a command in \${cwd}.\`, parameters: schema, run: async () => "", cwd };
}
export class Panel {
  get tool(): AgentTool<typeof schema> {
    return { name: "panel", label: "Panel", description: "Shows the panel.", parameters: schema, run: async () => "" };
  }
}
// A wrapper of tools defined elsewhere: its literal is a template, not a tool.
export function wrap(inner: AgentTool): AgentTool {
  return { name: inner.name, label: inner.label, description: inner.description, parameters: inner.parameters, run: inner.run };
}
// Factories returned by another factory are read where they are written, once.
export function allTools(cwd: string): AgentTool<typeof schema>[] {
  return [readTool, createBashTool(cwd)];
}
`,
        "spec.ts": `import type { Tool } from "@mariozechner/pi-ai";
import { Type } from "@mariozechner/pi-ai";
export type Spec = Tool & { group: string };
export const grep: Spec = { name: "grep", description: "Searches the files.", group: "fs", parameters: Type.Object({ q: Type.String() }) };
`,
      },
      { extraFiles: agentCore },
    );
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["agent-tools.ts", 4, "read", "typebox"],
      ["agent-tools.ts", 6, "bash", "typebox"],
      ["agent-tools.ts", 10, "panel", "typebox"],
      ["spec.ts", 4, "grep", "typebox"],
    ]);
  });
});

describe("pi-ai: the provider of the model a call is given", () => {
  // One model kept in a const, one written in the call; a model pi-ai routes elsewhere keeps the defaults.
  const ROUTED = `import { complete, getModel, Type } from "@mariozechner/pi-ai";
const groq = getModel("groq", "llama-3.3-70b-versatile");
export async function run(model: Parameters<typeof complete>[0]) {
  await complete(groq, { messages: [], tools: [{ name: "search docs", description: "Search the docs.", parameters: Type.Object({ q: Type.String() }, { additionalProperties: false }) }] });
  await complete(getModel("mistral", "mistral-large-latest"), { messages: [], tools: [{ name: "add numbers!", description: "Add two numbers.", parameters: Type.Object({ a: Type.Number() }, { additionalProperties: false }) }] });
  await complete(model, { messages: [], tools: [{ name: "get time", description: "Tell the time.", parameters: Type.Object({}, { additionalProperties: false }) }] });
}
`;

  it("judges each tool for that provider alone, and for the default ones where the model is not written", async () => {
    const { tools, messages } = await lintProject({ "routed.ts": ROUTED });
    expect(tools.map((t) => [t.line, t.name, t.destinations.map((d) => d.target)])).toEqual([
      [4, "search docs", ["groq"]],
      [5, "add numbers!", ["mistral"]],
      [6, "get time", ["openai", "anthropic", "google"]],
    ]);
    // No Anthropic finding for the routed tools: pi-ai's Anthropic provider is not on their way.
    expect(describeMessages(messages["routed.ts"])).toEqual([
      'invalid-name@4:56 Tool name "search docs" is rejected by Groq via pi-ai: it may use only letters, digits, `_` and `-`. Rename it, e.g. "search_docs".',
      'invalid-name@5:95 Tool name "add numbers!" is rejected by Mistral via pi-ai: it may use only letters, digits, `_` and `-`. Rename it, e.g. "add_numbers_".',
      'invalid-name@6:57 Tool name "get time" is rejected by OpenAI, Anthropic and Gemini via pi-ai: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_time".',
      `silent-transform@6:112 On the way to Anthropic, pi-ai's Anthropic provider drops the root's "additionalProperties". Make sure the handler copes with it.`,
    ]);
  });
});
