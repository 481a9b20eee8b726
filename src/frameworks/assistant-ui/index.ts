// assistant-ui (`@assistant-ui/react`, `@assistant-ui/core`): frontend tools (useAssistantTool, makeAssistantTool,
// registry.addTool, tool(), toolkits), converted in the browser and sent by the AI SDK route through frontendTools().
import ts from "../../util/typescript.cjs";
import { calleeForm, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { DefinitionObject } from "../../schema/shared/definition-object.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../types.js";
import { assistantUiGoogleOpenAPI, assistantUiNoConverter, assistantUiOpenAINormalize, assistantUiZodBeforeStandardJsonSchema, CONVERSION_SOURCE, WIRE } from "./transforms.js";

const SOURCE = `@assistant-ui/react 0.15.22 dist/index.d.ts (re-exports makeAssistantTool, useAssistantTool, defineToolkit from @assistant-ui/core/react and tool from @assistant-ui/core); @assistant-ui/core 0.3.35 dist/react/model-context/useAssistantTool.js (registers \`{ [toolName]: rest }\` in the model context), makeAssistantTool.js (a component calling useAssistantTool), define-toolkit.js and model-context/tool.js (identity), makeAssistantToolUI.js (a renderer only: no tool); ${CONVERSION_SOURCE}; read 2026-12-04`;

/** `execute` never types what is sent: a tool without `parameters` is not uploaded, or sent with none. */
const NAMED = { name: "toolName", description: "description", input: ["parameters"] } as const;
const KEYED = { description: "description", input: ["parameters"] } as const;

/** Kinds whose definition is not sent from here: a backend renderer, a provider or MCP tool. */
const NOT_SENT = new Set(["backend", "provider", "mcp"]);
/** `execute: providerTool(…)` / `externalTool()`: the generative compiler makes them provider or backend tools run elsewhere. */
const ELSEWHERE = [["providerTool"], ["externalTool"]] as const;

/** A definition's own object, then the `tool({ … })` it spreads, if any: where `type` and `execute` are read. */
type Definitions = readonly (DefinitionObject | undefined)[];

function memberOf(reader: SiteReader, definitions: Definitions, key: string): ts.Node | undefined {
  for (const definition of definitions) {
    const member = reader.member(definition, key);
    if (member) return member;
  }
  return undefined;
}

function kindOf(reader: SiteReader, definitions: Definitions): string | undefined {
  const type = memberOf(reader, definitions, "type");
  return type && ts.isExpression(type) ? reader.string(type) : undefined;
}

/**
 * The tool is defined here but executed and described elsewhere (a backend or provider tool). A
 * backend toolkit entry with `parameters` is a generative tool the route's AISDKToolkit sends; one
 * registered from the browser is never uploaded (toToolsJSONSchema's filter): a renderer only.
 */
function sentElsewhere(reader: SiteReader, parts: ToolParts, definitions: Definitions, uploadedOnly: boolean): boolean {
  const kind = kindOf(reader, definitions);
  if (kind === "backend") return parts.input === undefined || uploadedOnly;
  if (kind !== undefined && NOT_SENT.has(kind)) return true;
  const execute = memberOf(reader, definitions, "execute");
  return execute !== undefined && ts.isExpression(execute) && reader.callOf(execute, ELSEWHERE) !== undefined;
}

/**
 * The client uploads only tools with `parameters`, and a `type: "frontend"` tool only with an
 * `execute` (toToolsJSONSchema's filter): either is left out of every request, silently.
 */
function notUploaded(reader: SiteReader, parts: ToolParts, definitions: Definitions): ToolParts["fails"] {
  // Only what is known to be missing: every part read, but for the one `tool()` spread in, read too.
  const [own, made] = definitions;
  const known = made ? made.complete && own?.unresolved.length === 1 : own?.complete;
  if (parts.unreadable || !known) return undefined;
  if (!parts.input) return { reason: "leaves it out of every request, as only tools with `parameters` are uploaded", node: parts.anchor, source: CONVERSION_SOURCE };
  const kind = kindOf(reader, definitions);
  if (kind === "frontend" && !memberOf(reader, definitions, "execute")) {
    return { reason: 'leaves it out of every request, as a `type: "frontend"` tool is uploaded only with an `execute`', node: parts.anchor, source: CONVERSION_SOURCE };
  }
  return undefined;
}

/**
 * An ArkType type is a function: toJSONSchema passes it on as it is, and the request body holds
 * what its `toJSON()` gives, ArkType's own notation rather than JSON Schema.
 */
function arkTypeInput(reader: SiteReader, parts: ToolParts): ToolParts["unreadable"] {
  const input = parts.input && reader.follow(parts.input);
  if (!input || !ts.isCallExpression(input) || !reader.exportPathOf(input.expression, ["arktype"])) return undefined;
  return {
    reason: "assistant-ui sends an ArkType type as its `toJSON()` (ArkType's own notation, not JSON Schema): pass `type.toJsonSchema()` or a JSON Schema",
    node: parts.input!,
  };
}

function finish(reader: SiteReader, parts: ToolParts, uploadedOnly: boolean, definitions: Definitions = [parts.definition]): readonly ToolParts[] {
  if (sentElsewhere(reader, parts, definitions, uploadedOnly)) return [];
  const unreadable = parts.unreadable ?? arkTypeInput(reader, parts);
  const fails = uploadedOnly ? notUploaded(reader, parts, definitions) : undefined;
  return [{ ...parts, ...(unreadable ? { unreadable } : {}), ...(fails ? { fails } : {}) }];
}

/** The `tool({ … })` a definition object spreads (`{ ...made, toolName }`), followed through consts. */
function spreadTool(reader: SiteReader, definition: DefinitionObject | undefined): ts.CallExpression | undefined {
  for (const property of definition?.node.properties ?? []) {
    const call = ts.isSpreadAssignment(property) ? reader.callOf(property.expression, [["tool"]]) : undefined;
    if (call) return call;
  }
  return undefined;
}

/**
 * `useAssistantTool({ toolName, … })`, `makeAssistantTool({ toolName, … })`, `registry.addTool(…)`:
 * registered from the browser only. A `tool()` spread in (whose overloaded signature the definition
 * reader does not see through) gives what the object does not write itself.
 */
const readNamed: ReadSite<ts.CallExpression> = (call, reader) => {
  const site = { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) };
  const parts = readDefinitionParts(reader, call.arguments[0], NAMED, site);
  const made = spreadTool(reader, parts.definition);
  if (!made) return finish(reader, parts, true);
  const inner = readDefinitionParts(reader, made.arguments[0], KEYED, site);
  const merged = { ...parts, description: parts.description ?? inner.description, input: parts.input ?? inner.input };
  return finish(reader, merged, true, [parts.definition, inner.definition]);
};

