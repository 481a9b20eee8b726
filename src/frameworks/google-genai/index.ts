// Google Gen AI SDK (`@google/genai`): function declarations in `config.tools`,
// and the SDK's own schema rewrite for `parameters` (process-json-schema.ts).
import ts from "../../util/typescript.cjs";
import { readDefinitionParts } from "../core/definition-parts.js";
import { processJsonSchema } from "./process-json-schema.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts, ToolSetRef } from "../types.js";

const SDK = "@google/genai";

/**
 * Calls whose `config.tools` reach the API through `tTool` (read in the installed dist: the
 * generateContent and Live setup converters). `caches.create` is left out: it copies tools without
 * `tTool`, so its `parameters` would not get the rewrite modelled below.
 */
const CLIENT_METHODS: readonly (readonly string[])[] = [
  ["models", "generateContent"],
  ["models", "generateContentStream"],
  ["chats", "create"],
  ["live", "connect"],
];
/** A chat's per-message config goes through `models.generateContent` too. */
const CHAT_METHODS: readonly (readonly string[])[] = [["sendMessage"], ["sendMessageStream"]];

/** Typed values, by what they hold: declarations, `Tool`s, a config, or a request with a config. */
const DECLARATION_TYPES = ["FunctionDeclaration"];
const TOOL_TYPES = ["Tool", "ToolUnion", "ToolListUnion"];
const CONFIG_TYPES = ["GenerateContentConfig", "LiveConnectConfig"];
const REQUEST_TYPES = ["GenerateContentParameters", "CreateChatParameters", "LiveConnectParameters", "SendMessageParameters"];

function sameFile(node: ts.Node, reader: SiteReader): boolean {
  return node.getSourceFile() === reader.sourceFile;
}

/** A set node from this file only: duplicates and counts are reported where the set is written. */
function setOf(node: ts.Node, reader: SiteReader, label: string): ToolSetRef | undefined {
  return sameFile(node, reader) ? { node, label } : undefined;
}

/**
 * One function declaration. `parametersJsonSchema` goes to the API as written (target google);
 * `parameters` is rewritten by `processJsonSchema` (target google-parameters) unless it carries
 * `$schema`, in which case `tTool` moves it to `parametersJsonSchema` unchanged.
 */
function readDeclaration(element: ts.Expression, reader: SiteReader, form: string, toolSet: ToolSetRef | undefined): ToolParts | undefined {
  const definition = reader.definition(element);
  if ("reason" in definition) return undefined;
  const literal = definition.node;
  const local = sameFile(literal, reader);
  const nameKey = definition.properties.get("name")?.key;
  const anchor = local ? (nameKey && sameFile(nameKey, reader) ? nameKey : literal) : element;
  const field = definition.properties.has("parametersJsonSchema") ? "parametersJsonSchema" : definition.properties.has("parameters") ? "parameters" : undefined;
  const parts = readDefinitionParts(reader, element, { name: "name", description: "description", input: field ? [field] : [] }, { node: local ? literal : element, anchor, form });
  let target = "google";
  if (field === "parameters") {
    const parameters = reader.definition(reader.value(definition, "parameters"));
    target = !("reason" in parameters) && parameters.properties.has("$schema") ? "google" : "google-parameters";
  }
  return { ...parts, targets: () => [target], ...(toolSet ? { toolSet } : {}) };
}

function readDeclarations(expr: ts.Expression | undefined, reader: SiteReader, form: string, toolSet: ToolSetRef | undefined): ToolParts[] {
  const array = reader.array(expr);
  if (!array) return [];
  const set = toolSet ?? setOf(array.node, reader, "these function declarations");
  return array.elements.flatMap((element) => readDeclaration(element, reader, form, set) ?? []);
}

/** One `Tool`: its `functionDeclarations`; other tools (`googleSearch`, `mcpToTool(…)`) hold none. */
function readTool(expr: ts.Expression, reader: SiteReader, form: string, toolSet: ToolSetRef | undefined): ToolParts[] {
  const tool = reader.definition(expr);
  if ("reason" in tool) return [];
  return readDeclarations(reader.value(tool, "functionDeclarations"), reader, form, toolSet);
}

/** A `tools` array: every declaration in it is sent in one request, so the array is the set. */
function readTools(expr: ts.Expression | undefined, reader: SiteReader, form: string): ToolParts[] {
  const array = reader.array(expr);
  if (!array) return [];
  const set = setOf(array.node, reader, "this `tools` array");
  return array.elements.flatMap((element) => readTool(element, reader, form, set));
}

function readConfig(expr: ts.Expression | undefined, reader: SiteReader, form: string): ToolParts[] {
  if (!expr) return [];
  const config = reader.definition(expr);
  return "reason" in config ? [] : readTools(reader.value(config, "tools"), reader, form);
}

