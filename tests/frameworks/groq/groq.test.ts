import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const chat = `import Groq from "groq-sdk";
const groq = new Groq();
export async function ask() {
  await groq.chat.completions.create({
    model: "llama-3.3-70b-versatile",
    messages: [{ role: "user", content: "hi" }],
    tools: [
      { type: "function", function: { name: "get.weather", parameters: { type: "object", properties: { city: { type: "string" } } }, strict: true } },
      { type: "function", function: { name: "list_files", parameters: { type: "array", items: { type: "string" } } } },
      { type: "browser_search" },
    ],
  });
  const stream = await groq.chat.completions.create({
    model: "openai/gpt-oss-20b",
    messages: [],
    stream: true,
    tools: [{ type: "function", function: { name: "streamed_tool", parameters: { type: "object", properties: { q: { type: "string", minLength: 1 } } } } }],
  });
  return stream;
}
`;

const typed = `import { Groq } from "groq-sdk";
import type { ChatCompletionTool } from "groq-sdk/resources/chat/completions";
import type { FunctionDefinition } from "groq-sdk/resources/shared";
const client = new Groq({ apiKey: "k" });
const tools: ChatCompletionTool[] = [
  { type: "function", function: { name: "read file", parameters: { type: "object", properties: { path: { type: "string" } } } } },
];
const legacy: FunctionDefinition = { name: "legacy_lookup", parameters: { type: "object", properties: {} } };
export const run = () => client.chat.completions.create({ model: "m", messages: [], tools, functions: [legacy] });
`;

describe("groq-sdk through the project harness", () => {
  it("finds raw tools in requests and typed values, checked for Groq", async () => {
    const { tools, messages } = await lintProject({ "chat.ts": chat, "typed.ts": typed });
    expect(tools.map((t) => [t.file, t.line, t.form, t.framework, t.name, t.route, t.destinations.map((d) => d.target).join()])).toEqual(EXPECTED_TOOLS);
    expect(Object.fromEntries(Object.entries(messages).map(([file, list]) => [file, describeMessages(list)]))).toEqual(EXPECTED_MESSAGES);
  });
});

/** `browser_search` is a built-in tool, not a function; the stream variant is `create` with `stream: true`. */
const EXPECTED_TOOLS = [
  ["chat.ts", 8, "chat.completions.create tools[]", "Groq SDK", "get.weather", "literal", "groq"],
  ["chat.ts", 9, "chat.completions.create tools[]", "Groq SDK", "list_files", "literal", "groq"],
  ["chat.ts", 17, "chat.completions.create tools[]", "Groq SDK", "streamed_tool", "literal", "groq"],
  ["typed.ts", 6, "ChatCompletionTool value", "Groq SDK", "read file", "literal", "groq"],
  ["typed.ts", 8, "FunctionDefinition value", "Groq SDK", "legacy_lookup", "literal", "groq"],
];

/**
 * Only the name rule is Groq's own: the array root, `strict: true` on an open object and `minLength` get
 * nothing, since Groq states no root rule and documents strict mode for response_format only.
 */
const EXPECTED_MESSAGES = {
  "chat.ts": ['invalid-name@8:45 Tool name "get.weather" is rejected by Groq via the Groq SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "get_weather".'],
  "typed.ts": ['invalid-name@6:41 Tool name "read file" is rejected by Groq via the Groq SDK: it may use only letters, digits, `_` and `-`. Rename it, e.g. "read_file".'],
};
