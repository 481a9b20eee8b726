// Catalogs: the arrays and objects of tool definitions a project keeps as data, walked element by
// element statically (spreads, consts, imports, namespace imports, `Object.values`), never run.
import ts from "../../util/typescript.cjs";
import { keyText } from "../../frameworks/core/reader.js";
import { followDefinition } from "../../schema/shared/definition-object.js";
import { argumentsByParameter, calledFunction, factoryResult, functionOf, identityArgument, returnedExpressions, returnedValue } from "../../schema/shared/identity-helper.js";
import { createEvalContext, type EvalContext } from "../../schema/shared/static-eval.js";
import { describeNode, followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import type { Binding } from "./seam-reader.js";
import { namespaceModule } from "./imports.js";
import { invokedElement } from "./invoked-element.js";
import { repeatingLoop } from "./repeated-turns.js";
import { flowedValues, iteratedCollection, passedThrough, type ParameterBindings } from "./value-flow.js";

/** One entry of a catalog: the value as written there, and its key in an object of definitions. */
export interface CatalogElement {
  /** The element where the catalog holds it (an identifier, a call, a literal). */
  readonly value: ts.Expression;
  /** The key of an object catalog (`{ find_issues: … }`), or the export name in a module namespace. */
  readonly key?: { readonly value: string; readonly node: ts.Node };
  /** The element's own definition, followed through consts and imports: where the tool is written (a class for a subclass of a template's class). */
  readonly definition: ts.Expression | ts.ClassDeclaration;
  /**
   * Names that stand for something while this element is read: the parameter of a `.map` callback
   * (`raw.map((tool) => adapt(tool))`) is the source list's element, and `value` is what it returns.
   */
  readonly bindings?: ReadonlyMap<ts.Symbol, Binding>;
  /**
   * The catalog entry this definition is one choice of, when the entry holds several (`{ factory: a,
   * overrides: { readOnly: b } }`, one of which is picked at run time): its choices are variants.
   */
  readonly entry?: ts.Node;
  /** Set when a wrapper of the program changes a part of the definition before it is sent (`typed-sources.ts`): why, and where. */
  readonly rewritten?: { readonly reason: string; readonly node: ts.Node };
  /**
   * Set for a value made once per turn of a loop of the program's own (`for (const name of names)
   * list.push(describe(name))`, `repeated-turns.ts`): the loop's collection. It stands for as many
   * elements as the loop has turns, not for one tool.
   */
  readonly repeatedOver?: ts.Expression;
}

export type CatalogWalk = { readonly ok: true; readonly elements: readonly CatalogElement[] } | { readonly ok: false; readonly reason: string; readonly node: ts.Node };

/** Catalogs spread into catalogs spread into…: deeper nesting is given up on (a cycle ends at once). */
const MAX_DEPTH = 12;
/** More elements than any server lists: beyond this the catalog is given up on rather than walked on. */
export const MAX_ELEMENTS = 2000;

/** The elements of an array or object of definitions, through spreads, consts and imports across files. */
export function catalogElements(checker: ts.TypeChecker, collection: ts.Expression): CatalogWalk {
  const ctx = createEvalContext(checker);
  const out: CatalogElement[] = [];
  const failure = walk(ctx, collection, out, { seen: new Set(), bindings: new Map(), active: new Set() }, 0);
  return failure ?? { ok: true, elements: out };
}

type Failure = { readonly ok: false; readonly reason: string; readonly node: ts.Node };

interface Walk {
  /** Expressions already walked: a catalog reached twice is walked once, and a cycle ends. */
  readonly seen: Set<ts.Node>;
  /** The arguments bound to the parameters of the functions entered (`getAvailableTools(TOOLS)`). */
  readonly bindings: ParameterBindings;
  /** The functions entered, so that recursion ends. */
  readonly active: ReadonlySet<ts.Node>;
}

function walk(ctx: EvalContext, expr: ts.Expression, out: CatalogElement[], state: Walk, depth: number): Failure | undefined {
  if (depth > MAX_DEPTH) return { ok: false, reason: `catalogs nested more than ${MAX_DEPTH} deep from ${describeNode(expr)}`, node: expr };
  const namespace = namespaceModule(ctx.checker, expr);
  if (namespace) return walkModule(ctx, namespace, out);
  const followed = followExpression(ctx, expr);
  if (!followed.ok) {
    // A `let` narrowed step by step, or a parameter of a function entered: every value it may hold.
    const flowed = flowedValues(ctx.checker, followed.node, state.bindings);
    if (flowed) return walkEither(ctx, flowed, out, state, depth);
    // `collections.forEach((collection) => Object.values(collection).forEach(…))`: the name stands for each element of the outer list.
    const iterated = iteratedCollection(ctx.checker, followed.node);
    return iterated ? walkElementsOf(ctx, iterated, out, state, depth) : { ok: false, reason: followed.reason, node: followed.node };
  }
  const target = followed.expr;
  if (state.seen.has(target)) return undefined;
  state.seen.add(target);
  // What the code pushes onto the const that holds the list is in the list too.
  for (const element of pushedOnto(ctx.checker, followed.via)) {
    const repeatedOver = repeatingLoop(ctx.checker, element);
    if (repeatedOver) {
      if (!out.some((known) => known.definition === element)) out.push({ value: element, definition: element, repeatedOver });
      continue;
    }
    const failure = ts.isSpreadElement(element) ? walk(ctx, element.expression, out, state, depth + 1) : add(ctx, element, undefined, out, state, depth);
    if (failure) return failure;
  }
  // `agentMode ? { use_sentry } : tools`, `custom ?? tools`: either side may be registered, so both are
  // walked; a side that cannot be followed (a parameter, an option) holds nothing written here.
  const sides = ts.isConditionalExpression(target)
    ? [target.whenTrue, target.whenFalse]
    : ts.isBinaryExpression(target) && (target.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || target.operatorToken.kind === ts.SyntaxKind.BarBarToken)
      ? [target.left, target.right]
      : undefined;
  if (sides) return walkEither(ctx, sides, out, state, depth);
  if (ts.isArrayLiteralExpression(target)) {
    for (const element of target.elements) {
      if (ts.isOmittedExpression(element)) continue;
      const failure = ts.isSpreadElement(element) ? walk(ctx, element.expression, out, state, depth + 1) : add(ctx, element, undefined, out, state, depth);
      if (failure) return failure;
    }
    return undefined;
  }
  if (ts.isObjectLiteralExpression(target)) {
    for (const property of target.properties) {
      let failure: Failure | undefined;
      if (ts.isSpreadAssignment(property)) failure = walk(ctx, property.expression, out, state, depth + 1);
      else if (ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) {
        const key = keyText(ctx.checker, property.name);
        if (key === undefined) return { ok: false, reason: `the key ${describeNode(property.name)} is computed`, node: property.name };
        const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
        failure = add(ctx, value, { value: key, node: property.name }, out);
      }
      if (failure) return failure;
    }
    return undefined;
  }
  // `raw.map((tool) => adapt(tool))`: each element of `raw`, as the callback makes it.
  const mapping = mappedBy(ctx.checker, target);
  if (mapping) return walkMapped(ctx, mapping, out, state, depth);
  // `Object.values(x)`, `await x`, `Array.from(x)`…, written here or reached through a const.
  const same = valuesCall(target) ?? sameElements(target);
  if (same) return walk(ctx, same, out, state, depth + 1);
  // `tools(context)`: a function of the program returning the catalog as a literal.
  const made = ts.isCallExpression(target) ? factoryResult(ctx.checker, target) : undefined;
  if (made) return walk(ctx, made, out, state, depth + 1);
  // `[...a, ...b].filter(…)`, `a.concat(b)`: the elements a filter keeps are some of these; all are checked.
  const kept = keptFrom(target);
  if (kept) {
    for (const source of kept) {
      const failure = walk(ctx, source, out, state, depth + 1);
      if (failure) return failure;
    }
    return undefined;
  }
  // `getAvailableTools(TOOLS, patterns)`: a function of the program that returns (some of) what it is given.
  const passed = ts.isCallExpression(target) ? passedThrough(ctx.checker, target, state.bindings, state.active) : undefined;
  if (passed) return walkEither(ctx, passed.returned, out, { seen: state.seen, bindings: passed.bindings, active: new Set([...state.active, passed.fn]) }, depth);
  // `tools.getSearchTools()` returning `createSearchTools(this.config)`: the one value a function of the program returns holds the catalog.
  const returned = ts.isCallExpression(target) ? returnedValue(ctx.checker, target) : undefined;
  if (returned) return walk(ctx, returned, out, state, depth + 1);
  return { ok: false, reason: `${describeNode(target)} is not an array or object of tool definitions written in the source`, node: target };
}

/** A `.map` call's source list, the callback's parameter, and the one expression the callback returns. */
interface Mapping {
  readonly receiver: ts.Expression;
  readonly parameter: ts.Symbol;
  readonly result: ts.Expression;
}

/**
 * `list.map((tool) => adapt(tool))`, `list.map(adapt)`: a callback of the program (written there, or
 * a function it names) with one plain parameter and one returned expression. Undefined otherwise: a
 * callback that returns different things on different paths is not read.
 */
function mappedBy(checker: ts.TypeChecker, expr: ts.Expression): Mapping | undefined {
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression) || expr.expression.name.text !== "map") return undefined;
  const given = expr.arguments[0] && unwrapExpression(expr.arguments[0]);
  if (!given) return undefined;
  let fn: ts.Node | undefined = given;
  if (ts.isIdentifier(given)) {
    const symbol = checker.getSymbolAtLocation(given);
    const declaration = symbol && (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).valueDeclaration;
    fn = declaration && functionOf(declaration);
  }
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn)) || fn.getSourceFile().isDeclarationFile) return undefined;
  const parameter = fn.parameters[0];
  const symbol = parameter && !parameter.dotDotDotToken && ts.isIdentifier(parameter.name) ? checker.getSymbolAtLocation(parameter.name) : undefined;
  const returned = returnedExpressions(fn);
  return symbol && returned.length === 1 ? { receiver: expr.expression.expression, parameter: symbol, result: returned[0]! } : undefined;
}

