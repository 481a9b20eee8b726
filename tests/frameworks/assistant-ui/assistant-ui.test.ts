import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// assistant-ui tools, one small file per case, all linted as one project with the real
// @assistant-ui/react types. `expected` lists every message of the file as
// `rule@line:column message-start`; an empty list is a valid case.
const CASES: readonly { readonly file: string; readonly code: string; readonly expected: readonly string[] }[] = [
  {
    file: "valid-hook.ts",
    code: `import { useAssistantTool } from "@assistant-ui/react";
import { z } from "zod";

export function useWeather() {
  useAssistantTool({
    toolName: "get_weather",
    description: "Current weather for a city",
    parameters: z.object({ city: z.string(), days: z.number().int().optional() }),
    execute: async ({ city }) => city,
  });
}
`,
    expected: [],
  },
  {
    file: "valid-make.ts",
    code: `import { makeAssistantTool } from "@assistant-ui/react";

export const Lookup = makeAssistantTool({
  toolName: "lookup_order",
  description: "Look up an order by its id",
  parameters: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  execute: async () => "found",
});
`,
    expected: [],
  },
  {
    file: "valid-toolkit.ts",
    code: `import { defineToolkit, tool } from "@assistant-ui/react";
import { z } from "zod";

export const toolkit = defineToolkit({
  add_note: tool({ type: "frontend", description: "Add a note", parameters: z.object({ text: z.string() }), execute: async () => "ok" }),
  clear_notes: { type: "human", description: "Ask before clearing the notes", parameters: z.object({ reason: z.string() }), render: () => null },
  search_web: { type: "backend" },
});
`,
    expected: [],
  },
  {
    file: "ui-only.ts",
    code: `import { makeAssistantToolUI } from "@assistant-ui/react";

export const WeatherUI = makeAssistantToolUI({ toolName: "get_weather", render: () => null });
`,
    expected: [],
  },
  {
    file: "elsewhere.ts",
    code: `import { defineToolkit, providerTool, useAssistantTool } from "@assistant-ui/react";

export const toolkit = defineToolkit({
  web_search: { execute: providerTool({ id: "openai.web_search", args: {} }), render: () => null },
  lookup: { type: "backend", render: () => null },
});

export function useBackendUI() {
  useAssistantTool({ toolName: "server_lookup", type: "backend", render: () => null });
  // @ts-expect-error a backend tool declares no parameters in the browser; it would not be uploaded anyway.
  useAssistantTool({ toolName: "server_search", type: "backend", parameters: { type: "object", properties: { q: { type: "integer", format: "int64" } } } });
}
`,
    expected: [],
  },
  {
    file: "name.ts",
    code: `import { makeAssistantTool } from "@assistant-ui/react";
import { z } from "zod";

export const Send = makeAssistantTool({ toolName: "send email", description: "Send an email", parameters: z.object({ to: z.string() }), execute: async () => "sent" });
`,
    expected: ['invalid-name@4:51 Tool name "send email" is rejected by OpenAI, Anthropic and Gemini via assistant-ui: it may use only letters, digits, `_` and `-`. Rename it, e.g. "send_email".'],
  },
  {
    file: "zod3.ts",
    code: `import { useAssistantTool } from "@assistant-ui/react";
import { z } from "zod/v3";

export function useTag() {
  useAssistantTool({ toolName: "tag_items", description: "Tag items", parameters: z.object({ tag: z.string() }), execute: async () => "tagged" });
}
`,
    expected: [
      // The transport throws for the whole request: reported at the registration.
      'unsendable-tool@5:85 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui throws "Could not convert the "zod" schema…" on each message: zod 3 has no `~standard.jsonSchema`. Change what the error names.',
    ],
  },
  {
    file: "valibot.ts",
    code: `import { makeAssistantTool } from "@assistant-ui/react";
import * as v from "valibot";

export const Rate = makeAssistantTool({ toolName: "rate_movie", description: "Rate a movie", parameters: v.object({ stars: v.number() }), execute: async () => "rated" });
`,
    expected: [
      'unsendable-tool@4:106 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui throws "Could not convert the "valibot" schema…" on each message: valibot has no `~standard.jsonSchema`. Change what the error names.',
    ],
  },
  {
    file: "arktype.ts",
    code: `import { useAssistantTool } from "@assistant-ui/react";
import { type } from "arktype";

export function useRate() {
  useAssistantTool({ toolName: "rate_item", description: "Rate an item", parameters: type({ stars: "number" }), execute: async () => "rated" });
}
`,
    expected: [
      "unresolved-schema@5:86 No schema findings for this tool: assistant-ui sends an ArkType type as its `toJSON()` (ArkType's own notation, not JSON Schema): pass `type.toJsonSchema()` or a JSON Schema.",
    ],
  },
  {
    file: "no-params.ts",
    code: `import { useAssistantTool } from "@assistant-ui/react";

export function usePing() {
  // @ts-expect-error the types ask for parameters.
  useAssistantTool({ toolName: "ping", description: "Check the service is up", execute: async () => "pong" });
}
`,
    expected: ["unsendable-tool@5:3 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui leaves it out of every request, as only tools with `parameters` are uploaded. Change what the error names."],
  },
  {
    file: "frontend-no-execute.ts",
    code: `import { makeAssistantTool } from "@assistant-ui/react";
import { z } from "zod";

export const Open = makeAssistantTool({ toolName: "open_panel", type: "frontend", description: "Open a side panel", parameters: z.object({ panel: z.string() }) });
`,
    expected: [
      'unsendable-tool@4:21 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui leaves it out of every request, as a `type: "frontend"` tool is uploaded only with an `execute`. Change what the error names.',
    ],
  },
  {
    file: "union.ts",
    code: `import { tool } from "@assistant-ui/react";
import { z } from "zod";

export const tools = {
  find_user: tool({ description: "Find a user by id or by email", parameters: z.union([z.object({ id: z.string() }), z.object({ email: z.string() })]), execute: async () => "none" }),
};
`,
    expected: [
      'root-not-object@5:81 The schema root is a union ("anyOf"), not an object, which fails the request to OpenAI, Anthropic and Gemini via assistant-ui. Use a z.object() root with the union in a property.',
    ],
  },
  {
    file: "date.ts",
    code: `import { useAssistantTool } from "@assistant-ui/react";
import { z } from "zod";

export function useBook() {
  useAssistantTool({ toolName: "book_slot", description: "Book a slot", parameters: z.object({ at: z.date() }), execute: async () => "booked" });
}
`,
    expected: [
      'unsendable-tool@5:100 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui\'s zod conversion throws "Date cannot be represented in JSON Schema" when the chat sends a message: use z.iso.datetime().',
    ],
  },
  {
    file: "spread.ts",
    code: `import { makeAssistantTool, tool } from "@assistant-ui/react";
import { z } from "zod";

export const archive = tool({ description: "Archive a note", parameters: z.object({ noteId: z.string(), when: z.date() }), execute: async () => "archived" });

export const Archive = makeAssistantTool({ ...archive, toolName: "archive_note" });
`,
    expected: [
      // Read through the spread: the date is in the tool() the registration spreads, the name in the registration.
      'unsendable-tool@4:111 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui\'s zod conversion throws "Date cannot be represented in JSON Schema" when the chat sends a message: use z.iso.datetime().',
    ],
  },
  {
    file: "registry.ts",
    code: `import { ModelContextRegistry } from "@assistant-ui/react";

const registry = new ModelContextRegistry();
registry.addTool({
  toolName: "scroll_to",
  description: "Scroll the page to a section",
  parameters: { type: "object", properties: { section: { type: "string", pattern: "^(?!draft)" } }, required: ["section"] },
  execute: async () => "scrolled",
});
`,
    expected: [
      'silent-transform@7:74 On the way to OpenAI, the AI SDK\'s OpenAI provider drops "pattern" (it uses regex lookaround) from properties.section. Make sure the handler copes with it.',
    ],
  },
  {
    file: "tools-inline.ts",
    code: `import { Tools, type Toolkit } from "@assistant-ui/react";
import { z } from "zod";

export const toolkit: Toolkit = {
  "save draft": { type: "frontend", description: "Save the draft", parameters: z.object({ body: z.string() }), execute: async () => "saved", render: () => null },
};

export const tools = Tools({
  toolkit: { undo_edit: { type: "frontend", description: "Undo the last edit", parameters: z.object({ steps: z.number().int() }), execute: async () => "undone", render: () => null } },
});
export const again = Tools({ toolkit });
`,
    expected: [
      'invalid-name@5:3 Tool name "save draft" is rejected by OpenAI, Anthropic and Gemini via assistant-ui: it may use only letters, digits, `_` and `-`. Rename it, e.g. "save_draft".',
    ],
  },
];

