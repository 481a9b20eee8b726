import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";
import { langchain } from "../../../src/frameworks/langchain/index.js";

// The same schema bound to each Gemini chat class: the class decides the converter, so what is
// reported for Gemini's `parameters` differs line by line.
const BOUND = `import { tool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { ChatVertexAI } from "@langchain/google-vertexai";
import { z } from "zod";

const schema = z.object({ scale: z.number().positive(), folder: z.string().nullable() });
const genai = tool(async () => "x", { name: "genai_tool", description: "d", schema });
const vertex = tool(async () => "x", { name: "vertex_tool", description: "d", schema });
const unbound = tool(async () => "x", { name: "unbound_tool", description: "d", schema });
const union = tool(async () => "x", { name: "union_tool", description: "d", schema: z.object({ v: z.union([z.string(), z.number()]) }) });
const named = tool(async () => "x", {
  name: "named_tool",
  description: "d",
  schema: { type: "object", properties: { strict: { type: "boolean" }, q: { type: "string" } }, required: ["q"] },
});
const empty = tool(async () => "x", { name: "empty_tool", description: "d", schema: z.object({ pick: z.enum(["", "a"]) }) });

const gemini = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" });
export const a = gemini.bindTools([genai, union, named, empty]);
export const b = new ChatVertexAI({ model: "gemini-2.5-flash" }).bindTools([vertex, union]);
export { unbound };
`;

describe("LangChain's Gemini chat classes", () => {
  const project = lintProject({ "bound.ts": BOUND });

  it.each([
    ["genai_tool", ["google-parameters"]],
    ["vertex_tool", ["google-parameters"]],
    ["unbound_tool", ["openai", "anthropic", "google-parameters"]],
    ["union_tool", ["google-parameters"]],
  ])("%s goes to %j", async (name, targets) => {
    const { tools } = await project;
    expect(tools.find((t) => t.name === name)?.destinations.map((d) => d.target)).toEqual(targets);
  });

  it("sends what each converter sends", async () => {
    const { tools } = await project;
    const parameters = (name: string) => tools.find((t) => t.name === name)?.destinations.find((d) => d.target === "google-parameters")?.schema;
    expect(parameters("genai_tool")).toEqual({
      type: "object",
      properties: { scale: { type: "number", exclusiveMinimum: 0 }, folder: { type: ["string", "null"] } },
      required: ["scale", "folder"],
    });
    expect(parameters("vertex_tool")).toEqual({
      type: "object",
      properties: { scale: { type: "number", minimum: 0.01 }, folder: { type: "string", nullable: true } },
      required: ["scale", "folder"],
    });
    expect(parameters("named_tool")).toEqual({ type: "object", properties: { q: { type: "string" } }, required: ["q"] });
  });

  it("reports where Gemini answers 400 on the google-genai path, and the converters' own changes and failures", async () => {
    const { messages } = await project;
    const found = describeMessages(messages["bound.ts"] ?? []).filter((m) => /^(unsupported-keyword|unsendable-tool|silent-transform)@/.test(m));
    const expected: [string, string][] = [
      // The shared schema (line 6): vertex_tool and unbound_tool reach Gemini through google-common,
      // which rewrites exclusiveMinimum and the type list (the same message at the same place, said
      // once); genai_tool through google-genai, which forwards both, and Gemini's parameters field rejects them.
      ["silent-transform@6:45", 'LangChain\'s Gemini converter replaces "exclusiveMinimum": 0 by "minimum": 0.01'],
      ["unsupported-keyword@6:45", 'uses "exclusiveMinimum", which fails the request to Gemini\'s parameters field'],
      ["silent-transform@6:76", "LangChain's Gemini converter turns \"type\": [\"string\", \"null\"] into"],
      ["unsupported-keyword@6:76", 'has a list of types ("string", "null")'],
      // union_tool, bound to both classes: checked as google-genai sends it (no union error from google-common).
      ["unsupported-keyword@10:96", 'has a list of types ("string", "number")'],
      // named_tool: google-genai deletes a property named "strict".
      ["silent-transform@14:11", 'ChatGoogleGenerativeAI\'s converter (@langchain/google-genai) drops the property "strict" from the root'],
      // empty_tool: bindTools throws.
      ["unsendable-tool@16:104", 'throws "Invalid enum: empty string not allowed in tool "empty_tool" at path "pick".'],
    ];
    expect(found.map((m) => m.split(" ")[0])).toEqual(expected.map(([at]) => at));
    found.forEach((message, i) => expect(message).toContain(expected[i]![1]));
  });
});

describe("LangChain's Gemini chat classes binding tools of another file", () => {
  const schema = `z.object({ scale: z.number().positive(), folder: z.string().nullable() })`;
  const project = lintProject({
    "tools.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const genai = tool(async () => "x", { name: "genai_tool", description: "d", schema: ${schema} });
export const vertex = tool(async () => "x", { name: "vertex_tool", description: "d", schema: ${schema} });
`,
    "agents.ts": `import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { ChatVertexAI } from "@langchain/google-vertexai";
import { genai, vertex } from "./tools.js";
export const a = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" }).bindTools([genai]);
export const b = new ChatVertexAI({ model: "gemini-2.5-flash" }).bindTools([vertex]);
`,
  });

  it("sends each through its class's converter, as when bound in the tool's own file", async () => {
    const { tools } = await project;
    const parameters = (name: string) => tools.find((t) => t.name === name)?.destinations.map((d) => [d.target, d.schema]);
    expect(parameters("genai_tool")).toEqual([
      ["google-parameters", { type: "object", properties: { scale: { type: "number", exclusiveMinimum: 0 }, folder: { type: ["string", "null"] } }, required: ["scale", "folder"] }],
    ]);
    expect(parameters("vertex_tool")).toEqual([
      ["google-parameters", { type: "object", properties: { scale: { type: "number", minimum: 0.01 }, folder: { type: "string", nullable: true } }, required: ["scale", "folder"] }],
    ]);
  });
});

describe("Gemini through a chat model the program does not show", () => {
  const installed = (versions: Record<string, string>) => ({ version: undefined, strict: undefined, versionOf: (pkg: string) => versions[pkg] });
  it.each([
    [{ "@langchain/google-genai": "2.3.2" }, "langchain-genai-parameters"],
    [{ "@langchain/google-genai": "2.1.23" }, "langchain-genai-parameters-before-2.3.2"],
    [{ "@langchain/google-genai": "2.3.2", "@langchain/google-vertexai": "2.3.2" }, "langchain-gemini-parameters"],
    [{ "@langchain/google-vertexai": "2.3.2" }, "langchain-gemini-parameters"],
    [{}, "langchain-gemini-parameters"],
  ])("with %j installed, goes through %s", (versions, id) => {
    const gemini = (langchain.transforms ?? []).filter((t) => t.targets !== "all" && t.targets.includes("google-parameters") && (t.appliesTo?.(installed(versions)) ?? true));
    expect(gemini.map((t) => t.id)).toEqual([id]);
  });
});
