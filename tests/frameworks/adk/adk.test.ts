import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// Google ADK tools, one small file per case, all linted as one project. `expected` lists every message
// of the file as `rule@line:column message`; an empty list is a valid case. `@google/adk` is installed
// apart (tests/wire/adk, its OpenTelemetry peer conflicts with Genkit's): the project links it under
// its node_modules, so the checker sees ADK's real types (and its own @google/genai and zod behind them).
const ADK = path.join(import.meta.dirname, "..", "..", "wire", "adk", "node_modules", "@google", "adk");

const CASES: readonly { readonly file: string; readonly code: string; readonly expected: readonly string[] }[] = [
  {
    file: "valid-zod.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const weather = new FunctionTool({
  name: "get_weather",
  description: "Current weather for a city",
  parameters: z.object({ city: z.string().min(2), days: z.number().int().min(1).max(7).optional(), unit: z.enum(["c", "f"]).nullable() }),
  execute: ({ city }) => city,
});
`,
    expected: [],
  },
  {
    file: "valid-schema.ts",
    code: `import { FunctionTool } from "@google/adk";
import { Type } from "@google/genai";

export const lookup = new FunctionTool({
  name: "lookup",
  description: "Look up a record",
  parameters: { type: Type.OBJECT, properties: { id: { type: Type.STRING } }, required: ["id"] },
  execute: () => "found",
});
`,
    expected: [],
  },
  {
    file: "execute-name.ts",
    code: `import { FunctionTool } from "@google/adk";

export const ping = new FunctionTool({
  description: "Check the service is up",
  execute: function ping() {
    return "pong";
  },
});

const notify_team = () => "notified";
export const notify = new FunctionTool({ description: "Notify the team", execute: notify_team });
`,
    expected: [],
  },
  {
    file: "long-running.ts",
    code: `import { LongRunningFunctionTool } from "@google/adk";
import { z } from "zod";

