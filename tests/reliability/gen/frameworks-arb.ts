import fc from "fast-check";
import { keyText, propertyKey, toolName } from "./names.js";
import {
  argumentsOf as argumentsWith,
  arrayOf,
  call,
  descriptionArb,
  handlerArb,
  Hoisted,
  keyed,
  methodCall,
  mostly,
  nameArb,
  objectOf,
  placementArb,
  plain,
  rootOf,
  strictArb,
  valueForms,
  type Gen,
  type Site,
} from "./shapes-arb.js";
import { zodArb } from "./zod-arb.js";

/**
 * Tool definitions of every framework the plugin recognises (one folder each in src/frameworks), in their usual
 * forms and in odd ones: missing or spread arguments, configs behind consts or `any`, receivers typed
 * `any`, arguments in the wrong order, shadowed imports, tools arrays with holes and spreads, computed
 * and duplicate keys, `strict: flag`, one framework's helper inside another's definition.
 *
 * The identifiers used here come from FRAMEWORK_PRELUDE (`aiTool`, `openai`, `server2`), which the
 * PRELUDE of case-arb.ts includes, or from that PRELUDE itself (`anyValue`, `anyArgs`, `definition0`).
 * The schema and handler arbitraries come from case-arb.ts too, as parameters: it imports this
 * module, so importing its values back would be a cycle.
 */

/**
 * Per framework, the imports (with their real types from node_modules) and the clients its calls
 * name. Aliased where a name clashes with another import. Not voided: an array of all these values
 * makes the checker build a union too complex to represent.
 */
const FRAMEWORK_IMPORTS = {
  "ai-sdk": `import { tool as aiTool, dynamicTool, jsonSchema, zodSchema } from "ai";
import * as aiSdk from "ai";`,
  "openai-agents": `import { tool as agentTool, realtime } from "@openai/agents";`,
  openai: `import OpenAI, { AzureOpenAI } from "openai";
import type { ChatCompletionTool } from "openai/resources/chat/completions";
import type { FunctionTool } from "openai/resources/responses/responses";
import { zodFunction, zodResponsesFunction } from "openai/helpers/zod";
const openai = new OpenAI();
const azure = new AzureOpenAI();`,
  anthropic: `import Anthropic from "@anthropic-ai/sdk";
import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import { betaTool } from "@anthropic-ai/sdk/helpers/beta/json-schema";
const anthropic = new Anthropic();`,
  "google-genai": `import { GoogleGenAI, type Chat, type FunctionDeclaration, type Tool, type Tool as GoogleTool, type GenerateContentConfig } from "@google/genai";
const genai = new GoogleGenAI({});
declare const chat: Chat;`,
  mcp: `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer as McpServer2, fromJsonSchema } from "@modelcontextprotocol/server";
const server = new McpServer({ name: "s1", version: "1" });
const server2 = new McpServer2({ name: "s2", version: "1" });`,
  langchain: `import { tool as lcTool, DynamicStructuredTool, DynamicTool, StructuredTool, Tool as LcTool } from "@langchain/core/tools";`,
  mastra: `import { createTool, Tool as MastraTool } from "@mastra/core/tools";`,
} as const;

type FrameworkId = keyof typeof FRAMEWORK_IMPORTS;

const FRAMEWORK_IDS = Object.keys(FRAMEWORK_IMPORTS) as readonly FrameworkId[];

/**
 * Every framework's imports, in every generated file, used or not: the same export names (`tool`)
 * from several packages side by side. Importing only the frameworks a file uses would be cheaper per
 * file, but TypeScript then drops the packages' declarations from the program and parses them again
 * when a later file imports them (seconds of CPU, past the fuzz's per-file bound).
 */
export const FRAMEWORK_PRELUDE = FRAMEWORK_IDS.map((id) => FRAMEWORK_IMPORTS[id]).join("\n");

