import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// Tool classes as an mcp-framework server's tools/ folder holds them (zod 3: its peer is zod@3.x).
const TOOLS = `import { MCPTool } from "mcp-framework";
import { z } from "zod/v3";

export class SearchDocs extends MCPTool {
  name = "search_docs";
  description = "Searches the documentation";
  schema = z.object({
    query: z.string().min(2).max(80).regex(/^\\w+$/).describe("What to look for"),
    limit: z.number().int().positive().max(50).default(10).describe("How many results"),
    kind: z.enum(["page", "api"]).optional().describe("What kind of document"),
    since: z.union([z.string(), z.number()]).nullable().describe("A date or a timestamp"),
    exact: z.literal(true).describe("Only exact matches"),
  });
  async execute() {
    return "";
  }
}

export class CreateEvent extends MCPTool {
  name = "create_event";
  description = "Creates a calendar event";
  schema = z.object({
    place: z.object({ city: z.string().describe("The city"), room: z.string().optional().describe("The room") }).describe("Where"),
    guests: z.array(z.object({ email: z.string().email(), note: z.string().optional() })).describe("Who comes"),
    labels: z.record(z.string()).describe("Labels by name"),
    at: z.number().gt(0).lt(24).describe("Hour of the day"),
  });
  async execute() {
    return "";
  }
}

export class GetWeather extends MCPTool<{ city: string; units?: "c" | "f"; days: number; near: { lat: number } }> {
  name = "get_weather";
  description = "Gets the weather";
  schema = {
    city: { type: z.string().min(1), description: "The city" },
    units: { type: z.enum(["c", "f"]).optional(), description: "Units" },
    days: { type: z.number().int().default(1), description: "How many days" },
    near: { type: z.object({ lat: z.number() }), description: "Near a point" },
    code: { type: z.literal(7), description: "A code" },
  };
  async execute() {
    return "";
  }
}

export class Empty extends MCPTool {
  name = "ping";
  description = "Checks that the server answers";
  schema = {};
  async execute() {
    return "pong";
  }
}
`;

// A project's own base classes: each concrete class built on them is a tool, with the members it inherits.
const GIT = `import { MCPTool } from "mcp-framework";
import { z } from "zod/v3";

export abstract class GitTool extends MCPTool {
  description = "Runs a git command";
  schema = z.object({ path: z.string().describe("Repository path") });
}

export abstract class GitRefTool extends GitTool {
  override schema = z.object({ path: z.string().describe("Repository path"), ref: z.string().describe("A branch or commit") });
}

export class GitStatus extends GitTool {
  name = "git_status";
  async execute() {
    return "";
  }
}

export class GitCheckout extends GitRefTool {
  get name() {
    return "git_checkout";
  }
  async execute() {
    return "";
  }
}
`;

const SUBCLASS = `import { GitTool } from "./git.js";

export class GitLog extends GitTool {
  name = "git log";
  async execute() {
    return "";
  }
}
`;

// What mcp-framework throws on when it loads a tool, and what it cannot be told from.
// The tools/ folder's usual file: one default-exported class, here without a name.
const DEFAULT_EXPORT = `import { MCPTool } from "mcp-framework";
import { z } from "zod/v3";

export default class extends MCPTool {
  name = "list_files";
  description = "Lists the files of a folder";
  schema = { folder: { type: z.string(), description: "The folder" } };
  async execute() {
    return "";
  }
}
`;

