import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// LlamaIndex.TS tools, one small file per case, all linted as one project. `expected` lists every
// message of the file as `rule@line:column message-start`; an empty list is a valid case.
const CASES: readonly { readonly file: string; readonly code: string; readonly expected: readonly string[] }[] = [
  {
    file: "valid-zod.ts",
    code: `import { tool } from "llamaindex";
import { z } from "zod";

export const weather = tool({
  name: "get_weather",
  description: "Current weather for a city",
  parameters: z.object({ city: z.string(), days: z.number().int().optional() }),
  execute: ({ city }) => city,
});
`,
    expected: [],
  },
  {
    file: "valid-from.ts",
    code: `import { FunctionTool } from "@llamaindex/core/tools";
import { z as z3 } from "zod3";

export const lookup = FunctionTool.from(({ id }) => id, {
  name: "lookup",
  description: "Look up a record",
  parameters: z3.object({ id: z3.string() }),
});
`,
    expected: [],
  },
  {
    file: "valid-new.ts",
    code: `import { FunctionTool } from "llamaindex";

export const count = new FunctionTool(({ text }: { text: string }) => text.length, {
  name: "count_words",
  description: "Count the words of a text",
  parameters: { type: "object", properties: { text: { type: "string" } }, required: ["text"] },
});
`,
    expected: [],
  },
  {
    file: "name.ts",
    code: `import { tool } from "llamaindex";
import { z } from "zod";

export const send = tool({ name: "send email", description: "Send an email", parameters: z.object({ to: z.string() }), execute: () => "sent" });
`,
    expected: ['invalid-name@4:34 Tool name "send email" is rejected by OpenAI and Anthropic via LlamaIndex.TS: it may use only letters, digits, `_` and `-`. Rename it, e.g. "send_email".'],
  },
  {
    file: "union.ts",
    code: `import { tool } from "@llamaindex/core/tools";
import { z } from "zod";

export const find = tool(() => "none", {
  name: "find_user",
  description: "Find a user by id or by email",
  parameters: z.union([z.object({ id: z.string() }), z.object({ email: z.string() })]),
});
`,
    expected: [
      // Anthropic's throw is about the root: at the union, as OpenAI's refusal is.
      'root-not-object@7:17 The schema root is a union ("anyOf"), not an object, which fails the request to OpenAI via LlamaIndex.TS. Use a z.object() root with the union in a property.',
      'unsendable-tool@7:17 This tool never reaches Anthropic: @llamaindex/anthropic throws TypeError "Tool parameters must be an object" in chat(), as the root is a union ("anyOf"). Change what the error names.',
    ],
  },
  {
    file: "no-input.ts",
    code: `import { tool } from "llamaindex";

// @ts-expect-error the overloads ask for parameters.
export const ping = tool({ name: "ping", description: "Check the service is up", execute: () => "pong" });
`,
    expected: ['unsendable-tool@4:21 This tool never reaches Anthropic: @llamaindex/anthropic throws TypeError "Tool parameters must be an object" in chat(), as the tool has no parameters. Change what the error names.'],
  },
  {
    file: "literal-root.ts",
    code: `import { tool } from "llamaindex";

export const tag = tool(() => "tagged", {
  name: "tag_items",
  description: "Tag items",
  parameters: { type: "object", description: "Items to tag", properties: { id: { type: "string" } }, additionalProperties: false },
});
`,
    expected: [
      `silent-transform@6:33 On the way to Anthropic, @llamaindex/anthropic drops the root's "description". Make sure the handler copes with it.`,
      `silent-transform@6:102 On the way to Anthropic, @llamaindex/anthropic drops the root's "additionalProperties". Make sure the handler copes with it.`,
    ],
  },
  {
    file: "default.ts",
    code: `import { tool } from "llamaindex";
import { z } from "zod";

export const search = tool({
  name: "search_docs",
  description: "Search the documentation",
  parameters: z.object({ query: z.string(), limit: z.number().int().default(10) }),
  execute: () => [],
});
`,
    expected: ["silent-transform@7:69 On the way to OpenAI and Anthropic, LlamaIndex's zod conversion makes properties.limit required (zod's output conversion of a field with a default). Make sure the handler copes with it."],
  },
  {
    file: "date.ts",
    code: `import { tool } from "llamaindex";
import { z } from "zod";

export const book = tool({ name: "book_slot", description: "Book a slot", parameters: z.object({ at: z.date() }), execute: () => "booked" });
`,
    expected: [
      'unsendable-tool@4:102 This tool never reaches OpenAI and Anthropic: LlamaIndex\'s zod conversion throws "Date cannot be represented in JSON Schema" when the tool is made (tool() and FunctionTool.from() convert at once): use z.iso.datetime().',
    ],
  },
  {
    file: "new-zod.ts",
    code: `import { FunctionTool } from "llamaindex";
import { z } from "zod";

// @ts-expect-error the constructor's metadata takes a JSON Schema.
export const ship = new FunctionTool(() => "shipped", { name: "ship_parcel", description: "Ship a parcel", parameters: z.object({ to: z.string() }) });
`,
    expected: [
      "unresolved-schema@5:120 No schema findings for this tool: `new FunctionTool()` sends `parameters` as given and does not convert a schema object: pass a JSON Schema, or use tool() / FunctionTool.from(), which convert zod.",
    ],
  },
];

describe("LlamaIndex.TS", () => {
  const project = lintProject(Object.fromEntries(CASES.map((c) => [c.file, c.code])));

  it.each(CASES.map((c) => [c.file, c] as const))("%s", async (file, c) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(c.expected);
  });

  it("finds every form from both entry points, with the route each input takes", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual([
      // Never made (zod throws): the core reports it as sent without input.
      ["date.ts", 4, "book_slot", "tool()", "none"],
      ["default.ts", 4, "search_docs", "tool()", "zod"],
      ["literal-root.ts", 3, "tag_items", "tool()", "literal"],
      ["name.ts", 4, "send email", "tool()", "zod"],
      ["new-zod.ts", 5, "ship_parcel", "new FunctionTool()", "unresolved"],
      ["no-input.ts", 4, "ping", "tool()", "none"],
      ["union.ts", 4, "find_user", "tool()", "zod"],
      ["valid-from.ts", 4, "lookup", "FunctionTool.from()", "zod3"],
      ["valid-new.ts", 3, "count_words", "new FunctionTool()", "literal"],
      ["valid-zod.ts", 4, "get_weather", "tool()", "zod"],
    ]);
    expect(tools.find((t) => t.name === "ship_parcel")?.unresolved).toMatch(/^`new FunctionTool\(\)` sends `parameters` as given/);
  });

  it("sends zod 4 in zod's output mode, zod 3 with the draft-07 marker, and Anthropic only the root's properties and required", async () => {
    const { tools } = await project;
    const views = (name: string) => Object.fromEntries(tools.find((t) => t.name === name)!.destinations.map((d) => [d.target, d.schema]));
    const properties = { query: { type: "string" }, limit: { type: "integer", default: 10, minimum: -9007199254740991, maximum: 9007199254740991 } };
    expect(views("search_docs")).toEqual({
      openai: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object", properties, required: ["query", "limit"], additionalProperties: false },
      anthropic: { type: "object", properties, required: ["query", "limit"] },
    });
    expect(views("lookup")).toEqual({
      openai: { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { id: { type: "string" } }, required: ["id"], additionalProperties: false },
      anthropic: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
    });
    // No `required` written: Anthropic gets none either.
    expect(views("tag_items").anthropic).toEqual({ type: "object", properties: { id: { type: "string" } } });
  });
});
