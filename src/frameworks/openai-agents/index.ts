// OpenAI Agents SDK (`@openai/agents`): `tool()` and `agent.asTool()` sites (as-tool.ts), strict by default,
// with the name rewrite, the SDK's zod conversion and its strict lowering (zod-conversion.ts, strict-schema.ts).
import ts from "../../util/typescript.cjs";
import { isObjectRoot } from "../../checks/describe-node.js";
import { schemaLibraryOf } from "../../schema/shared/library.js";
import { answerForType } from "../core/context-free-type.js";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, FrameworkTransform, ReadSite, SendContext, SendPolicy, ToolParts } from "../types.js";
import { atLeast } from "../core/version.js";
import { readAsTool } from "./as-tool.js";
import { agentsStrictSchema } from "./strict-schema.js";
import { agentsZodConversion } from "./zod-conversion.js";

/**
 * The version whose strict path lowers optional properties to required + nullable (and strips the
 * nulls again before `execute` runs): `stripStrictNullsForZodSchema`, commit 2e1d6269, released in
 * agents-core 0.9.0. Before it, a strict tool went out as openai-node's helper (zod) or the caller
 * (JSON Schema) wrote it.
 */
const STRICT_LOWERING_SINCE = "0.9.0";

/** strict defaults to true in `tool()`; only `strict: false` turns it off. */
function isStrict(context: SendContext): boolean {
  return context.strict !== false;
}

/**
 * What `getSchemaAndParserFromInputType` sends: the input as the core extracts it; the SDK's own
 * conversions (zod to JSON Schema, the strict lowering) are the transforms below, because they differ
 * by the kind of `parameters` (a transform sees the schema only, not where it came from).
 */
const sends: SendPolicy = {
  literal: "as-written",
  typed: "as-written",
  libraries: { zod: "as-written", zod3: "as-written", standard: "as-written" },
  replaceNonObjectRoot: false,
};

/**
 * What `parameters` is, which decides the SDK's conversion: a JSON Schema object literal, a zod 4
 * schema, another Standard Schema, or a value the plugin cannot classify (lowered like JSON Schema).
 */
type InputKind = "json-schema" | "zod" | "standard" | "unknown";

function inputKindOf(reader: SiteReader, input: ts.Expression | undefined): InputKind {
  if (!input) return "unknown";
  if (!("reason" in reader.definition(input))) return "json-schema";
  // Read from the callee's return type when it decides: typing `parameters` in place resolves `tool()`'s overloads.
  const library = answerForType(reader.checker, reader.unwrap(input), (type) => schemaLibraryOf(reader.checker, type));
  return library === "zod" || library === "standard" ? library : "unknown";
}

/** zod parameters take the zod conversion; JSON Schema and other Standard Schemas the strict preparation. */
const isZodRoute = (route: string | undefined) => route === "zod" || route === "zod3";

/** The strict lowering exists since 0.9.0 (STRICT_LOWERING_SINCE); before it the input went out as converted. */
const lowers = (context: SendContext) => isStrict(context) && atLeast(context.version, STRICT_LOWERING_SINCE);

const STRICT_SOURCE =
  "openai/openai-agents-js packages/agents-core/src/utils/strictToolSchema.ts (prepareOpenAIStrictToolSchema, toOpenAIStrictToolSchema), src/utils/tools.ts (getSchemaAndParserFromInputType); read in the installed @openai/agents-core 0.20.0 dist, seen on the wire 2026-12-01";

/** JSON Schema and Standard Schema parameters: `prepareOpenAIStrictToolSchema` (both paths call it), or its throw. */
const strictSchema: FrameworkTransform = {
  id: "openai-agents-strict-schema",
  by: "@openai/agents",
  targets: "all",
  // Each optional property made required and nullable is reported by optional-forced-required.
  quiet: true,
  appliesTo: lowers,
  source: STRICT_SOURCE,
  apply({ schema, route }) {
    if (isZodRoute(route)) return { changes: [] };
    const result = agentsStrictSchema(schema, true);
    return "fails" in result ? { changes: [], fails: result.fails, failsAt: result.failsAt } : { schema: result.schema, changes: [] };
  },
};