const BROKEN = `import { MCPTool } from "mcp-framework";
import { z } from "zod/v3";
import { z as z4 } from "zod";

export class AddNote extends MCPTool {
  name = "add_note";
  description = "Adds a note";
  schema = z.object({ text: z.string(), meta: z.object({ author: z.string() }).describe("Who wrote it") });
  async execute() {
    return "";
  }
}

export class TagPage extends MCPTool {
  name = "tag_page";
  description = "Tags a page";
  schema = { tag: z.string() };
  async execute() {
    return "";
  }
}

export class Refined extends MCPTool {
  name = "refined";
  description = "Refined input";
  schema = z.object({ a: z.string().describe("A") }).refine((v) => v.a.length > 0);
  async execute() {
    return "";
  }
}

export class ZodFour extends MCPTool {
  name = "zod_four";
  description = "A zod 4 schema";
  schema = z4.object({ a: z4.string().describe("A") });
  async execute() {
    return "";
  }
}

export class SendEmail extends MCPTool {
  name = "send email";
  description = "Sends an email";
  schema = z.object({ to: z.string().email().describe("The address") });
  async execute() {
    return "";
  }
}

// Not a tool: a class of the project's own named like mcp-framework's.
class MCPTool2 {}
export class NotATool extends MCPTool2 {
  name = "not_a_tool";
}

export class FeedFour extends MCPTool {
  name = "get_feed";
  description = "Reads the feed";
  schema = {
    limit: { type: z4.number().optional(), description: "How many" },
    cursor: { type: z4.string().optional(), description: "Where to start" },
  };
  async execute() {
    return "";
  }
}
`;

/** What mcp-framework 0.2.22 lists for each tool (checked against the real package in tests/wire/mcp-framework). */
const LISTED: readonly (readonly [name: string, schema: Record<string, unknown>])[] = [
  [
    "search_docs",
    {
      type: "object",
      properties: {
        query: { type: "string", description: "What to look for", minLength: 2, maxLength: 80, pattern: "^\\w+$" },
        // `.positive()`: draft-04's boolean exclusiveMinimum, then `minimum: 1`; a default alone stays required.
        limit: { type: "integer", description: "How many results", default: 10, minimum: 1, exclusiveMinimum: true, maximum: 50 },
        kind: { type: "string", description: "What kind of document", enum: ["page", "api"] },
        // A union is a string; nullable makes it optional.
        since: { type: "string", description: "A date or a timestamp" },
        exact: { type: "boolean", description: "Only exact matches" },
      },
      required: ["query", "limit", "exact"],
    },
  ],
  [
    "create_event",
    {
      type: "object",
      properties: {
        place: { type: "object", description: "Where", properties: { city: { type: "string", description: "The city" }, room: { type: "string", description: "The room" } }, required: ["city"] },
        guests: { type: "array", description: "Who comes", items: { type: "object", properties: { email: { type: "string", format: "email" }, note: { type: "string" } }, required: ["email"] } },
        labels: { type: "string", description: "Labels by name" },
        at: { type: "number", description: "Hour of the day", minimum: 1, exclusiveMinimum: true, maximum: 24, exclusiveMaximum: true },
      },
      required: ["place", "guests", "labels", "at"],
    },
  ],
  [
    "get_weather",
    {
      type: "object",
      properties: {
        city: { type: "string", description: "The city" },
        units: { type: "string", description: "Units" },
        days: { type: "number", description: "How many days" },
        near: { type: "object", description: "Near a point" },
        code: { type: "string", description: "A code" },
      },
      required: ["city", "near", "code"],
    },
  ],
  ["ping", { type: "object", properties: {} }],
  ["list_files", { type: "object", properties: { folder: { type: "string", description: "The folder" } }, required: ["folder"] }],
  ["git_status", { type: "object", properties: { path: { type: "string", description: "Repository path" } }, required: ["path"] }],
  [
    "git_checkout",
    { type: "object", properties: { path: { type: "string", description: "Repository path" }, ref: { type: "string", description: "A branch or commit" } }, required: ["path", "ref"] },
  ],
  ["git log", { type: "object", properties: { path: { type: "string", description: "Repository path" } }, required: ["path"] }],
  ["send email", { type: "object", properties: { to: { type: "string", description: "The address", format: "email" } }, required: ["to"] }],
  [
    "get_feed",
    { type: "object", properties: { limit: { type: "string", description: "How many" }, cursor: { type: "string", description: "Where to start" } }, required: ["limit", "cursor"] },
  ],
];

