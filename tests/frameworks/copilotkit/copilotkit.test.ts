import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// CopilotKit tools, one small file per case, all linted as one project. `expected` lists every
// message of the file as `rule@line:column message-start`; an empty list is a valid case.
const CASES: readonly { readonly file: string; readonly code: string; readonly expected: readonly string[] }[] = [
  {
    file: "valid-action.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Weather() {
  useCopilotAction({
    name: "get_weather",
    description: "Current weather for a city",
    parameters: [
      { name: "city", type: "string", description: "City name" },
      { name: "units", type: "string", enum: ["c", "f"], required: false },
      { name: "days", type: "number[]" },
      { name: "stop", type: "object", attributes: [{ name: "lat", type: "number" }, { name: "lng", type: "number" }] },
    ],
    handler: async ({ city }) => city,
  });
  useCopilotAction({
    name: "confirm_booking",
    description: "Ask the user to confirm a booking",
    parameters: [{ name: "booking", type: "string" }],
    renderAndWaitForResponse: ({ respond }) => respond?.("yes"),
  });
}
`,
    expected: [],
  },
  {
    file: "name.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Mail() {
  useCopilotAction({ name: "send email", description: "Send an email", parameters: [{ name: "to", type: "string" }], handler: () => "sent" });
}
`,
    expected: [
      "invalid-name@4:28 Tool name \"send email\" is rejected by OpenAI, Anthropic and Gemini's parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. \"send_email\".",
    ],
  },
  {
    file: "nested.ts",
    code: `import { useFrontendTool } from "@copilotkit/react-core";

const stop = { name: "stops", type: "object[]", description: "Stops on the way", attributes: [{ name: "city", type: "string" }, { name: "at", type: "date" }] } as const;

export function Route() {
  useFrontendTool({
    name: "plan_route",
    description: "Plan a route",
    parameters: [
      { name: "from", type: "string" },
      stop,
      { name: "extras", type: "object", description: "Anything else" },
    ],
    handler: async () => "planned",
  });
}
`,
    expected: [
      "silent-transform@12:41 On the way to OpenAI, Anthropic and Gemini's parameters field, CopilotKit's zod round trip drops the description of properties.extras (no attributes). Make sure the handler copes with it.",
    ],
  },
  {
    file: "v2.ts",
    code: `import { useFrontendTool, useFrontendTools } from "@copilotkit/react-core/v2";
import { z } from "zod";

export function Notes() {
  useFrontendTool({
    name: "add_note",
    description: "Add a note",
    parameters: z.object({ text: z.string(), tags: z.record(z.string(), z.string()).optional() }),
    handler: async ({ text }) => text,
  });
  useFrontendTools([
    { name: "clear notes", description: "Clear all notes", handler: async () => "cleared" },
    { name: "hidden_tool", description: "Hidden", available: false, handler: async () => "x" },
  ]);
}
`,
    expected: [
      "silent-transform@8:54 On the way to OpenAI, Anthropic and Gemini's parameters field, @copilotkit/core drops \"additionalProperties\" from properties.tags. Make sure the handler copes with it.",
      "invalid-name@12:13 Tool name \"clear notes\" is rejected by OpenAI, Anthropic and Gemini's parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. \"clear_notes\".",
    ],
  },
  {
    file: "not-tools.ts",
    code: `import { useCopilotAction, useFrontendTool } from "@copilotkit/react-core";

export function Renderers() {
  useCopilotAction({ name: "*", render: ({ name }) => name });
  useFrontendTool({ name: "paused_tool", description: "Paused", available: "disabled", handler: async () => "x" });
  useCopilotAction({ name: "show_chart", available: "frontend", parameters: [{ name: "data", type: "number[]" }], render: () => "chart" });
}
`,
    expected: [],
  },
  {
    file: "no-handler.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Chart() {
  useCopilotAction({ name: "draw_chart", description: "Draw a chart", parameters: [{ name: "data", type: "number[]" }], render: () => "chart" });
}
`,
    expected: [
      "unsendable-tool@4:3 This tool never reaches OpenAI, Anthropic and Gemini's parameters field: CopilotKit throws \"Invalid action configuration\" when the hook runs: give it a `handler`, a `renderAndWaitForResponse` or `available`.",
    ],
  },
  {
    file: "array-items.ts",
    code: `import { useFrontendTool } from "@copilotkit/react-core";