/** What case-arb.ts already generates, reused inside every framework's shapes. */
export interface DefinitionArbitraries {
  /** An input schema expression: zod, a JSON Schema literal, Seal, a const, an odd value. */
  readonly input: fc.Arbitrary<string>;
  /** A handler member under the key `execute` (`execute: async () => 1`, `async execute(input) {}`). */
  readonly execute: fc.Arbitrary<string>;
  /** A whole `@warlock.js/ai` definition: handed to another framework, its keys are the wrong ones. */
  readonly definition: fc.Arbitrary<string>;
}

export interface FrameworkCall {
  /** Which framework the call is written for, for the summary. */
  readonly framework: string;
  /** The statements for the call numbered `index` in its file. */
  readonly render: (index: number) => string;
}

/** The argument list of a one-definition factory, odd at times; a warlock definition is the wrong one. */
const argumentsOf = (definition: fc.Arbitrary<Gen>, parts: DefinitionArbitraries): fc.Arbitrary<Gen> => argumentsWith(definition, parts.definition);

/** A handler under another key than `execute`: the first `execute` of every handler form is its key. */
const executeAs = (parts: DefinitionArbitraries, key: string): fc.Arbitrary<Gen> => plain(parts.execute.map((member) => member.replace(/\bexecute\b/, key)));

const rawShapeArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.tuple(propertyKey, zodArb), { maxLength: 2 }).map((entries) => `{ ${entries.map(([key, schema]) => `${keyText(key)}: ${schema.code}`).join(", ")} }`) },
  { weight: 1, arbitrary: fc.constantFrom("{}", "{ q: z.string() }", "{ ...sharedZod.shape }", "sharedZod.shape", "{ q: anyValue }", '{ title: "T", readOnlyHint: true }') },
);

/** Vercel AI SDK: `tool({ inputSchema })`, helpers around the input, tools objects keyed by name. */
function aiSdk(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const input = fc.oneof(
    { weight: 4, arbitrary: parts.input },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom("jsonSchema", "zodSchema", "aiSdk.jsonSchema"), parts.input).map(([helper, x]) => `${helper}(${x})`) },
    { weight: 1, arbitrary: parts.input.map((x) => `jsonSchema(zodSchema(${x}))`) },
    { weight: 1, arbitrary: fc.constantFrom("jsonSchema()", "jsonSchema<any>(anyValue)", "zodSchema(...anyArgs)", "jsonSchema(sharedLiteral)") },
  );
  const definition = objectOf(
    [plain(fc.tuple(fc.constantFrom("inputSchema", "inputSchema", "parameters"), input).map(([key, x]) => `${key}: ${x}`))],
    [keyed("description", descriptionArb), plain(parts.execute), plain(strictArb)],
  );
  const callee = mostly(["aiTool", "aiTool", "dynamicTool", "aiSdk.tool", 'aiSdk["tool"]'], ["(aiTool as any)", "anyValue.tool"]);
  const one = call(callee, argumentsOf(definition, parts));
  const key = fc.oneof(toolName.map(keyText), fc.constantFrom("dup", "[k]", '["computed"]', "[getName()]", "[`tmpl`]", "0", '"quoted key"'));
  const entry = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(key, one).map(([k, site]): Gen => (h) => `${k}: ${site.expr(h)}`) },
    // Declared apart and placed once (or twice) by shorthand: the key names the tool.
    { weight: 2, arbitrary: fc.tuple(one, fc.boolean()).map(([site, twice]): Gen => (h) => { const name = h.declare("weather", site.expr(h)); return twice ? `${name}, again: ${name}` : name; }) },
    { weight: 1, arbitrary: plain(fc.constantFrom("...anyValue", "...{}", "dup: anyValue")) },
    { weight: 1, arbitrary: one.map((site): Gen => (h) => `...{ spread: ${site.expr(h)} }`) },
  );
  const toolsObject = fc.array(entry, { minLength: 1, maxLength: 3 }).map((entries): Site => ({ expr: (h) => `({ ${entries.map((e) => e(h)).join(", ")} })`, root: "aiTool" }));
  // The same call nested in itself: the outer one gets a tool, not a definition.
  const nested = one.map((site): Site => ({ expr: (h) => `aiTool(${site.expr(h)})`, root: "aiTool" }));
  return fc.oneof({ weight: 4, arbitrary: one }, { weight: 3, arbitrary: toolsObject }, { weight: 1, arbitrary: nested });
}

