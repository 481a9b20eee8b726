import rule from "../../src/rules/unfollowed-tools.js";
import { createRuleTester } from "../rule-tester.js";
import { at } from "./positions.js";

const ruleTester = createRuleTester();
const server = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ZodRawShape } from "zod";
const server = new McpServer({ name: "s", version: "1" });
`;
const lowLevel = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
const server = new Server({ name: "s", version: "1" }, { capabilities: { tools: {} } });
`;

/** A registration loop over a list read at run time, whose element type no value of the program is written as. */
const pluginLoop =
  server +
  `interface PluginTool { name: string; description: string; inputSchema: ZodRawShape }
declare function loadPlugins(): PluginTool[];
for (const tool of loadPlugins()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));`;

/** A tools/list handler returning a list of `any`. */
const remoteListing = lowLevel + `declare function loadRemoteTools(): Promise<any[]>;\nserver.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: await loadRemoteTools() }));`;

/** A tools/list handler that is not written in the source. */
const handlerFromElsewhere = lowLevel + `declare const handlers: { listTools: () => Promise<{ tools: [] }> };\nserver.setRequestHandler(ListToolsRequestSchema, handlers.listTools);`;

/** A tools/list handler whose answer is not an object written in the source. */
const answerFromElsewhere = lowLevel + `declare function proxyList(): Promise<{ tools: [] }>;\nserver.setRequestHandler(ListToolsRequestSchema, async () => proxyList());`;

ruleTester.run("unfollowed-tools", rule, {
  valid: [
    // A list written in the source is followed.
    server +
      `const tools = [{ name: "echo", description: "Repeat the text back.", inputSchema: {} }];
for (const tool of tools) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));`,
    // A list read at run time whose element type the program's definitions are written as.
    server +
      `interface CatalogTool { name: string; description: string; inputSchema: ZodRawShape }
export const echo: CatalogTool = { name: "echo", description: "Repeat the text back.", inputSchema: {} };
declare function enabledTools(): CatalogTool[];
for (const tool of enabledTools()) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));`,
    // Loaded from outside on purpose, and said so.
    { code: remoteListing, options: [{ ignore: ["loadRemoteTools"] }] },
    { code: pluginLoop, options: [{ ignore: ["loadPlugins"] }] },
  ],
  invalid: [
    {
      code: pluginLoop,
      errors: [
        {
          messageId: "unfollowed",
          data: {
            form: "`server.registerTool()`",
            reason:
              "it is registered once for each element of `loadPlugins()`, which cannot be followed statically: `loadPlugins()` is not an array or object of tool definitions written in the source; no value of type `PluginTool` is written in the program's sources",
          },
          ...at(pluginLoop, "loadPlugins()", 1),
        },
      ],
    },
    {
      code: remoteListing,
      errors: [{ messageId: "unfollowed", ...at(remoteListing, "await loadRemoteTools()") }],
    },
    {
      code: handlerFromElsewhere,
      errors: [{ messageId: "unfollowed", data: { form: "`tools/list handler`", reason: "the tools/list handler is not a function written in the source" }, ...at(handlerFromElsewhere, "handlers.listTools") }],
    },
    {
      code: answerFromElsewhere,
      errors: [{ messageId: "unfollowed", data: { form: "`tools/list handler`", reason: "the tools/list handler returns no `tools` written in the source" }, ...at(answerFromElsewhere, "async () => proxyList()") }],
    },
    // Another name ignored: still reported.
    { code: remoteListing, options: [{ ignore: ["fetchPlugins"] }], errors: [{ messageId: "unfollowed", ...at(remoteListing, "await loadRemoteTools()") }] },
  ],
});

/** A registration loop over a list that is empty as written and filled at run time with values of no declared type. */
const filledAtRunTime =
  server +
  `const loaded: { name: string; description: string; inputSchema: ZodRawShape }[] = [];
export function load(json: string) { loaded.splice(0, loaded.length, ...JSON.parse(json)); }
for (const tool of loaded) server.registerTool(tool.name, { description: tool.description, inputSchema: tool.inputSchema }, async () => ({ content: [] }));`;

ruleTester.run("unfollowed-tools: a list filled at run time", rule, {
  valid: [],
  invalid: [
    {
      code: filledAtRunTime,
      errors: [{ messageId: "unfollowed", data: { form: "`server.registerTool()`", reason: "it is registered once for each element of `loaded`, which cannot be followed statically: `loaded` holds no tool definition written in the source" }, ...at(filledAtRunTime, "loaded", 3) }],
    },
  ],
});

const openaiClient = `import OpenAI from "openai";
const openai = new OpenAI();
`;

/** A proxy route's request: the body parsed from JSON, passed on whole. */
const spreadBody = openaiClient + `export async function proxy(body: any) {\n  return openai.responses.create({ ...body, stream: false });\n}`;
const toolsOfBody = openaiClient + `export async function ask(body: any) {\n  return openai.responses.create({ model: "gpt-4.1", input: body.input, tools: body.tools });\n}`;
const wholeBody = `import Anthropic from "@anthropic-ai/sdk";
const anthropic = new Anthropic();
export async function relay(request: any) {
  return anthropic.messages.create(request);
}`;
const modelCall = `import { generateText, type LanguageModel } from "ai";
export async function run(model: LanguageModel, options: any) {
  return generateText({ model, prompt: "Plan the trip.", tools: options.tools });
}`;