export const exportReport = new LongRunningFunctionTool({
  name: "export_report",
  description: "Export a report",
  parameters: z.object({ format: z.enum(["pdf", "csv"]) }),
  execute: () => ({ status: "pending" }),
});
`,
    expected: [],
  },
  {
    file: "name.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const send = new FunctionTool({ name: "send email", description: "Send an email", parameters: z.object({ to: z.string() }), execute: () => "sent" });
`,
    expected: [
      "invalid-name@4:46 Tool name \"send email\" is rejected by Gemini's parameters field via Google ADK: it may use only letters, digits, `_`, `.`, `:` and `-`, starting with a letter or `_`. Rename it, e.g. \"send_email\".",
    ],
  },
  {
    file: "exclusive.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const resize = new FunctionTool({
  name: "resize",
  description: "Resize the image",
  parameters: z.object({ width: z.number().gt(0) }),
  execute: () => "resized",
});
`,
    expected: [
      "unsupported-keyword@7:44 Field \"width\" uses \"exclusiveMinimum\", which fails the request to Gemini's parameters field via Google ADK. Remove the check that adds it, and state the rule in the description.",
    ],
  },
  {
    file: "record.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const tag = new FunctionTool({
  name: "tag_items",
  description: "Tag items with scores",
  parameters: z.object({ scores: z.record(z.string(), z.number()) }),
  execute: () => "tagged",
});
`,
    expected: [
      "silent-transform@7:36 On the way to Gemini's parameters field, ADK's zod conversion drops the value schema of properties.scores (\"additionalProperties\"). Make sure the handler copes with it.",
    ],
  },
  {
    file: "literal-closed.ts",
    code: `import { FunctionTool } from "@google/adk";
import type { Schema } from "@google/genai";

const schema = { type: "object", properties: { query: { type: "string" } }, additionalProperties: false };

export const search = new FunctionTool({ name: "search_docs", description: "Search the docs", parameters: schema as Schema, execute: () => [] });
`,
    expected: [
      "silent-transform@4:77 On the way to Gemini's parameters field, @google/genai (processJsonSchema) drops \"additionalProperties\" from the root. Make sure the handler copes with it.",
    ],
  },
  {
    file: "json-schema.ts",
    code: `import { FunctionTool } from "@google/adk";
import type { Schema } from "@google/genai";

const schema = { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties: { q: { type: "string", minLength: 1 } }, required: ["q"] };

export const query = new FunctionTool({ name: "query", description: "Run a query", parameters: schema as Schema, execute: () => [] });
`,
    expected: [],
  },
  {
    file: "date.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const book = new FunctionTool({ name: "book_slot", description: "Book a slot", parameters: z.object({ at: z.date() }), execute: () => "booked" });
`,
    expected: [
      "unsendable-tool@4:114 This tool never reaches Gemini's parameters field: ADK's zod conversion throws \"Date cannot be represented in JSON Schema\" each time an agent builds a request (FunctionTool._getDeclaration converts the schema then): use z.iso.datetime().",
    ],
  },
  {
    file: "union.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod";

export const pick = new FunctionTool({
  name: "pick_one",
  description: "Pick by id or by email",
  // @ts-expect-error ADK's parameters take a zod object, not a union.
  parameters: z.union([z.object({ id: z.string() }), z.object({ email: z.string() })]),
  execute: () => "picked",
});
`,
    expected: [
      "root-not-object@8:17 The schema root is a union (\"anyOf\"), not an object, which fails the request to Gemini's parameters field via Google ADK. Use a z.object() root with the union in a property.",
    ],
  },
  {
    file: "zod3.ts",
    code: `import { FunctionTool } from "@google/adk";
import { z } from "zod3";

export const legacy = new FunctionTool({
  name: "legacy_search",
  description: "Search with a zod 3 schema",
  parameters: z.object({ query: z.string(), page: z.number().int().optional(), tag: z.string().nullable() }),
  execute: () => [],
});
`,
    expected: [],
  },
  {
    file: "agent-tool.ts",
    code: `import { AgentTool, LlmAgent } from "@google/adk";
import { z } from "zod";

const researcher = new LlmAgent({ name: "researcher", description: "Research a topic and report", model: "gemini-2.5-flash" });
export const research = new AgentTool({ agent: researcher });

const pricer = new LlmAgent({ name: "pricer", description: "Price an item", model: "gemini-2.5-flash", inputSchema: z.object({ item: z.string(), qty: z.number().gt(0) }) });
export const price = new AgentTool({ agent: pricer });

declare function makeAgent(): LlmAgent;
export const unknown = new AgentTool({ agent: makeAgent() });
`,
    expected: [
      'unsupported-keyword@7:162 Field "qty" uses "exclusiveMinimum", which fails the request to Gemini\'s parameters field via Google ADK. Remove the check that adds it, and state the rule in the description.',
      "unresolved-schema@11:47 No schema findings for this tool: the agent is not a `new LlmAgent({ … })` the plugin can follow to its name and inputSchema.",
    ],
  },
  {
    file: "subclass.ts",
    code: `import { BaseTool } from "@google/adk";
import { Type, type FunctionDeclaration } from "@google/genai";

declare function makeDeclaration(name: string): FunctionDeclaration;

export class StockTool extends BaseTool {
  constructor() {
    super({ name: "check stock", description: "Check the stock of a product" });
  }

  override _getDeclaration(): FunctionDeclaration {
    return { name: this.name, description: this.description, parameters: { type: Type.OBJECT, properties: { sku: { type: Type.STRING, pattern: "^[A-Z]{3}$" } } } };
  }

  override async runAsync(): Promise<unknown> {
    return true;
  }
}

export class SearchTool extends BaseTool {
  constructor() {
    super({ name: "search", description: "Search" });
  }

  override _getDeclaration(): FunctionDeclaration {
    return makeDeclaration(this.name);
  }

  override async runAsync(): Promise<unknown> {
    return [];
  }
}

// No declaration: BaseTool's own returns undefined, so nothing is sent.
export class Grounding extends BaseTool {
  constructor() {
    super({ name: "grounding", description: "Ground the answer" });
  }

  override async runAsync(): Promise<unknown> {
    return undefined;
  }
}
`,
    expected: [
      'invalid-name@8:19 Tool name "check stock" is rejected by Gemini\'s parameters field via Google ADK: it may use only letters, digits, `_`, `.`, `:` and `-`, starting with a letter or `_`. Rename it, e.g. "check_stock".',
      "unresolved-schema@26:12 No schema findings for this tool: the tool definition `makeDeclaration(this.name)` is not an object literal.",
    ],
  },
];

const files = Object.fromEntries(CASES.map((c) => [c.file, c.code]));

describe("Google ADK", () => {
  const project = lintProject(files, { links: { "node_modules/@google/adk": ADK } });

  it.each(CASES.map((c) => [c.file, c] as const))("%s", async (file, c) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(c.expected);
  });

  it("finds both forms, names a tool after its execute function, and reads each input's route", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual(FOUND);
  });

  it("sends zod 4 as ADK's openapi-3.0 conversion writes it, and a literal with $schema to parametersJsonSchema", async () => {
    const { tools } = await project;
    const views = (name: string) => Object.fromEntries(tools.find((t) => t.name === name)!.destinations.map((d) => [d.target, d.schema]));
    // Counts as strings, bounds as zod writes them, `.nullable()` as `nullable: true`, no additionalProperties.
    expect(views("get_weather")).toEqual({
      "google-parameters": {
        type: "object",
        properties: { city: { type: "string", minLength: "2" }, days: { type: "integer", minimum: 1, maximum: 7 }, unit: { nullable: true, type: "string", enum: ["c", "f"] } },
        required: ["city", "unit"],
      },
    });
    expect(views("resize")["google-parameters"]).toEqual({ type: "object", properties: { width: { type: "number", minimum: 0, exclusiveMinimum: true } }, required: ["width"] });
    expect(views("ping")).toEqual({ "google-parameters": { type: "object", properties: {} } });
    expect(Object.keys(views("query"))).toEqual(["google"]);
    // zod 3 through zod-to-json-schema's openApi3 target and ADK's postProcess: `.nullable()` as nullable, safe-integer bounds.
    expect(views("legacy_search")["google-parameters"]).toEqual({
      type: "object",
      properties: { query: { type: "string" }, page: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 }, tag: { type: "string", nullable: true } },
      required: ["query", "tag"],
    });
    expect(views("researcher")).toEqual({ "google-parameters": { type: "object", properties: { request: { type: "string" } }, required: ["request"] } });
  });
});

