// OpenAI Agents SDK (`@openai/agents`): `tool()` sites, strict by default,
// with the name rewrite and the strict lowering of optional fields the SDK applies.
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, FrameworkTransform, ReadSite, SendContext, SendPolicy, ToolParts } from "../types.js";
import { atLeast } from "../core/version.js";

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
 * What `getSchemaAndParserFromInputType` sends. Strict: every input goes through
 * `toOpenAIStrictToolSchema` / `prepareOpenAIStrictToolSchema` (all properties required, optional
 * ones nullable, objects closed). Not strict: a JSON Schema is sent as written (zod and Standard
 * Schema refuse `strict: false`, which the SDK's own types already reject).
 */
function sends(context: SendContext): SendPolicy {
  const shape = isStrict(context) && atLeast(context.version, STRICT_LOWERING_SINCE) ? "openai-strict" : "as-written";
  return {
    literal: shape,
    typed: shape,
    libraries: { zod: shape, zod3: shape, standard: shape },
    replaceNonObjectRoot: false,
  };
}

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
  return [
    {
      ...parts,
      nameFromKey: parts.name || !parts.definition ? undefined : nameFromExecute(reader, parts.execute),
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
  ],
  sends,
  transforms: [renameTool],
  destinations: {
    targets: (context) => (isStrict(context) ? ["openai-strict"] : ["openai"]),
    via: "to OpenAI models, in strict mode unless the tool sets strict: false",
    source: "openai/openai-agents-js packages/agents-core/src/tool.ts (`strict ?? true`), read in @openai/agents-core 0.20.0 (2026-11)",
  },
  source:
    "openai/openai-agents-js packages/agents-core/src/tool.ts (tool(), `strict ?? true`, zod needs strict), src/utils/tools.ts (toFunctionToolName, getSchemaAndParserFromInputType), src/utils/strictToolSchema.ts (prepareOpenAIStrictToolSchema, toOpenAIStrictToolSchema, stripStrictNullsForZodSchema); read in the installed @openai/agents-core 0.20.0 dist (2026-11); strict lowering since openai/openai-agents-js commit 2e1d6269 (0.9.0, 2026-05-04)",
};
