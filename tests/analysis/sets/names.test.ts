import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Names a tool set gives to AI SDK tools defined elsewhere: each key is checked by `invalid-name`
 * where it is written, once per set; keys of objects whose framework does not send them are not.
 */
describe("invalid-name for keys of tool sets", () => {
  it("checks a tool under each key it is placed under, in the file that writes the key", async () => {
    const { messages } = await lintProject({
      "weather.ts": `import { tool } from "ai";
import { z } from "zod";
export const weather = tool({ description: "Weather.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });
`,
      "search.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const search = tool(async () => "", { name: "search", description: "Search.", schema: z.object({ q: z.string() }) });
`,
      "agent.ts": `import { weather } from "./weather.js";
import { search } from "./search.js";
export const chat = { "get weather": weather };
export const voice = { weather, "weather.now": weather };
// LangChain sends the tool's own name, not the key.
export const byKey = { "search docs": search };
`,
    });
    expect(findingsOf(messages["agent.ts"])).toEqual(["invalid-name/invalidName@3:23-3:36", "invalid-name/invalidName@4:33-4:46"]);
    // The definition has no name of its own: nothing to report where it is written.
    expect(findingsOf(messages["weather.ts"])).toEqual([]);
  });

  it("names a tool a factory of the program returns, by the key its call is placed under, and reads computed keys", async () => {
    const { messages, tools } = await lintProject({
      "create-document.ts": `import { tool } from "ai";
import { z } from "zod";
export const createDocument = ({ userId }: { userId: string }) =>
  tool({ description: "Creates a document for " + "the user.", inputSchema: z.object({ title: z.string() }), execute: async () => userId });
export function updateDocument() {
  return tool({ description: "Updates a document.", inputSchema: z.object({ id: z.string() }), execute: async () => 1 });
}
`,
      "route.ts": `import { tool } from "ai";
import { z } from "zod";
import { createDocument, updateDocument } from "./create-document.js";
const NAMES = { search: "search docs" } as const;
const summarize = (text: string) => tool({ description: "Summarizes.", inputSchema: z.object({ n: z.number() }), execute: async () => text });
export const tools = {
  "create document": createDocument({ userId: "u1" }),
  updateDocument: updateDocument(),
  [NAMES.search]: tool({ description: "Searches.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 }),
  summarize: summarize("x"),
};
`,
    });
    // The keys name the tools: the factory's call under a key with a space, and the computed key's value.
    expect(findingsOf(messages["route.ts"])).toEqual(["invalid-name/invalidName@7:3-7:20", "invalid-name/invalidName@9:3-9:17"]);
    expect(findingsOf(messages["create-document.ts"])).toEqual([]);
    // In its own file, a factory called under a key there is named by it.
    expect(tools.filter((t) => t.file === "route.ts").map((t) => t.name)).toEqual(["summarize", "search docs"]);
  });

  it("names both tools a condition chooses between under the key that holds the choice", async () => {
    const { messages, tools } = await lintProject({
      "pictures.ts": `import { tool } from "ai";
import { z } from "zod";
export const sketchTool = tool({ description: "Draws a sketch.", inputSchema: z.object({ prompt: z.string() }), execute: async () => 1 });
export const photoTool = tool({ description: "Renders a photo.", inputSchema: z.object({ prompt: z.string() }), execute: async () => 1 });
`,
      "route.ts": `import { generateText, type LanguageModel } from "ai";
import { sketchTool, photoTool } from "./pictures.js";
const PICTURE_TOOL_ID = "make picture";
export const ask = (model: LanguageModel, sketch: boolean) =>
  generateText({ model, prompt: "x", tools: { [PICTURE_TOOL_ID]: sketch ? sketchTool : photoTool } });
`,
    });
    // One key, two tools: its name is checked once, where the key is written.
    expect(findingsOf(messages["route.ts"])).toEqual(["invalid-name/invalidName@5:47-5:64"]);
    expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
      ["pictures.ts", 3, "make picture"],
      ["pictures.ts", 4, "make picture"],
    ]);
  });

  it("names tools the program adds to an object by member assignment, loaded by dynamic imports, at the key assigned", async () => {
    const { tools, messages } = await lintProject({
      "tools/spotify.ts": `import { tool } from "ai";
import { z } from "zod";
export const spotifySearchTool = tool({ description: "Searches Spotify.", inputSchema: z.object({ q: z.string() }), execute: async () => 1 });
`,
      "tools/academic.ts": `import { tool } from "ai";
import { z } from "zod";
export function academicSearchTool(stream?: unknown) {
  return tool({ description: "Searches papers.", inputSchema: z.object({ q: z.string() }), execute: async () => stream });
}
`,
      // Names chosen at run time: each branch adds one entry, keeping one already there (\`??\`).
      "loader.ts": `export async function loadTools(names: string[]): Promise<Record<string, unknown>> {
  const tools: Record<string, unknown> = {};
  await Promise.all(names.map(async (name) => {
    switch (name) {
      case "spotify": {
        const { spotifySearchTool } = await import("./tools/spotify.js");
        tools.spotify_search = tools.spotify_search ?? spotifySearchTool;
        return;
      }
      case "academic": {
        const { academicSearchTool: make } = await import("./tools/academic.js");
        tools["academic search"] = make(undefined);
        return;
      }
    }
  }));
  return tools;
}
`,
      "route.ts": `import { streamText, type ToolSet } from "ai";
import { loadTools } from "./loader.js";
export async function POST(names: string[]) {
  return streamText({ model: "openai/gpt-4o" as never, tools: (await loadTools(names)) as ToolSet, prompt: "x" });
}
`,
    });
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name}`).sort()).toEqual(["tools/academic.ts:4 academic search", "tools/spotify.ts:3 spotify_search"]);
    // The key with a space is reported where it is assigned.
    expect(findingsOf(messages["loader.ts"])).toEqual(["invalid-name/invalidName@12:15-12:32"]);
  });

  it("names a tool kept in a record beside its name, where the program places records of that type in a tools object by that name", async () => {
    const files = {
      "types.ts": `import type { Tool } from "ai";
export interface ToolExport { name: string; tool: Tool; readOnly?: boolean }
export interface Entry { name: string; tool: Tool; run: (args: unknown) => unknown }
`,
      "tools/read.ts": `import { tool, jsonSchema } from "ai";
import type { ToolExport } from "../types.js";
const readCore = tool({ description: "Reads a file.", inputSchema: jsonSchema<{ path: string }>({ type: "object", properties: { path: { type: "string" } } }) });
export const readTool: ToolExport = { name: "read_file" as const, tool: readCore, readOnly: true };
`,
      "tools/write.ts": `import { tool, jsonSchema } from "ai";
import type { ToolExport } from "../types.js";
const writeCore = tool({ description: "Writes a file.", inputSchema: jsonSchema<{ path: string }>({ type: "object", properties: { path: { type: "string" } } }) });
export const writeTool: ToolExport = {
  name: "write file",
  tool: writeCore,
};
`,
      // The Map is keyed by each entry's own name; entries copy both fields from the exports.
      "registry.ts": `import type { Tool } from "ai";
import type { Entry, ToolExport } from "./types.js";
export class Registry {
  private entries: Map<string, Entry> = new Map();
  register(entry: Entry): void {
    this.entries.set(entry.name, entry);
  }
  static from(exports: ToolExport[]): Registry {
    const registry = new Registry();
    for (const t of exports) registry.register({ name: t.name, tool: t.tool, run: async () => t.name });
    return registry;
  }
  toolSet(): Record<string, Tool> {
    const out: Record<string, Tool> = {};
    for (const [name, entry] of this.entries) {
      const { execute: _, ...withoutExecute } = entry.tool;
      out[name] = withoutExecute as Tool;
    }
    return out;
  }
}
`,
      "agent.ts": `import { streamText } from "ai";
import { Registry } from "./registry.js";
import { readTool } from "./tools/read.js";
import { writeTool } from "./tools/write.js";
export const chat = () => streamText({ model: "openai/gpt-4o" as never, prompt: "x", tools: Registry.from([readTool, writeTool]).toolSet() });
`,
    };
    const { tools, messages } = await lintProject(files);
    expect(tools.map((t) => `${t.file}:${t.line} ${t.name}`).sort()).toEqual(["tools/read.ts:3 read_file", "tools/write.ts:3 write file"]);
    // The name is checked where the record writes it.
    expect(findingsOf(messages["tools/write.ts"])).toEqual(["invalid-name/invalidName@5:9-5:21"]);
    expect(findingsOf(messages["tools/read.ts"])).toEqual([]);
  });

  it("pairs the fields a loop or `Object.fromEntries` places by (`out[e.name] = e.tool`), and names no record of a type placed otherwise", async () => {
    const { tools } = await lintProject({
      "tools.ts": `import { tool, type Tool } from "ai";
import { z } from "zod";
interface Named { name: string; tool: Tool; group: string }
interface Labelled { label: string; tool: Tool; group: string }
interface Keyed { id: string; tool: Tool }
const search = tool({ description: "Searches.", inputSchema: z.object({ q: z.string() }) });
const fetchPage = tool({ description: "Fetches a page.", inputSchema: z.object({ url: z.string() }) });
const lookUp = tool({ description: "Looks a word up.", inputSchema: z.object({ word: z.string() }) });
export const named: Named[] = [{ name: "search", tool: search, group: "web" }];
// Placed by its group, not its label: the label names nothing the model receives.
export const labelled: Labelled[] = [{ label: "fetch_page", tool: fetchPage, group: "web" }];
export const keyed: Keyed[] = [{ id: "look_up", tool: lookUp }];
export function toolSet(): Record<string, Tool> {
  const out: Record<string, Tool> = {};
  for (const e of named) out[e.name] = e.tool;
  for (const l of labelled) out[l.group] = l.tool;
  return { ...out, ...Object.fromEntries(keyed.map((k) => [k.id, k.tool])) };
}
`,
    });
    expect(tools.map((t) => `${t.line} ${t.name}`)).toEqual(["6 search", "7 web", "8 look_up"]);
  });
});
