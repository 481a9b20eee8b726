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
export const events = stream(getModel("openai", "gpt-4o"), context);
`;

describe("pi-ai", () => {
  const project = lintProject({ "tools.ts": TOOLS, "agent.ts": AGENT });

  it("finds the tools where they are written, with their TypeBox schemas", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.route])).toEqual([
      ["tools.ts", 5, "read_file", "typebox"],
      ["tools.ts", 12, "grep", "typebox"],
      ["tools.ts", 13, "find files", "typebox"],
    ]);
    expect(tools.find((t) => t.name === "grep")?.schema).toEqual({ type: "object", required: ["pattern"], properties: { pattern: { type: "string" }, glob: { type: "string" } } });
  });

  it("reports at the line that causes it: the name, and what pi-ai's Anthropic provider drops", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["tools.ts"])).toEqual([
      expect.stringMatching(/^silent-transform@8:\d+ On the way to Anthropic, pi-ai's Anthropic provider drops the root's "additionalProperties"/),
      expect.stringMatching(/^invalid-name@13:\d+ Tool name "find files" is rejected by OpenAI, Anthropic and Gemini via pi-ai/),
    ]);
  });
});