export function Cache() {
  useFrontendTool({
    name: "refresh_cache",
    description: "Refresh cache keys",
    // @ts-expect-error not a type the parameters take, but users write it
    parameters: [{ name: "keys", type: "array[]" }],
    handler: async () => "refreshed",
  });
}
`,
    expected: [
      "unsendable-tool@8:34 This tool never reaches OpenAI, Anthropic and Gemini's parameters field: CopilotKit's zod round trip throws a TypeError when the hook runs, as properties.keys.items is an array without \"items\" (the type \"array[]\"): give it a type such as \"string[]\".",
    ],
  },
  {
    file: "unknown-items.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Events() {
  useCopilotAction({
    name: "log_events",
    description: "Log events",
    parameters: [
      { name: "kind", type: "string", enum: [] },
      { name: "times", type: "date[]" as "string[]", description: "When" },
    ],
    handler: async () => "logged",
  });
}
`,
    expected: [
      "silent-transform@8:39 On the way to OpenAI, Anthropic and Gemini's parameters field, CopilotKit's zod round trip drops the empty \"enum\" of properties.kind. Make sure the handler copes with it.",
      "silent-transform@9:24 On the way to OpenAI, Anthropic and Gemini's parameters field, CopilotKit's zod round trip sends properties.times.items as any value (zod knows no \"date\"). Make sure the handler copes with it.",
      // What the round trip leaves is an array without "items", which OpenAI refuses.
      'unsupported-keyword@9:24 Field "times" is an array without "items", which fails the request to OpenAI via CopilotKit. Add "items" with the element schema.',
    ],
  },
  {
    file: "runtime.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Form({ fields }: { fields: string[] }) {
  useCopilotAction({
    name: "fill_form",
    description: "Fill the form",
    parameters: fields.map((field) => ({ name: field, type: "string" as const })),
    handler: async () => "filled",
  });
}
`,
    expected: [
      "unresolved-schema@7:17 No schema findings for this tool: the parameters are not an array written in the program, so the JSON Schema CopilotKit builds from them is not known.",
    ],
  },
  {
    file: "v2-union.ts",
    code: `import { useHumanInTheLoop } from "@copilotkit/react-core/v2";
import { z } from "zod";

export function Find() {
  useHumanInTheLoop({
    name: "find_user",
    description: "Find a user by id or by email",
    parameters: z.union([z.object({ id: z.string() }), z.object({ email: z.string() })]),
    render: () => null,
  });
}
`,
    expected: [
      "silent-transform@8:17 On the way to OpenAI, Anthropic and Gemini's parameters field, @copilotkit/core adds \"type\": \"object\" to the root schema. Make sure the handler copes with it.",
      "root-not-object@8:19 The schema root uses \"anyOf\": a union at the top level fails the request to Anthropic via CopilotKit. Use a z.object() root with the union in a property.",
      "silent-transform@8:19 On the way to Gemini's parameters field, the AI SDK's Google provider (in the CopilotKit runtime) drops \"anyOf\" from the root schema. Make sure the handler copes with it.",
    ],
  },
  {
    file: "v2-libraries.ts",
    code: `import { useFrontendTool } from "@copilotkit/react-core/v2";
import { type } from "arktype";
import * as v from "valibot";

export function Contacts() {
  useFrontendTool({ name: "add_contact", description: "Add a contact", parameters: type({ name: "string", "age?": "number" }), handler: async () => "added" });
  useFrontendTool({ name: "remove_contact", description: "Remove a contact", parameters: v.object({ id: v.string() }), handler: async () => "removed" });
}
`,
    expected: [
      "unsendable-tool@7:90 This tool never reaches OpenAI, Anthropic and Gemini's parameters field: CopilotKit throws \"Cannot convert schema to JSON Schema\" whenever the agent runs, as valibot schemas have no `~standard.jsonSchema`: use zod or ArkType.",
    ],
  },
  {
    // A definition written in another file than the hook that sends it: reported at the hook, naming where it is written.
    file: "actions.ts",
    code: `import type { FrontendAction } from "@copilotkit/react-core";
import type { Parameter } from "@copilotkit/shared";