/** `@openai/agents`: `tool({ name, parameters, strict, execute })`; without `name`, `execute` names it. */
function openaiAgents(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const execute = fc.oneof(parts.execute, fc.constantFrom("execute: async function named() { return 1; }", "execute: handler", "async execute() { return 1; }"));
  const definition = objectOf(
    [keyed("parameters", parts.input), plain(execute)],
    // Often without `name`: the tool is then named after `execute`.
    [keyed("name", nameArb), keyed("description", descriptionArb), plain(strictArb), plain(fc.constantFrom("needsApproval: true", "needsApproval: flag", "errorFunction: null"))],
  );
  return call(mostly(["agentTool", "agentTool", "realtime.tool"], ["(agentTool as any)"]), argumentsOf(definition, parts));
}

/** openai-node: raw tools in chat / responses requests, typed tool values, the zod helpers. */
function openai(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const type = plain(fc.oneof({ weight: 6, arbitrary: fc.constant('type: "function"') }, { weight: 1, arbitrary: fc.constantFrom('type: "custom"', "type: getName()", 'type: "web_search"') }));
  const core = [keyed("name", nameArb), keyed("parameters", parts.input)];
  const optional = [keyed("description", descriptionArb), plain(strictArb)];
  const functionMember = fc.oneof({ weight: 6, arbitrary: objectOf(core, optional).map((f): Gen => (h) => `function: ${f(h)}`) }, { weight: 1, arbitrary: keyed("function", fc.constantFrom("anyValue", "undefined")) });
  const chatElement = objectOf([type, functionMember]);
  const responsesElement = objectOf([type, ...core], optional);
  const helper = fc.tuple(
    fc.constantFrom("zodFunction", "zodResponsesFunction"),
    argumentsOf(objectOf(core, [keyed("description", descriptionArb), keyed("function", handlerArb)]), parts),
  );
  const helperCall = helper.map(([callee, args]): Gen => (h) => `${callee}(${args(h)})`);
  const chatTools = valueForms(arrayOf(chatElement, helperCall), "ChatCompletionTool[]");
  const responsesTools = valueForms(arrayOf(responsesElement, helperCall), "FunctionTool[]");
  const request = (tools: fc.Arbitrary<Gen>, body: string) =>
    objectOf([plain(fc.constant('model: "m"')), plain(fc.constant(body)), tools.map((t): Gen => (h) => `tools: ${t(h)}`)], [plain(fc.constantFrom("parallel_tool_calls: flag", 'tool_choice: "auto"'))]);
  const receivers = mostly(["openai", "openai", "azure", "new OpenAI()"], ["anyClient", "(openai as any)"]);
  const chat = methodCall(receivers, ["chat.completions.create", "chat.completions.parse", "chat.completions.stream", "chat.completions.runTools"], request(chatTools, "messages: []"));
  const responses = methodCall(receivers, ["responses.create", "responses.parse", "responses.stream", "beta.responses.create"], request(responsesTools, 'input: "x"'));
  const typedType = fc.constantFrom("ChatCompletionTool[]", "Array<ChatCompletionTool>", "readonly FunctionTool[]", "OpenAI.Chat.ChatCompletionTool[]", "FunctionTool");
  const typed = fc.tuple(arrayOf(fc.oneof(chatElement, responsesElement), helperCall), typedType, fc.constantFrom("satisfies", "as")).map(
    ([array, t, operator]): Site => ({ expr: (h) => `(${array(h)} ${operator} ${t})`, root: "openai" }),
  );
  const helperSite = helper.map(([callee, args]): Site => ({ expr: (h) => `${callee}(${args(h)})`, root: callee }));
  return fc.oneof({ weight: 3, arbitrary: chat }, { weight: 3, arbitrary: responses }, { weight: 1, arbitrary: typed }, { weight: 2, arbitrary: helperSite });
}