/**
 * The source list's elements, each read through the callback: the callback's parameter stands for the
 * element and the element is what it returns. Each tool stays where its source element is written,
 * where its name and schema are.
 */
function walkMapped(ctx: EvalContext, mapping: Mapping, out: CatalogElement[], state: Walk, depth: number): Failure | undefined {
  const chosen = chosenAtRunTime(ctx.checker, mapping);
  if (chosen) return { ok: false, reason: `each element is made by ${describeNode(chosen)}, a function chosen at run time`, node: chosen };
  const sources: CatalogElement[] = [];
  const failure = walk(ctx, mapping.receiver, sources, state, depth + 1);
  if (failure) return failure;
  const result = unwrapExpression(mapping.result);
  // `(tool) => tool()`: the callback calls the element, so the element is what its function returns.
  const callsElement = ts.isCallExpression(result) && ts.isIdentifier(result.expression) && ctx.checker.getSymbolAtLocation(result.expression) === mapping.parameter ? result : undefined;
  for (const source of sources) {
    if (out.length >= MAX_ELEMENTS) return { ok: false, reason: `the catalog holds more than ${MAX_ELEMENTS} elements`, node: mapping.receiver };
    const bindings = new Map(source.bindings);
    bindings.set(mapping.parameter, { expr: source.value });
    const invoked = callsElement && invokedElement(ctx, callsElement, source.value);
    if (invoked) for (const [symbol, binding] of invoked.bindings) bindings.set(symbol, binding);
    // A function declaration's name (`[weatherTool]`) is where the list holds it, not where it is written.
    const definition = invoked && ts.isIdentifier(source.definition) ? invoked.value : source.definition;
    out.push({ ...source, value: invoked ? invoked.value : mapping.result, definition, bindings });
  }
  return undefined;
}