export const sendEmail: FrontendAction<Parameter[]> = {
  name: "send email",
  description: "Send an email",
  parameters: [{ name: "to", type: "string" }],
  handler: async () => "sent",
};
`,
    expected: [],
  },
  {
    file: "actions-hook.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";
import { sendEmail } from "./actions.js";

export function Mail() {
  useCopilotAction(sendEmail);
}
`,
    expected: [
      "invalid-name@5:3 Tool name \"send email\" is rejected by OpenAI, Anthropic and Gemini's parameters field via CopilotKit: it may use only letters, digits, `_` and `-`. It is written at actions.ts:5. Rename it, e.g. \"send_email\".",
    ],
  },
  {
    file: "v2-date.ts",
    code: `import { useFrontendTool } from "@copilotkit/react-core/v2";
import { z } from "zod";

export function Calendar() {
  useFrontendTool({ name: "book_slot", description: "Book a slot", parameters: z.object({ at: z.date() }), handler: async () => "booked" });
}
`,
    expected: [
      "unsendable-tool@5:95 This tool never reaches OpenAI, Anthropic and Gemini's parameters field: @copilotkit/core throws \"Date cannot be represented in JSON Schema\" whenever the agent runs (buildFrontendTools converts every tool's schema): use z.iso.datetime().",
    ],
  },
];

describe("CopilotKit", () => {
  const project = lintProject(Object.fromEntries(CASES.map((c) => [c.file, c.code])));

  it.each(CASES.map((c) => [c.file, c] as const))("%s", async (file, c) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(c.expected);
  });

  it("finds the v1 and v2 hooks, not the renderers, nor a tool hidden by `available`", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form, t.route])).toEqual([
      ["actions-hook.ts", 5, "send email", "useCopilotAction()", "parameter-list"],
      ["array-items.ts", 4, "refresh_cache", "useFrontendTool()", "parameter-list"],
      ["name.ts", 4, "send email", "useCopilotAction()", "parameter-list"],
      ["nested.ts", 6, "plan_route", "useFrontendTool()", "parameter-list"],
      ["no-handler.ts", 4, "draw_chart", "useCopilotAction()", "parameter-list"],
      ["runtime.ts", 4, "fill_form", "useCopilotAction()", "unresolved"],
      ["unknown-items.ts", 4, "log_events", "useCopilotAction()", "parameter-list"],
      // Never converted (zod throws in the core): the core reports it as sent without input.
      ["v2-date.ts", 5, "book_slot", "useFrontendTool() (v2)", "none"],
      ["v2-libraries.ts", 6, "add_contact", "useFrontendTool() (v2)", "arktype"],
      // Read through its types; never sent, as the core throws on it (unsendable-tool).
      ["v2-libraries.ts", 7, "remove_contact", "useFrontendTool() (v2)", "inferred"],
      ["v2-union.ts", 5, "find_user", "useHumanInTheLoop() (v2)", "zod"],
      ["v2.ts", 5, "add_note", "useFrontendTool() (v2)", "zod"],
      ["v2.ts", 12, "clear notes", "useFrontendTools() (v2) tools[]", "none"],
      ["valid-action.ts", 4, "get_weather", "useCopilotAction()", "parameter-list"],
      ["valid-action.ts", 15, "confirm_booking", "useCopilotAction()", "parameter-list"],
    ]);
  });

  it("sends the v1 array after the zod round trip, v2 zod as its draft-07 input side, without additionalProperties", async () => {
    const { tools } = await project;
    const views = (name: string) => Object.fromEntries(tools.find((t) => t.name === name)!.destinations.map((d) => [d.target, d.schema]));
    const route = views("plan_route");
    // A const parameter spread into the array is read; "date" is written as a string; the attribute-less object loses its description.
    const stops = { type: "array", description: "Stops on the way", items: { type: "object", properties: { city: { type: "string" }, at: { type: "string" } }, required: ["city", "at"] } };
    expect(route.openai).toEqual({ type: "object", properties: { from: { type: "string" }, stops, extras: { type: "object", properties: {} } }, required: ["from", "stops", "extras"] });
    expect(route.anthropic).toEqual(route.openai);
    // Gemini through @ai-sdk/google 3.x: OpenAPI, the empty object left with its type only.
    expect(route["google-parameters"]).toEqual({ type: "object", properties: { from: { type: "string" }, stops, extras: { type: "object" } }, required: ["from", "stops", "extras"] });
    const note = views("add_note");
    expect(note.openai).toEqual({ type: "object", properties: { text: { type: "string" }, tags: { type: "object", propertyNames: { type: "string" } } }, required: ["text"] });
    expect(views("clear notes").openai).toEqual({ type: "object", properties: {} });
  });
});

