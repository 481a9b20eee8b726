// Mastra (`@mastra/core`): `createTool()` sites and the schema-compat layers applied per model provider
// (compat.ts rewrites the JSON the way each layer does).
import type ts from "typescript";
import type { SiteReader } from "../core/reader.js";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import { agentKey, agentKeyElsewhere } from "./agents.js";
import { applyCompatLayer, type Layer } from "./compat.js";
import { agentTargets, MASTRA_TOOL_SINKS } from "./model-router.js";
import { googleOpenAPI, xaiOpenObjects } from "./bundled-providers.js";
import { agentOverride } from "./override.js";
import { targetIds } from "../../providers/index.js";
import { serverListing, serverUse, serverUseElsewhere } from "./mcp-server.js";
import { annotationsOf } from "../mcp/annotations.js";
import type { FrameworkModule, FrameworkTransform, ReadSite, ToolParts } from "../types.js";
import { dialectMarker } from "../core/dialect.js";
import { DRAFT_07_URI } from "../../schema/types.js";
import type { JsonObject } from "../../schema/types.js";

const KEYS = { name: "id", description: "description", input: ["inputSchema"], execute: "execute" } as const;

/**
 * Where the program sends the tool: the models of the agents holding it (model-router.ts: a model
 * router string or a provider package's model, read anywhere in the program), else the given targets;
 * an agent's `tools` object names it for the models (agents.ts); a
 * `new MCPServer({ tools })` lists it under its key for MCP clients (mcp-server.ts), which adds the
 * `mcp` target, or makes it the only one when nothing else can send the tool (in this file: the
 * tool is not exported or used; in another: no agent of the program holds it). The agent's key
 * wins the name when both hold it (one name per tool).
 */
function placed(parts: ToolParts, reader: SiteReader, node: ts.Node): ToolParts {
  const agentElsewhere = agentKeyElsewhere(node, reader.sourceFile);
  const agent = { nameElsewhere: agentElsewhere, ...agentKey(reader, node) };
  const server = serverUse(reader, node);
  if (!server) {
    // A server of another file may list it (read in the program being analysed, like the agents' keys).
    const elsewhere = serverUseElsewhere(node, reader.sourceFile);
    return {
      ...parts,
      ...agent,
      nameElsewhere: (program) => agentElsewhere(program) ?? elsewhere(program)?.key,
      targets: (context, configured) => {
        const routed = agentTargets(context.program ?? reader.program, node, configured);
        const use = context.program && elsewhere(context.program);
        if (!use) return routed;
        return use.only && !agent.nameFromKey ? ["mcp"] : [...new Set([...routed, "mcp"])];
      },
    };
  }
  const targets: ToolParts["targets"] = (context, configured) =>
    server.only && !agent.nameFromKey ? ["mcp"] : [...new Set([...agentTargets(context.program ?? reader.program, node, configured), "mcp"])];
  // The server lists `mcp.annotations` with the tool (@mastra/mcp 2.0.0 dist/index.js, toMCPTool).
  const annotations = parts.definition ? annotationsOf(reader, parts.definition, "mcp") : undefined;
  return { ...parts, ...server.parts, ...agent, targets, ...(annotations ? { annotations } : {}) };
}

/** The name sent is the key of the agent's `tools` object holding the tool (agents.ts), else its `id`. */
const readCreateTool: ReadSite<ts.CallExpression> = (call, reader) => [
  placed(readDefinitionParts(reader, call.arguments[0], KEYS, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) }), reader, call),
];

const readNewTool: ReadSite<ts.NewExpression> = (expr, reader) => [
  placed(readDefinitionParts(reader, expr.arguments?.[0], KEYS, { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) }), reader, expr),
];

const COMPAT_SOURCE = "mastra-ai/mastra packages/schema-compat/src/schema-compatibility.ts and src/provider-compats";

/**
 * One schema-compat layer as a transform. Mastra picks the layer from the model (provider or model
 * id), so each layer stands for the targets of its provider; the first matching layer wins, and
 * the OpenAI-reasoning (o1/o3/o4) and Meta layers are not modelled: model-router.ts routes a model to a
 * target only when its layer is the one that target has here.
 *
 * The OpenAI layer lists every property in `required` and makes the optional ones nullable (naming
 * them in `x-optional`), and its `processToCompatSchema` validates the model's arguments through a
 * walk that turns `null` back into `undefined` for those keys first (the zod path through
 * `.transform(val => val === null ? undefined : val)`), so defaults apply and the handler sees the
 * field left out: `nullsBecomeMissing`, for zod 4 inputs, which @mastra/core 1.71.0's tool builder
 * validates through that schema (`CoreToolBuilder.build`; @mastra/schema-compat 1.3.11 dist/index.js,
 * OpenAISchemaCompatLayer `#traverse`; `tests/frameworks/mastra/mastra.test.ts` runs it: a null
 * `timeoutMs` with `.default(30000)` comes out as 30000).
 */
function layer(id: Layer, targets: readonly string[], file: string): FrameworkTransform {
  return {
    id: `mastra-${id}-compat`,
    // One wording for every layer, so a change they share is one message listing all their targets.
    by: "Mastra's schema-compat layer",
    targets,
    source: `${COMPAT_SOURCE}/${file} (@mastra/schema-compat 1.3.11, the version @mastra/core 1.71.0 pins; read in its dist/index.js)`,
    // A tool without input never reaches a layer (see WITHOUT_INPUT).
    apply: ({ schema, route }) => {
      if (schema === WITHOUT_INPUT) return { changes: [] };
      const result = applyCompatLayer(schema, id);
      // Only a zod 4 schema (a Standard Schema with JSON) is validated through processToCompatSchema;
      // zod 3 and JSON inputs go through processToAISDKSchema, which keeps the null (and a default
      // field then rejects it).
      return id === "openai" && route === "zod" ? { ...result, nullsBecomeMissing: true } : result;
    },
  };
}