/**
 * `list.map((entry) => pick(entry)(server))`, `list.map((entry) => entry.factory(server))`,
 * `list.map((name) => factories[name](server))`, `(entry.overrides?.[group] ?? entry.factory)(server)`: the callback calls a function that a call, a lookup
 * or the element itself hands over, so which function makes each tool is decided at run time. The
 * source list's elements are then no tools (they are entries that name a factory): the callee, so
 * that the caller can look for the tools by their type instead.
 */
function chosenAtRunTime(checker: ts.TypeChecker, mapping: Mapping): ts.Expression | undefined {
  const result = unwrapExpression(mapping.result);
  if (!ts.isCallExpression(result)) return undefined;
  const chosen = (expr: ts.Expression, depth: number): boolean => {
    const callee = unwrapExpression(expr);
    if (ts.isCallExpression(callee) || ts.isElementAccessExpression(callee)) return true;
    // `entry.overrides?.[group] ?? entry.factory`, `readOnly ? entry.dryRun : entry.factory`: either way.
    if (ts.isBinaryExpression(callee) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(callee.operatorToken.kind)) {
      return chosen(callee.left, depth) || chosen(callee.right, depth);
    }
    if (ts.isConditionalExpression(callee)) return chosen(callee.whenTrue, depth) || chosen(callee.whenFalse, depth);
    if (ts.isPropertyAccessExpression(callee)) {
      const receiver = unwrapExpression(callee.expression);
      return ts.isIdentifier(receiver) && checker.getSymbolAtLocation(receiver) === mapping.parameter;
    }
    // `const factory = pick(entry); return factory(server)`: a const of the callback holding such a value.
    if (ts.isIdentifier(callee) && depth === 0) {
      const declaration = checker.getSymbolAtLocation(callee)?.valueDeclaration;
      return declaration !== undefined && ts.isVariableDeclaration(declaration) && declaration.initializer !== undefined && insideCallback(declaration, mapping) && chosen(declaration.initializer, depth + 1);
    }
    return false;
  };
  return chosen(result.expression, 0) ? result.expression : undefined;
}

