// Anthropic TypeScript SDK: `tools` arrays of messages requests, typed tool values and the beta tool helpers,
// with the zod helper (`betaZodTool`) sending zod's output shape (core/zod-output.ts).
import { untypedRequestTools } from "../core/untyped-request.js";
import ts from "../../util/typescript.cjs";
import { calleeForm, declaredTypeText, readDefinitionParts, type DefinitionKeys } from "../core/definition-parts.js";
import { readListedTools } from "../core/listed-elements.js";
import type { SiteReader } from "../core/reader.js";
import { zodOutputShape } from "../core/zod-output.js";
import type { ExportPath, FrameworkModule, ReadSite, SendContext, ToolParts, ToolSetRef } from "../types.js";

const SDK = "@anthropic-ai/sdk";

/** The helper modules, under each specifier the package's `exports` map accepts for them. */
const helperModules = (name: string): string[] => [`${SDK}/helpers/beta/${name}`, `${SDK}/helpers/beta/${name}.js`, `${SDK}/helpers/beta/${name}.mjs`];

/** A raw tool in a request: `{ name, description, input_schema, strict? }`, sent as written. */
const RAW_KEYS: DefinitionKeys = { name: "name", description: "description", input: ["input_schema"], strict: "strict" };

/**
 * The runnable-tool helpers. Each copies the remaining options (`strict`, `cache_control`) into the
 * tool it returns, so `strict` is read here too. `betaStandardSchemaTool` sends `jsonSchema` when
 * given, else the schema's Standard JSON Schema `input` conversion (draft 2020-12).
 */
const HELPER_KEYS: DefinitionKeys = { name: "name", description: "description", input: ["inputSchema"], execute: "run", strict: "strict" };
const HELPERS: readonly { readonly callee: ExportPath; readonly keys: DefinitionKeys }[] = [
  { callee: ["betaTool"], keys: HELPER_KEYS },
  { callee: ["betaStandardSchemaTool"], keys: { ...HELPER_KEYS, input: ["jsonSchema", "inputSchema"] } },
];
const ZOD_HELPER: ExportPath = ["betaZodTool"];

/** A custom tool goes to Anthropic; `strict: true` opts it into strict tool use, with its own rules. */
const anthropicTargets = (context: SendContext): readonly string[] => [context.strict === true ? "anthropic-strict" : "anthropic"];

/** The methods whose request takes a `tools` array (read in resources/messages and resources/beta/messages). */
const REQUEST_METHODS: readonly (readonly string[])[] = [
  ["messages", "create"],
  ["messages", "stream"],
  ["messages", "parse"],
  ["messages", "countTokens"],
  ["beta", "messages", "create"],
  ["beta", "messages", "stream"],
  ["beta", "messages", "parse"],
  ["beta", "messages", "countTokens"],
  ["beta", "messages", "toolRunner"],
  ["beta", "messages", "thread"],
];

/**
 * Type names whose values are tools, or arrays of them (server tools in a union are skipped per
 * element). `BetaRunnableTool` (lib/tools/BetaRunnableTool.d.ts, since sdk-v0.63.0) is a client tool
 * plus `run` / `parse`, which the tool runners strip before the Messages request; the rest is sent as
 * written (observed through `beta.messages.toolRunner`, tests/wire/anthropic).
 */
const TOOL_TYPES = ["Tool", "ToolUnion", "ClientToolUnion", "MessageCountTokensTool", "BetaTool", "BetaToolUnion", "BetaRunnableTool"];

/**
 * Managed Agents custom tools (`{ type: "custom", name, description, input_schema }`,
 * resources/beta/agents/agents.d.ts `BetaManagedAgentsCustomToolParams`, since sdk-v0.86.0): posted
 * to `/v1/agents` as written (resources/beta/agents/agents.js); the type has no `strict`, so they
 * are checked as non-strict Anthropic tools.
 */
const AGENT_TOOL_TYPES = ["BetaManagedAgentsCustomToolParams"];
const agentTargets = (): readonly string[] => ["anthropic"];

/** The agent methods whose body holds `tools`, with the index of that argument (`update(agentID, params)`). */
const AGENT_METHODS: readonly (readonly [readonly string[], number])[] = [
  [["beta", "agents", "create"], 0],
  [["beta", "agents", "update"], 1],
];

function sameFile(node: ts.Node, reader: SiteReader): boolean {
  return node.getSourceFile() === reader.sourceFile;
}

function readHelperCall(call: ts.CallExpression, keys: DefinitionKeys, reader: SiteReader): ToolParts {
  const parts = readDefinitionParts(reader, call.arguments[0], keys, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) });
  return { ...parts, targets: anthropicTargets };
}

