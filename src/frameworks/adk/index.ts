// Google's Agent Development Kit for TypeScript (`@google/adk`): FunctionTool, LongRunningFunctionTool, AgentTool
// and BaseTool subclasses, sent by its `Gemini` model to the Gemini API or Vertex AI.
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { readSubclass, SUBCLASS_SOURCE } from "./subclass.js";
import { adkGenaiParameters, adkJsonSchemaTypes, adkZodSchema, CONVERSION_SOURCE, GENAI_SOURCE } from "./transforms.js";

const ADK = "@google/adk 2.0.0";

const SOURCE = `${ADK} dist/types/tools/function_tool.d.ts (ToolOptions: name?, description, parameters?: zod 3 or 4 object or genai Schema, execute), dist/esm/tools/function_tool.js (name defaults to \`execute.name\`; _getDeclaration), dist/esm/tools/long_running_tool.js, dist/esm/tools/agent_tool.js, dist/esm/tools/base_tool.js (processLlmRequest: one functionDeclarations entry per tool, throws "Duplicate tool name"); ${SUBCLASS_SOURCE}; ${CONVERSION_SOURCE}; read 2026-12-04`;

/**
 * The handler never types the input: without `parameters` ADK sends an empty object, whatever
 * `execute` accepts, so no `execute` is handed to the core.
 */
const KEYS = { name: "name", description: "description", input: ["parameters"] } as const;

/**
 * Without `name`, FunctionTool takes `execute.name`: a function expression's own name, or the local
 * function or `const` a bare identifier names (JavaScript names an arrow after the `const` it is
 * assigned to). Anything else is left unnamed rather than guessed.
 */
function nameOfExecute(reader: SiteReader, parts: ToolParts): ToolParts["nameFromKey"] {
  const execute = parts.definition ? reader.value(parts.definition, "execute") : undefined;
  if (!execute) return undefined;
  if ((ts.isFunctionExpression(execute) || ts.isFunctionDeclaration(execute)) && execute.name) return { value: execute.name.text, node: execute.name };
  if (!ts.isIdentifier(execute)) return undefined;
  const declaration = reader.declarationOf(execute);
  if (declaration && ts.isFunctionDeclaration(declaration) && declaration.name) return { value: declaration.name.text, node: execute };
  if (declaration && ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name) && declaration.initializer) {
    const init = declaration.initializer;
    if (ts.isArrowFunction(init) || (ts.isFunctionExpression(init) && !init.name)) return { value: declaration.name.text, node: execute };
    if (ts.isFunctionExpression(init) && init.name) return { value: init.name.text, node: execute };
  }
  return undefined;
}

/** `new FunctionTool({ name?, description, parameters?, execute })`, and the long-running subclass. */
const readTool: ReadSite<ts.NewExpression> = (expr, reader) => {
  const parts = readDefinitionParts(reader, expr.arguments?.[0], KEYS, { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) });
  if (parts.unreadable) return [parts];
  const fromExecute = parts.name ? undefined : nameOfExecute(reader, parts);
  return [checkedInput(reader, fromExecute ? { ...parts, nameFromKey: fromExecute } : parts)];
};

/** tTool moves a `parameters` carrying `$schema` to `parametersJsonSchema`, sent as written (the `google` target). */
function movedToJsonSchema(reader: SiteReader, parts: ToolParts): boolean {
  if (!parts.input) return false;
  const literal = reader.definition(parts.input);
  return !("reason" in literal) && literal.properties.has("$schema");
}

const AGENT_TOOL_SOURCE = `${ADK} dist/esm/tools/agent_tool.js (AgentTool: name and description of the agent, description \`|| ""\`; _getDeclaration: \`parameters: agent.inputSchema\`, else \`{ type: OBJECT, properties: { request: { type: STRING } }, required: ["request"] }\`), dist/esm/agents/llm_agent.js (the constructor converts a zod inputSchema with zodObjectToSchema)`;

/** What an AgentTool whose agent has no `inputSchema` is sent with. */
const REQUEST_SCHEMA = { type: "object", properties: { request: { type: "string" } }, required: ["request"] };

const AGENT_KEYS = { name: "name", description: "description", input: ["inputSchema"] } as const;

/**
 * `new AgentTool({ agent })`: the tool is the agent, named and described by it, its input the agent's
 * `inputSchema` (converted as a FunctionTool's `parameters`), else a single `request` string. The
 * agent is followed to a `new LlmAgent({...})` / `new Agent({...})` through consts and imports.
 */