/** The declaration is written in the `.map` callback itself (not a module-level const the callback reads). */
function insideCallback(declaration: ts.Node, mapping: Mapping): boolean {
  const fn = ts.findAncestor(mapping.result, ts.isFunctionLike);
  return fn !== undefined && declaration.pos >= fn.pos && declaration.end <= fn.end;
}

/**
 * `tools.push(extra)`, `tools.unshift(…)` on a `const` the list is reached through (`const tools =
 * [];` filled in the same scope, a tool added when a flag is on): what they add is in the list too.
 * Found in the scope that declares the const, by the checker's symbol of the receiver.
 */
function pushedOnto(checker: ts.TypeChecker, via: readonly ts.Node[]): ts.Expression[] {
  const added: ts.Expression[] = [];
  for (const declaration of via) {
    if (!ts.isVariableDeclaration(declaration) || !ts.isIdentifier(declaration.name)) continue;
    const name = declaration.name.text;
    let scope: ts.Node = declaration;
    while (scope.parent && !ts.isBlock(scope) && !ts.isSourceFile(scope)) scope = scope.parent;
    // Text first: a scope that never writes `name.push(` holds no push onto it.
    const text = scope.getSourceFile().text;
    const written = (method: string) => {
      const at = text.indexOf(`${name}.${method}(`, scope.pos);
      return at >= 0 && at < scope.end;
    };
    if (![...ADDING_METHODS].some(written)) continue;
    const symbol = checker.getSymbolAtLocation(declaration.name);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ADDING_METHODS.has(node.expression.name.text)) {
        const receiver = unwrapExpression(node.expression.expression);
        if (ts.isIdentifier(receiver) && receiver.text === name && checker.getSymbolAtLocation(receiver) === symbol) added.push(...node.arguments);
      }
      ts.forEachChild(node, visit);
    };
    visit(scope);
  }
  return added;
}

/** Array methods that put elements in as they are given. */
const ADDING_METHODS: ReadonlySet<string> = new Set(["push", "unshift"]);

/**
 * Array methods whose result holds only elements of the receiver (and, for `concat`, of its
 * arguments), as written: a list narrowed by configuration (`allTools.filter((t) => allowed(t.name))`)
 * holds some of the tools of the catalog, so every one of them is read.
 */
const KEEPING_METHODS: ReadonlySet<string> = new Set(["filter", "slice", "sort", "toSorted", "reverse", "toReversed", "concat", "flat"]);