/**
 * One element of a tools array (or one typed value): a raw custom tool. Helper calls are left to
 * their own call forms (a helper call written in the array still belongs to it as a set). Server
 * tools (`{ type: "web_search_20250305", … }`) define no schema and are skipped; so is anything that
 * is not an object literal (a tool built by a function of the user's, an MCP tool).
 */
function readElement(
  element: ts.Expression,
  reader: SiteReader,
  form: string,
  toolSet: ToolSetRef | undefined,
  targets: ToolParts["targets"] = anthropicTargets,
): ToolParts | undefined {
  const definition = reader.definition(element);
  if ("reason" in definition) return undefined;
  const typeExpr = reader.value(definition, "type");
  if (typeExpr) {
    const type = reader.string(typeExpr);
    if (type !== "custom" && (type !== undefined || !definition.properties.has("input_schema"))) return undefined;
  }
  const literal = definition.node;
  const local = sameFile(literal, reader);
  const nameKey = definition.properties.get("name")?.key;
  const anchor = local ? (nameKey && sameFile(nameKey, reader) ? nameKey : literal) : element;
  const parts = readDefinitionParts(reader, element, RAW_KEYS, { node: local ? literal : element, anchor, form });
  return { ...parts, targets, ...(toolSet ? { toolSet } : {}) };
}

function readArray(expr: ts.Expression | undefined, reader: SiteReader, form: string, targets?: ToolParts["targets"]): ToolParts[] {
  if (!expr) return [];
  const array = reader.array(expr);
  // A list built in the source (`this.tools.map((t) => toAnthropicTool(t))`): each element read as written.
  if (!array) return readListedTools(reader, expr, form, (element) => { const tool = readElement(element, reader, form, undefined, targets); return tool ? [tool] : []; });
  const toolSet: ToolSetRef | undefined = sameFile(array.node, reader) ? { node: array.node, label: "this `tools` array" } : undefined;
  return array.elements.flatMap((element) => readElement(element, reader, form, toolSet, targets) ?? []);
}

/** `client.messages.create({ tools: [...] })` and the other request methods. */
const readRequest =
  (method: readonly string[]): ReadSite<ts.CallExpression> =>
  (call, reader) => {
    const request = call.arguments[0];
    if (!request || ts.isSpreadElement(request)) return [];
    const untyped = untypedRequestTools(reader, call, request, "tools", `${method.join(".")}()`);
    if (untyped.length > 0) return untyped;
    const definition = reader.definition(request);
    if ("reason" in definition) return [];
    return readArray(reader.value(definition, "tools"), reader, `${method.join(".")} tools[]`);
  };

/** `client.beta.agents.create({ tools })`, `client.beta.agents.update(id, { tools })`: custom tools of a Managed Agent. */
const readAgentRequest =
  (method: readonly string[], index: number): ReadSite<ts.CallExpression> =>
  (call, reader) => {
    const request = call.arguments[index];
    if (!request || ts.isSpreadElement(request)) return [];
    const untyped = untypedRequestTools(reader, call, request, "tools", `${method.join(".")}()`);
    if (untyped.length > 0) return untyped;
    const definition = reader.definition(request);
    if ("reason" in definition) return [];
    return readArray(reader.value(definition, "tools"), reader, `${method.join(".")} tools[]`, agentTargets);
  };

/** The type as written where a value is declared, asserted or checked, less type arguments: `Anthropic.Tool[]`, `BetaRunnableTool`. */
function typedForm(value: ts.Expression, reader: SiteReader): string {
  return declaredTypeText(value, reader.sourceFile)?.replace(/<.*>/, "") ?? "typed tool";
}

/** `const tools: Anthropic.Tool[] = [...]`, `{ … } satisfies Tool`. */
const readTyped =
  (targets?: ToolParts["targets"]): ReadSite<ts.Expression> =>
  (value, reader) => {
    const form = typedForm(value, reader);
    if (reader.array(value)) return readArray(value, reader, form, targets);
    const single = readElement(value, reader, form, undefined, targets);
    return single ? [single] : [];
  };

const RAW_SENDS = {
  literal: "as-written",
  typed: "as-written",
  // betaStandardSchemaTool asks `~standard.jsonSchema.input`; zod 3 has no such converter and the helper throws.
  libraries: { zod: "as-written", zod3: "unconvertible", seal: "as-written", standard: "as-written" },
  replaceNonObjectRoot: false,
} as const;

const SOURCE =
  "anthropics/anthropic-sdk-typescript src/helpers/beta/zod.ts (betaZodTool), src/helpers/beta/json-schema.ts (betaTool), src/helpers/beta/standard-schema.ts and src/lib/standard-schema.ts (betaStandardSchemaTool), src/resources/messages/messages.ts and src/resources/beta/messages/messages.ts (request methods, Tool), src/lib/tools/BetaRunnableTool.ts, src/resources/beta/agents/agents.ts (custom tools); @anthropic-ai/sdk 1.14.0 as installed, read 2026-11-30";