const readAgentTool: ReadSite<ts.NewExpression> = (expr, reader) => {
  const site = { node: expr, anchor: expr.expression, form: calleeForm(expr, reader.sourceFile) };
  const config = reader.definition(expr.arguments?.[0]);
  if ("reason" in config) return [{ ...site, unreadable: config }];
  const written = reader.value(config, "agent");
  const agent = written ? reader.follow(written) : undefined;
  const isAgent = agent && ts.isNewExpression(agent) && ["LlmAgent", "Agent"].includes(reader.exportPathOf(agent.expression)?.join(".") ?? "");
  if (!agent || !isAgent || !ts.isNewExpression(agent)) {
    return [{ ...site, unreadable: { reason: "the agent is not a `new LlmAgent({ … })` the plugin can follow to its name and inputSchema", node: written ?? expr } }];
  }
  const parts = readDefinitionParts(reader, agent.arguments?.[0], AGENT_KEYS, site);
  if (parts.unreadable || parts.input) return [checkedInput(reader, parts)];
  return [{ ...parts, fixedSchema: { schema: REQUEST_SCHEMA, source: AGENT_TOOL_SOURCE } }];
};

/** A literal with `$schema` is sent to parametersJsonSchema. */
function checkedInput(reader: SiteReader, parts: ToolParts): ToolParts {
  if (parts.unreadable || !parts.input) return parts;
  return movedToJsonSchema(reader, parts) ? { ...parts, targets: () => ["google"] } : parts;
}

/**
 * Google ADK: a FunctionTool's `parameters` is a zod object, converted by ADK to a Gemini `Schema`
 * each time a request is built, or a genai `Schema` written by hand, sent as given; either way it goes
 * in the function declaration's `parameters` field, which @google/genai rewrites (processJsonSchema)
 * unless it carries `$schema`.
 */
export const adk: FrameworkModule = {
  id: "adk",
  label: "Google ADK",
  packages: ["@google/adk"],
  versionPackage: "@google/adk",
  forms: [
    { kind: "new", callee: ["FunctionTool"], read: readTool },
    { kind: "new", callee: ["LongRunningFunctionTool"], read: readTool },
    { kind: "new", callee: ["AgentTool"], read: readAgentTool },
    // A declaration written by hand: `parametersJsonSchema` is the google target, `parameters` as for FunctionTool.
    { kind: "subclass", base: ["BaseTool"], read: (declaration, reader) => readSubclass(declaration, reader).map((parts) => (parts.targets ? parts : checkedInput(reader, parts))) },
  ],
  sends: {
    literal: "as-written",
    // Never reached: no key of the options is a handler or a type argument the plugin reads.
    typed: "as-written",
    // isZodObject: only a zod object (`parse`, `safeParse`, typeName ZodObject) is converted.
    libraries: { zod: "as-written", zod3: "as-written", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
  },
  transforms: [adkZodSchema, adkGenaiParameters, adkJsonSchemaTypes],
  // toSchema(undefined): `{ type: Type.OBJECT, properties: {} }`.
  withoutInput: { type: "object", properties: {} },
  zodUnrepresentable: {
    throws: "each time an agent builds a request (FunctionTool._getDeclaration converts the schema then)",
    source: `${CONVERSION_SOURCE}; ${"seen on the wire (tests/wire/adk): z.date() makes the Runner's run throw \"Date cannot be represented in JSON Schema\", 2026-12-04"}`,
    by: "ADK's zod conversion",
  },
  // `new LlmAgent({ tools })` (exported as `Agent` too): LlmAgentConfig.tools?: ToolUnion[] (@google/adk
  // 2.0.0 dist/types/agents/llm_agent.d.ts, common.d.ts). ADK's own tools (GOOGLE_SEARCH, MCPToolset) are its package's.
  toolSinks: {
    calls: [{ module: "@google/adk", names: ["LlmAgent", "Agent"], property: "tools" }],
    source: "@google/adk 2.0.0 dist/types/agents/llm_agent.d.ts (LlmAgentConfig.tools, constructor(config)), dist/types/common.d.ts (LlmAgent as Agent)",
  },
  destinations: {
    // A `parameters` literal carrying `$schema` goes to parametersJsonSchema instead (the site decides).
    targets: ["google-parameters"],
    via: "by an LlmAgent's model: the `Gemini` class (every `gemini-*` model name, and `ApigeeLlm`, which extends it) calls @google/genai's generateContent, on the Gemini API or on Vertex AI alike, with each tool in `functionDeclarations[].parameters`",
    source: `${GENAI_SOURCE}; ${ADK} dist/esm/models/registry.js (LLMRegistry registers only Gemini and ApigeeLlm), dist/esm/models/apigee_llm.js (extends Gemini); seen on the wire (tests/wire/adk), 2026-12-04`,
  },
  source: SOURCE,
};