describe("assistant-ui", () => {
  const project = lintProject(Object.fromEntries(CASES.map((c) => [c.file, c.code])));

  it.each(CASES.map((c) => [c.file, c] as const))("%s", async (file, c) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(c.expected);
  });

  it("finds every form but renderers and tools sent from elsewhere, named by toolName or key, with each input's route", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual([
      ["arktype.ts", 5, "rate_item", "useAssistantTool()", "unresolved"],
      // Never converted (zod throws): the core reports it as sent without input.
      ["date.ts", 5, "book_slot", "useAssistantTool()", "none"],
      ["frontend-no-execute.ts", 4, "open_panel", "makeAssistantTool()", "zod"],
      ["name.ts", 4, "send email", "makeAssistantTool()", "zod"],
      ["no-params.ts", 5, "ping", "useAssistantTool()", "none"],
      ["registry.ts", 4, "scroll_to", "registry.addTool()", "literal"],
      ["spread.ts", 6, "archive_note", "makeAssistantTool()", "none"],
      ["tools-inline.ts", 5, "save draft", "Toolkit", "zod"],
      ["tools-inline.ts", 9, "undo_edit", "Tools() toolkit", "zod"],
      ["union.ts", 5, "find_user", "tool()", "zod"],
      ["valibot.ts", 4, "rate_movie", "makeAssistantTool()", "valibot"],
      ["valid-hook.ts", 5, "get_weather", "useAssistantTool()", "zod"],
      ["valid-make.ts", 3, "lookup_order", "makeAssistantTool()", "literal"],
      ["valid-toolkit.ts", 5, "add_note", "tool()", "zod"],
      ["valid-toolkit.ts", 6, "clear_notes", "defineToolkit()", "zod"],
      ["zod3.ts", 5, "tag_items", "useAssistantTool()", "zod3"],
    ]);
  });

  it("sends zod 4 as its draft-07 input conversion, objects left open, to non-strict OpenAI, Anthropic and Google", async () => {
    const { tools } = await project;
    const views = (name: string) => Object.fromEntries(tools.find((t) => t.name === name)!.destinations.map((d) => [d.target, d.schema]));
    const weather = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { city: { type: "string" }, days: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 } },
      required: ["city"],
    };
    expect(views("get_weather")).toEqual({ openai: weather, anthropic: weather, google: weather });
    // A JSON Schema is sent as written, but for what the AI SDK's OpenAI provider normalises.
    const section = { type: "string", pattern: "^(?!draft)" };
    expect(views("scroll_to")).toEqual({
      openai: { type: "object", properties: { section: { type: "string" } }, required: ["section"] },
      anthropic: { type: "object", properties: { section }, required: ["section"] },
      google: { type: "object", properties: { section }, required: ["section"] },
    });
  });
});

describe("assistant-ui with zod before 4.2", () => {
  // zod implements `~standard.jsonSchema` from 4.2.0 on: an older zod 4 throws as zod 3 does.
  const project = lintProject(
    {
      "old-zod.ts": `import { useAssistantTool } from "@assistant-ui/react";
import { z } from "zod";

export function useNote() {
  useAssistantTool({ toolName: "add_note", description: "Add a note", parameters: z.object({ text: z.string() }), execute: async () => "added" });
}
`,
    },
    { extraFiles: { "node_modules/zod/package.json": JSON.stringify({ name: "zod", version: "4.1.12" }) } },
  );

  it("reports the throw", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["old-zod.ts"] ?? [])).toEqual([
      'unsendable-tool@5:85 This tool never reaches OpenAI, Anthropic and Gemini: assistant-ui throws "Could not convert the "zod" schema…" on each message: zod before 4.2 has no `~standard.jsonSchema`. Change what the error names.',
    ]);
  });
});
