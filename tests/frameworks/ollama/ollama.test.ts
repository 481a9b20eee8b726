import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const CHAT = `import ollama, { Ollama } from "ollama";
import { z } from "zod";
const local = new Ollama({ host: "http://127.0.0.1:11434" });
const messages = [{ role: "user", content: "hi" }];
export async function ask() {
  await ollama.chat({
    model: "llama3.1",
    messages,
    tools: [
      { type: "function", function: { name: "get.weather", description: "Any name passes", parameters: { type: "object", properties: { city: { type: "string", description: "City", enum: ["Paris", "Lyon"] } }, required: ["city"] } } },
      { type: "function", function: { name: "tag_files", parameters: { type: "object", properties: { tags: { type: "array", items: { type: "string", minLength: 1 } } } } } },
    ],
  });
  await local.chat({
    model: "qwen3",
    messages,
    stream: true,
    tools: [
      { type: "function", function: { name: "bounded", parameters: { type: "object", additionalProperties: false, properties: { n: { type: "integer", minimum: 1 } } } } },
      { type: "function", function: { name: "zod_input", parameters: z.object({ q: z.string() }) as never } },
    ],
  });
}
`;

const TYPED = `import type { Tool } from "ollama";
import { z } from "zod";
export const tools: Tool[] = [
  { type: "function", function: { name: "set_note", parameters: { type: "object", properties: { text: { type: ["string", "null"] }, owner: { $ref: "#/$defs/p" } as never }, $defs: { p: { type: "object" } } } } },
  { type: "function", function: { name: "lookup", description: "Converted", parameters: z.toJSONSchema(z.object({ id: z.string().describe("Order id") })) as Tool["function"]["parameters"] } },
];
`;

const BROWSER = `import ollama from "ollama/browser";
export const ask = () =>
  ollama.chat({ model: "m", messages: [], tools: [{ type: "function", function: { name: "in_browser", parameters: { type: "object", properties: {} } } }] });
`;

describe("ollama-js through the project harness", () => {
  const project = lintProject({ "chat.ts": CHAT, "typed.ts": TYPED, "browser.ts": BROWSER });

  it.each([
    ["browser.ts", 3, "chat tools[]", "in_browser", "the default instance of ollama/browser"],
    ["chat.ts", 10, "chat tools[]", "get.weather", "the default instance of ollama"],
    ["chat.ts", 11, "chat tools[]", "tag_files", "constraints inside items are kept"],
    ["chat.ts", 19, "chat tools[]", "bounded", "a client of its own, streamed"],
    ["chat.ts", 20, "chat tools[]", "zod_input", "a zod object"],
    ["typed.ts", 4, "Tool value", "set_note", "a typed Tool[]"],
    ["typed.ts", 5, "Tool value", "lookup", "a converted zod schema"],
  ])("%s:%i %s %s (%s)", async (file, line, form, name) => {
    const { tools } = await project;
    expect(tools.filter((t) => t.file === file && t.line === line).map((t) => [t.form, t.name, t.framework, t.destinations.map((d) => d.target)])).toEqual([
      [form, name, "ollama-js", ["ollama"]],
    ]);
  });

  it("finds every tool once, and nothing else", async () => {
    const { tools } = await project;
    expect(tools).toHaveLength(7);
  });

  it("reports each keyword the server drops where it is written, and nothing on the tools that are fine", async () => {
    const { messages } = await project;
    const dropped = (where: string, keyword: string) =>
      `${where} uses "${keyword}", which Ollama via ollama-js silently ignores: the rule is not enforced. State the rule in the description, and check it in the handler.`;
    expect(Object.fromEntries(Object.entries(messages).map(([file, list]) => [file, describeMessages(list)]))).toEqual({
      "browser.ts": [],
      // Nothing on get.weather (description and enum are kept) nor tag_files (items is kept whole).
      "chat.ts": [
        `ignored-keyword@19:86 ${dropped("The root", "additionalProperties")}`,
        `ignored-keyword@19:151 ${dropped('Field "n"', "minimum")}`,
        "root-not-object@20:72 The framework cannot convert a zod 4 schema, so the tool reaches Ollama via ollama-js without parameters. Pass a JSON Schema object or a schema it converts.",
      ],
      "typed.ts": [
        // $defs is kept at the root, but a property has no $ref field: the reference is lost.
        `ignored-keyword@4:142 ${dropped('Field "owner"', "$ref")}`,
        // z.toJSONSchema() writes additionalProperties: false; its $schema changes nothing and is not reported.
        `ignored-keyword@5:104 ${dropped("The root", "additionalProperties")}`,
      ],
    });
  });
});