/** Every message, by file: `rule@line:column` and the start of the message. */
const MESSAGES: Readonly<Record<string, readonly string[]>> = {
  // `.positive()` and `.lt()` are listed as draft-04's boolean bounds, which Anthropic's draft 2020-12 check refuses: reported at them.
  "tools.ts": [
    'unsupported-keyword@9:29 Field "limit" has "exclusiveMinimum": true (draft-04), which fails the request to Anthropic via mcp-framework. Put the bound in "exclusiveMinimum" and drop "minimum".',
    'unsupported-keyword@26:20 Field "at" has "exclusiveMinimum": true (draft-04), which fails the request to Anthropic via mcp-framework. Put the bound in "exclusiveMinimum" and drop "minimum".',
    'unsupported-keyword@26:26 Field "at" has "exclusiveMaximum": true (draft-04), which fails the request to Anthropic via mcp-framework. Put the bound in "exclusiveMaximum" and drop "maximum".',
  ],
  "git.ts": [],
  "tools/list-files.ts": [],
  // The base class's tool is reported at the subclass that names it.
  "git-log.ts": ['invalid-name@4:10 Tool name "git log" is rejected by MCP clients, OpenAI, Anthropic and Gemini via mcp-framework'],
  "broken.ts": [
    'unsendable-tool@8:23 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: mcp-framework throws "Missing descriptions for fields in add_note: text, meta.author" when loaded or added: use .describe() on each field.',
    'unsendable-tool@17:19 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: mcp-framework throws "Invalid schema format in tool …: It looks like you passed a plain object with Zod types" when loaded, or on tools/list after addTool(): use z.object(',
    "unresolved-schema@26:12 No schema findings for this tool: `schema` is a zod 3 ZodEffects, not a z.object(): mcp-framework 0.2.22 then reads the instance as a field map",
    "unresolved-schema@35:12 No schema findings for this tool: `schema` is a zod 4 schema: mcp-framework 0.2.22 (zod 3) recognises only zod 3 instances of its own zod",
    'invalid-name@42:10 Tool name "send email" is rejected by MCP clients, OpenAI, Anthropic and Gemini via mcp-framework',
    // A field map whose types are zod 4: mcp-framework's instanceof checks of its own zod 3 all fail.
    'silent-transform@60:20 On the way to MCP clients, OpenAI, Anthropic and Gemini, mcp-framework lists "limit" and "cursor" as required strings, because their zod 4 `type` is none of its own zod 3\'s types (0.2.22; give them zod 3 types).',
  ],
};

describe("mcp-framework", () => {
  const project = lintProject({ "tools.ts": TOOLS, "git.ts": GIT, "git-log.ts": SUBCLASS, "broken.ts": BROKEN, "tools/list-files.ts": DEFAULT_EXPORT });

  it("finds every concrete class built on MCPTool, directly or through the project's own base classes, and nothing else", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.framework])).toEqual([
      ["broken.ts", 5, "add_note", "extends MCPTool", "mcp-framework"],
      ["broken.ts", 14, "tag_page", "extends MCPTool", "mcp-framework"],
      ["broken.ts", 23, "refined", "extends MCPTool", "mcp-framework"],
      ["broken.ts", 32, "zod_four", "extends MCPTool", "mcp-framework"],
      ["broken.ts", 41, "send email", "extends MCPTool", "mcp-framework"],
      ["broken.ts", 56, "get_feed", "extends MCPTool", "mcp-framework"],
      ["git-log.ts", 3, "git log", "extends MCPTool", "mcp-framework"],
      ["git.ts", 13, "git_status", "extends MCPTool", "mcp-framework"],
      ["git.ts", 20, "git_checkout", "extends MCPTool", "mcp-framework"],
      ["tools.ts", 4, "search_docs", "extends MCPTool", "mcp-framework"],
      ["tools.ts", 19, "create_event", "extends MCPTool", "mcp-framework"],
      ["tools.ts", 33, "get_weather", "extends MCPTool", "mcp-framework"],
      ["tools.ts", 48, "ping", "extends MCPTool", "mcp-framework"],
      ["tools/list-files.ts", 4, "list_files", "extends MCPTool", "mcp-framework"],
    ]);
  });

  it.each(LISTED)("lists %s as mcp-framework's own conversion does", async (name, schema) => {
    const { tools } = await project;
    const tool = tools.find((t) => t.name === name);
    expect([tool?.route, tool?.schema]).toEqual(["framework", schema]);
    expect(tool?.destinations.map((d) => d.target)).toEqual(["mcp", "openai", "anthropic", "google"]);
  });

  it.each(Object.entries(MESSAGES))("reports in %s what mcp-framework throws on or cannot be read, where it is written", async (file, expected) => {
    const said = describeMessages((await project).messages[file] ?? []);
    expect(said.map((message, i) => message.slice(0, expected[i]?.length ?? message.length))).toEqual(expected);
  });

  it("leaves unresolved, with the reason, what mcp-framework would list as the schema instance's own members", async () => {
    const { tools } = await project;
    expect(tools.filter((t) => t.route === "unresolved").map((t) => t.name)).toEqual(["refined", "zod_four"]);
  });
});

