import ts from "../../util/typescript.cjs";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { PerFileMemo } from "../core/per-file.js";
import type { SiteReader } from "../core/reader.js";
import { arraysHolding, toolSymbol } from "./tool-sets.js";

/**
 * The chat model classes whose requests are modelled, by package and export. The two Gemini paths
 * send the same field (`parameters`) through different converters: `ChatGoogleGenerativeAI`
 * its own (genai.ts), `ChatVertexAI` / `ChatGoogle` google-common's (gemini.ts).
 */
const MODELS = [
  { specifier: "@langchain/openai", name: "ChatOpenAI", provider: "openai" },
  { specifier: "@langchain/anthropic", name: "ChatAnthropic", provider: "anthropic" },
  { specifier: "@langchain/google-genai", name: "ChatGoogleGenerativeAI", provider: "google-genai" },
  { specifier: "@langchain/google-vertexai", name: "ChatVertexAI", provider: "google-common" },
  { specifier: "@langchain/google-vertexai-web", name: "ChatVertexAI", provider: "google-common" },
  { specifier: "@langchain/google-gauth", name: "ChatGoogle", provider: "google-common" },
  { specifier: "@langchain/google-webauth", name: "ChatGoogle", provider: "google-common" },
] as const;

export type Provider = (typeof MODELS)[number]["provider"];

/** The target each provider's requests are checked as: both Gemini paths fill `functionDeclarations[].parameters`. */
const TARGET_OF: Readonly<Record<Provider, string>> = { openai: "openai", anthropic: "anthropic", "google-genai": "google-parameters", "google-common": "google-parameters" };

/** One `model.bindTools([...], { strict })` of this file that takes the tool. */
export interface Binding {
  /** The model's provider when its `new ChatOpenAI(…)` / `new ChatAnthropic(…)` is visible. */
  readonly provider: Provider | undefined;
  /** `strict` of bindTools' options as written; undefined when absent or not static. */
  readonly strict: boolean | undefined;
  /** `supportsStrictToolCalling` of a visible ChatOpenAI: bindTools' default `strict`. */
  readonly modelStrict: boolean | undefined;
}

/** A use of the tool whose model is not seen. */
const UNSEEN: Binding = { provider: undefined, strict: undefined, modelStrict: undefined };

interface BoundArray {
  readonly array: ts.ArrayLiteralExpression;
  readonly elements: readonly ts.Expression[];
  readonly binding: Binding;
}

const boundArraysOfFile = new PerFileMemo<BoundArray[]>();

/** The class a `new X(…)` names, as a visible LangChain chat model, with its constructor's fields. */
function chatModel(reader: SiteReader, receiver: ts.Expression): { provider: Provider; fields: readonly ts.Expression[] } | undefined {
  const followed = followExpression(createEvalContext(reader.checker), receiver);
  const created = followed.ok ? followed.expr : unwrapExpression(receiver);
  if (!ts.isNewExpression(created)) return undefined;
  const model = MODELS.find((m) => {
    const path = reader.exportPathOf(created.expression, [m.specifier]);
    return path?.length === 1 && path[0] === m.name;
  });
  return model && { provider: model.provider, fields: created.arguments ?? [] };
}

/** A static boolean field of an options object (`{ strict: true }`), through consts and spreads. */
function flag(reader: SiteReader, options: ts.Expression | undefined, key: string): boolean | undefined {
  if (!options) return undefined;
  const definition = reader.definition(options);
  return "reason" in definition ? undefined : reader.boolean(reader.value(definition, key));
}

/** Every `x.bindTools(array, options)` of the file whose array is readable, with what decides its requests. */
function boundArrays(reader: SiteReader): BoundArray[] {
  return boundArraysOfFile.get(reader.checker, reader.sourceFile, () => findBoundArrays(reader));
}

function findBoundArrays(reader: SiteReader): BoundArray[] {
  const list: BoundArray[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "bindTools") {
      const array = reader.array(node.arguments[0]);
      const model = chatModel(reader, node.expression.expression);
      // `new ChatOpenAI("gpt-4o", { … })` or `new ChatOpenAI({ … })`: the fields are the object argument.
      const modelStrict = model?.provider === "openai" ? model.fields.map((f) => flag(reader, f, "supportsStrictToolCalling")).find((v) => v !== undefined) : undefined;
      if (array) list.push({ ...array, array: array.node, binding: { provider: model?.provider, strict: flag(reader, node.arguments[1], "strict"), modelStrict } });
    }
    ts.forEachChild(node, visit);
  };
  // Text first: a file that never writes `bindTools` has no binding to walk for.
  if (reader.sourceFile.text.includes("bindTools")) visit(reader.sourceFile);
  return list;
}