/**
 * What a tool without `inputSchema` is sent with, whatever the provider: Mastra's empty object
 * schema, converted without any compat layer (observed on the wire with @mastra/core 1.71.0 for
 * OpenAI, Anthropic and Google models). Recognised by identity, so the layers leave it alone.
 */
const WITHOUT_INPUT: JsonObject = { $schema: DRAFT_07_URI, type: "object", properties: {}, additionalProperties: false };

/**
 * Every input, zod or a plain JSON Schema object, goes through `standardSchemaToJSONSchema(…,
 * { target: "draft-07" })` before the layer, which writes the draft-07 dialect marker (the Google
 * layer deletes it again). A wire detail no provider treats differently: quiet.
 */
const dialect = dialectMarker({
  id: "mastra-json-schema-dialect",
  by: "Mastra's schema conversion",
  source: `${COMPAT_SOURCE}/schema-compatibility.ts processToJSONSchema (@mastra/schema-compat 1.3.11, @mastra/core 1.71.0; observed on the wire)`,
  marks: () => true,
});

/**
 * `Agent.formatTools`: a tool key with a character outside [a-zA-Z0-9_-], a first character other
 * than a letter or `_`, or more than 63 characters is renamed: each such character becomes `_`, a
 * `_` is put in front when needed, and the name is cut at 63. The name renamed is the key of the
 * agent's `tools` object (the tool's `id` when no agent of its file is seen holding it).
 */
export function mastraToolName(name: string): string {
  if (name.length <= 63 && !/[^a-zA-Z0-9_-]/.test(name) && /^[a-zA-Z_]/.test(name)) return name;
  let renamed = name.replace(/[^a-zA-Z0-9_-]/g, "_");
  if (!/^[a-zA-Z_]/.test(renamed)) renamed = `_${renamed}`;
  return renamed.slice(0, 63);
}

/** Every target but `mcp`: where an agent's model may send the tool. */
const modelTargets = targetIds.filter((id) => id !== "mcp");

const toolName: FrameworkTransform = {
  id: "mastra-tool-name",
  by: "Mastra's agent",
  // What an agent gives a model, whichever provider it belongs to; an MCP server names them otherwise.
  targets: modelTargets,
  source: "mastra-ai/mastra packages/core/src/agent/agent.ts Agent.formatTools (@mastra/core 1.71.0 dist/agent-*.js)",
  apply: ({ name }) => {
    if (name === undefined || name === "") return { changes: [] };
    const renamed = mastraToolName(name);
    return renamed === name ? { changes: [] } : { name: renamed, changes: [{ location: { kind: "name" }, change: `renames the tool to "${renamed}"` }] };
  },
};

/**
 * `@mastra/core`: `createTool({ id, description, inputSchema, execute })` and `new Tool({...})`
 * from `@mastra/core/tools`. Before any layer the input goes through
 * `standardSchemaToJSONSchema(…, { target: "draft-07" })`: zod's own conversion, a JSON Schema
 * as written. Providers without a layer (Bedrock's non-Claude models, MCP clients) get that.
 */
export const mastra: FrameworkModule = {
  id: "mastra",
  label: "Mastra",
  packages: ["@mastra/core/tools"],
  versionPackage: "@mastra/core",
  forms: [
    { kind: "call", callee: ["createTool"], read: readCreateTool },
    { kind: "new", callee: ["Tool"], read: readNewTool },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: { zod: "as-written", zod3: "as-written", seal: "as-written", standard: "as-written" },
    replaceNonObjectRoot: false,
    // standardSchemaToJSONSchema(schema, { target: "draft-07" }) before any compat layer.
    zodTarget: "draft-07",
  },
  transforms: [
    toolName,
    dialect,
    agentOverride(WITHOUT_INPUT, modelTargets),
    // Groq's models get the OpenAI layer (its shouldApply asks for `groq` in the provider).
    layer("openai", ["openai-strict", "openai", "groq"], "openai.ts"),
    layer("anthropic", ["anthropic", "anthropic-strict"], "anthropic.ts"),
    layer("google", ["google", "google-parameters"], "google.ts"),
    layer("deepseek", ["deepseek"], "deepseek.ts"),
    googleOpenAPI,
    xaiOpenObjects,
    serverListing(WITHOUT_INPUT),
  ],
  withoutInput: WITHOUT_INPUT,
  sentWhenPassedOn: {
    source: "mastra-ai/mastra packages/core/src/tools/tool.ts: `createTool(opts)` returns `new Tool(opts)`, registering nothing (@mastra/core 1.71.0 dist/tool-*.js)",
  },
  toolSinks: MASTRA_TOOL_SINKS,
  destinations: {
    targets: ["openai", "anthropic", "google"],
    // Narrowed to the providers of the agents' models where they are read (model-router.ts).
    via: "by the agent's model through its schema-compat layer, without strict mode, or listed to MCP clients by an MCPServer that holds it",
    source: "mastra-ai/mastra packages/core/src/tools/tool-builder/builder.ts (no strict flag on converted tools), @mastra/core 1.71.0 (2026-11)",
  },
  source:
    "mastra-ai/mastra packages/core/src/tools/tool.ts (createTool, Tool), packages/core/src/tools/tool-builder/builder.ts (layer order), packages/schema-compat (1.3.11); @mastra/core 1.71.0 dist/tools/tool.d.ts and @mastra/schema-compat 1.3.11 dist/index.js read 2026-11",
};