// Before 1.50.0 the v1 hooks send the parameters' JSON over GraphQL to a service adapter, unchanged:
// the same sources as above, with the installed @copilotkit/react-core saying 1.10.6.
const GRAPHQL_CASES: readonly { readonly file: string; readonly code: string; readonly expected: readonly string[] }[] = [
  {
    file: "no-handler.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Chart() {
  useCopilotAction({ name: "draw_chart", description: "Draw a chart", parameters: [{ name: "title", type: "string" }] });
}
`,
    expected: [],
  },
  {
    file: "unknown-items.ts",
    code: `import { useCopilotAction } from "@copilotkit/react-core";

export function Events() {
  useCopilotAction({
    name: "log_events",
    description: "Log events",
    parameters: [
      { name: "kind", type: "string", enum: [] },
      { name: "extras", type: "object", description: "Anything else" },
    ],
    handler: async () => "logged",
  });
}
`,
    expected: [],
  },
  {
    file: "hidden.ts",
    code: `import { useCopilotAction, useFrontendTool, useHumanInTheLoop } from "@copilotkit/react-core";

export function Hidden() {
  useCopilotAction({ name: "off", description: "Off", disabled: true, handler: () => "x" });
  useCopilotAction({ name: "paired", description: "Paired", pairedAction: "draw_chart", handler: () => "x" });
  useFrontendTool({ name: "frontend_only", description: "Shown only", available: "frontend", handler: () => "x" });
  useHumanInTheLoop({ name: "ask_off", description: "Ask", available: "disabled", render: () => null });
  useHumanInTheLoop({ name: "ask user", description: "Ask the user", parameters: [{ name: "question", type: "string" }], render: () => null });
}
`,
    expected: [
      "invalid-name@8:29 Tool name \"ask user\" is rejected by OpenAI, Anthropic and Groq via CopilotKit: it may use only letters, digits, `_` and `-`. Rename it, e.g. \"ask_user\".",
    ],
  },
];

describe("CopilotKit before 1.50 (GraphQL to a service adapter)", () => {
  const project = lintProject(Object.fromEntries(GRAPHQL_CASES.map((c) => [c.file, c.code])), {
    extraFiles: { "node_modules/@copilotkit/react-core/package.json": JSON.stringify({ name: "@copilotkit/react-core", version: "1.10.6" }) },
  });

  it.each(GRAPHQL_CASES.map((c) => [c.file, c] as const))("%s", async (file, c) => {
    const { messages } = await project;
    expect(describeMessages(messages[file] ?? [])).toEqual(c.expected);
  });

  it("leaves out what processActionsForRuntimeRequest leaves out; a hook without a handler is a tool", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name])).toEqual([
      ["hidden.ts", 8, "ask user"],
      ["no-handler.ts", 4, "draw_chart"],
      ["unknown-items.ts", 4, "log_events"],
    ]);
  });

  it("sends actionParametersToJsonSchema's JSON as it is, to OpenAI, Anthropic and Groq", async () => {
    const { tools } = await project;
    const events = tools.find((t) => t.name === "log_events")!;
    const sent = { type: "object", properties: { kind: { type: "string", enum: [] }, extras: { type: "object", description: "Anything else" } }, required: ["kind", "extras"] };
    expect(Object.fromEntries(events.destinations.map((d) => [d.target, d.schema]))).toEqual({ openai: sent, anthropic: sent, groq: sent });
    expect(events.via).toMatch(/^over GraphQL \(@copilotkit\/react-core before 1\.50\.0\)/);
    const ask = tools.find((t) => t.name === "ask user")!;
    expect(ask.destinations[0].schema).toEqual({ type: "object", properties: { question: { type: "string" } }, required: ["question"] });
  });
});