/**
 * `tool({ … })`, named by the key it is placed under (a toolkit's, a tools object's). Not under a key,
 * it is spread where it is registered under a name (`makeAssistantTool({ ...made, toolName })`) and
 * read there, through the spread: reading it here too would count it twice.
 */
const readTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const key = reader.keyOf(call);
  if (!key) return [];
  const site = { node: call, anchor: call.expression, form: calleeForm(call, reader.sourceFile) };
  const parts = readDefinitionParts(reader, call.arguments[0], KEYED, site);
  return finish(reader, { ...parts, nameFromKey: { value: key.value, node: key.node }, toolSet: { node: key.object, label: "this toolkit" } }, false);
};

/**
 * A toolkit object's entries, one tool each, named by the key (entries made by `tool()` are that
 * form's). Toolkit tools reach the model from the browser (`Tools({ toolkit })`) or from the route
 * (`AISDKToolkit`, which sends one without `parameters` with an empty object).
 */
function toolkitEntries(reader: SiteReader, expr: ts.Expression | undefined, form: string): readonly ToolParts[] {
  const toolkit = reader.definition(expr);
  if ("reason" in toolkit) return [];
  return [...toolkit.properties].flatMap(([name, property]) => {
    if (reader.callOf(property.value, [["tool"]])) return [];
    const site = { node: property.value, anchor: property.key, form };
    const parts = readDefinitionParts(reader, property.value, KEYED, site);
    return finish(reader, { ...parts, nameFromKey: { value: name, node: property.key }, toolSet: { node: toolkit.node, label: "this toolkit" } }, false);
  });
}

/** `defineToolkit({ name: { … } })`. */
const readToolkit: ReadSite<ts.CallExpression> = (call, reader) => toolkitEntries(reader, call.arguments[0], calleeForm(call, reader.sourceFile));

