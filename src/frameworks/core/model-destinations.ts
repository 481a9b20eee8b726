// Where a tool really goes, read from the calls that take it with a model (`generateText({ model, tools })`,
// `new Agent({ model, tools })`): the provider package, or the provider of a model string, names the destination.
import ts from "../../util/typescript.cjs";
import { exportOriginOf, isProjectSource, packageOf } from "../../analysis/recognition/imports.js";
import { calleeDeclarations, declaredFunction, functionReturns, literalProperty, symbolOfIdentifier, unwrapExpression } from "../../schema/shared/static-follow.js";
import { providerById } from "../../providers/index.js";

/**
 * The provider packages whose models are read, by the destination their requests go to (the base
 * target id; the tool's `strict` decides the mode, `strictAsWritten`). Each one's model builds the
 * request body of that provider's API from the tools it is given (read in each package's dist at the
 * version pinned in package.json, 2026-12-04). A package not listed (a gateway string, a wrapper the
 * plugin does not know) leaves the tool's destinations as the framework gives them.
 */
export const PROVIDER_PACKAGES: Readonly<Record<string, string>> = {
  "@ai-sdk/openai": "openai",
  "@ai-sdk/anthropic": "anthropic",
  "@ai-sdk/google": "google",
  "@ai-sdk/mistral": "mistral",
  "@ai-sdk/groq": "groq",
  "@ai-sdk/xai": "xai",
  "@ai-sdk/deepseek": "deepseek",
  "@ai-sdk/cohere": "cohere",
  "ollama-ai-provider-v2": "ollama",
  "@openrouter/ai-sdk-provider": "openrouter",
};

/** Exports of one module, by name. */
export interface ModuleExports {
  readonly module: string;
  readonly names: readonly string[];
}

/** How one framework's tools reach a model: the calls that take both, the calls that make a tool. */
export interface ModelSinks {
  /** Calls and classes whose options carry a `model` and the `tools` it is given (`generateText`, `Agent`). */
  readonly sinks: readonly ModuleExports[];
  /** The calls whose result is one tool (`tool`, `createTool`): the nodes the index is keyed by. */
  readonly toolFactories: readonly ModuleExports[];
  /** The base target id a model written as a string sends to (`"openai/gpt-4o"` in a model router); undefined when not known. */
  readonly modelString?: (id: string) => string | undefined;
  /**
   * The target a provider package's model (`mistral("mistral-large-latest")`) sends to in this framework,
   * given the package's base target id and the model id when it is a string literal (undefined when not
   * known): for a framework whose conversion depends on the model id. Without it, the package's target.
   */
  readonly modelCall?: (target: string, modelId: string | undefined) => string | undefined;
}

/** How deep a value is followed through consts, calls and returns before it counts as unreadable. */
const MAX_DEPTH = 8;

/** The destinations of one tool, over every call that takes it. */
export interface ModelDestinations {
  /** Base target ids read from the models (`openai`, `mistral`). */
  readonly known: ReadonlySet<string>;
  /** Some call takes the tool with a model that cannot be read: its destinations are not known. */
  readonly unknown: boolean;
}

/**
 * The targets a tool goes to, from the calls that reach it: only the providers read when every call's
 * model is read, those and the `given` ones when some call's model is not, the `given` ones when no call
 * reaches it (or none of its providers is a target the plugin judges). One rule for every framework.
 */
export function targetsFromModels(reached: ModelDestinations | undefined, given: readonly string[]): readonly string[] {
  const known = [...(reached?.known ?? [])].filter((id) => providerById(id) !== undefined);
  if (!reached || known.length === 0) return given;
  return reached.unknown ? [...new Set([...known, ...given])] : known;
}

type Index = Map<ts.Node, { known: Set<string>; unknown: boolean }>;

const byProgram = new WeakMap<ts.Program, WeakMap<ModelSinks, Index>>();

/** Where the tool a factory call makes goes, by the models of the calls that take it; undefined when no call is found. */
export function modelDestinationsOf(program: ts.Program, toolCall: ts.Node, sinks: ModelSinks): ModelDestinations | undefined {
  let indexes = byProgram.get(program);
  if (!indexes) byProgram.set(program, (indexes = new WeakMap()));
  let index = indexes.get(sinks);
  if (!index) indexes.set(sinks, (index = indexProgram(program, sinks)));
  return index.get(toolCall);
}

