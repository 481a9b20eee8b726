import path from "node:path";
import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Tools a package makes, handed to a model call or an agent beside the program's own: the program has
 * only the package's declarations, so each member that leads to one is said once by `unfollowed-tools`
 * at the member, and a clean lint does not read as "checked". A provider's own tools and an MCP
 * client's tools hold no schema of the program's and are not said.
 */
const SEARCH_PACKAGE = {
  "node_modules/@acme/search-tools/package.json": JSON.stringify({ name: "@acme/search-tools", version: "1.2.0", types: "index.d.ts" }),
  "node_modules/@acme/search-tools/index.d.ts": `import type { Tool } from "ai";
export declare function createSearchTool(options: { index: string }): Tool;
export declare function createGithubTools(token: string): Record<string, Tool>;
export declare const fetchPageTool: Tool;
`,
};

const RAG_PACKAGE = {
  "node_modules/@acme/rag/package.json": JSON.stringify({ name: "@acme/rag", version: "0.3.0", types: "index.d.ts" }),
  "node_modules/@acme/rag/index.d.ts": `import type { Tool } from "@mastra/core/tools";
export declare function createVectorQueryTool(options: { indexName: string }): Tool<any, any>;
`,
};

const OWN_TOOL = `import { tool } from "ai";
import { z } from "zod";
export const own = tool({ description: "Look up an order by its id.", inputSchema: z.object({ id: z.string() }), execute: async ({ id }) => id });
`;

const toolLines = (tools: readonly { file: string; line: number; form: string; name: string | null }[]) => tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.name ?? "(no name)"}`);

const messageOf = (messages: readonly { ruleId: string | null; message: string }[] | undefined) => messages?.filter((m) => m.ruleId === "tool-schema/unfollowed-tools").map((m) => m.message);

describe("an AI SDK model call given a package's tools", () => {
  it("says that a tools object JavaScript's own `reduce()` builds at run time is not followed, naming no package", async () => {
    const { tools, messages } = await lintProject({
      "agent.ts": `import { generateText, type Tool } from "ai";