/** Anthropic: raw `tools` in requests, server tools among them, `betaZodTool` / `betaTool`, typed values. */
function anthropic(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const helper = fc
    .tuple(
      fc.constantFrom("betaZodTool", "betaTool"),
      argumentsOf(objectOf([keyed("name", nameArb), keyed("inputSchema", parts.input)], [keyed("description", descriptionArb), executeAs(parts, "run"), plain(strictArb)]), parts),
    )
    .map(([callee, args]) => ({ callee, args }));
  const helperCall = helper.map(({ callee, args }): Gen => (h) => `${callee}(${args(h)})`);
  const raw = objectOf(
    [keyed("name", nameArb), keyed("input_schema", parts.input)],
    [keyed("description", descriptionArb), plain(strictArb), plain(fc.constantFrom('type: "custom"', "type: getName()", "cache_control: null"))],
  );
  const serverTool = plain(fc.constantFrom('{ type: "web_search_20250305", name: "web_search", max_uses: 1 }', '{ type: "bash_20250124", name: "bash" }', '{ type: "text_editor_20250728", name: "dup_name" }'));
  const tools = valueForms(arrayOf(fc.oneof({ weight: 4, arbitrary: raw }, { weight: 1, arbitrary: serverTool }), helperCall), "Anthropic.Tool[]");
  const request = objectOf([plain(fc.constant('model: "m"')), plain(fc.constant("max_tokens: 1")), plain(fc.constant("messages: []")), tools.map((t): Gen => (h) => `tools: ${t(h)}`)]);
  const requests = methodCall(
    mostly(["anthropic", "anthropic", "new Anthropic()"], ["anyClient", "(anthropic as any)"]),
    ["messages.create", "messages.stream", "messages.countTokens", "beta.messages.create", "beta.messages.toolRunner", "beta.messages.countTokens"],
    request,
  );
  const typedType = fc.constantFrom("Anthropic.Tool[]", "Anthropic.ToolUnion[]", "Anthropic.Tool", "Anthropic.Beta.BetaTool[]");
  const typed = fc.tuple(fc.oneof(arrayOf(raw, helperCall), raw), typedType, fc.constantFrom("satisfies", "as")).map(([value, t, operator]): Site => ({ expr: (h) => `(${value(h)} ${operator} ${t})`, root: "anthropic" }));
  const helperSite = helper.map(({ callee, args }): Site => ({ expr: (h) => `${callee}(${args(h)})`, root: callee }));
  return fc.oneof({ weight: 4, arbitrary: requests }, { weight: 2, arbitrary: helperSite }, { weight: 1, arbitrary: typed });
}

