// Mastra (`@mastra/core`): `createTool()` sites and the schema-compat layers applied per model provider
// (compat.ts rewrites the JSON the way each layer does).
import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import { applyCompatLayer, type Layer } from "./compat.js";
import type { FrameworkModule, FrameworkTransform, ReadSite } from "../types.js";

const KEYS = { name: "id", description: "description", input: ["inputSchema"], execute: "execute" } as const;

const readCreateTool: ReadSite<ts.CallExpression> = (call, reader) => [
  readDefinitionParts(reader, call.arguments[0], KEYS, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) }),
];

const readNewTool: ReadSite<ts.NewExpression> = (expr, reader) => [
  readDefinitionParts(reader, expr.arguments?.[0], KEYS, { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) }),
];

const COMPAT_SOURCE = "mastra-ai/mastra packages/schema-compat/src/schema-compatibility.ts and src/provider-compats";

/**
 * One schema-compat layer as a transform. Mastra picks the layer from the model (provider or model
 * id), so each layer stands for the targets of its provider; the first matching layer wins, and
 * reasoning models (o1/o3/o4), DeepSeek and Meta layers are not modelled.
 */
function layer(id: Layer, targets: readonly string[], file: string): FrameworkTransform {
  return {
    id: `mastra-${id}-compat`,
    // One wording for every layer, so a change they share is one message listing all their targets.
    by: "Mastra's schema-compat layer",
    targets,
    source: `${COMPAT_SOURCE}/${file} (@mastra/schema-compat 1.3.11, the version @mastra/core 1.71.0 pins; read in its dist/index.js)`,
    apply: ({ schema }) => applyCompatLayer(schema, id),
  };
}

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
  },
  transforms: [
    layer("openai", ["openai-strict", "openai"], "openai.ts"),
    layer("anthropic", ["anthropic", "anthropic-strict"], "anthropic.ts"),
    layer("google", ["google", "google-parameters"], "google.ts"),
  ],
  destinations: {
    targets: ["openai", "anthropic", "google"],
    via: "by the agent's model through its schema-compat layer, without strict mode",
    source: "mastra-ai/mastra packages/core/src/tools/tool-builder/builder.ts (no strict flag on converted tools), @mastra/core 1.71.0 (2026-11)",
  },
  source:
    "mastra-ai/mastra packages/core/src/tools/tool.ts (createTool, Tool), packages/core/src/tools/tool-builder/builder.ts (layer order), packages/schema-compat (1.3.11); @mastra/core 1.71.0 dist/tools/tool.d.ts and @mastra/schema-compat 1.3.11 dist/index.js read 2026-11",
};