import { openai } from "@ai-sdk/openai";
declare const loaders: { name: string; load(): Tool }[];
export async function run(prompt: string) {
  const tools = loaders.reduce((all, loader) => ({ ...all, [loader.name]: loader.load() }), {} as Record<string, Tool>);
  return generateText({ model: openai("gpt-4o"), prompt, tools });
}
`,
    });
    expect(toolLines(tools)).toEqual(["agent.ts:6 generateText() (no name)"]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@6:58-6:63"]);
    expect(messageOf(messages["agent.ts"])).toEqual([
      "`tools` is not checked: `reduce()`, JavaScript's own, builds the tools it holds at run time, and what it returns is not followed. If they are checked elsewhere, add `reduce` to `ignore`.",
    ]);
  });

  it("says each member that a package makes, at the member, and reads the program's own", async () => {
    const { tools, messages } = await lintProject(
      {
        "own.ts": OWN_TOOL,
        "agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { createGithubTools, createSearchTool, fetchPageTool } from "@acme/search-tools";
import { own } from "./own.js";
const search = createSearchTool({ index: "docs" });
export async function run(prompt: string) {
  return generateText({
    model: openai("gpt-4o"),
    prompt,
    tools: { search, own, fetchPage: fetchPageTool, ...createGithubTools("t") },
  });
}
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    expect(toolLines(tools)).toEqual([
      "agent.ts:10 generateText() (no name)",
      "agent.ts:10 generateText() (no name)",
      "agent.ts:10 generateText() (no name)",
      "own.ts:3 tool() own",
    ]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@10:14-10:20", "unfollowed-tools/packaged@10:27-10:51", "unfollowed-tools/packaged@10:53-10:78"]);
    expect(messageOf(messages["agent.ts"])).toEqual([
      "`search` is not checked: `createSearchTool()` makes it, and the program has only the declarations of `@acme/search-tools`. If it is checked elsewhere, add `createSearchTool` to `ignore`.",
      "`fetchPage` is not checked: the program has only the declaration of `fetchPageTool` in `@acme/search-tools`. If it is checked elsewhere, add `fetchPageTool` to `ignore`.",
      "`...createGithubTools(\"t\")` is not checked: `createGithubTools()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createGithubTools` to `ignore`.",
    ]);
  });

  it("follows a package's tool wrapped in the program's own object through two of its factories", async () => {
    const { messages } = await lintProject(
      {
        "search-tools.ts": `import { createSearchTool } from "@acme/search-tools";
export function createSearchTools(project: string) {
  const baseTool = createSearchTool({ index: project });
  const webSearch = { ...baseTool, execute: async () => "found" };
  return { webSearch };
}
`,
        "all-tools.ts": `import { createSearchTools } from "./search-tools.js";
export function createAllTools(project: string) {
  const searchTools = createSearchTools(project);
  return { ...searchTools };
}
`,
        "agent.ts": `import { ToolLoopAgent } from "ai";
import { openai } from "@ai-sdk/openai";
import { createAllTools } from "./all-tools.js";
export function createAgent(project: string) {
  const tools = createAllTools(project);
  return new ToolLoopAgent({ model: openai("gpt-4o"), tools });
}
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    expect(messageOf(messages["agent.ts"])).toEqual([
      "`tools` is not checked: `createSearchTool()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createSearchTool` to `ignore`.",
    ]);
  });

  it("says a tool object that takes its schema from a package's tool it spreads, not one that writes its own", async () => {
    const { messages } = await lintProject(
      {
        "agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { z } from "zod";
import { createSearchTool } from "@acme/search-tools";
const base = createSearchTool({ index: "web" });
const webSearch = { ...base, execute: async () => "found" };
const narrowed = { ...base, inputSchema: z.object({ q: z.string() }) };
export const run = (prompt: string) => generateText({ model: openai("gpt-4o"), prompt, tools: { webSearch, narrowed } });
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@8:97-8:106"]);
    expect(messageOf(messages["agent.ts"])).toEqual([
      "`webSearch` is not checked: `createSearchTool()` makes it, and the program has only the declarations of `@acme/search-tools`. If it is checked elsewhere, add `createSearchTool` to `ignore`.",
    ]);
  });

  it("follows the project's own function that returns the set, and leaves a provider's tools and MCP client tools unsaid", async () => {
    const { messages } = await lintProject(
      {
        "own.ts": OWN_TOOL,
        "tools.ts": `import { openai } from "@ai-sdk/openai";
import { createSearchTool } from "@acme/search-tools";
import { own } from "./own.js";
export function agentTools() {
  return { own, web_search: openai.tools.webSearch({}), search: createSearchTool({ index: "docs" }) };
}
`,
        "agent.ts": `import { streamText } from "ai";
import { openai } from "@ai-sdk/openai";
import { createMCPClient } from "@ai-sdk/mcp";
import { agentTools } from "./tools.js";
export async function run(prompt: string) {
  const client = await createMCPClient({ transport: { type: "sse", url: "http://localhost:3000/sse" } });
  return streamText({ model: openai("gpt-4o"), prompt, tools: { ...agentTools(), ...(await client.tools()) } });
}
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    // The set comes from another file: said at the spread that brings it, naming what makes the tool.
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@7:65-7:80"]);
    expect(messageOf(messages["agent.ts"])?.[0]).toBe("`...agentTools()` is not checked: `createSearchTool()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createSearchTool` to `ignore`.");
    expect(findingsOf(messages["tools.ts"])).toEqual([]);
  });

  it("follows a parameter to what the program's calls pass, named or destructured", async () => {
    const { messages } = await lintProject(
      {
        "chat.ts": `import { generateText, streamText, type ToolSet } from "ai";
import { openai } from "@ai-sdk/openai";
export function chat(prompt: string, tools: ToolSet) {
  return generateText({ model: openai("gpt-4o"), prompt, tools });
}
export const stream = ({ prompt, tools: given }: { prompt: string; tools: ToolSet }) => streamText({ model: openai("gpt-4o"), prompt, tools: given });
`,
        "app.ts": `import { createSearchTool, fetchPageTool } from "@acme/search-tools";
import { chat, stream } from "./chat.js";
import { own } from "./own.js";
export const answer = () => chat("Find the docs.", { search: createSearchTool({ index: "docs" }), own });
export const page = () => stream({ prompt: "Fetch it.", tools: { fetchPageTool } });
`,
        "own.ts": OWN_TOOL,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    // Said where the tools are taken, naming what the callers pass.
    expect(messageOf(messages["chat.ts"])).toEqual([
      "`tools` is not checked: `createSearchTool()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createSearchTool` to `ignore`.",
      "`tools` is not checked: the program has only the declaration of `fetchPageTool` in `@acme/search-tools`. If they are checked elsewhere, add `fetchPageTool` to `ignore`.",
    ]);
    expect(findingsOf(messages["app.ts"])).toEqual([]);
  });

  it("follows a property of a parameter, a field of a class and a property of a const object", async () => {
    const { messages } = await lintProject(
      {
        "runner.ts": `import { generateText, type ToolSet } from "ai";
import { openai } from "@ai-sdk/openai";
import { createSearchTool, fetchPageTool } from "@acme/search-tools";
export function run(options: { prompt: string; tools: ToolSet }) {
  return generateText({ model: openai("gpt-4o"), prompt: options.prompt, tools: options.tools });
}
export class Runner {
  private readonly extra: ToolSet;
  constructor(private readonly tools: ToolSet) {
    this.extra = { fetchPageTool };
  }
  go(prompt: string) {
    return generateText({ model: openai("gpt-4o"), prompt, tools: { ...this.tools, ...this.extra, ...CONFIG.tools } });
  }
}
const CONFIG = { tools: { docs: createSearchTool({ index: "docs" }) } };
`,
        "app.ts": `import { createSearchTool } from "@acme/search-tools";
import { Runner, run } from "./runner.js";
export const answer = () => run({ prompt: "Find the docs.", tools: { search: createSearchTool({ index: "web" }) } });
export const runner = new Runner({ blog: createSearchTool({ index: "blog" }) });
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    expect(findingsOf(messages["runner.ts"])).toEqual([
      "unfollowed-tools/packaged@5:74-5:94",
      // A member written in the sink's file is said where it is written, here what the constructor assigns.
      "unfollowed-tools/packaged@10:20-10:33",
      "unfollowed-tools/packaged@13:69-13:82",
      "unfollowed-tools/packaged@16:27-16:68",
    ]);
    expect(messageOf(messages["runner.ts"])).toEqual([
      "`tools` is not checked: `createSearchTool()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createSearchTool` to `ignore`.",
      "`fetchPageTool` is not checked: the program has only the declaration of `fetchPageTool` in `@acme/search-tools`. If it is checked elsewhere, add `fetchPageTool` to `ignore`.",
      "`...this.tools` is not checked: `createSearchTool()` makes tools it holds, and the program has only the declarations of `@acme/search-tools`. If they are checked elsewhere, add `createSearchTool` to `ignore`.",
      "`docs` is not checked: `createSearchTool()` makes it, and the program has only the declarations of `@acme/search-tools`. If it is checked elsewhere, add `createSearchTool` to `ignore`.",
    ]);
  });

  it("is not said for a maker listed in the rule's ignore option", async () => {
    const { messages } = await lintProject(
      {
        "agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { createSearchTool, fetchPageTool } from "@acme/search-tools";
export const run = (prompt: string) => generateText({ model: openai("gpt-4o"), prompt, tools: { search: createSearchTool({ index: "docs" }), fetchPageTool } });
`,
      },
      { extraFiles: SEARCH_PACKAGE, rules: { "tool-schema/unfollowed-tools": ["warn", { ignore: ["createSearchTool"] }] } },
    );
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@4:142-4:155"]);
  });
});

describe("a Mastra agent given a package's tool", () => {
  it("says the member, and reads the program's own createTool", async () => {
    const { tools, messages } = await lintProject(
      {
        "agent.ts": `import { Agent } from "@mastra/core/agent";
import { createTool } from "@mastra/core/tools";
import { createVectorQueryTool } from "@acme/rag";
import { z } from "zod";
const own = createTool({ id: "lookup", description: "Look up an order by its id.", inputSchema: z.object({ id: z.string() }), execute: async () => "ok" });
const vectorQueryTool = createVectorQueryTool({ indexName: "docs" });
export const agent = new Agent({ id: "support", name: "Support", instructions: "Help.", model: "openai/gpt-4o", tools: { vectorQueryTool, own } });
`,
      },
      {
        extraFiles: RAG_PACKAGE,
      },
    );
    expect(toolLines(tools)).toEqual(["agent.ts:5 createTool() own", "agent.ts:7 new Agent() (no name)"]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@7:122-7:137"]);
    expect(messageOf(messages["agent.ts"])?.[0]).toBe(
      "`vectorQueryTool` is not checked: `createVectorQueryTool()` makes it, and the program has only the declarations of `@acme/rag`. If it is checked elsewhere, add `createVectorQueryTool` to `ignore`.",
    );
  });
});

describe("a Mastra agent whose tools are a function of the request", () => {
  it("says the member of what the function returns", async () => {
    const { messages } = await lintProject(
      {
        "agent.ts": `import { Agent } from "@mastra/core/agent";
import { createVectorQueryTool } from "@acme/rag";
const vectorQueryTool = createVectorQueryTool({ indexName: "docs" });
export const agent = new Agent({
  id: "support",
  name: "Support",
  instructions: "Help.",
  model: "openai/gpt-4o",
  tools: ({ requestContext }) => {
    console.log(requestContext);
    return { vectorQueryTool };
  },
});
`,
      },
      { extraFiles: RAG_PACKAGE },
    );
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@11:14-11:29"]);
  });
});

describe("a workspace package seen through its built declarations", () => {
  it("says to map the package to its sources", async () => {
    const { messages } = await lintProject(
      {
        "apps/agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { createSearchTool } from "../packages/tools/dist/index.js";
export const run = (prompt: string) => generateText({ model: openai("gpt-4o"), prompt, tools: { search: createSearchTool({ index: "docs" }) } });
`,
      },
      {
        extraFiles: {
          "packages/tools/package.json": JSON.stringify({ name: "@repo/tools", version: "0.0.0", types: "dist/index.d.ts" }),
          "packages/tools/dist/index.d.ts": `import type { Tool } from "ai";
export declare function createSearchTool(options: { index: string }): Tool;
`,
        },
      },
    );
    expect(messageOf(messages["apps/agent.ts"])).toEqual([
      "`search` is not checked: `createSearchTool()` makes it, and the program has only the declarations of `@repo/tools`. Map `@repo/tools` to its sources in the tsconfig's `paths`.",
    ]);
  });

  it("names no package for a declaration file of the project itself", async () => {
    const { messages } = await lintProject(
      {
        "agent.ts": `import { generateText } from "ai";
import { openai } from "@ai-sdk/openai";
import { legacyTool } from "./legacy.js";
export const run = (prompt: string) => generateText({ model: openai("gpt-4o"), prompt, tools: { legacyTool } });
`,
      },
      { extraFiles: { "legacy.d.ts": `import type { Tool } from "ai";\nexport declare const legacyTool: Tool;\n` } },
    );
    expect(messageOf(messages["agent.ts"])).toEqual([
      "`legacyTool` is not checked: the program has only the declaration of `legacyTool` in legacy.d.ts. If it is checked elsewhere, add `legacyTool` to `ignore`.",
    ]);
  });
});

describe("LangChain tools of a package", () => {
  const SEARCH_CLASS = {
    "node_modules/@acme/langchain-search/package.json": JSON.stringify({ name: "@acme/langchain-search", version: "2.0.1", types: "index.d.ts" }),
    "node_modules/@acme/langchain-search/index.d.ts": `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export declare class WebSearch extends StructuredTool {
  name: string;
  description: string;
  schema: z.ZodObject<{ query: z.ZodString }>;
  protected _call(input: { query: string }): Promise<string>;
}
`,
  };
  const OWN = `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const lookup = tool(async ({ id }) => id, { name: "lookup_order", description: "Look up an order by its id.", schema: z.object({ id: z.string() }) });
`;

  it("says a package's tool class bound to a chat model, and reads the program's own", async () => {
    const { tools, messages } = await lintProject(
      {
        "own.ts": OWN,
        "model.ts": `import { ChatOpenAI } from "@langchain/openai";
import { WebSearch } from "@acme/langchain-search";
import { lookup } from "./own.js";
const model = new ChatOpenAI({ model: "gpt-4o" });
export const bound = model.bindTools([new WebSearch(), lookup]);
`,
      },
      { extraFiles: SEARCH_CLASS },
    );
    expect(toolLines(tools)).toEqual(["model.ts:5 model.bindTools() (no name)", "own.ts:3 tool() lookup_order"]);
    expect(findingsOf(messages["model.ts"])).toEqual(["unfollowed-tools/packaged@5:39-5:54"]);
    expect(messageOf(messages["model.ts"])?.[0]).toBe(
      "`new WebSearch()` is not checked: the program has only the declarations of `@acme/langchain-search` that make it. If it is checked elsewhere, add `WebSearch` to `ignore`.",
    );
  });

  it("says it in an agent's tools, and not a bindTools of the project's own class", async () => {
    const { messages } = await lintProject(
      {
        "own.ts": OWN,
        "agent.ts": `import { createAgent } from "langchain";
import { WebSearch } from "@acme/langchain-search";
import { lookup } from "./own.js";
class LocalModel {
  bindTools(tools: unknown[]) { return tools; }
}
export const agent = createAgent({ model: "openai:gpt-4o", tools: [lookup, new WebSearch()] });
export const local = new LocalModel().bindTools([new WebSearch()]);
`,
      },
      { extraFiles: SEARCH_CLASS },
    );
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@7:76-7:91"]);
  });

  it("says a tool two sinks of the file take once, at the first", async () => {
    const { messages } = await lintProject(
      {
        "graph.ts": `import { ChatAnthropic } from "@langchain/anthropic";
import { ChatOpenAI } from "@langchain/openai";
import { WebSearch } from "@acme/langchain-search";
const TOOLS = [new WebSearch()];
export const primary = new ChatOpenAI({ model: "gpt-4o" }).bindTools(TOOLS);
export const fallback = new ChatAnthropic({ model: "claude-sonnet-4-5" }).bindTools(TOOLS);
`,
      },
      { extraFiles: SEARCH_CLASS },
    );
    expect(findingsOf(messages["graph.ts"])).toEqual(["unfollowed-tools/packaged@4:16-4:31"]);
  });
  it("says it where LangGraph's prebuilt agent and tool node take it, and at a model of initChatModel()", async () => {
    const { messages } = await lintProject(
      {
        "own.ts": OWN,
        "tools.ts": `import { WebSearch } from "@acme/langchain-search";
import { lookup } from "./own.js";
export const TOOLS = [lookup, new WebSearch()];
`,
        "graph.ts": `import { ChatOpenAI } from "@langchain/openai";
import { createReactAgent, ToolNode } from "@langchain/langgraph/prebuilt";
import { WebSearch } from "@acme/langchain-search";
import { TOOLS } from "./tools.js";
export const agent = createReactAgent({ llm: new ChatOpenAI({ model: "gpt-4o" }), tools: [new WebSearch()] });
export const node = new ToolNode(TOOLS);
`,
        "universal.ts": `import { initChatModel } from "langchain/chat_models/universal";
import { WebSearch } from "@acme/langchain-search";
export async function bound() {
  const model = await initChatModel("gpt-4o", { modelProvider: "openai" });
  return model.bindTools([new WebSearch()]);
}
`,
      },
      { extraFiles: SEARCH_CLASS },
    );
    // The tool node's list is another file's: said at the argument that brings it in, as a set.
    expect(findingsOf(messages["graph.ts"])).toEqual(["unfollowed-tools/packaged@5:91-5:106", "unfollowed-tools/packaged@6:34-6:39"]);
    expect(messageOf(messages["graph.ts"])?.[1]).toBe(
      "`TOOLS` is not checked: `new WebSearch()` makes tools it holds, and the program has only the declarations of `@acme/langchain-search`. If they are checked elsewhere, add `WebSearch` to `ignore`.",
    );
    expect(findingsOf(messages["universal.ts"])).toEqual(["unfollowed-tools/packaged@5:27-5:42"]);
    expect(findingsOf(messages["tools.ts"])).toEqual([]);
  });
});

describe("an OpenAI Agents agent given a package's tool", () => {
  it("says it, and leaves OpenAI's hosted tools unsaid", async () => {
    const { tools, messages } = await lintProject(
      {
        "agent.ts": `import { Agent, tool, webSearchTool } from "@openai/agents";
import { createSearchTool } from "@acme/search-tools";
import { z } from "zod";
const lookup = tool({ name: "lookup_order", description: "Look up an order by its id.", parameters: z.object({ id: z.string() }), execute: async ({ id }) => id });
export const agent = new Agent({ name: "support", instructions: "Help.", tools: [lookup, webSearchTool(), createSearchTool({ index: "docs" }) as never] });
`,
      },
      { extraFiles: SEARCH_PACKAGE },
    );
    expect(toolLines(tools)).toEqual(["agent.ts:4 tool() lookup_order", "agent.ts:5 new Agent() (no name)"]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@5:107-5:151"]);
  });
});

describe("Genkit and ADK tools of a package", () => {
  it("says a package's tool a Genkit generate() takes, and not a registered name or the program's own", async () => {
    const { tools, messages } = await lintProject(
      {
        "flow.ts": `import { genkit, z } from "genkit";
import { searchTool } from "@acme/genkit-search";
const ai = genkit({});
const lookup = ai.defineTool({ name: "lookup_order", description: "Look up an order by its id.", inputSchema: z.object({ id: z.string() }) }, async ({ id }) => id);
export const run = () => ai.generate({ prompt: "Where is my order?", tools: [lookup, searchTool, "registered_elsewhere"] });
`,
      },
      {
        extraFiles: {
          "node_modules/@acme/genkit-search/package.json": JSON.stringify({ name: "@acme/genkit-search", version: "0.4.0", types: "index.d.ts" }),
          "node_modules/@acme/genkit-search/index.d.ts": `import type { ToolAction } from "genkit";
export declare const searchTool: ToolAction;
`,
        },
      },
    );
    expect(toolLines(tools)).toEqual(["flow.ts:4 ai.defineTool() lookup_order", "flow.ts:5 ai.generate() (no name)"]);
    expect(messageOf(messages["flow.ts"])).toEqual([
      "`searchTool` is not checked: the program has only the declaration of `searchTool` in `@acme/genkit-search`. If it is checked elsewhere, add `searchTool` to `ignore`.",
    ]);
  });

  it("says a package's tool an ADK agent takes, and not ADK's own", async () => {
    const ADK = path.join(import.meta.dirname, "..", "..", "wire", "adk", "node_modules", "@google", "adk");
    const { messages } = await lintProject(
      {
        "agent.ts": `import { GOOGLE_SEARCH, LlmAgent } from "@google/adk";
import { WeatherTool } from "@acme/adk-weather";
export const agent = new LlmAgent({ name: "assistant", model: "gemini-2.5-flash", tools: [GOOGLE_SEARCH, new WeatherTool()] });
`,
      },
      {
        links: { "node_modules/@google/adk": ADK },
        extraFiles: {
          "node_modules/@acme/adk-weather/package.json": JSON.stringify({ name: "@acme/adk-weather", version: "1.0.0", types: "index.d.ts" }),
          "node_modules/@acme/adk-weather/index.d.ts": `import { BaseTool } from "@google/adk";
export declare class WeatherTool extends BaseTool {
  constructor();
}
`,
        },
      },
    );
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@3:106-3:123"]);
  });
});

describe("LlamaIndex tools of a package", () => {
  // @llamaindex/tools as its 0.1.12 declarations have it: tools of its own, and an MCP client's and an OpenAPI spec's listed at run time.
  const TOOLS_PACKAGE = {
    "node_modules/@llamaindex/tools/package.json": JSON.stringify({ name: "@llamaindex/tools", version: "0.1.12", types: "index.d.ts" }),
    "node_modules/@llamaindex/tools/index.d.ts": `import type { BaseToolWithCall } from "@llamaindex/core/llms";
import type { FunctionTool } from "@llamaindex/core/tools";
export declare const wiki: () => FunctionTool<{ query: string; lang?: string }, string>;
export declare class MCPClient {
  constructor(options: { command: string });
  tools(): Promise<BaseToolWithCall[]>;
}
export declare function mcp(options: { command: string }): MCPClient;
export declare const getOpenAPIActionTools: (params: { openapiUri: string }) => Promise<FunctionTool<{ url: string }, string>[]>;
`,
  };
  const WORKFLOW = path.join(import.meta.dirname, "..", "..", "..", "node_modules", "llamaindex", "node_modules", "@llamaindex", "workflow");

  it("says a package's tool an agent and an LLM's chat take, and not the program's own nor an MCP server's or an OpenAPI spec's", async () => {
    const { tools, messages } = await lintProject(
      {
        "agent.ts": `import { agent } from "@llamaindex/workflow";
import { OpenAI } from "@llamaindex/openai";
import { getOpenAPIActionTools, mcp, wiki } from "@llamaindex/tools";
import { tool } from "llamaindex";
import { z } from "zod";

const lookup = tool({ name: "lookup_order", description: "Look up an order by its id.", parameters: z.object({ id: z.string() }), execute: ({ id }) => id });
const fromServer = await mcp({ command: "server" }).tools();
const fromSpec = await getOpenAPIActionTools({ openapiUri: "https://example.com/openapi.json" });
const llm = new OpenAI({ model: "gpt-4o" });
export const support = agent({ llm, tools: [lookup, wiki(), ...fromServer, ...fromSpec] });
export const answer = () => llm.chat({ messages: [{ role: "user", content: "Who?" }], tools: [wiki(), lookup] });
`,
      },
      { links: { "node_modules/@llamaindex/workflow": WORKFLOW }, extraFiles: TOOLS_PACKAGE },
    );
    expect(toolLines(tools)).toEqual(["agent.ts:7 tool() lookup_order", "agent.ts:11 agent() (no name)", "agent.ts:12 llm.chat() (no name)"]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["unfollowed-tools/packaged@11:53-11:59", "unfollowed-tools/packaged@12:95-12:101"]);
    expect(messageOf(messages["agent.ts"])?.[0]).toBe(
      "`wiki()` is not checked: the program has only the declarations of `@llamaindex/tools` that make it. If it is checked elsewhere, add `wiki` to `ignore`.",
    );
  });
});
