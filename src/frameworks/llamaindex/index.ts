// LlamaIndex.TS (`llamaindex`, `@llamaindex/core/tools`): `tool()`, `FunctionTool.from()` and
// `new FunctionTool()`, sent by its LLM classes (@llamaindex/openai, @llamaindex/anthropic).
import type ts from "typescript";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import { classifyArgument } from "../mcp/classify.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { LLAMAINDEX_TOOL_SINKS } from "./sinks.js";
import { ANTHROPIC_SOURCE, CONVERSION_SOURCE, llamaindexAnthropicInputSchema, llamaindexZod3Dialect, llamaindexZodOutput } from "./transforms.js";

const SOURCE = `llamaindex 0.12.1 dist/type/index.d.ts and tools/dist/index.d.ts (\`export * from '@llamaindex/core/tools'\`); @llamaindex/core 0.6.22–0.6.23 tools/dist/index.d.ts (FunctionTool, its \`from\` overloads, \`tool = FunctionTool.from\`); ${CONVERSION_SOURCE}; read 2026-12-04`;

const OPENAI_SOURCE =
  "@llamaindex/openai 0.4.23 dist/index.js (OpenAI.toTool: `function: { name, description, parameters }` as metadata.parameters holds it, no `parameters` key without them, no strict; openaiResponses' toResponsesTool: `strict: this.strict`, false unless set)";

/**
 * The handler never types the input: without `parameters` the tool is sent without any, whatever the
 * handler accepts, so no `execute` is handed to the core.
 */
const KEYS = { name: "name", description: "description", input: ["parameters"] } as const;

/**
 * `tool({ name, description, parameters, execute })`, `tool(fn, { name, description, parameters })`
 * and the same through `FunctionTool.from`: with a second argument it holds the metadata.
 */
const readFrom: ReadSite<ts.CallExpression> = (call, reader) => {
  const [first, second] = call.arguments;
  const config = second ?? first;
  return [readDefinitionParts(reader, config, KEYS, { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) })];
};

/**
 * `new FunctionTool(fn, metadata, zodType?)`: the constructor keeps `metadata` as given, so a zod
 * schema in `parameters` is sent as the schema object's own JSON, not converted (the third argument
 * only validates the input).
 */
const readNew: ReadSite<ts.NewExpression> = (expr, reader) => {
  const parts = readDefinitionParts(reader, expr.arguments?.[1], KEYS, { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) });
  if (!parts.input || classifyArgument(reader, parts.input) !== "schema") return [parts];
  return [unconverted(parts, parts.input)];
};

function unconverted(parts: ToolParts, input: ts.Expression): ToolParts {
  const reason = "`new FunctionTool()` sends `parameters` as given and does not convert a schema object: pass a JSON Schema, or use tool() / FunctionTool.from(), which convert zod";
  return { ...parts, unreadable: { reason, node: input } };
}

/**
 * LlamaIndex.TS: `tool()` and `FunctionTool.from()` convert a zod `parameters` when the tool is made
 * (zod 4 by zod's own `toJSONSchema` in output mode, zod 3 by zod-to-json-schema's defaults) and keep
 * anything else as given in `metadata.parameters`, which each LLM class sends its own way: OpenAI as
 * `function.parameters`, never strict; Anthropic rebuilt from the root's `properties` and `required`.
 */
export const llamaindex: FrameworkModule = {
  id: "llamaindex",
  label: "LlamaIndex.TS",
  // `@llamaindex/core` has no root export: its tools are reached through `/tools` only.
  packages: ["llamaindex", "@llamaindex/core/tools"],
  versionPackage: "@llamaindex/core",
  forms: [
    { kind: "call", callee: ["tool"], read: readFrom },
    { kind: "call", callee: ["FunctionTool", "from"], read: readFrom },
    { kind: "new", callee: ["FunctionTool"], read: readNew },
  ],
  sends: {
    literal: "as-written",
    // Never reached: no key of the metadata is a handler or a type argument the plugin reads.
    typed: "as-written",
    // Only what has `parse` and `safeParse` is converted (isZodSchema); any other schema object is kept as given.
    libraries: { zod: "as-written", zod3: "as-written", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
    // `toJSONSchema(obj)` without a target: zod's default, draft 2020-12.
    zodTarget: "draft-2020-12",
  },
  transforms: [llamaindexZodOutput, llamaindexZod3Dialect, llamaindexAnthropicInputSchema],
  // OpenAI.toTool sends no `parameters` key, which OpenAI takes as an empty parameter list.
  withoutInput: { type: "object", properties: {} },
  zodUnrepresentable: {
    throws: "when the tool is made (tool() and FunctionTool.from() convert at once)",
    source: `${CONVERSION_SOURCE}; observed: tool() of llamaindex 0.12.1 with zod 4.6.7 throws "Date cannot be represented in JSON Schema" for z.date(), 2026-12-04`,
    by: "LlamaIndex's zod conversion",
  },
  destinations: {
    targets: ["openai", "anthropic"],
    // llamaindex 0.12.1 has no default LLM (`Settings.llm` throws until one is set); its README lists
    // OpenAI and Anthropic first among the supported LLMs, and @llamaindex/openai is its install example.
    via: "by the LLM an agent, `llm.chat({ tools })` or `Settings.llm` is given: @llamaindex/openai's `OpenAI` sends Chat Completions functions, never strict; @llamaindex/anthropic's `Anthropic` rebuilds `input_schema`. Other provider packages (Gemini, Groq, Mistral…) are not read",
    source: `${OPENAI_SOURCE}; ${ANTHROPIC_SOURCE}; llamaindex 0.12.1 README.md (Supported LLMs, Adding provider packages) and @llamaindex/core 0.6.22 global/dist/index.js (Settings.llm throws "Cannot find LLM" until set); seen on the wire (tests/wire/llamaindex), read 2026-12-04`,
  },
  toolSinks: LLAMAINDEX_TOOL_SINKS,
  source: SOURCE,
};
