import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

/**
 * A request's `tools` built in the source rather than written as an array: a `map` over the program's
 * definitions, through a converter of its own or a literal in the callback, spreads and conditionals.
 * Each definition is a tool where it is written; a list no source shows is said once where it is handed over.
 */

const TOOL = `import { z } from "zod";
export interface Tool<S extends z.ZodTypeAny = z.ZodTypeAny> { name: string; description: string; schema: S; execute: (input: unknown) => Promise<string> }
`;

const DEFINITIONS = `import { z } from "zod";
import type { Tool } from "./tool.js";
const ReadInput = z.object({ path: z.string() });
export const readFileTool: Tool<typeof ReadInput> = { name: "read_file", description: "Read a file.", schema: ReadInput, execute: async () => "" };
const ListInput = z.object({ dir: z.string() });
export const listFilesTool: Tool<typeof ListInput> = { name: "list files", description: "List a folder.", schema: ListInput, execute: async () => "" };
export const defaultTools: Tool[] = [readFileTool, listFilesTool];
`;

describe("tools handed to a request as a list built in the source", () => {
  it("reads a class's list mapped through the program's converter (Anthropic) and a catalog mapped to literals (OpenAI), at each definition", async () => {
    const { tools, messages } = await lintProject({
      "tool.ts": TOOL,
      "tools.ts": DEFINITIONS,
      "convert.ts": `import type { z } from "zod";
import type { Tool } from "./tool.js";
// Built at run time: the schema is not read, and the reason says by what.
function jsonSchemaFromZod(schema: z.ZodTypeAny): any {
  const properties: Record<string, unknown> = {};
  for (const key of Object.keys((schema as any).shape ?? {})) properties[key] = { type: "string" };
  return { type: "object", properties };
}
export function toAnthropicTool(tool: Tool) {
  return { name: tool.name, description: tool.description, input_schema: jsonSchemaFromZod(tool.schema) } as const;
}
`,
      "agent.ts": `import Anthropic from "@anthropic-ai/sdk";
import OpenAI from "openai";
import { defaultTools } from "./tools.js";
import { toAnthropicTool } from "./convert.js";
import type { Tool } from "./tool.js";
export class Agent {
  private client = new Anthropic();
  private tools: Tool[];
  constructor(tools?: Tool[]) { this.tools = tools ?? defaultTools; }
  infer() {
    return this.client.messages.create({ model: "m", max_tokens: 10, messages: [], tools: this.tools.map((t) => toAnthropicTool(t)) });
  }
}
const openai = new OpenAI();
export const ask = (extra: boolean) =>
  openai.chat.completions.create({
    model: "m",
    messages: [],
    tools: extra ? [...defaultTools.map((t) => ({ type: "function" as const, function: { name: t.name, description: t.description, parameters: { type: "object", properties: {} } } }))] : undefined,
  });
`,
    });
    expect(tools.map((t) => [t.file, t.line, t.framework, t.name])).toEqual([
      ["tools.ts", 4, "Anthropic SDK", "read_file"],
      ["tools.ts", 4, "OpenAI SDK", "read_file"],
      ["tools.ts", 6, "Anthropic SDK", "list files"],
      ["tools.ts", 6, "OpenAI SDK", "list files"],
    ]);
    expect(tools.filter((t) => t.framework === "Anthropic SDK").map((t) => t.unresolved)).toEqual([
      "`input` is built at run time by `jsonSchemaFromZod(…)`, a function of the program whose result is typed `any`: the plugin reads schemas from the source and never runs the program's functions",
      "`input` is built at run time by `jsonSchemaFromZod(…)`, a function of the program whose result is typed `any`: the plugin reads schemas from the source and never runs the program's functions",
    ]);
    expect(describeMessages(messages["agent.ts"])).toEqual([]);
    expect(describeMessages(messages["tools.ts"]).map((m) => m.split(" ")[0])).toEqual(["unresolved-schema@4:55", "unresolved-schema@6:56", "invalid-name@6:62", "invalid-name@6:62"]);
  });

  it("says once, where the list is handed over, that a list no source shows is not checked", async () => {
    const { tools, messages } = await lintProject({
      "agent.ts": `import Anthropic from "@anthropic-ai/sdk";
declare function loadTools(): Anthropic.Tool[];
const client = new Anthropic();
export const ask = () => client.messages.create({ model: "m", max_tokens: 10, messages: [], tools: loadTools() });
`,
    });
    expect(tools.map((t) => [t.line, t.name, t.route])).toEqual([[4, null, "unresolved"]]);
    expect(describeMessages(messages["agent.ts"])).toEqual([
      "unfollowed-tools@4:100 The tools `messages.create tools[]` takes here are not checked: the listed tools `loadTools()` are not an array or a `map` written in the source, and no object literal of the program is written with their type. Declare each with the type that reaches here.",
    ]);
  });
});
