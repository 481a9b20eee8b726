import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

// A Genkit app as its users write it: the instance in one module, tools defined on it in others, the
// detached factories, and the beta instance's interrupts. `z` is the zod 3 Genkit re-exports.
const INSTANCE = `import { genkit } from "genkit";

export const ai = genkit({ plugins: [] });
`;

const TOOLS = `import { z } from "genkit";
import { z as z4 } from "zod";
import { ai } from "./instance.js";

export const forecast = ai.defineTool(
  {
    name: "weather/get_forecast",
    description: "Gets the forecast for a city",
    inputSchema: z.object({ city: z.string(), days: z.number().int().min(1).max(7).optional() }),
  },
  async ({ city }) => \`sunny in \${city}\`,
);

export const now = ai.defineTool({ name: "now", description: "Gives the current time" }, async () => new Date().toISOString());

// @ts-expect-error Genkit's types take zod 3 schemas only.
export const lookup = ai.defineTool({ name: "lookup_order", description: "Looks up an order", inputSchema: z4.object({ order: z4.string() }) }, async () => "");

export const search = ai.dynamicTool(
  { name: "search_docs", description: "Searches the docs", inputJsonSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } },
  async () => [],
);

// @ts-expect-error a JSON Schema belongs in inputJsonSchema.
export const raw = ai.defineTool({ name: "raw_schema", description: "Reads raw JSON", inputSchema: { type: "object", properties: {} } }, async () => "");

const Address = z.object({ street: z.string(), city: z.string() });

export const ship = ai.defineTool(
  { name: "ship_parcel", description: "Ships a parcel", inputSchema: z.object({ from: Address, to: Address }) },
  async () => "shipped",
);

export const find = ai.defineTool(
  {
    name: "find_user",
    description: "Finds a user",
    inputSchema: z.object({ team: z.string(), by: z.union([z.object({ id: z.string() }), z.object({ email: z.string() })]).optional() }),
  },
  async () => null,
);
`;

const DETACHED = `import { defineInterrupt, defineTool, interrupt } from "@genkit-ai/ai";
import { dynamicTool, tool, z } from "genkit";
import { ai } from "./instance.js";

export const convert = tool({ name: "convert_units", description: "Converts units", inputSchema: z.object({ value: z.number() }) }, async ({ value }) => value);
export const translate = dynamicTool({ name: "translate", description: "Translates a text", inputSchema: z.object({ text: z.string() }) }, async ({ text }) => text);
export const registered = defineTool(ai.registry, { name: "count_words", description: "Counts words", inputSchema: z.object({ text: z.string() }) }, async ({ text }) => text.length);
export const approve = interrupt({ name: "approve", description: "Asks for approval", inputSchema: z.object({ amount: z.number() }) });
export const confirm = defineInterrupt(ai.registry, { name: "confirm", description: "Asks to confirm", inputSchema: z.object({ what: z.string() }) });
`;

const BETA = `import { genkit, z } from "genkit/beta";

const ai = genkit({});

export const pick = ai.defineInterrupt({ name: "pick_seat", description: "Lets the user pick a seat", inputSchema: z.object({ row: z.number().int() }) });
`;

const DRAFT_07 = "http://json-schema.org/draft-07/schema#";

