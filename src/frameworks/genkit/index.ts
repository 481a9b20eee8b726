// Genkit (`genkit`, `@genkit-ai/ai`): `ai.defineTool({ name, description, inputSchema | inputJsonSchema }, fn)`
// on a `genkit()` instance, the detached `tool()` / `dynamicTool()`, interrupts, and what its model plugins send.
import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import { classifyArgument } from "../mcp/classify.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { GEMINI_SOURCE } from "./gemini.js";
import {
  genkitAnthropicRootType,
  genkitDialect,
  genkitGeminiSchema,
  genkitReadsZod3Only,
  genkitToolName,
  NO_INPUT,
  SCHEMA_SOURCE,
  TOOL_SOURCE,
} from "./transforms.js";

const SOURCE = `${TOOL_SOURCE}, defineTool, tool, dynamicTool, interrupt, defineInterrupt; genkit 1.42.0 lib/index-BSkuxdwl.d.ts (Genkit.defineTool, Genkit.dynamicTool), lib/genkit-beta.d.ts (GenkitBeta.defineInterrupt); ${SCHEMA_SOURCE}; read 2026-12-03`;

/**
 * `toJsonSchema` returns `jsonSchema` when it is given, so `inputJsonSchema` wins over `inputSchema`.
 * The handler is the call's next argument, never a key, and Genkit never derives a schema from its
 * type: without either input key the tool is sent without input, whatever the handler accepts.
 */
const KEYS = { name: "name", description: "description", input: ["inputJsonSchema", "inputSchema"] } as const;

/**
 * The config at `index` of the call. A plain object given as `inputSchema` (a JSON Schema, a raw shape)
 * is no zod schema: zod-to-json-schema reads its `_def.typeName` and throws when a request is built.
 */
function configAt(index: number): ReadSite<ts.CallExpression> {
  return (call, reader) => [readConfig(reader, call, call.arguments[index])];
}

function readConfig(reader: SiteReader, call: ts.CallExpression, config: ts.Expression | undefined): ToolParts {
  const parts = readDefinitionParts(reader, config, KEYS, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) });
  if (!parts.definition || !parts.input || parts.definition.properties.has("inputJsonSchema")) return parts;
  const kind = classifyArgument(reader, parts.input);
  if (kind !== "json-schema" && kind !== "shape" && kind !== "annotations") return parts;
  return {
    ...parts,
    fails: {
      reason: `throws "Cannot read properties of undefined (reading 'typeName')" in generate(), as inputSchema takes only zod: pass a JSON Schema as inputJsonSchema`,
      node: parts.input,
      source: `${SCHEMA_SOURCE}; seen with a plain object (tests/wire/genkit)`,
    },
  };
}

const INSTANCES = [["Genkit"], ["GenkitBeta"]] as const;

/**
 * Genkit: tools made by `genkit()`'s instance or by the detached factories, sent to whichever model a
 * `generate()` names. A zod 3 input (the `z` Genkit re-exports) goes through zod-to-json-schema with
 * `removeAdditionalStrategy: "strict"`, so every plain `z.object()` allows other keys; a JSON Schema in
 * `inputJsonSchema` is sent as written; a zod 4 schema is not read at all (sent as no input).
 */
export const genkit: FrameworkModule = {
  id: "genkit",
  label: "Genkit",
  packages: ["genkit", "genkit/beta", "@genkit-ai/ai", "@genkit-ai/ai/tool"],
  versionPackage: "@genkit-ai/ai",
  forms: [
    { kind: "method", instanceOf: INSTANCES, method: ["defineTool"], read: configAt(0) },
    { kind: "method", instanceOf: INSTANCES, method: ["dynamicTool"], read: configAt(0) },
    // `defineInterrupt` is on the beta instance only (`genkit/beta`).
    { kind: "method", instanceOf: [["GenkitBeta"]], method: ["defineInterrupt"], read: configAt(0) },
    { kind: "call", callee: ["tool"], read: configAt(0) },
    { kind: "call", callee: ["dynamicTool"], read: configAt(0) },
    { kind: "call", callee: ["interrupt"], read: configAt(0) },
    // `@genkit-ai/ai`'s own `defineTool(registry, config, fn)` and `defineInterrupt(registry, config)`.
    { kind: "call", callee: ["defineTool"], read: configAt(1) },
    { kind: "call", callee: ["defineInterrupt"], read: configAt(1) },
  ],
  sends: {
    literal: "as-written",
    // Never reached: no key of the config is a handler or a type argument the plugin reads.
    typed: "as-written",
    libraries: { zod3: "as-written", zod: "unconvertible", seal: "unconvertible" },
    replaceNonObjectRoot: false,
    zod3: { removeAdditionalStrategy: "strict" },
  },
  transforms: [genkitToolName, genkitReadsZod3Only, genkitDialect, genkitAnthropicRootType, genkitGeminiSchema],
  withoutInput: NO_INPUT,
  // `ai.generate({ tools })`, `ai.generateStream({ tools })` (GenkitAI, @genkit-ai/ai 1.42.0
  // lib/prompt-*.d.ts: `tools?: ToolArgument[]`, registered names or actions). The Genkit family's other
  // packages (`@genkit-ai/mcp`: an MCP server's tools, listed at run time) make no tool of the program's.
  toolSinks: {
    calls: [],
    methods: ["generate", "generateStream"].map((name) => ({ name, declaredIn: ["genkit", "@genkit-ai/*"], property: "tools" as const })),
    notUserTools: ["@genkit-ai/*"],
    source: "@genkit-ai/ai 1.42.0 lib/prompt-CdiaLTJP.d.ts (GenkitAI.generate, generateStream; GenerateOptions.tools?: ToolArgument[]); genkit 1.42.0 lib/index-*.d.ts (class Genkit extends GenkitAI)",
  },
  destinations: {
    targets: ["openai", "anthropic", "google-parameters"],
    via: "by the model plugin a generate() names, never strict: @genkit-ai/compat-oai's OpenAI models with the schema as Genkit gives it, @genkit-ai/anthropic's Claude models, @genkit-ai/google-genai's Gemini models (googleAI, vertexAI) in `parameters` after its Schema conversion",
    source: `@genkit-ai/compat-oai 1.41.0 src/model.ts (toOpenAITool: \`parameters: tool.inputSchema\`, no strict), @genkit-ai/anthropic 0.4.0 src/runner/base.ts (toAnthropicTool), ${GEMINI_SOURCE}`,
  },
  source: SOURCE,
};