/** `@google/genai`: `functionDeclarations` in `config.tools` of requests and chats, typed values. */
function googleGenai(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const declaration = objectOf(
    [keyed("name", nameArb), plain(fc.tuple(fc.constantFrom("parameters", "parametersJsonSchema"), parts.input).map(([key, x]) => `${key}: ${x}`))],
    [
      keyed("description", descriptionArb),
      // Both keys at once, or `parameters` carrying `$schema` (sent as `parametersJsonSchema`).
      plain(fc.constantFrom('parametersJsonSchema: { type: "object" }', 'parameters: { $schema: "https://json-schema.org/draft/2020-12/schema", type: "object" }', "response: anyValue")),
    ],
  );
  const foreign = plain(fc.constantFrom("{ googleSearch: {} }", "anyValue", "...anyTools"));
  const declarations = valueForms(arrayOf(declaration, plain(fc.constant("anyValue"))), "FunctionDeclaration[]");
  const toolObject = declarations.map((d): Gen => (h) => `{ functionDeclarations: ${d(h)} }`);
  const tool = fc.oneof({ weight: 6, arbitrary: toolObject }, { weight: 1, arbitrary: foreign });
  const tools = valueForms(arrayOf(tool, foreign), "Tool[]");
  const config = valueForms(objectOf([tools.map((t): Gen => (h) => `tools: ${t(h)}`)], [plain(fc.constant("temperature: 0"))]), "GenerateContentConfig");
  const request = objectOf([plain(fc.constant('model: "m"')), plain(fc.constant('contents: "x"')), config.map((c): Gen => (h) => `config: ${c(h)}`)]);
  const requests = methodCall(
    mostly(["genai", "genai", "new GoogleGenAI({})"], ["anyClient", "(genai as any)"]),
    ["models.generateContent", "models.generateContentStream", "chats.create", "live.connect"],
    request,
  );
  const chats = methodCall(fc.constant("chat"), ["sendMessage", "sendMessageStream"], objectOf([plain(fc.constant('message: "x"')), config.map((c): Gen => (h) => `config: ${c(h)}`)]));
  // Values with their own type, and now and then with another one of the SDK's types.
  const typedPairs = fc.oneof(
    { weight: 4, arbitrary: fc.oneof(arrayOf(declaration, foreign).map((v) => [v, "FunctionDeclaration[]"] as const), declaration.map((v) => [v, "FunctionDeclaration"] as const)) },
    { weight: 2, arbitrary: fc.oneof(toolObject.map((v) => [v, "Tool"] as const), toolObject.map((v) => [v, "GoogleTool"] as const), config.map((v) => [v, "GenerateContentConfig"] as const)) },
    { weight: 1, arbitrary: fc.tuple(fc.oneof(declaration, toolObject), fc.constantFrom("FunctionDeclaration[]", "GoogleTool", "GenerateContentConfig")) },
  );
  const typed = fc.tuple(typedPairs, fc.constantFrom("satisfies", "as")).map(([[value, t], operator]): Site => ({ expr: (h) => `(${value(h)} ${operator} ${t})`, root: "genai" }));
  return fc.oneof({ weight: 4, arbitrary: requests }, { weight: 1, arbitrary: chats }, { weight: 1, arbitrary: typed });
}

