// pi-ai (`@mariozechner/pi-ai`): tools as `{ name, description, parameters }` with TypeBox parameters,
// in a `Context` handed to `stream` / `complete`, each provider sending them its own way.
import ts from "../../util/typescript.cjs";
import { definitionsOfType, elementTypeOf } from "../../analysis/recognition/typed-sources.js";
import { describeNode } from "../../schema/shared/static-follow.js";
import { declaredTypeText, readDefinitionParts } from "../core/definition-parts.js";
import type { SiteReader } from "../core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts, ToolSetRef } from "../types.js";
import { ENTRY_POINTS, targetsOf } from "./routes.js";
import { piAiAnthropicInputSchema } from "./transforms.js";

const PACKAGE = "@mariozechner/pi-ai";

export const PI_AI_SOURCE =
  "@mariozechner/pi-ai 0.73.1 as installed: dist/types.d.ts (Tool, Context), dist/stream.d.ts (stream, complete, streamSimple, completeSimple), dist/providers/anthropic.js, openai-responses-shared.js, openai-completions.js, google-shared.js, mistral.js, amazon-bedrock.js (convertTools); read and seen on the wire (tests/wire/pi-ai), 2026-12-03";

const KEYS = { name: "name", description: "description", input: ["parameters"] } as const;
const sameFile = (node: ts.Node, reader: SiteReader) => node.getSourceFile() === reader.sourceFile;

/** The type as written where a value is declared, asserted or checked (`Tool[]`), for the form. */
function typedForm(value: ts.Expression, reader: SiteReader): string {
  const declared = declaredTypeText(value, reader.sourceFile);
  if (declared) return declared;
  // Typed by the parameter it is given to (`register({ … })`), not by a declaration.
  return value.parent && (ts.isCallExpression(value.parent) || ts.isArrayLiteralExpression(value.parent)) ? "Tool parameter" : "Tool";
}

/** One tool object, read through consts and imports to the literal that writes it. */
function readTool(reader: SiteReader, element: ts.Expression, form: string, toolSet: ToolSetRef | undefined): ToolParts | undefined {
  const definition = reader.definition(element);
  if ("reason" in definition) return undefined;
  // The literal is the tool wherever it is used (a context in another file spreads it in): one tool,
  // placed in its own file by the core, findings at its `name`.
  const literal = definition.node;
  const nameKey = definition.properties.get("name")?.key;
  const parts = readDefinitionParts(reader, element, KEYS, { node: literal, anchor: nameKey ?? literal, form });
  // Where it goes: the models of the calls, in any file, whose context's tools reach this literal (routes.ts).
  const targets: ToolParts["targets"] = (context, configured) => targetsOf(context.program ?? reader.program, literal, configured);
  return toolSet ? { ...parts, toolSet, targets } : { ...parts, targets };
}

function readTools(reader: SiteReader, expr: ts.Expression | undefined, form: string, sink?: ts.CallExpression): ToolParts[] {
  const array = reader.array(expr);
  if (!array) return sink && expr ? unfollowed(reader, sink, expr, `${describeNode(expr)} is no array written in the source`) : [];
  const toolSet: ToolSetRef | undefined = sameFile(array.node, reader) ? { node: array.node, label: "this `tools` array" } : undefined;
  return array.elements.flatMap((element) => readTool(reader, element, form, toolSet) ?? []);
}

/** `{ systemPrompt, messages, tools }`: the tools of a `Context`; at an entry point (`sink`), what cannot be followed is said. */
function readContext(reader: SiteReader, expr: ts.Expression | undefined, form: string, sink?: ts.CallExpression): ToolParts[] {
  if (!expr || ts.isSpreadElement(expr)) return [];
  const context = reader.definition(expr);
  if ("reason" in context) return sink ? unfollowed(reader, sink, expr, `${describeNode(expr)} is no context written in the source`) : [];
  return readTools(reader, reader.value(context, "tools"), form, sink);
}

/**
 * Tools an entry point is given that cannot be followed as written: when the program writes values of
 * pi-ai's `Tool` type (found where they are written, by the typed form), those are what can reach it;
 * when it writes none, the call is kept as one unfollowed stand-in, so a clean lint does not hide them.
 */
function unfollowed(reader: SiteReader, sink: ts.CallExpression, expr: ts.Expression, what: string): ToolParts[] {
  if (toolValuesWritten(reader, sink)) return [];
  const reason = `${what}, and the program writes no pi-ai \`Tool\` value`;
  return [{ node: sink, anchor: sink.expression, form: `${sink.expression.getText()}()`, unreadable: { reason, node: expr }, unfollowed: true }];
}

/** Whether the program writes a value of the element type of the `tools` of the context `sink` takes. */
function toolValuesWritten(reader: SiteReader, sink: ts.CallExpression): boolean {
  const { checker } = reader;
  const signature = checker.getResolvedSignature(sink);
  const contextParameter = signature?.getParameters()[1];
  const contextType = contextParameter && checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(contextParameter, sink));
  const toolsProperty = contextType?.getProperty("tools");
  if (!toolsProperty) return false;
  const toolsType = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(toolsProperty, sink));
  return definitionsOfType(reader.program, elementTypeOf(checker, toolsType, sink)).elements.length > 0;
}

/** `const tools: Tool[] = […]`, `{ … } satisfies Tool`, `const context: Context = { messages, tools }`. */
const readTyped: ReadSite<ts.Expression> = (value, reader) => {
  const form = typedForm(value, reader);
  if (reader.array(value)) return readTools(reader, value, form);
  const definition = reader.definition(value);
  if ("reason" in definition) return [];
  if (definition.properties.has("messages") || (definition.properties.has("tools") && !definition.properties.has("parameters"))) return readContext(reader, value, form);
  const single = readTool(reader, value, form, undefined);
  return single ? [single] : [];
};

/** `complete(model, { messages, tools: […] })` and the other three entry points: the context's tools (their targets: `readTool`). */
const readEntry =
  (name: string): ReadSite<ts.CallExpression> =>
  (call, reader) =>
    readContext(reader, call.arguments[1], `${name} tools[]`, call);

/**
 * pi-ai: a tool is a plain object whose `parameters` is a TypeBox schema, so what each provider gets
 * is that JSON (TypeBox's symbols are not serialised). The providers differ: Anthropic keeps only the
 * root's `properties` and `required` (the transform), OpenAI (Responses and Chat Completions) and
 * Google (`parametersJsonSchema`) send it as written, without strict mode. Which provider a context
 * goes to is the `Model` it is given: `getModel("<provider>", …)` (models.ts: Mistral, Groq, xAI,
 * DeepSeek and OpenRouter too), read at every call of the program that reaches the tool, in whatever
 * file (routes.ts); a tool no such call reaches keeps the default three.
 */
export const piAi: FrameworkModule = {
  id: "pi-ai",
  label: "pi-ai",
  packages: [PACKAGE],
  versionPackage: PACKAGE,
  forms: [
    { kind: "typed", typeNames: ["Tool", "Context"], read: readTyped, contextual: true },
    ...ENTRY_POINTS.map((name) => ({ kind: "call" as const, callee: [name], read: readEntry(name) })),
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // `parameters` is sent as the object it is: a zod or other schema object would send its internals.
    libraries: { zod: "unconvertible", zod3: "unconvertible", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
  },
  transforms: [piAiAnthropicInputSchema],
  destinations: {
    targets: ["openai", "anthropic", "google"],
    via: "in the request of the provider whose `Model` the context is given to (`stream`, `complete`), without strict mode",
    source: PI_AI_SOURCE,
  },
  source: PI_AI_SOURCE,
};