/** `list.filter(…)`, `list.slice(…)`, `a.concat(b)`: the lists whose elements the call's result holds; undefined for any other expression. */
export function keptFrom(expr: ts.Expression): ts.Expression[] | undefined {
  if (!ts.isCallExpression(expr) || !ts.isPropertyAccessExpression(expr.expression) || !KEEPING_METHODS.has(expr.expression.name.text)) return undefined;
  const receiver = expr.expression.expression;
  if (expr.expression.name.text !== "concat") return [receiver];
  return [receiver, ...expr.arguments.map((argument) => (ts.isSpreadElement(argument) ? argument.expression : argument))];
}

/** Each element of `collection` walked as a catalog of its own: what a loop over a list of catalogs reaches. */
function walkElementsOf(ctx: EvalContext, collection: ts.Expression, out: CatalogElement[], state: Walk, depth: number): Failure | undefined {
  const catalogs: CatalogElement[] = [];
  const failure = walk(ctx, collection, catalogs, state, depth + 1);
  if (failure) return failure;
  return catalogs.length === 0 ? undefined : walkEither(ctx, catalogs.map((catalog) => catalog.value), out, state, depth);
}

/** Values of which any one may be the catalog: each is walked; the walk fails only when every one does. */
function walkEither(ctx: EvalContext, values: readonly ts.Expression[], out: CatalogElement[], state: Walk, depth: number): Failure | undefined {
  const before = out.length;
  const failures = values.map((value) => walk(ctx, value, out, state, depth + 1)).filter((failure) => failure !== undefined);
  // `list ?? []`, `Array.isArray(given) ? given : []`: an empty side is no answer when the other cannot be followed.
  return failures.length === values.length || (failures.length > 0 && out.length === before) ? failures[0] : undefined;
}

function add(ctx: EvalContext, value: ts.Expression, key: CatalogElement["key"], out: CatalogElement[], state?: Walk, depth = 0): Failure | undefined {
  if (out.length >= MAX_ELEMENTS) return { ok: false, reason: `the catalog holds more than ${MAX_ELEMENTS} elements`, node: value };
  const followed = followExpression(ctx, value);
  const spread = followed.ok && ts.isCallExpression(followed.expr) ? spreadParameterOf(ctx.checker, followed.expr) : undefined;
  if (spread) {
    const argument = followExpression(ctx, spread.argument);
    const at = argument.ok && ts.isObjectLiteralExpression(argument.expr) ? argument.expr : spread.argument;
    if (!out.some((known) => known.definition === at)) out.push({ value: spread.literal, key, definition: at, bindings: spread.bindings });
    return undefined;
  }
  const definition = definitionOf(ctx, value, followed);
  // A list in a list (`[readTools, writeTools].flat()`, groups of tools) holds its elements: no array is a definition.
  if (state && key === undefined && ts.isArrayLiteralExpression(definition) && !isArgumentTuple(definition)) return walk(ctx, definition, out, state, depth + 1);
  // One definition reached twice (both branches of a condition, a subset spread beside the whole) is one element.
  if (!out.some((known) => known.definition === definition)) out.push({ value, key, definition });
  return undefined;
}

/**
 * `["search", "Search the docs.", { query }, handler]`: the arguments of one registration
 * (`server.tool(...entry)`), not a group of tools: a string or a function is no tool definition.
 */
function isArgumentTuple(literal: ts.ArrayLiteralExpression): boolean {
  return literal.elements.some((element) => {
    const inner = unwrapExpression(element);
    return ts.isStringLiteralLike(inner) || ts.isTemplateExpression(inner) || ts.isArrowFunction(inner) || ts.isFunctionExpression(inner);
  });
}

/**
 * `withCategory(searchToolMetadata, "core")` of `(meta, category) => ({ ...meta, category })`: a
 * function of the program returning its parameter spread into a literal, with fields added. The
 * element is that literal read with the parameters standing for the arguments (so `name` is the
 * argument's), and the tool is written where the spread argument is defined.
 */