/** MCP: `server.tool(...)` in every overload (and none), `registerTool(name, config, cb)` of 1.x and 2.x. */
function mcp(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const annotations = fc.constantFrom('{ title: "T", readOnlyHint: true }', '{ title: "T", nested: { a: 1 } }', "{ destructiveHint: flag }");
  const schemaSlot = fc.oneof({ weight: 3, arbitrary: rawShapeArb }, { weight: 2, arbitrary: parts.input });
  // Arguments in order (name, description?, schema?, annotations?, callback?), sometimes rotated.
  const toolArgs = fc
    .tuple(nameArb, fc.option(descriptionArb, { freq: 2 }), fc.option(schemaSlot, { freq: 4 }), fc.option(annotations, { freq: 2 }), fc.option(handlerArb, { freq: 6 }), fc.nat({ max: 9 }))
    .map(([name, description, schema, notes, callback, rotation]) => {
      const args = [name, description, schema, notes, callback].filter((a): a is string => a !== null);
      const shift = rotation < 8 ? 0 : rotation;
      return [...args.slice(shift % args.length), ...args.slice(0, shift % args.length)].join(", ");
    });
  const oddArgs = fc.constantFrom("", "...anyArgs", '"spread", ...anyArgs', "anyValue, anyValue");
  const input = fc.oneof(
    { weight: 3, arbitrary: rawShapeArb },
    { weight: 3, arbitrary: parts.input },
    { weight: 2, arbitrary: parts.input.map((x) => `fromJsonSchema(${x})`) },
  );
  const config = argumentsOf(
    objectOf([keyed("inputSchema", input)], [keyed("title", descriptionArb), keyed("description", descriptionArb), keyed("outputSchema", fc.constantFrom("{ ok: z.boolean() }", "z.object({ ok: z.boolean() })", "anyValue")), keyed("annotations", annotations)]),
    parts,
  );
  const registerArgs = fc.tuple(nameArb, config, fc.option(handlerArb, { freq: 6 }), fc.boolean()).map(
    ([name, c, callback, swapped]): Gen =>
      (h) => {
        const written = c(h);
        return [...(swapped ? [written, name] : [name, written]), callback ?? ""].filter(Boolean).join(", ");
      },
  );
  const receivers = mostly(["server", "server2", "server2", 'new McpServer({ name: "x", version: "1" })'], ["(server as any)", "anyClient"]);
  // `tool()` exists in 1.x only; on a 2.x server it is no tool form.
  const toolReceivers = mostly(["server"], ["(server as any)", "anyClient", "server2"]);
  const tool = call(toolReceivers.map((r) => `${r}.tool`), plain(fc.oneof({ weight: 6, arbitrary: toolArgs }, { weight: 1, arbitrary: oddArgs })));
  const register = call(receivers.map((r) => `${r}.registerTool`), registerArgs);
  // A server reached through a parameter typed with the class: recognised from the annotation.
  const typedReceiver = fc.tuple(fc.constantFrom("McpServer", "McpServer2"), registerArgs).map(
    ([type, args]): Site => ({ expr: (h) => `((srv: ${type}) => srv.registerTool(${args(h)}))(${type === "McpServer" ? "server" : "server2"})`, root: type }),
  );
  return fc.oneof({ weight: 3, arbitrary: tool }, { weight: 3, arbitrary: register }, { weight: 1, arbitrary: typedReceiver });
}