describe("Genkit", () => {
  const project = lintProject({ "instance.ts": INSTANCE, "tools.ts": TOOLS, "detached.ts": DETACHED, "beta.ts": BETA });

  it("finds the tools of an instance made in another module, of the detached factories and of the beta instance", async () => {
    const { tools } = await project;
    expect(tools.map((t) => [t.file, t.line, t.name, t.form])).toEqual([
      ["beta.ts", 5, "pick_seat", "ai.defineInterrupt()"],
      ["detached.ts", 5, "convert_units", "tool()"],
      ["detached.ts", 6, "translate", "dynamicTool()"],
      ["detached.ts", 7, "count_words", "defineTool()"],
      ["detached.ts", 8, "approve", "interrupt()"],
      ["detached.ts", 9, "confirm", "defineInterrupt()"],
      ["tools.ts", 5, "weather/get_forecast", "ai.defineTool()"],
      ["tools.ts", 14, "now", "ai.defineTool()"],
      ["tools.ts", 17, "lookup_order", "ai.defineTool()"],
      ["tools.ts", 19, "search_docs", "ai.dynamicTool()"],
      ["tools.ts", 25, "raw_schema", "ai.defineTool()"],
      ["tools.ts", 29, "ship_parcel", "ai.defineTool()"],
      ["tools.ts", 34, "find_user", "ai.defineTool()"],
    ]);
    expect(tools.every((t) => t.framework === "Genkit")).toBe(true);
  });

  it("reads the z Genkit re-exports as zod 3, converted with removeAdditionalStrategy \"strict\"", async () => {
    const { tools } = await project;
    // The re-export is recognised by where its type is declared (zod 3.25 under @genkit-ai/core), not by the import's name.
    expect(tools.filter((t) => t.file !== "tools.ts").map((t) => t.route)).toEqual(["zod3", "zod3", "zod3", "zod3", "zod3", "zod3"]);
    const forecast = tools.find((t) => t.name === "weather/get_forecast")!;
    expect(forecast.destinations.find((d) => d.target === "openai")).toMatchObject({
      name: "get_forecast",
      schema: {
        $schema: DRAFT_07,
        type: "object",
        properties: { city: { type: "string" }, days: { type: "integer", minimum: 1, maximum: 7 } },
        required: ["city"],
        additionalProperties: true,
      },
    });
  });

  it("sends a tool without input, or with a zod 4 schema, as a root with nothing but $schema", async () => {
    const { tools } = await project;
    for (const name of ["now", "lookup_order"]) {
      const views = Object.fromEntries(tools.find((t) => t.name === name)!.destinations.map((d) => [d.target, d.schema]));
      expect(views).toEqual({
        openai: { $schema: DRAFT_07 },
        // The Anthropic plugin adds the type; the Gemini plugin sends no parameters.
        anthropic: { $schema: DRAFT_07, type: "object" },
        "google-parameters": { type: "object", properties: {} },
      });
    }
  });

  it("gives Gemini what the Google GenAI plugin keeps: type, description, enum, nullable, properties, required, items", async () => {
    const { tools } = await project;
    const gemini = (name: string) => tools.find((t) => t.name === name)!.destinations.find((d) => d.target === "google-parameters")?.schema;
    expect(gemini("weather/get_forecast")).toEqual({ type: "object", properties: { city: { type: "string" }, days: { type: "integer" } }, required: ["city"] });
    expect(gemini("find_user")).toEqual({ type: "object", properties: { team: { type: "string" } }, required: ["team"] });
  });

  it("reports at the line that causes each finding", async () => {
    const { messages } = await project;
    expect(describeMessages(messages["tools.ts"])).toEqual([
      'silent-transform@7:11 On the way to OpenAI, Anthropic and Gemini\'s parameters field, Genkit renames the tool to "get_forecast", the part after its last "/". Make sure the handler copes with it.',
      'silent-transform@9:70 On the way to Gemini\'s parameters field, Genkit\'s Google GenAI plugin drops "minimum" from properties.days. Make sure the handler copes with it.',
      'silent-transform@9:77 On the way to Gemini\'s parameters field, Genkit\'s Google GenAI plugin drops "maximum" from properties.days. Make sure the handler copes with it.',
      'root-not-object@14:20 The schema root is a schema without "type", not an object, which fails the request to OpenAI via Genkit. Give the tool an input schema that is an empty object.',
      "root-not-object@17:111 The framework cannot convert a zod 4 schema, so the tool reaches OpenAI, Anthropic and Gemini's parameters field via Genkit without parameters. Pass a JSON Schema object or a schema it converts.",
      "unsendable-tool@25:100 This tool never reaches OpenAI, Anthropic and Gemini's parameters field: Genkit throws \"Cannot read properties of undefined (reading 'typeName')\" in generate(), as inputSchema takes only zod: pass a JSON Schema as inputJsonSchema.",
      'unsendable-tool@29:21 This tool never reaches Gemini\'s parameters field: Genkit\'s Google GenAI plugin drops the property "to" of the root (a "$ref", with no "type") but keeps it in "required", which Gemini rejects ("property is not defined"): use a fresh schema there, not one already used in this input.',
      'silent-transform@38:18 On the way to Gemini\'s parameters field, Genkit\'s Google GenAI plugin drops the property "by" of the root (a union ("anyOf"), with no "type"). Make sure the handler copes with it.',
    ]);
    for (const file of ["instance.ts", "detached.ts", "beta.ts"]) expect([file, messages[file]]).toEqual([file, []]);
  });
});