// The same classes under earlier releases, as each one's dist/tools/BaseTool.js converts them (run with
// zod 3.25.76 to write the expectations below): 0.2.15 and 0.2.16 share one file, 0.1.29 and 0.2.11 another.
const RELEASED = `import { MCPTool } from "mcp-framework";
import { z } from "zod/v3";

export class FieldMap extends MCPTool {
  name = "field_map";
  description = "A field map";
  schema = {
    city: { type: z.string(), description: "The city" },
    units: { type: z.enum(["c", "f"]).optional(), description: "Units" },
    days: { type: z.number().int().default(1), description: "Days" },
    near: { type: z.number().nullable(), description: "Near" },
    tag: z.string().describe("A tag"),
    raw: z.number(),
  };
  async execute() {
    return "";
  }
}

export class ZodObject extends MCPTool {
  name = "zod_object";
  description = "A zod object";
  schema = z.object({ text: z.string().describe("Text"), meta: z.object({ author: z.string() }).describe("Meta"), n: z.number().nullable().describe("N") });
  async execute() {
    return "";
  }
}
`;

const FIELDS = { city: { type: "string", description: "The city" }, units: { type: "string", description: "Units" }, days: { type: "string", description: "Days" }, near: { type: "string", description: "Near" }, tag: { type: "string", description: "A tag" }, raw: { type: "string" } };

describe.each([
  [
    "0.2.16",
    { type: "object", properties: FIELDS, required: ["city", "days", "near", "tag", "raw"] },
    // Nested fields' descriptions are not checked before 0.2.22.
    { type: "object", properties: { text: { type: "string", description: "Text" }, meta: { type: "object", description: "Meta", properties: { author: { type: "string" } }, required: ["author"] }, n: { type: "number", description: "N" } }, required: ["text", "meta"] },
    [],
  ],
  ["0.2.11", { type: "object", properties: FIELDS }, null, [`unsendable-tool@23:12 This tool never reaches MCP clients, OpenAI, Anthropic and Gemini: mcp-framework throws "Cannot read properties of null (reading 'type')" when loaded: use a field map, the only form mcp-framework 0.2.11 takes (z.object() from 0.2.15).`]],
])("mcp-framework %s", (version, fieldMap, zodObject, messages) => {
  const project = lintProject({ "released.ts": RELEASED }, { extraFiles: { "node_modules/mcp-framework/package.json": JSON.stringify({ name: "mcp-framework", version }) } });

  it("lists what that release converts, and throws where it throws", async () => {
    const { tools, messages: said } = await project;
    expect(tools.find((t) => t.name === "field_map")?.schema).toEqual(fieldMap);
    // A tool that throws is checked without a schema (route "none").
    const zod = tools.find((t) => t.name === "zod_object");
    expect(zodObject === null ? zod?.route : zod?.schema).toEqual(zodObject ?? "none");
    const lines = describeMessages(said["released.ts"] ?? []);
    expect(lines.map((line, i) => line.slice(0, messages[i]?.length ?? line.length))).toEqual(messages);
  });
});