/** Every sink call of the program's own files that import a sink module, and the tools each one takes. */
function indexProgram(program: ts.Program, sinks: ModelSinks): Index {
  const index: Index = new Map();
  const modules = [...new Set(sinks.sinks.map((sink) => sink.module))];
  for (const sourceFile of program.getSourceFiles()) {
    // Text first: a file that never names a sink's module cannot call it.
    if (sourceFile.isDeclarationFile || !modules.some((module) => sourceFile.text.includes(module)) || !isProjectSource(program, sourceFile)) continue;
    const reader = new ValueReader(program, sinks);
    const visit = (node: ts.Node): void => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && reader.isSink(node.expression)) {
        const options = node.arguments?.[0] && reader.objectLiteral(node.arguments[0], 0);
        const model = options && literalProperty(options, "model")?.value;
        const tools = options && literalProperty(options, "tools")?.value;
        if (tools) {
          const destination = model ? reader.providerOfModel(model, 0) : undefined;
          for (const call of reader.toolCalls(tools, 0)) {
            let entry = index.get(call);
            if (!entry) index.set(call, (entry = { known: new Set(), unknown: false }));
            if (destination) entry.known.add(destination);
            else entry.unknown = true;
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return index;
}

/** Follows values through consts, imports, calls and returns, statically. */
class ValueReader {
  private readonly checker: ts.TypeChecker;
  constructor(
    private readonly program: ts.Program,
    private readonly config: ModelSinks,
  ) {
    this.checker = program.getTypeChecker();
  }

  private isOneOf(origin: { module: string; path: readonly string[] } | undefined, exports: readonly ModuleExports[]): boolean {
    return origin !== undefined && origin.path.length === 1 && exports.some((e) => e.module === origin.module && e.names.includes(origin.path[0]!));
  }

  /** The export of `module` an expression names (`openai.chat` → `@ai-sdk/openai`), through imports and re-exports. */
  private originOf(expr: ts.Expression): { module: string; path: readonly string[] } | undefined {
    const origin = exportOriginOf(this.program, expr.getSourceFile(), expr, { allowTypeOnly: false });
    return origin ? { module: origin.module, path: origin.path } : undefined;
  }

  isSink(callee: ts.Expression): boolean {
    return this.isOneOf(this.originOf(callee), this.config.sinks);
  }

  /** The initializer of the const or let an identifier reads (through imports), when it has one. */
  private initializerOf(identifier: ts.Identifier): ts.Expression | undefined {
    let symbol = symbolOfIdentifier(this.checker, identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) && declaration.initializer ? declaration.initializer : undefined;
  }

  objectLiteral(expr: ts.Expression, depth: number): ts.ObjectLiteralExpression | undefined {
    const value = unwrapExpression(expr);
    if (ts.isObjectLiteralExpression(value)) return value;
    if (ts.isIdentifier(value) && depth < MAX_DEPTH) {
      const initializer = this.initializerOf(value);
      return initializer && this.objectLiteral(initializer, depth + 1);
    }
    return undefined;
  }

  /** The expressions a call of the project's own function returns (each `return`, or the arrow's body). */
  private returnsOf(call: ts.CallExpression): ts.Expression[] | undefined {
    const declarations = calleeDeclarations(this.checker, call);
    const fn = declarations.length === 1 ? declaredFunction(declarations[0]!) : undefined;
    return fn && !fn.getSourceFile().isDeclarationFile ? functionReturns(fn) : undefined;
  }

  /**
   * The base target id a model expression sends to: a call of a provider package's export
   * (`openai("gpt-4o")`, `openai.chat(…)`), of a provider made by one (`createGroq({…})(…)`), a const
   * holding either, `wrapLanguageModel({ model })`, or a function of the project returning one.
   * Undefined when it cannot be read or comes from a package not listed.
   */
  providerOfModel(expr: ts.Expression, depth: number): string | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const value = unwrapExpression(expr);
    if (ts.isIdentifier(value)) {
      const initializer = this.initializerOf(value);
      return initializer && this.providerOfModel(initializer, depth + 1);
    }
    if (ts.isConditionalExpression(value)) {
      const [a, b] = [this.providerOfModel(value.whenTrue, depth + 1), this.providerOfModel(value.whenFalse, depth + 1)];
      return a === b ? a : undefined;
    }
    if (ts.isStringLiteralLike(value)) return this.config.modelString?.(value.text);
    if (!ts.isCallExpression(value)) return undefined;
    const callee = this.originOf(value.expression);
    // The AI SDK's middleware wrapper sends through the model it wraps, whichever framework holds it.
    if (callee?.module === "ai" && samePathAs(callee.path, "wrapLanguageModel")) {
      const options = value.arguments[0] && this.objectLiteral(value.arguments[0], depth + 1);
      const inner = options && literalProperty(options, "model")?.value;
      return inner && this.providerOfModel(inner, depth + 1);
    }
    const provider = this.providerOfCallee(value.expression, depth + 1);
    if (provider) return this.config.modelCall ? this.config.modelCall(provider, this.stringOf(value.arguments[0], depth + 1)) : provider;
    const returned = this.returnsOf(value);
    if (!returned || returned.length === 0) return undefined;
    const providers = new Set(returned.map((r) => this.providerOfModel(r, depth + 1)));
    return providers.size === 1 ? [...providers][0] : undefined;
  }

  /** The text of a string literal, directly or through consts; undefined otherwise. */
  private stringOf(expr: ts.Expression | undefined, depth: number): string | undefined {
    if (!expr || depth > MAX_DEPTH) return undefined;
    const value = unwrapExpression(expr);
    if (ts.isStringLiteralLike(value)) return value.text;
    if (!ts.isIdentifier(value)) return undefined;
    const initializer = this.initializerOf(value);
    return initializer && this.stringOf(initializer, depth + 1);
  }

  /** The provider a callee belongs to: an export of a provider package, or a value made by one. */
  private providerOfCallee(expr: ts.Expression, depth: number): string | undefined {
    if (depth > MAX_DEPTH) return undefined;
    const value = unwrapExpression(expr);
    const origin = ts.isIdentifier(value) || ts.isPropertyAccessExpression(value) ? this.originOf(value) : undefined;
    if (origin) return PROVIDER_PACKAGES[origin.module] ?? PROVIDER_PACKAGES[packageOf(origin.module)];
    if (ts.isPropertyAccessExpression(value)) return this.providerOfCallee(value.expression, depth + 1);
    if (ts.isCallExpression(value)) return this.providerOfCallee(value.expression, depth + 1);
    if (ts.isIdentifier(value)) {
      const initializer = this.initializerOf(value);
      return initializer && this.providerOfCallee(initializer, depth + 1);
    }
    return undefined;
  }

  /**
   * The tool factory calls (`tool()`, `createTool()`) a tools value holds: an object literal's values (through
   * shorthand, spreads and consts), an array's elements, and the returns of the project's own functions that build one.
   * What cannot be followed is left out: those tools keep the framework's destinations.
   */
  toolCalls(expr: ts.Expression, depth: number): ts.Node[] {
    if (depth > MAX_DEPTH) return [];
    const value = unwrapExpression(expr);
    if (ts.isIdentifier(value)) {
      const initializer = this.initializerOf(value);
      return initializer ? this.toolCalls(initializer, depth + 1) : [];
    }
    if (ts.isConditionalExpression(value)) return [...this.toolCalls(value.whenTrue, depth + 1), ...this.toolCalls(value.whenFalse, depth + 1)];
    if (ts.isArrayLiteralExpression(value)) return value.elements.flatMap((element) => this.toolCalls(ts.isSpreadElement(element) ? element.expression : element, depth + 1));
    if (ts.isObjectLiteralExpression(value)) {
      return value.properties.flatMap((property) => {
        if (ts.isPropertyAssignment(property)) return this.toolCalls(property.initializer, depth + 1);
        if (ts.isShorthandPropertyAssignment(property)) return this.toolCalls(property.name, depth + 1);
        if (ts.isSpreadAssignment(property)) return this.toolCalls(property.expression, depth + 1);
        return [];
      });
    }
    if (ts.isNewExpression(value)) return this.isOneOf(this.originOf(value.expression), this.config.toolFactories) ? [value] : [];
    if (!ts.isCallExpression(value)) return [];
    if (this.isOneOf(this.originOf(value.expression), this.config.toolFactories)) return [value];
    return (this.returnsOf(value) ?? []).flatMap((returned) => this.toolCalls(returned, depth + 1));
  }
}

const samePathAs = (path: readonly string[], name: string) => path.length === 1 && path[0] === name;
