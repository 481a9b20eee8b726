import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../frameworks/harness.js";

/**
 * Tool sets assembled from several modules, followed through the type checker: spreads, `const`s,
 * imports and classes, with the real ESLint, parser and program (rule tables for one file are in
 * duplicate-tool-name.test.ts and too-many-tools.test.ts).
 */

const warlockTypes = `declare module "@warlock.js/ai" { export const ai: { tool(def: object): unknown }; }`;
const warlockTool = (name: string) => `ai.tool({ name: "${name}", description: "d", execute: async () => 1 })`;
const warlockModule = (exported: string, names: readonly string[]) =>
  `import { ai } from "@warlock.js/ai";\nexport const ${exported} = [\n${names.map((n) => `  ${warlockTool(n)},\n`).join("")}];\n`;

function setMessages(messages: Readonly<Record<string, readonly { ruleId: string | null }[]>>, file: string): string[] {
  const wanted = new Set(["tool-schema/duplicate-tool-name", "tool-schema/too-many-tools"]);
  return describeMessages((messages[file] ?? []).filter((m) => wanted.has(m.ruleId ?? "")) as never);
}

describe("duplicate-tool-name across files", () => {
  it("follows spreads of imported arrays and reports at the spread that brings the second name", async () => {
    const { messages } = await lintProject({
      "types/warlock.d.ts": warlockTypes,
      "search-tools.ts": warlockModule("searchTools", ["search", "lookup"]),
      "mail-tools.ts": warlockModule("mailTools", ["send_mail", "search"]),
      "agent.ts": `import { searchTools } from "./search-tools.js";
import { mailTools } from "./mail-tools.js";
export const tools = [...searchTools, ...mailTools];
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      'duplicate-tool-name@3:39 Tool name "search" is already used in this array of tools by the tool at search-tools.ts:3: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
    // Each module on its own is fine.
    expect(setMessages(messages, "search-tools.ts")).toEqual([]);
    expect(setMessages(messages, "mail-tools.ts")).toEqual([]);
  });

  it("follows imported tools, local consts and re-exports, and reports a written name at the name", async () => {
    const { messages } = await lintProject({
      "types/warlock.d.ts": warlockTypes,
      "weather.ts": `import { ai } from "@warlock.js/ai";\nexport const weather = ${warlockTool("weather")};\n`,
      "index.ts": `export { weather as forecast } from "./weather.js";\n`,
      "agent.ts": `import { ai } from "@warlock.js/ai";
import { forecast } from "./index.js";
const local = forecast;
export const tools = [
  local,
  ${warlockTool("weather")},
];
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      'duplicate-tool-name@6:19 Tool name "weather" is already used in this array of tools by the tool at weather.ts:2: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });

  it("says which tool an object of tools loses when a spread and a key share a name", async () => {
    const { messages } = await lintProject({
      "weather-tools.ts": `import { tool } from "ai";
import { z } from "zod";
export const weatherTools = {
  forecast: tool({ description: "Forecast for a city.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 }),
};
`,
      "agent.ts": `import { tool } from "ai";
import { z } from "zod";
import { weatherTools } from "./weather-tools.js";
export const tools = {
  ...weatherTools,
  forecast: tool({ description: "Forecast by coordinates.", inputSchema: z.object({ lat: z.number() }), execute: async () => 1 }),
};
// The same tools spread twice: each key still holds one tool.
export const again = { ...weatherTools, ...weatherTools };
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      'duplicate-tool-name@6:3 The tool "forecast" here replaces the one at weather-tools.ts:4 in this tools object: an object keeps one tool per key, so that one is never sent. Give each tool its own key.',
    ]);
  });

  it("follows `new` of an imported StructuredTool subclass into a LangChain array", async () => {
    const { messages } = await lintProject({
      "search-tool.ts": `import { StructuredTool } from "@langchain/core/tools";
import { z } from "zod";
export class SearchTool extends StructuredTool {
  name = "search";
  description = "Search the catalogue.";
  schema = z.object({ query: z.string() });
  async _call() { return ""; }
}
`,
      "agent.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
import { SearchTool } from "./search-tool.js";
const search = tool(async () => "", { name: "search", description: "Search the web.", schema: z.object({ q: z.string() }) });
export const tools = [new SearchTool(), search];
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      'duplicate-tool-name@4:45 Tool name "search" is already used in this array of tools by the tool at search-tool.ts:4: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });

  it("follows a const holding a framework's `new DynamicStructuredTool({…})` placed twice", async () => {
    const { messages } = await lintProject({
      "agent.ts": `import { DynamicStructuredTool } from "@langchain/core/tools";
import { z } from "zod";
const search = new DynamicStructuredTool({ name: "search", description: "Search.", schema: z.object({ q: z.string() }), func: async () => "" });
const lookup = new DynamicStructuredTool({ name: "lookup", description: "Look up.", schema: z.object({ id: z.string() }), func: async () => "" });
export const tools = [search, lookup, search];
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      'duplicate-tool-name@5:39 Tool name "search" is already used in this array of tools by the tool at line 3: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });

  it("leaves a pair inside one spread source to that source's file, and ends on import cycles", async () => {
    const { messages } = await lintProject({
      "types/warlock.d.ts": warlockTypes,
      "both.ts": warlockModule("both", ["search", "search"]),
      "a.ts": `import { b } from "./b.js";\nimport { ai } from "@warlock.js/ai";\nexport const a: unknown[] = [${warlockTool("x")}, ...b];\n`,
      "b.ts": `import { a } from "./a.js";\nimport { ai } from "@warlock.js/ai";\nexport const b: unknown[] = [${warlockTool("y")}, ...a];\n`,
      "agent.ts": `import { both } from "./both.js";\nexport const tools = [...both];\n`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([]);
    expect(setMessages(messages, "both.ts")).toEqual([
      'duplicate-tool-name@4:19 Tool name "search" is already used by the tool on line 3 of this array of tools: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
    // a = [x, ...b] and b = [y, ...a]: each set sees the other's tool once, then the cycle ends.
    expect(setMessages(messages, "a.ts")).toEqual([]);
    expect(setMessages(messages, "b.ts")).toEqual([]);
  });
});

describe("duplicate-tool-name reports each pair once", () => {
  it("when a framework's own set and the literals it is written in both hold the pair", async () => {
    const { messages } = await lintProject({
      "requests.ts": `import OpenAI from "openai";
import { GoogleGenAI } from "@google/genai";
const openai = new OpenAI();
const genai = new GoogleGenAI({});
const search = { type: "function" as const, name: "search", parameters: { type: "object", properties: {}, additionalProperties: false }, strict: true };
void openai.responses.create({ model: "m", input: "x", tools: [...[search], ...[{ ...search }]] });
void genai.models.generateContent({
  model: "m",
  contents: "x",
  config: { tools: [{ functionDeclarations: [{ name: "lookup" }, { name: "lookup" }] }] },
});
`,
    });
    expect(setMessages(messages, "requests.ts")).toEqual([
      // The copy `{ ...search }` takes its name from the const, so the name written is the one underlined.
      'duplicate-tool-name@5:51 Tool name "search" is already used by the tool on line 5 of this tools array: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
      'duplicate-tool-name@10:74 Tool name "lookup" is already used by the tool on line 10 of this `tools` array: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });
});

describe("too-many-tools across files", () => {
  it("counts the tools a set takes in from other modules", async () => {
    const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}_${i}`);
    const { messages } = await lintProject({
      "types/warlock.d.ts": warlockTypes,
      "crm.ts": warlockModule("crmTools", names("crm", 70)),
      "billing.ts": warlockModule("billingTools", names("billing", 70)),
      "agent.ts": `import { crmTools } from "./crm.js";
import { billingTools } from "./billing.js";
import { ai } from "@warlock.js/ai";
export const tools = [...crmTools, ...billingTools, ${warlockTool("help")}];
`,
    });
    expect(setMessages(messages, "agent.ts")).toEqual([
      "too-many-tools@4:22 This array of tools holds 141 tools, but a request to OpenAI strict mode and Gemini takes at most 128, so it fails. Split the tools between agents, or load them on demand.",
    ]);
    expect(setMessages(messages, "crm.ts")).toEqual([]);
  });
});

describe("duplicate-tool-name through a Map the program keys by name", () => {
  // A low-level server of the program: `registerTool` keeps each definition in a Map by its name, and
  // the tools/list handler lists the Map's values.
  const server = (setKey: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { zodToJsonSchema } from "zod-to-json-schema";
export interface ToolDefinition { name: string; description: string; inputSchema: z.ZodObject<z.ZodRawShape> }
export class LogServer {
  private readonly server = new Server({ name: "logs", version: "1.0.0" }, { capabilities: { tools: {} } });
  private readonly tools = new Map<string, ToolDefinition>();
  constructor() {
    this.server.setRequestHandler(ListToolsRequestSchema, async () => {
      const tools: Tool[] = [];
      for (const [, definition] of this.tools) {
        tools.push({ name: definition.name, description: definition.description, inputSchema: zodToJsonSchema(definition.inputSchema) as Tool["inputSchema"] });
      }
      return { tools };
    });
  }
  registerTool(definition: ToolDefinition) {
    this.tools.set(${setKey}, definition);
  }
}
`;
  const toolFile = (description: string) => `import { z } from "zod";
import type { LogServer, ToolDefinition } from "./server.js";
const findErrors: ToolDefinition = {
  name: "find_error_logs",
  description: "${description}",
  inputSchema: z.object({ query: z.string() }),
};
export const register = (server: LogServer) => server.registerTool(findErrors);
`;
  const main = `import { LogServer } from "./server.js";
import { register as registerLoki } from "./loki.js";
import { register as registerSift } from "./sift.js";
const server = new LogServer();
registerLoki(server);
registerSift(server);
`;

  it("says only the one added last is listed, naming neither as lost", async () => {
    const { messages } = await lintProject({ "server.ts": server("definition.name"), "loki.ts": toolFile("Finds error logs in Loki"), "sift.ts": toolFile("Finds error patterns with Sift"), "main.ts": main });
    expect(setMessages(messages, "sift.ts")).toEqual([
      'duplicate-tool-name@4:9 Tool name "find_error_logs" is used here and at loki.ts:4 in MCP server `this.server`: the program keeps them in `this.tools` by name, so only the one added last is listed. Rename one of them.',
    ]);
    expect(setMessages(messages, "loki.ts")).toEqual([]);
  });

  it("keeps saying the request can be rejected when the Map is keyed otherwise", async () => {
    const { messages } = await lintProject({ "server.ts": server("`${definition.name}-${this.tools.size}`"), "loki.ts": toolFile("Finds error logs in Loki"), "sift.ts": toolFile("Finds error patterns with Sift"), "main.ts": main });
    expect(setMessages(messages, "sift.ts")).toEqual([
      'duplicate-tool-name@4:9 Tool name "find_error_logs" is already used in MCP server `this.server` by the tool at loki.ts:4: the request can be rejected, and the model cannot tell the two apart. Rename one of them.',
    ]);
  });
});