function readRequestObject(expr: ts.Expression | undefined, reader: SiteReader, form: string): ToolParts[] {
  if (!expr || ts.isSpreadElement(expr)) return [];
  const request = reader.definition(expr);
  return "reason" in request ? [] : readConfig(reader.value(request, "config"), reader, form);
}

const readRequest =
  (method: readonly string[]): ReadSite<ts.CallExpression> =>
  (call, reader) =>
    readRequestObject(call.arguments[0], reader, `${method.join(".")} functionDeclarations[]`);

/** The type written where a value is declared, asserted or checked, and the name it is exported under. */
function typeAt(value: ts.Expression, reader: SiteReader): { text: string; name: string | undefined } {
  const parent = value.parent;
  const type = parent && (ts.isVariableDeclaration(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) ? parent.type : undefined;
  if (!type) return { text: "typed value", name: undefined };
  let current: ts.TypeNode = type;
  while (ts.isArrayTypeNode(current) || ts.isTypeOperatorNode(current) || ts.isParenthesizedTypeNode(current)) {
    current = ts.isArrayTypeNode(current) ? current.elementType : current.type;
  }
  if (ts.isTypeReferenceNode(current) && current.typeArguments?.length === 1) current = current.typeArguments[0]; // Array<T>
  const name = ts.isTypeReferenceNode(current) ? reader.exportPathOf(current.typeName)?.at(-1) : undefined;
  return { text: type.getText(reader.sourceFile).replace(/\s+/g, " "), name };
}

/** `const decls: FunctionDeclaration[] = […]`, `const tools: Tool[] = […]`, `{ … } satisfies GenerateContentConfig`. */
const readTyped: ReadSite<ts.Expression> = (value, reader) => {
  const { text, name } = typeAt(value, reader);
  if (!name) return [];
  const isArray = reader.array(value) !== undefined;
  if (DECLARATION_TYPES.includes(name)) {
    if (isArray) return readDeclarations(value, reader, text, undefined);
    const one = readDeclaration(value, reader, text, undefined);
    return one ? [one] : [];
  }
  if (TOOL_TYPES.includes(name)) return isArray ? readTools(value, reader, text) : readTool(value, reader, text, undefined);
  if (CONFIG_TYPES.includes(name)) return readConfig(value, reader, text);
  if (REQUEST_TYPES.includes(name)) return readRequestObject(value, reader, text);
  return [];
};

/**
 * Google's `@google/genai`. Schemas are plain JSON Schema written by the user (the SDK has no schema
 * library support): `parametersJsonSchema` is sent untouched, `parameters` goes through
 * `processJsonSchema`, which rewrites nullability and drops `additionalProperties` silently.
 */
export const googleGenai: FrameworkModule = {
  id: "google-genai",
  label: "@google/genai",
  packages: [SDK, `${SDK}/node`, `${SDK}/web`],
  versionPackage: SDK,
  forms: [
    ...CLIENT_METHODS.map((method) => ({ kind: "method" as const, instanceOf: [["GoogleGenAI"]], method, read: readRequest(method) })),
    ...CHAT_METHODS.map((method) => ({ kind: "method" as const, instanceOf: [["Chat"]], method, read: readRequest(method) })),
    { kind: "typed", typeNames: [...DECLARATION_TYPES, ...TOOL_TYPES, ...CONFIG_TYPES, ...REQUEST_TYPES], read: readTyped },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    libraries: {},
    replaceNonObjectRoot: false,
  },
  transforms: [
    {
      id: "google-genai-process-json-schema",
      by: "@google/genai (processJsonSchema)",
      targets: ["google-parameters"],
      source:
        "googleapis/js-genai src/_transformers.ts (processJsonSchema, flattenTypeArrayToAnyOf, tTool), read in @google/genai 3.3.0 dist/node/index.mjs on 2026-11-30; views and throws seen on the wire (tests/wire/google-genai) 2026-12-01",
      apply: ({ schema }) => processJsonSchema(schema),
    },
  ],
  destinations: {
    // The field decides: `parametersJsonSchema` is google, `parameters` google-parameters (the site decides).
    targets: ["google"],
    via: "in the generateContent request that holds them",
    source: "googleapis/js-genai src/types.ts (FunctionDeclaration.parameters, parametersJsonSchema), read in @google/genai 3.3.0 (2026-11)",
  },
  source:
    "googleapis/js-genai src/_transformers.ts (tTool, tTools, processJsonSchema), src/models.ts, src/chats.ts, src/live.ts, src/types.ts (FunctionDeclaration, Tool, Type); @google/genai 3.3.0 as installed (dist/genai.d.ts, dist/node/index.mjs), read 2026-11-30",
};