/** Every tool of the project, with and without ADK's types: `[file, line, name, form, route]`. */
const FOUND = [
  // An AgentTool is named after its agent, its input the agent's inputSchema or ADK's own `request` string.
  ["agent-tool.ts", 5, "researcher", "new AgentTool()", "framework"],
  ["agent-tool.ts", 8, "pricer", "new AgentTool()", "zod"],
  ["agent-tool.ts", 11, null, "new AgentTool()", "unresolved"],
  ["date.ts", 4, "book_slot", "new FunctionTool()", "none"],
  ["exclusive.ts", 4, "resize", "new FunctionTool()", "zod"],
  ["execute-name.ts", 3, "ping", "new FunctionTool()", "none"],
  ["execute-name.ts", 11, "notify_team", "new FunctionTool()", "none"],
  ["json-schema.ts", 6, "query", "new FunctionTool()", "literal"],
  ["literal-closed.ts", 6, "search_docs", "new FunctionTool()", "literal"],
  ["long-running.ts", 4, "export_report", "new LongRunningFunctionTool()", "zod"],
  ["name.ts", 4, "send email", "new FunctionTool()", "zod"],
  ["record.ts", 4, "tag_items", "new FunctionTool()", "zod"],
  // A BaseTool subclass is named by its constructor's `super` call; one without _getDeclaration() holds no tool.
  ["subclass.ts", 6, "check stock", "class extends BaseTool", "literal"],
  ["subclass.ts", 20, "search", "class extends BaseTool", "unresolved"],
  ["union.ts", 4, "pick_one", "new FunctionTool()", "zod"],
  ["valid-schema.ts", 4, "lookup", "new FunctionTool()", "literal"],
  ["valid-zod.ts", 4, "get_weather", "new FunctionTool()", "zod"],
  ["zod3.ts", 4, "legacy_search", "new FunctionTool()", "zod3"],
];

describe("Google ADK without its types", () => {
  // The user's checkout has no @google/adk types (not installed, or mapped away): recognition goes by the
  // import specifier, and the inputs are read from zod and the literals as before.
  const project = lintProject(files, { withoutTypes: ["@google/adk"] });

  it("finds the same tools with the same messages", async () => {
    const { tools, messages } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual(FOUND);
    for (const c of CASES) expect(describeMessages(messages[c.file] ?? []), c.file).toEqual(c.expected);
  });
});

describe("the example, where @google/adk is not installed", () => {
  // examples/ has no @google/adk (nor has the root): the tools are found by the import specifier alone.
  const example = readFileSync(path.join(import.meta.dirname, "..", "..", "..", "examples", "src", "frameworks", "adk.ts"), "utf8");
  const project = lintProject({ "adk.ts": example });

  it("finds its tools and their findings", async () => {
    const { tools, messages } = await project;
    expect(tools.map((t) => [t.line, t.name, t.form, t.route])).toEqual([
      [12, "quote_shipping", "new FunctionTool()", "zod"],
      [20, "update_stock", "new FunctionTool()", "zod"],
      [28, "track_parcel", "new LongRunningFunctionTool()", "literal"],
    ]);
    expect(describeMessages(messages["adk.ts"] ?? [])).toEqual([
      // Said by the plugin itself, once: the example leaves the package out on purpose (its ESLint config ignores it).
      "project-setup@1:65 1 file(s) import packages that are not installed (@google/adk): their tools are found by the imports alone, and schemas that need those types are not read. Add @google/adk to the dependencies and install it: no package.json above that file lists it.",
      'unsupported-keyword@15:72 Field "weightKg" uses "exclusiveMinimum", which fails the request to Gemini\'s parameters field via Google ADK. Remove the check that adds it, and state the rule in the description.',
      'silent-transform@23:36 On the way to Gemini\'s parameters field, ADK\'s zod conversion drops the value schema of properties.levels ("additionalProperties"). Make sure the handler copes with it.',
    ]);
  });
});