/** The helpers convert zod when they are called, with zod's default for unrepresentable types: it throws. */
function throwsWhenDefined(helper: string): FrameworkModule["zodUnrepresentable"] {
  return {
    throws: "where the tool is defined",
    source: `anthropics/anthropic-sdk-typescript ${helper}, no \`unrepresentable\` option; observed in @anthropic-ai/sdk 1.14.0 with zod 4.6.7 (z.date()), 2026-12-03`,
  };
}

/**
 * The Anthropic TypeScript SDK: raw tools in a request, sent exactly as written (the SDK does not
 * touch `input_schema`), and the `betaTool` / `betaStandardSchemaTool` helpers, which send the given
 * JSON Schema or the Standard Schema's input conversion and throw when the root is not an object.
 */
export const anthropic: FrameworkModule = {
  id: "anthropic",
  label: "Anthropic SDK",
  packages: [SDK, ...helperModules("json-schema"), ...helperModules("standard-schema")],
  versionPackage: SDK,
  forms: [
    ...REQUEST_METHODS.map((method) => ({ kind: "method" as const, instanceOf: [["default"], ["Anthropic"]], method, read: readRequest(method) })),
    ...AGENT_METHODS.map(([method, index]) => ({ kind: "method" as const, instanceOf: [["default"], ["Anthropic"]], method, read: readAgentRequest(method, index) })),
    ...HELPERS.map(({ callee, keys }) => ({
      kind: "call" as const,
      callee,
      read: ((call, reader) => [readHelperCall(call, keys, reader)]) as ReadSite<ts.CallExpression>,
    })),
    { kind: "typed", typeNames: TOOL_TYPES, read: readTyped() },
    { kind: "typed", typeNames: AGENT_TOOL_TYPES, read: readTyped(agentTargets) },
  ],
  sends: RAW_SENDS,
  // Only betaStandardSchemaTool converts zod here (zod's `~standard.jsonSchema.input`).
  zodUnrepresentable: throwsWhenDefined("src/helpers/beta/standard-schema.ts (betaStandardSchemaTool)"),
  destinations: {
    // A request's `strict: true` tool narrows this to anthropic-strict (the site decides).
    targets: ["anthropic"],
    via: "in the Messages request that holds them (or run by the tool runner), or as a Managed Agent's custom tools",
    source: "anthropics/anthropic-sdk-typescript src/resources/messages (tools[].input_schema, tools[].strict), read in @anthropic-ai/sdk 1.14.0 (2026-11)",
  },
  source: SOURCE,
};

/**
 * `betaZodTool`, a module of its own because what it sends differs from every other Anthropic form:
 * `z.toJSONSchema(schema, { reused: "ref" })` converts in zod's default `io: "output"` mode, which
 * closes objects and requires defaulted properties. The core extracts the `input` conversion, so the
 * output shape is derived here for every target; a defaulted field made required is reported.
 */
export const anthropicZod: FrameworkModule = {
  id: "anthropic-zod",
  label: "Anthropic SDK",
  packages: helperModules("zod"),
  versionPackage: SDK,
  forms: [{ kind: "call", callee: ZOD_HELPER, read: (call, reader) => [readHelperCall(call, HELPER_KEYS, reader)] }],
  sends: {
    ...RAW_SENDS,
    // The helper imports `zod/v4`: a zod 3 schema has no `_zod` internals and `z.toJSONSchema` throws.
    libraries: { zod: "as-written", zod3: "unconvertible" },
    // `z.toJSONSchema(schema, { reused: "ref" })`: zod's default target, draft-2020-12 (src/helpers/beta/zod.ts).
    zodTarget: "draft-2020-12",
  },
  transforms: [
    {
      id: "anthropic-zod-output-io",
      by: "betaZodTool",
      targets: "all",
      source: "anthropics/anthropic-sdk-typescript src/helpers/beta/zod.ts (z.toJSONSchema without `io`); zod 4.6.7 toJSONSchema default io \"output\", checked 2026-11-30",
      apply: ({ schema }) => zodOutputShape(schema),
    },
  ],
  zodUnrepresentable: throwsWhenDefined("src/helpers/beta/zod.ts (betaZodTool: z.toJSONSchema)"),
  destinations: {
    targets: ["anthropic"],
    via: "by the beta tool runner to the Messages API",
    source: "anthropics/anthropic-sdk-typescript src/helpers/beta/zod.ts (betaZodTool), src/lib/tools/BetaToolRunner.ts, read in @anthropic-ai/sdk 1.14.0 (2026-11)",
  },
  source: SOURCE,
};