/** An array element is this tool: written there, its const, or `new` of its class. */
function isElementOf(reader: SiteReader, element: ts.Expression, tool: ts.Node, symbol: ts.Symbol | undefined): boolean {
  const inner = unwrapExpression(element);
  if (inner === tool) return true;
  if (!symbol) return false;
  if (ts.isIdentifier(inner)) return reader.checker.getSymbolAtLocation(inner) === symbol;
  return ts.isNewExpression(inner) && ts.isIdentifier(inner.expression) && reader.checker.getSymbolAtLocation(inner.expression) === symbol;
}

/**
 * The bindTools calls of the tool's own file that send it, or undefined when none does (nothing is
 * known of its model then). A tool also in an array that no bindTools here takes (a `createAgent`
 * or a `ToolNode`, an array exported) may go anywhere: that use counts as a binding to no known model.
 */
export function bindingsOf(reader: SiteReader, tool: ts.Node): readonly Binding[] | undefined {
  const symbol = toolSymbol(reader.checker, tool);
  const bound = boundArrays(reader).filter((b) => b.elements.some((element) => isElementOf(reader, element, tool, symbol)));
  if (bound.length === 0) return undefined;
  const boundNodes = new Set(bound.map((b) => b.array));
  const elsewhere = symbol ? arraysHolding(reader.checker, tool.getSourceFile(), symbol).some((array) => !boundNodes.has(array)) : false;
  const bindings = bound.map((b) => b.binding);
  return elsewhere ? [...bindings, UNSEEN] : bindings;
}

/**
 * Where one binding sends the tool. ChatOpenAI sends `function.strict` = bindTools' `strict`, else
 * the model's `supportsStrictToolCalling`, else nothing (non-strict); the schema is the same either way.
 * ChatAnthropic sends `strict` = bindTools' `strict`, else the tool's `extras.strict`. A binding to no
 * visible model keeps the given targets, in the mode its `strict` decides.
 * (@langchain/openai 1.6.0 dist/chat_models/base.js bindTools and _convertChatOpenAIToolToCompletionsTool,
 * dist/utils/tools.js _convertToOpenAITool, dist/chat_models/responses.js; @langchain/anthropic 1.5.11
 * dist/chat_models.js bindTools and formatStructuredToolToAnthropic; seen on the wire, tests/wire/langchain.)
 */
function bindingTargets(binding: Binding, extrasStrict: boolean | undefined, configured: readonly string[]): readonly string[] {
  const openai = binding.strict ?? binding.modelStrict;
  const anthropic = binding.strict ?? extrasStrict;
  const mode = (target: string): string => {
    if (target === "openai" || target === "openai-strict") return openai === undefined ? target : openai ? "openai-strict" : "openai";
    if (target === "anthropic" || target === "anthropic-strict") return anthropic === undefined ? target : anthropic ? "anthropic-strict" : "anthropic";
    return target;
  };
  return binding.provider ? [mode(TARGET_OF[binding.provider])] : configured.map(mode);
}

/**
 * The tool is bound, in its own file, to a visible `ChatGoogleGenerativeAI`: its Gemini requests go
 * through google-genai's converter, not google-common's (index.ts gives such a tool to the
 * `langchain-google-genai` module). Bound to both Gemini classes, google-genai's is the one checked.
 */
export function boundToGenai(reader: SiteReader, tool: ts.Node): boolean {
  // Text first: a file that never names the class binds nothing to it.
  if (!reader.sourceFile.text.includes("ChatGoogleGenerativeAI")) return false;
  return bindingsOf(reader, tool)?.some((binding) => binding.provider === "google-genai") ?? false;
}

/** The targets of every binding of the tool (none seen: the given targets, in the mode `extras.strict` says). */
export function boundTargets(bindings: readonly Binding[] | undefined, extrasStrict: boolean | undefined, configured: readonly string[]): readonly string[] {
  return [...new Set((bindings ?? [UNSEEN]).flatMap((binding) => bindingTargets(binding, extrasStrict, configured)))];
}