const bound = `import { ChatOpenAI } from "@langchain/openai";
const model = new ChatOpenAI({ model: "gpt-4.1" });
export function withTools(tools: any) {
  return model.bindTools(tools);
}`;

const untyped = (form: string, reason: string) => ({ messageId: "anyTools" as const, data: { form: `\`${form}\``, reason } });

ruleTester.run("unfollowed-tools: tools typed any where they are taken", rule, {
  valid: [
    // The body has a type without tools: nothing can be carried in.
    openaiClient + `export async function proxy(body: { model: string; input: string }) {\n  return openai.responses.create({ ...body, stream: false });\n}`,
    // The request's own `tools` is written with a type: it is read there, whatever the spread holds.
    openaiClient + `export async function proxy(body: any) {\n  return openai.responses.create({ ...body, tools: [] });\n}`,
    // Named in `ignore`: the tools are checked where they are written.
    { code: spreadBody, options: [{ ignore: ["body"] }] },
  ],
  invalid: [
    {
      code: spreadBody,
      errors: [{ ...untyped("responses.create()", "the request spreads `body`, typed `any`"), ...at(spreadBody, "...body") }],
    },
    {
      code: toolsOfBody,
      errors: [{ ...untyped("responses.create()", "`body.tools` is typed `any`"), ...at(toolsOfBody, "body.tools") }],
    },
    {
      code: wholeBody,
      errors: [{ ...untyped("messages.create()", "the request `request` is typed `any`"), ...at(wholeBody, "request", 1) }],
    },
    {
      code: modelCall,
      errors: [{ ...untyped("generateText()", "`options.tools` is typed `any`"), ...at(modelCall, "options.tools") }],
    },
    {
      code: bound,
      errors: [{ ...untyped("model.bindTools()", "`tools` is typed `any`"), ...at(bound, "tools", 1) }],
    },
  ],
});

/**
 * An AI SDK tool set built by assigning plain objects, in a loop over the program's own definitions, to a
 * holder typed `holder`, and handed to the model call through `handOver`.
 */
const assignedSet = (holder: string, handOver: string) => `import { streamText, type LanguageModel, type ToolSet } from "ai";
import { z } from "zod";
interface Definition { name: string; description: string; inputSchema: z.ZodTypeAny }
const DEFINITIONS: Definition[] = [{ name: "read_file", description: "Reads a file.", inputSchema: z.object({ path: z.string() }) }];
function buildToolSet() {
  const toolSet: ${holder} = {};
  for (const tool of DEFINITIONS) {
    toolSet[tool.name] = { description: tool.description, inputSchema: tool.inputSchema, execute: async () => "ok" };
  }
  return toolSet;
}
${handOver}`;
/** Through a `const` the checker expects to be a `ToolSet`: where the holder goes says what it is. */
const spreadIntoSet = `export async function run(model: LanguageModel) {
  const agentTools = buildToolSet();
  const allTools: ToolSet = { ...agentTools };
  return streamText({ model, prompt: "Go.", tools: allTools });
}`;
/** Through a parameter typed \`Record<string, any>\`: nothing on the way says it is a set of tools. */
const throughParameter = `async function ask(model: LanguageModel, tools: Record<string, any>) {
  return streamText({ model, prompt: "Go.", tools: { ...tools } });
}
export const run = (model: LanguageModel) => ask(model, buildToolSet());`;
/** Through a parameter typed with the project's own \`ToolSet\`: a set type by name only, not the SDK's. */
const throughOwnSetType = `namespace local { export type ToolSet = Record<string, any>; }
async function ask(model: LanguageModel, tools: local.ToolSet) {
  return streamText({ model, prompt: "Go.", tools: { ...tools } });
}
export const run = (model: LanguageModel) => ask(model, buildToolSet());`;

/** The warning at the model call's `...tools` of `code`: the holder's objects are not taken for tools. */
const untypedHolder = (code: string) => ({
  messageId: "packaged" as const,
  data: {
    form: "\`streamText()\`",
    member: "\`...tools\`",
    reason: "its tools are assigned as \`toolSet[tool.name] = { … }\` to \`toolSet\`, typed \`Record<string, any>\`, so nothing says they are tools",
    fix: "Declare \`toolSet\` as \`ToolSet\`, so that each object assigned to it is read as a tool.",
  },
  ...at(code, "...tools"),
});

ruleTester.run("unfollowed-tools: tools assigned where their type is any", rule, {
  valid: [
    // Typed as the AI SDK's set: each assigned object is read as a tool.
    assignedSet("ToolSet", throughParameter),
    // Handed to a const typed as the set: read as that set.
    assignedSet("Record<string, any>", spreadIntoSet),
    // Named in \`ignore\`: the holder's tools are checked elsewhere.
    { code: assignedSet("Record<string, any>", throughParameter), options: [{ ignore: ["toolSet"] }] },
  ],
  invalid: [
    {
      code: assignedSet("Record<string, any>", throughParameter),
      errors: [untypedHolder(assignedSet("Record<string, any>", throughParameter))],
    },
    {
      code: assignedSet("Record<string, any>", throughOwnSetType),
      errors: [untypedHolder(assignedSet("Record<string, any>", throughOwnSetType))],
    },
  ],
});
