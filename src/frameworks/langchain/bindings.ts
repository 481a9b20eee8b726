import ts from "../../util/typescript.cjs";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { returnedValue } from "../../schema/shared/identity-helper.js";
import { PerFileMemo } from "../core/per-file.js";
import { createSiteReader, type SiteReader } from "../core/reader.js";
import { catalogElements } from "../../analysis/recognition/catalog.js";
import { isProjectSource } from "../../analysis/recognition/imports.js";
import { ROUTES, strictSent, type RouteProvider } from "./routes.js";
import { arraysHolding, toolSymbol } from "./tool-sets.js";

/**
 * The chat model classes whose requests are modelled, by package and export. The two Gemini paths
 * send the same field (`parameters`) through different converters: `ChatGoogleGenerativeAI`
 * its own (genai.ts), `ChatVertexAI` / `ChatGoogle` google-common's (gemini.ts). The classes of
 * other providers' packages are those whose conversion was read (`ROUTES`, routes.ts); `ChatCohere`
 * is not among them (routes.ts says why).
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

export type Provider = (typeof MODELS)[number]["provider"] | RouteProvider;

const ALL_MODELS: readonly { readonly specifier: string; readonly name: string; readonly provider: Provider }[] = [
  ...MODELS,
  ...ROUTES.map((route) => ({ specifier: route.specifier, name: route.className, provider: route.provider })),
];

/** The target each provider's requests are checked as: both Gemini paths fill `functionDeclarations[].parameters`. */
const TARGET_OF: Readonly<Record<Provider, string>> = {
  openai: "openai",
  anthropic: "anthropic",
  "google-genai": "google-parameters",
  "google-common": "google-parameters",
  ...Object.fromEntries(ROUTES.map((route) => [route.provider, route.target])),
} as Record<Provider, string>;

/** One `model.bindTools([...], { strict })` of this file that takes the tool. */
export interface Binding {
  /** The model's provider when its `new ChatOpenAI(…)` / `new ChatAnthropic(…)` (any class above) is visible. */
  readonly provider: Provider | undefined;
  /** `strict` of bindTools' options as written; undefined when absent or not static. */
  readonly strict: boolean | undefined;
  /** `supportsStrictToolCalling` of a visible ChatOpenAI (or a class built on it, routes.ts): bindTools' default `strict`. */
  readonly modelStrict: boolean | undefined;
  /** A visible ChatDeepSeek's `configuration.baseURL` as written, when it is a static string. */
  readonly baseURL?: string;
}

/** A use of the tool whose model is not seen. */
const UNSEEN: Binding = { provider: undefined, strict: undefined, modelStrict: undefined };

/** What a tool itself says of its mode, where bindTools and the model say nothing (`extras.strict`, an OpenAI function's `strict`). */
export interface OwnStrict {
  readonly openai?: boolean;
  readonly anthropic?: boolean;
}

export interface BoundArray {
  /** The array written as bindTools' first argument (or the one its `const` holds). */
  readonly array: ts.ArrayLiteralExpression;
  /** Every array literal crossed to reach the elements: the bound one and those spread into it. */
  readonly arrays: ReadonlySet<ts.ArrayLiteralExpression>;
  /** The elements, with `...spread` of another static array read in place. */
  readonly elements: readonly ts.Expression[];
  readonly binding: Binding;
}

const boundArraysOfFile = new PerFileMemo<BoundArray[]>();