/**
 * zod parameters: openai-node's helper or the SDK's fallback converter (zod-conversion.ts), then
 * `toOpenAIStrictToolSchema`. What the conversion drops or makes required is reported.
 */
const zodSchema: FrameworkTransform = {
  id: "openai-agents-zod-schema",
  by: "@openai/agents",
  targets: "all",
  appliesTo: lowers,
  source: `${STRICT_SOURCE}; zodJsonSchemaCompat.ts (zodJsonSchemaCompatForOpenAIStrict); openai/openai-node src/helpers/zod.ts (zodResponsesFunction), openai 7.59.0`,
  apply({ schema, route }) {
    // A root that is not an object takes the Standard Schema path, which throws; root-not-object reports it.
    if (!isZodRoute(route) || !isObjectRoot(schema)) return { changes: [] };
    const converted = agentsZodConversion(schema);
    if (converted.fails) return converted;
    const result = agentsStrictSchema(converted.schema ?? schema, false);
    return "fails" in result ? { changes: [], fails: result.fails, failsAt: result.failsAt } : { schema: result.schema, changes: converted.changes };
  },
};
/** `toFunctionToolName`: whitespace, then every character outside [a-zA-Z0-9], becomes `_`. */
export function toFunctionToolName(name: string): string {
  return name.replace(/\s/g, "_").replace(/[^a-zA-Z0-9]/g, "_");
}

const renameTool: FrameworkTransform = {
  id: "openai-agents-tool-name",
  by: "@openai/agents",
  targets: "all",
  source: "openai/openai-agents-js packages/agents-core/src/utils/tools.ts (toFunctionToolName, called from tool() in src/tool.ts; read in the installed @openai/agents-core 0.20.0 dist/utils/tools.mjs)",
  apply({ name }) {
    if (name === undefined || name.length === 0) return { changes: [] };
    const rewritten = toFunctionToolName(name);
    if (rewritten === name) return { changes: [] };
    return { name: rewritten, changes: [{ location: { kind: "name" }, change: `renames the tool "${name}" to "${rewritten}"` }] };
  },
};

/**
 * Without `name`, `tool()` names the tool after `execute`'s function name. JS names an anonymous
 * function after the key it is assigned to, so `execute: async () => …` gives "execute".
 */
function nameFromExecute(reader: SiteReader, execute: ts.Node | undefined): ToolParts["nameFromKey"] {
  if (!execute) return undefined;
  if (ts.isMethodDeclaration(execute)) return ts.isIdentifier(execute.name) ? { value: execute.name.text, node: execute.name } : undefined;
  const value = reader.unwrap(execute as ts.Expression);
  if (ts.isFunctionExpression(value) && value.name) return { value: value.name.text, node: value.name };
  if (ts.isFunctionExpression(value) || ts.isArrowFunction(value)) {
    const key = ts.isPropertyAssignment(value.parent) ? value.parent.name : undefined;
    return key && ts.isIdentifier(key) ? { value: key.text, node: key } : undefined;
  }
  if (!ts.isIdentifier(value)) return undefined;
  const symbol = reader.checker.getSymbolAtLocation(value);
  const declaration = symbol?.valueDeclaration ?? (symbol && symbol.flags & ts.SymbolFlags.Alias ? undefined : symbol?.declarations?.[0]);
  if (declaration && ts.isFunctionDeclaration(declaration) && declaration.name) return { value: declaration.name.text, node: value };
  if (declaration && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && declaration.initializer) {
    const initializer = reader.unwrap(declaration.initializer);
    if (ts.isFunctionExpression(initializer) && initializer.name) return { value: initializer.name.text, node: value };
    if (ts.isFunctionExpression(initializer) || ts.isArrowFunction(initializer)) return { value: declaration.name.text, node: value };
  }
  return undefined;
}

const readTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const parts = readDefinitionParts(
    reader,
    call.arguments[0],
    { name: "name", description: "description", input: ["parameters"], execute: "execute", strict: "strict" },
    { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) },
  );
  const kind = inputKindOf(reader, parts.input);
  // `tool()` refuses a schema library's parameters without strict mode (`getSchemaAndParserFromInputType`:
  // "Strict mode is required for Zod parameters" / "… for Standard Schema parameters").
  const refusesLoose = (kind === "zod" || kind === "standard") && parts.strict !== undefined && reader.boolean(parts.strict) === false;
  return [
    {
      ...parts,
      nameFromKey: parts.name || !parts.definition ? undefined : nameFromExecute(reader, parts.execute),
      ...(refusesLoose
        ? {
            fails: {
              reason: `throws at definition: "Strict mode is required for ${kind === "zod" ? "Zod" : "Standard Schema"} parameters"`,
              node: parts.strict!,
              source: "openai/openai-agents-js packages/agents-core/src/utils/tools.ts (getSchemaAndParserFromInputType), read in the installed @openai/agents-core 0.20.0 dist/utils/tools.mjs",
            },
          }
        : {}),
      targets: (context) => (isStrict(context) ? ["openai-strict"] : ["openai"]),
    },
  ];
};

/**
 * The OpenAI Agents SDK (openai-agents-js): `tool({ name, description, parameters, strict, execute })`
 * from `@openai/agents`, `@openai/agents-core` or `@openai/agents-realtime`. Tools go to OpenAI
 * models in strict mode unless `strict: false`; names are rewritten to [a-zA-Z0-9_].
 */
export const openaiAgents: FrameworkModule = {
  id: "openai-agents",
  label: "OpenAI Agents SDK",
  packages: ["@openai/agents", "@openai/agents-core", "@openai/agents-realtime"],
  // Released in lockstep with @openai/agents-core, which holds the behaviour read here.
  versionPackage: "@openai/agents",
  forms: [
    { kind: "call", callee: ["tool"], read: readTool },
    { kind: "call", callee: ["realtime", "tool"], read: readTool },
    // `agent.asTool({ … })`: a tool() of the SDK's own making (as-tool.ts), strict always.
    { kind: "method", instanceOf: [["Agent"]], method: ["asTool"], read: readAsTool },
  ],
  sends,
  // `new Agent({ tools })` (AgentConfiguration.tools, @openai/agents-core 0.20.0 dist/agent.d.ts). The hosted
  // tools (`webSearchTool()`, `fileSearchTool()`) are OpenAI's own, exported by `@openai/agents-openai`.
  toolSinks: {
    calls: ["@openai/agents", "@openai/agents-core"].map((module) => ({ module, names: ["Agent"], property: "tools" as const })),
    notUserTools: ["@openai/agents-openai"],
    source: "@openai/agents-core 0.20.0 dist/agent.d.ts (AgentConfiguration.tools: Tool[]); @openai/agents-openai 0.20.0 dist/index.d.ts (webSearchTool, fileSearchTool, codeInterpreterTool, imageGenerationTool)",
  },
  transforms: [zodSchema, strictSchema, renameTool],
  zodUnrepresentable: {
    throws: "(wrapped) where the tool is defined",
    source:
      "openai/openai-agents-js packages/agents-core/src/utils/tools.ts getSchemaAndParserFromInputType (zod's toJSONSchema without `unrepresentable`, error rethrown with its own prefix); observed in @openai/agents 0.20.0 with zod 4.6.7 (z.date()), 2026-12-03",
  },
  sentWhenPassedOn: {
    source: "openai/openai-agents-js packages/agents-core/src/tool.ts: `tool()` returns a `{ type: 'function', … }` object, registering nothing (@openai/agents-core 0.20.0 dist/tool.mjs)",
  },
  destinations: {
    targets: (context) => (isStrict(context) ? ["openai-strict"] : ["openai"]),
    via: "to OpenAI models, in strict mode unless the tool sets strict: false",
    source: "openai/openai-agents-js packages/agents-core/src/tool.ts (`strict ?? true`), read in @openai/agents-core 0.20.0 (2026-11)",
  },
  source:
    "openai/openai-agents-js packages/agents-core/src/tool.ts (tool(), `strict ?? true`, zod needs strict), src/agent.ts (asTool), src/utils/tools.ts (toFunctionToolName, getSchemaAndParserFromInputType), src/utils/strictToolSchema.ts (prepareOpenAIStrictToolSchema, toOpenAIStrictToolSchema, stripStrictNullsForZodSchema); read in the installed @openai/agents-core 0.20.0 dist (2026-11); strict lowering since openai/openai-agents-js commit 2e1d6269 (0.9.0, 2026-05-04)",
};