export function spreadParameterOf(
  checker: ts.TypeChecker,
  call: ts.CallExpression,
): { readonly literal: ts.ObjectLiteralExpression; readonly argument: ts.Expression; readonly bindings: ReadonlyMap<ts.Symbol, Binding> } | undefined {
  const called = calledFunction(checker, call);
  const literal = called?.returned.length === 1 ? unwrapExpression(called.returned[0]!) : undefined;
  if (!called || !literal || !ts.isObjectLiteralExpression(literal)) return undefined;
  // Syntax first: the names the literal spreads; the checker only confirms a parameter of that name.
  const spread = new Map<string, ts.Identifier>();
  for (const property of literal.properties) {
    const inner = ts.isSpreadAssignment(property) ? unwrapExpression(property.expression) : undefined;
    if (inner && ts.isIdentifier(inner)) spread.set(inner.text, inner);
  }
  if (spread.size === 0) return undefined;
  const bindings = new Map<ts.Symbol, Binding>();
  let spreadArgument: ts.Expression | undefined;
  for (const [symbol, argument] of argumentsByParameter(checker, called.fn.parameters, call.arguments)) {
    bindings.set(symbol, { expr: argument });
    const use = spread.get(symbol.name);
    if (use && !spreadArgument && checker.getSymbolAtLocation(use) === symbol) spreadArgument = argument;
  }
  return spreadArgument ? { literal, argument: spreadArgument, bindings } : undefined;
}

/**
 * The element's own definition: the expression its consts and imports lead to (`defineTool({…})`
 * for `hover`, the literal of `const READ_FILE: Tool = {…}`), or the element itself.
 */
function definitionOf(ctx: EvalContext, value: ts.Expression, followed: ReturnType<typeof followExpression>): ts.Expression {
  if (!followed.ok) return value;
  // A factory's call (`createCustomerTool(context)`) is written where the factory returns its literal;
  // a define-helper's call is where the definition is written.
  const made = ts.isCallExpression(followed.expr) && !identityArgument(ctx.checker, followed.expr) ? factoryResult(ctx.checker, followed.expr) : undefined;
  return made && ts.isObjectLiteralExpression(made) ? made : followed.expr;
}

/**
 * Built-ins whose result holds the elements of their argument, unchanged: `await x`,
 * `Array.from(x)`, `Object.freeze(x)`, `structuredClone(x)` → `x`.
 */
function sameElements(expr: ts.Expression): ts.Expression | undefined {
  const inner = unwrapExpression(expr);
  if (ts.isAwaitExpression(inner)) return inner.expression;
  if (!ts.isCallExpression(inner) || inner.arguments.length !== 1 || ts.isSpreadElement(inner.arguments[0]!)) return undefined;
  const callee = inner.expression;
  if (ts.isIdentifier(callee) && callee.text === "structuredClone") return inner.arguments[0];
  const builtin = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? `${callee.expression.text}.${callee.name.text}` : undefined;
  return builtin === "Array.from" || builtin === "Object.freeze" ? inner.arguments[0] : undefined;
}

/** `Object.values(x)` → `x`. */
function valuesCall(expr: ts.Expression): ts.Expression | undefined {
  const inner = unwrapExpression(expr);
  if (!ts.isCallExpression(inner) || inner.arguments.length !== 1) return undefined;
  const callee = inner.expression;
  const isValues = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && callee.name.text === "values";
  return isValues && !ts.isSpreadElement(inner.arguments[0]) ? inner.arguments[0] : undefined;
}

/** A module's value exports, each by its export name, in declaration order. */
function walkModule(ctx: EvalContext, module: ts.Symbol, out: CatalogElement[]): Failure | undefined {
  for (const exported of ctx.checker.getExportsOfModule(module)) {
    const target = exported.flags & ts.SymbolFlags.Alias ? ctx.checker.getAliasedSymbol(exported) : exported;
    const declaration = target.valueDeclaration;
    if (!declaration || exported.escapedName === "default") continue;
    let value: ts.Expression | undefined;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) value = declaration.initializer;
    else if (ts.isExportAssignment(declaration)) value = declaration.expression;
    // A module's other exports (constants, helpers, schemas) are no definitions: only objects count.
    const definition = value && followDefinition(ctx, value);
    if (!value || !definition?.ok || !ts.isObjectLiteralExpression(definition.expr)) continue;
    const keyNode = exported.declarations?.[0] ?? declaration;
    const failure = add(ctx, value, { value: exported.name, node: (keyNode as ts.NamedDeclaration).name ?? keyNode }, out);
    if (failure) return failure;
  }
  return undefined;
}