/** The class a `new X(…)` names, as a visible LangChain chat model, with its constructor's fields. */
function chatModel(reader: SiteReader, receiver: ts.Expression): { provider: Provider; fields: readonly ts.Expression[] } | undefined {
  const followed = followExpression(createEvalContext(reader.checker), receiver);
  const created = followed.ok ? followed.expr : unwrapExpression(receiver);
  if (!ts.isNewExpression(created)) return undefined;
  const model = ALL_MODELS.find((m) => {
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
export function boundArrays(reader: SiteReader): BoundArray[] {
  return boundArraysOfFile.get(reader.checker, reader.sourceFile, () => findBoundArrays(reader));
}

/** A call `x.bindTools(…)`, whatever `x` is. */
export function isBindTools(node: ts.Node): node is ts.CallExpression & { readonly expression: ts.PropertyAccessExpression } {
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === "bindTools";
}

function bindingOf(reader: SiteReader, call: ts.CallExpression & { readonly expression: ts.PropertyAccessExpression }): Binding {
  const model = chatModel(reader, call.expression.expression);
  // `new ChatOpenAI("gpt-4o", { … })` or `new ChatOpenAI({ … })`: the fields are the object argument.
  const readsModelStrict = model?.provider === "openai" || ROUTES.some((r) => r.provider === model?.provider && r.strict === "openai-completions");
  const modelStrict = readsModelStrict ? model?.fields.map((f) => flag(reader, f, "supportsStrictToolCalling")).find((v) => v !== undefined) : undefined;
  const baseURL = model?.provider === "deepseek" ? model.fields.map((f) => nested(reader, f, ["configuration", "baseURL"])).find((v) => v !== undefined) : undefined;
  return { provider: model?.provider, strict: flag(reader, call.arguments[1], "strict"), modelStrict, ...(baseURL !== undefined ? { baseURL } : {}) };
}

/** A static string at a path of an options object (`{ configuration: { baseURL: "…" } }`), through consts and spreads. */
function nested(reader: SiteReader, options: ts.Expression | undefined, path: readonly string[]): string | undefined {
  let expr = options;
  for (const key of path) {
    if (!expr) return undefined;
    const definition = reader.definition(expr);
    if ("reason" in definition) return undefined;
    expr = reader.value(definition, key);
  }
  return reader.string(expr);
}

/** The array's elements, with `...spread` of another static array (a const, an import) read in place, and the arrays crossed. */
function flatElements(reader: SiteReader, array: ts.ArrayLiteralExpression, arrays: Set<ts.ArrayLiteralExpression>, depth = 0): ts.Expression[] {
  arrays.add(array);
  return array.elements.flatMap((element) => {
    if (ts.isOmittedExpression(element)) return [];
    if (!ts.isSpreadElement(element)) return [element];
    const inner = depth < 8 ? reader.array(element.expression) : undefined;
    return inner && !arrays.has(inner.node) ? flatElements(reader, inner.node, arrays, depth + 1) : [];
  });
}

function findBoundArrays(reader: SiteReader): BoundArray[] {
  const list: BoundArray[] = [];
  const visit = (node: ts.Node): void => {
    if (isBindTools(node)) {
      const array = reader.array(node.arguments[0]);
      const arrays = new Set<ts.ArrayLiteralExpression>();
      if (array) list.push({ array: array.node, elements: flatElements(reader, array.node, arrays), arrays, binding: bindingOf(reader, node) });
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
 * The bindTools calls of the tool's own file that send it; where none does, those of other files whose
 * lists lead to it (`bindingsElsewhere`); undefined when neither (nothing is known of its model then).
 * A tool also in an array of its file that no bindTools here takes (a `createAgent` or a `ToolNode`, an
 * array exported) may go anywhere: that use counts as a binding to no known model.
 */
export function bindingsOf(reader: SiteReader, tool: ts.Node): readonly Binding[] | undefined {
  const symbol = toolSymbol(reader.checker, tool);
  const bound = boundArrays(reader).filter((b) => b.elements.some((element) => isElementOf(reader, element, tool, symbol)));
  if (bound.length === 0) return bindingsElsewhere(reader.program).get(tool);
  return withElsewhere(reader, bound, symbol, tool);
}

const elsewhereByProgram = new WeakMap<ts.Program, ReadonlyMap<ts.Node, readonly Binding[]>>();

/**
 * The bindTools calls of the program's other files, by the definitions their lists lead to: a tool
 * defined in one file and bound in another through the lists the project builds (`getTools()`
 * returning `[searchTool, made.addTool]`, then `model.bindTools(getTools(ctx))`), each list followed to
 * its definitions as a catalog is (`catalogElements`: consts, imports, calls of the program's
 * functions, spreads, members of the objects they return). A list that cannot be followed binds
 * nothing here, and its tools keep the given targets. Once per program.
 */
function bindingsElsewhere(program: ts.Program): ReadonlyMap<ts.Node, readonly Binding[]> {
  const known = elsewhereByProgram.get(program);
  if (known) return known;
  const byDefinition = new Map<ts.Node, Binding[]>();
  const checker = program.getTypeChecker();
  for (const file of program.getSourceFiles()) {
    if (!file.text.includes("bindTools") || !isProjectSource(program, file)) continue;
    const reader = createSiteReader(program, file, []);
    const visit = (node: ts.Node): void => {
      if (isBindTools(node) && node.arguments[0]) {
        const walk = catalogElements(checker, node.arguments[0]);
        const binding = walk.ok ? bindingOf(reader, node) : undefined;
        for (const element of walk.ok ? walk.elements : []) {
          const tool = ts.isClassDeclaration(element.definition) ? element.definition : madeAt(checker, element.definition);
          byDefinition.set(tool, [...(byDefinition.get(tool) ?? []), binding!]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  elsewhereByProgram.set(program, byDefinition);
  return byDefinition;
}

/** Calls of the program's functions and members of the objects they return, followed this deep at most. */
const MAX_MADE_STEPS = 6;

/**
 * Where a listed value is made: through the program's functions that return it (`createSearchTool(ctx)`
 * of `(ctx) => tool(…)`) and members of the objects they return (`made.addTool` of `const made =
 * createTools(ctx)`, `return { addTool }`), to the framework's own call. What cannot be followed is
 * itself.
 */
function madeAt(checker: ts.TypeChecker, expr: ts.Expression): ts.Node {
  const ctx = createEvalContext(checker);
  const follow = (node: ts.Expression): ts.Expression => {
    const followed = followExpression(ctx, node);
    return followed.ok ? followed.expr : unwrapExpression(node);
  };
  let at = follow(expr);
  for (let step = 0; step < MAX_MADE_STEPS; step++) {
    let next: ts.Expression | undefined;
    if (ts.isCallExpression(at)) next = returnedValue(checker, at);
    else if (ts.isPropertyAccessExpression(at)) {
      const member = at.name.text;
      const owner = follow(at.expression);
      const object = ts.isCallExpression(owner) ? returnedValue(checker, owner) : owner;
      const literal = object && unwrapExpression(object);
      const property = literal && ts.isObjectLiteralExpression(literal) ? literal.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === member) : undefined;
      next = property && ts.isPropertyAssignment(property) ? property.initializer : property && ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
    }
    if (!next) break;
    at = follow(next);
  }
  return at;
}

/**
 * The bindings, and a binding to no known model when the tool's `const` (or class) also sits in an
 * array literal of its file that no bindTools takes.
 */
export function withElsewhere(reader: SiteReader, bound: readonly BoundArray[], symbol: ts.Symbol | undefined, tool: ts.Node): readonly Binding[] {
  const boundNodes = new Set(bound.flatMap((b) => [...b.arrays]));
  const elsewhere = symbol ? arraysHolding(reader.checker, tool.getSourceFile(), symbol).some((array) => !boundNodes.has(array)) : false;
  const bindings = bound.map((b) => b.binding);
  return elsewhere ? [...bindings, UNSEEN] : bindings;
}

/**
 * Where one binding sends the tool. ChatOpenAI sends `function.strict` = bindTools' `strict`, else
 * the model's `supportsStrictToolCalling`, else nothing (non-strict); the schema is the same either way.
 * ChatAnthropic sends `strict` = bindTools' `strict`, else the tool's `extras.strict`. An OpenAI function
 * tool (`{ type: "function", function: { …, strict } }`) keeps its own `function.strict` on both when
 * neither bindTools nor the model sets one (`own`). A binding to no visible model keeps the given
 * targets, in the mode its `strict` decides.
 * (@langchain/openai 1.6.0 dist/chat_models/base.js bindTools and _convertChatOpenAIToolToCompletionsTool,
 * dist/utils/tools.js _convertToOpenAITool, dist/chat_models/responses.js; @langchain/anthropic 1.5.11
 * dist/chat_models.js bindTools and formatStructuredToolToAnthropic; seen on the wire, tests/wire/langchain.)
 */
function bindingTargets(binding: Binding, own: OwnStrict, configured: readonly string[]): readonly string[] {
  const openai = binding.strict ?? binding.modelStrict ?? own.openai;
  const anthropic = binding.strict ?? own.anthropic;
  const mode = (target: string): string => {
    if (target === "openai" || target === "openai-strict") return openai === undefined ? target : openai ? "openai-strict" : "openai";
    if (target === "anthropic" || target === "anthropic-strict") return anthropic === undefined ? target : anthropic ? "anthropic-strict" : "anthropic";
    return target;
  };
  if (!binding.provider) return configured.map(mode);
  const route = ROUTES.find((r) => r.provider === binding.provider);
  if (route) return [route.target === "deepseek" ? deepseekTarget(binding, own) : route.target];
  return [mode(TARGET_OF[binding.provider])];
}

/**
 * ChatDeepSeek sends `function.strict` as ChatOpenAI's completions API does (routes.ts); DeepSeek takes
 * strict functions on its beta base URL only, so a strict tool goes to `deepseek-strict` when the model's
 * `configuration.baseURL` is written as `https://api.deepseek.com/beta`, else to `deepseek`.
 */
function deepseekTarget(binding: Binding, own: OwnStrict): string {
  const beta = binding.baseURL !== undefined && /^https:\/\/api\.deepseek\.com\/beta\/?$/.test(binding.baseURL);
  return beta && strictSent("deepseek", binding, own) === true ? "deepseek-strict" : "deepseek";
}

/**
 * The tool is bound (`bindingsOf`) to a visible `ChatGoogleGenerativeAI`: its Gemini requests go
 * through google-genai's converter, not google-common's (index.ts gives such a tool to the
 * `langchain-google-genai` module). Bound to both Gemini classes, google-genai's is the one checked.
 */
export function boundToGenai(reader: SiteReader, tool: ts.Node): boolean {
  if (!mayBindToGenai(reader)) return false;
  return bindingsOf(reader, tool)?.some((binding) => binding.provider === "google-genai") ?? false;
}

/**
 * Text first: a file that never names the class binds nothing to it itself, and another file's binding
 * counts only where some file of the program binds a list to one (`bindingsElsewhere`).
 */
export function mayBindToGenai(reader: SiteReader): boolean {
  if (reader.sourceFile.text.includes("ChatGoogleGenerativeAI")) return true;
  let elsewhere = genaiElsewhere.get(reader.program);
  if (elsewhere === undefined) {
    elsewhere = [...bindingsElsewhere(reader.program).values()].some((bindings) => bindings.some((binding) => binding.provider === "google-genai"));
    genaiElsewhere.set(reader.program, elsewhere);
  }
  return elsewhere;
}

const genaiElsewhere = new WeakMap<ts.Program, boolean>();

/** The targets of every binding of the tool (none seen: the given targets, in the mode the tool's own `strict` says). */
export function boundTargets(bindings: readonly Binding[] | undefined, own: OwnStrict, configured: readonly string[]): readonly string[] {
  return [...new Set((bindings ?? [UNSEEN]).flatMap((binding) => bindingTargets(binding, own, configured)))];
}