/** LangChain: `tool(fn, fields)`, `new DynamicStructuredTool({...})`, subclasses, arrays of tools declared apart. */
function langchain(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const fields = objectOf(
    [keyed("name", nameArb), keyed("schema", fc.oneof(parts.input, parts.input.map((x) => `zodSchema(${x})`)))],
    [keyed("description", descriptionArb), plain(fc.constantFrom('responseFormat: "content_and_artifact"', "returnDirect: flag"))],
  );
  const toolArgs = fc.oneof(
    { weight: 8, arbitrary: fc.tuple(handlerArb, argumentsOf(fields, parts)).map(([fn, f]): Gen => (h) => `${fn}, ${f(h)}`) },
    // Wrong order, the fields alone, nothing, all spread.
    { weight: 1, arbitrary: fc.tuple(handlerArb, fields).map(([fn, f]): Gen => (h) => `${f(h)}, ${fn}`) },
    { weight: 1, arbitrary: fc.oneof(fields, plain(handlerArb)) },
    { weight: 1, arbitrary: plain(fc.constantFrom("", "...anyArgs", "handler, ...anyArgs")) },
  );
  const callTool = call(mostly(["lcTool"], ["(lcTool as any)"]), toolArgs);
  const structured = objectOf([keyed("name", nameArb), keyed("schema", parts.input)], [keyed("description", descriptionArb), keyed("func", handlerArb)]);
  const newTool = fc.oneof(
    call(fc.constantFrom("DynamicStructuredTool", "DynamicStructuredTool", "DynamicTool"), argumentsOf(structured, parts), "new "),
    fc.constant<Site>({ expr: () => "new DynamicStructuredTool()", root: "DynamicStructuredTool" }),
  );
  // The fields LangChain reads, then members that move, hide or override them.
  const usual = [nameArb.map((n) => `name = ${n};`), parts.input.map((x) => `schema = ${x};`)];
  const more = [descriptionArb.map((d) => `description = ${d};`), fc.constant("async _call(input: any) { return String(input); }")];
  const odd = fc.oneof(
    fc.constantFrom('static description = "static";', "declare schema: any;", '["name"] = "computed_member";', "name: string = getName();", "static name2 = 1;"),
    parts.input.map((x) => `constructor() { super(); this.schema = ${x}; this["description"] = "assigned"; }`),
    parts.input.map((x) => `get schema() { return ${x}; }`),
  );
  const body = fc
    .tuple(fc.tuple(...usual.map((m) => fc.option(m, { freq: 12 })), ...more.map((m) => fc.option(m, { freq: 3 }))), fc.array(fc.tuple(odd, fc.nat()), { maxLength: 2 }))
    .map(([kept, extras]) => {
      const members = kept.filter((m): m is string => m !== null);
      for (const [member, at] of extras) members.splice(at % (members.length + 1), 0, member);
      return members.join(" ");
    });
  const base = mostly(["StructuredTool", "StructuredTool", "LcTool"], ["(StructuredTool as any)", "DynamicStructuredTool", "(flag ? StructuredTool : LcTool)"]);
  const subclass = fc.tuple(base, body, fc.constantFrom("declaration", "expression", "named")).map(
    ([b, members, form]): Site => ({
      expr: (h) => {
        const heritage = `extends ${b} { ${members} }`;
        if (form === "expression") return `(class ${heritage})`;
        if (form === "named") return `(class Named ${heritage})`;
        const name = h.fresh("Lc");
        h.statements.push(`class ${name} ${heritage}`);
        return `new ${name}()`;
      },
      root: rootOf(b),
    }),
  );
  // Tools declared apart and sent together: `[search, weather, search]`.
  const one = fc.oneof(callTool, newTool, subclass);
  const holding = fc.tuple(fc.array(one, { minLength: 1, maxLength: 3 }), fc.boolean()).map(
    ([sites, repeat]): Site => ({
      expr: (h) => {
        const names = sites.map((site) => h.declare("lc", site.expr(h)));
        return `[${[...names, ...(repeat ? [names[0]] : [])].join(", ")}]`;
      },
      root: "lcTool",
    }),
  );
  return fc.oneof({ weight: 3, arbitrary: callTool }, { weight: 2, arbitrary: newTool }, { weight: 2, arbitrary: subclass }, { weight: 1, arbitrary: holding });
}

/** Mastra: `createTool({ id, inputSchema, execute })` and `new Tool({...})`. */
function mastra(parts: DefinitionArbitraries): fc.Arbitrary<Site> {
  const definition = objectOf(
    [keyed("id", nameArb), keyed("inputSchema", fc.oneof(parts.input, parts.input.map((x) => `jsonSchema(${x})`)))],
    [keyed("description", descriptionArb), keyed("outputSchema", parts.input), plain(parts.execute)],
  );
  return fc.oneof(call(mostly(["createTool"], ["(createTool as any)"]), argumentsOf(definition, parts)), call(fc.constant("MastraTool"), argumentsOf(definition, parts), "new "));
}

const FRAMEWORKS: Record<FrameworkId, (parts: DefinitionArbitraries) => fc.Arbitrary<Site>> = {
  "ai-sdk": aiSdk,
  "openai-agents": openaiAgents,
  openai,
  anthropic,
  "google-genai": googleGenai,
  mcp,
  langchain,
  mastra,
};

/** One framework call, with an even share for each framework. */
export function frameworkCallArb(parts: DefinitionArbitraries): fc.Arbitrary<FrameworkCall> {
  const sites = FRAMEWORK_IDS.map((framework) => FRAMEWORKS[framework](parts).map((site) => ({ framework, site })));
  return fc.tuple(fc.oneof(...sites), placementArb).map(([{ framework, site }, place]) => ({
    framework,
    render: (index) => {
      const hoisted = new Hoisted(index);
      const expr = site.expr(hoisted);
      return [...hoisted.statements, place(expr, index, site.root)].join("\n");
    },
  }));
}
