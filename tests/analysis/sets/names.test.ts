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
});
