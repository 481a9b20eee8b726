import ts from "../../util/typescript.cjs";
import type { JsonObject } from "../../schema/types.js";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import { atLeast, installedVersion } from "../core/version.js";
import type { ReadSite, ToolParts } from "../types.js";

/**
 * `agent.asTool({ toolName, toolDescription, parameters })` (packages/agents-core/src/agent.ts, read in
 * the installed @openai/agents-core 0.20.0 dist/agent.mjs): a `tool()` named `toolName`, else the
 * agent's name through `toFunctionToolName`, described by `toolDescription` (else ""), always with
 * `strict: true`. Without `parameters` it sends the SDK's own input schema, `{ input: string }`.
 */

/** The SDK's default input before its `$schema`, the same JSON on every version. */
const INPUT_SCHEMA: JsonObject = { type: "object", properties: { input: { type: "string" } }, required: ["input"], additionalProperties: false };

/**
 * Until 0.4.5 the default was this JSON literal, sent as written; since then it is the zod schema
 * `AgentAsToolInputSchema` (agentToolInput.ts, openai/openai-agents-js commit 3e20bbd7, listed under
 * 0.4.5 in packages/agents-core/CHANGELOG.md), whose zod conversion adds the draft-07 `$schema`.
 */
const ZOD_DEFAULT_SINCE = "0.4.5";
const SOURCE =
  "openai/openai-agents-js packages/agents-core/src/agent.ts (asTool: `parameters ?? AgentAsToolInputSchema`, strict: true), src/agentToolInput.ts (AgentAsToolInputSchema); read in the installed @openai/agents-core 0.20.0 dist, seen on the wire 2026-12-01; a JSON literal before 0.4.5 (commit 3e20bbd7)";

function defaultInput(reader: SiteReader): NonNullable<ToolParts["fixedSchema"]> {
  const version = installedVersion("@openai/agents", reader.sourceFile.fileName);
  const schema = atLeast(version, ZOD_DEFAULT_SINCE) ? { $schema: "http://json-schema.org/draft-07/schema#", ...INPUT_SCHEMA } : INPUT_SCHEMA;
  return { schema, source: SOURCE };
}

/**
 * The agent's `name` where the receiver is made (`const agent = new Agent({ name })`, `Agent.create({ name })`),
 * placed at that name when it is written in this file, else at the receiver.
 */
function agentName(reader: SiteReader, receiver: ts.Expression): ToolParts["nameFromKey"] {
  const declaration = reader.declarationOf(receiver);
  const initializer =
    declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.initializer
      ? reader.unwrap(declaration.initializer)
      : undefined;
  if (!initializer || !(ts.isNewExpression(initializer) || ts.isCallExpression(initializer))) return undefined;
  const options = initializer.arguments?.[0];
  const definition = options && reader.definition(options);
  if (!definition || "reason" in definition) return undefined;
  const nameExpr = reader.value(definition, "name");
  const value = reader.string(nameExpr);
  if (value === undefined || !nameExpr) return undefined;
  return { value, node: nameExpr.getSourceFile() === reader.sourceFile ? nameExpr : receiver };
}

export const readAsTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const parts = readDefinitionParts(
    reader,
    call.arguments[0],
    { name: "toolName", description: "toolDescription", input: ["parameters"] },
    { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) },
  );
  const receiver = ts.isPropertyAccessExpression(call.expression) ? call.expression.expression : undefined;
  return [
    {
      ...parts,
      nameFromKey: parts.name || !parts.definition || !receiver ? undefined : agentName(reader, receiver),
      ...(parts.definition && !parts.input ? { fixedSchema: defaultInput(reader) } : {}),
      targets: () => ["openai-strict"],
    },
  ];
};