/**
 * `Tools({ toolkit: { … } })` with the toolkit written in place; one named elsewhere is read where it
 * is made (`defineToolkit`, or a value declared as a `Toolkit`), so that it is not read twice.
 */
const readTools: ReadSite<ts.CallExpression> = (call, reader) => {
  const config = reader.definition(call.arguments[0]);
  const toolkit = "reason" in config ? undefined : reader.value(config, "toolkit");
  if (!toolkit || !ts.isObjectLiteralExpression(reader.unwrap(toolkit))) return [];
  return toolkitEntries(reader, toolkit, "Tools() toolkit");
};

/** `const toolkit: Toolkit = { … }`, `{ … } satisfies Toolkit`. */
const readTypedToolkit: ReadSite<ts.Expression> = (value, reader) => (reader.callOf(value, [["defineToolkit"]]) ? [] : toolkitEntries(reader, value, "Toolkit"));

/**
 * assistant-ui: a tool's `parameters` are converted in the browser by assistant-stream's
 * toJSONSchema (zod 4 through `~standard.jsonSchema.input({ target: "draft-07" })`, a JSON Schema
 * as given), uploaded with each request by AssistantChatTransport, and handed to the AI SDK by the
 * route's `frontendTools(tools)` as `jsonSchema(parameters)`: sent as converted, never strict.
 */
export const assistantUi: FrameworkModule = {
  id: "assistant-ui",
  label: "assistant-ui",
  packages: ["@assistant-ui/react", "@assistant-ui/core", "@assistant-ui/core/react"],
  versionPackage: "assistant-stream",
  forms: [
    { kind: "call", callee: ["makeAssistantTool"], read: readNamed },
    { kind: "call", callee: ["useAssistantTool"], read: readNamed },
    { kind: "call", callee: ["tool"], read: readTool },
    { kind: "call", callee: ["defineToolkit"], read: readToolkit },
    { kind: "call", callee: ["Tools"], read: readTools },
    { kind: "typed", typeNames: ["Toolkit"], read: readTypedToolkit },
    { kind: "method", instanceOf: [["ModelContextRegistry"]], method: ["addTool"], read: readNamed },
  ],
  sends: {
    literal: "as-written",
    // Never reached: no `execute` is handed to the core.
    typed: "as-written",
    // zod 4's input conversion as it is (zod 4.2 on); zod 3, older zod 4 and valibot throw (transforms.ts); Seal has no converter either.
    libraries: { zod: "as-written", zod3: "as-written", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
    zodTarget: "draft-07",
    // Read exactly so that the transform can say valibot throws; ArkType is unreadable at the site.
    standardConverters: { valibot: true },
  },
  transforms: [assistantUiNoConverter, assistantUiZodBeforeStandardJsonSchema, assistantUiOpenAINormalize, assistantUiGoogleOpenAPI],
  // AISDKToolkit's EMPTY_SCHEMA for a toolkit tool without parameters (the hooks' are not uploaded).
  withoutInput: { type: "object", properties: {} },
  zodUnrepresentable: {
    // The transport converts the tools for every request, before it is sent.
    throws: "when the chat sends a message",
    source: `${CONVERSION_SOURCE}; observed: assistant-stream 0.3.57's toJSONSchema with zod 4.6.7 throws "Date cannot be represented in JSON Schema" for z.date(), 2026-12-04`,
    by: "assistant-ui's zod conversion",
  },
  destinations: {
    // assistant-ui's README lists OpenAI, Anthropic and Google Gemini first among the models it supports "out of the box" through the AI SDK.
    targets: ["openai", "anthropic", "google"],
    via: "uploaded by AssistantChatTransport and passed to the route's AI SDK model by `frontendTools(tools)` (or AISDKToolkit) as `jsonSchema(parameters)`, which sets no `strict`: non-strict OpenAI, Anthropic and Google",
    source: `@assistant-ui/ai-sdk 0.0.7 dist/tools/frontendTools.js and dist/tools/generativeTools.js (toServerToolSet: \`{ description, inputSchema: jsonSchema(…), toModelOutput, providerOptions }\`, no strict); @assistant-ui/react 0.15.22 README.md ("Broad model support out of the box (OpenAI, Anthropic, Google Gemini, …)"); ${WIRE}`,
  },
  source: SOURCE,
};
