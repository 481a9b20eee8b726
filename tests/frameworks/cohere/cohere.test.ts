import { describe, expect, it } from "vitest";
import { describeMessages, lintProject } from "../harness.js";

const CHAT = `import { CohereClient, CohereClientV2, type Cohere } from "cohere-ai";
import { z } from "zod";
const cohere = new CohereClientV2({ token: "k" });
const legacy = new CohereClient({ token: "k" });
const messages: Cohere.ChatMessages = [{ role: "user", content: "hi" }];
export async function ask() {
  await cohere.chat({
    model: "command-a-03-2025",
    messages,
    tools: [
      { type: "function", function: { name: "get.weather", description: "A dot, and an array root", parameters: { type: "array", items: { type: "string" } } } },
      { type: "function", function: { name: "bounded", parameters: { type: "object", properties: { n: { type: "integer", minimum: 1 } }, required: ["n"] } } },
    ],
  });
  await cohere.chatStream({
    model: "command-a-03-2025",
    messages,
    strictTools: true,
    tools: [
      { type: "function", function: { name: "strict_bounded", parameters: { type: "object", properties: { n: { type: "integer", minimum: 1 }, s: { type: "string", maxLength: 9 } }, required: ["n"] } } },
      { type: "function", function: { name: "strict_union", parameters: { anyOf: [{ type: "object", properties: {} }, { type: "null" }] } } },
      { type: "function", function: { name: "strict_fine", parameters: { type: "object", properties: { d: { type: "string", format: "date" } }, required: ["d"] } } },
    ],
  });
  await legacy.v2.chat({ model: "m", messages, strictTools: false, tools: [{ type: "function", function: { name: "not_strict", parameters: { type: "object", properties: { xs: { type: "array", items: { type: "string" }, uniqueItems: true } } } } }] });
}
`;

const REFUSED = `import { CohereClientV2, type Cohere } from "cohere-ai";
import { z } from "zod";
const cohere = new CohereClientV2({ token: "k" });
const fromOpenAI = { name: "copied", parameters: { type: "object", properties: {} }, strict: true };
export const send = (messages: Cohere.ChatMessages) =>
  cohere.chat({
    model: "command-a-03-2025",
    messages,
    tools: [
      { type: "function", function: fromOpenAI },
      { type: "function", function: { name: "zod_input", parameters: z.object({ q: z.string() }) as unknown as Record<string, unknown> } },
      // @ts-expect-error: the SDK's types require parameters too
      { type: "function", function: { name: "no_input" } },
      { type: "function", function: { name: "converted", parameters: z.toJSONSchema(z.object({ q: z.string() })) } },
    ],
  });
`;

const TYPED = `import type { Cohere } from "cohere-ai";
export const tools: Cohere.ToolV2[] = [
  { type: "function", function: { name: "typed_tool", parameters: { type: "object", properties: { q: { type: "string", minLength: 1 } } } } },
];
export const fn: Cohere.ToolV2Function = { name: "typed_function", parameters: { type: "object", properties: {} } };
`;

describe("cohere-ai through the project harness", () => {
  const project = lintProject({ "chat.ts": CHAT, "refused.ts": REFUSED, "typed.ts": TYPED });

  it.each([
    ["chat.ts", 11, "chat tools[]", "get.weather", "cohere", "no name or root rule is documented for Chat v2"],
    ["chat.ts", 12, "chat tools[]", "bounded", "cohere", "bounds are fine without strict_tools"],
    ["chat.ts", 20, "chatStream tools[]", "strict_bounded", "cohere-strict", "strictTools: true narrows the request to Structured Outputs"],
    ["chat.ts", 21, "chatStream tools[]", "strict_union", "cohere-strict", "a union root"],
    ["chat.ts", 22, "chatStream tools[]", "strict_fine", "cohere-strict", "a documented format"],
    ["chat.ts", 25, "v2.chat tools[]", "not_strict", "cohere", "CohereClient#v2, strictTools: false"],
    ["refused.ts", 10, "chat tools[]", "copied", "cohere", "a function copied from an OpenAI tool"],
    ["refused.ts", 11, "chat tools[]", "zod_input", "cohere", "a zod object"],
    ["refused.ts", 13, "chat tools[]", "no_input", "cohere", "no parameters"],
    ["refused.ts", 14, "chat tools[]", "converted", "cohere", "z.toJSONSchema() is plain JSON"],
    ["typed.ts", 3, "ToolV2 value", "typed_tool", "cohere", "a typed Cohere.ToolV2[]"],
    ["typed.ts", 5, "ToolV2Function value", "typed_function", "cohere", "a typed Cohere.ToolV2Function"],
  ])("%s:%i %s %s goes to %s (%s)", async (file, line, form, name, target) => {
    const { tools } = await project;
    expect(tools.filter((t) => t.file === file && t.line === line).map((t) => [t.form, t.name, t.framework, t.destinations.map((d) => d.target)])).toEqual([
      [form, name, "Cohere SDK", [target]],
    ]);
  });

  it("finds every tool once, and nothing else", async () => {
    const { tools } = await project;
    expect(tools).toHaveLength(12);
  });

  it("sends parameters as written", async () => {
    const { tools } = await project;
    expect(tools.find((t) => t.name === "get.weather")?.destinations[0]?.schema).toEqual({ type: "array", items: { type: "string" } });
  });

  it("reports what Cohere or the SDK refuses at exact positions, and nothing on the tools that are fine", async () => {
    const { messages } = await project;
    const ignored = (field: string, keyword: string) =>
      `Field "${field}" uses "${keyword}", which Cohere with strict_tools via the Cohere SDK silently ignores: the rule is not enforced. State the rule in the description, and check it in the handler.`;
    const never = "This tool never reaches Cohere: the Cohere SDK";
    expect(Object.fromEntries(Object.entries(messages).map(([file, list]) => [file, describeMessages(list)]))).toEqual({
      "chat.ts": [
        `ignored-keyword@20:129 ${ignored("n", "minimum")}`,
        `ignored-keyword@20:164 ${ignored("s", "maxLength")}`,
        'root-not-object@21:73 The schema root is a union ("anyOf"), not an object, which fails the request to Cohere with strict_tools via the Cohere SDK. Use an object root with the union in a property.',
      ],
      "refused.ts": [
        // At the `strict` key of the const the function comes from.
        `unsendable-tool@4:86 ${never} sends the function's \`strict\` key, which Cohere refuses (422 "unknown field: parameter 'strict'…"): use \`strictTools: true\` on the request.`,
        `unsendable-tool@11:7 ${never} throws "…parameters: Expected object. Received object." before sending: pass JSON Schema, e.g. \`z.toJSONSchema(schema)\`.`,
        // At the `function` key whose object lacks parameters.
        `unsendable-tool@13:27 ${never} throws "…function: Missing required key \\"parameters\\"" before sending: give it \`parameters: { type: "object", properties: {} }\`.`,
      ],
      "typed.ts": [],
    });
  });
});
