// Sources by type: when the values that reach a sink cannot be walked as written (chosen at run time
// from a config, kept in a Map, returned by a method), the definitions that can reach it are the
// program's values of the type that reaches it, as the checker types them.
import ts from "../../util/typescript.cjs";
import type { CatalogElement } from "./catalog.js";
import { isProjectSource, isTestSource } from "./imports.js";
import { callsOfFactory, type TypedElement } from "./factory-parameters.js";
import { repeatingLoop } from "./repeated-turns.js";
import { rewrittenPart, withRewrite, wrapsGivenTool, type RewrittenPart } from "./rewriting-wrappers.js";
import { functionOf, returnedExpressions, type FunctionWithBody } from "../../schema/shared/identity-helper.js";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { spreadIntoDefinition } from "./spread-bases.js";

/** No program holds more definitions of one type than this: beyond it the rest are left out. */
const MAX_ELEMENTS = 2000;

/** What the checker says can reach a sink of this type: the definitions, and the type's name for messages. */
export interface TypedSources {
  readonly elements: readonly TypedElement[];
  /** `ToolSpec`, or undefined when the type has no name (an inferred object type, `any`). */
  readonly typeName: string | undefined;
}

const byProgram = new WeakMap<ts.Program, Map<ts.Type, TypedSources>>();

/**
 * The object literals of the program's own sources that are values of `type`:
 * - an object type inferred from a literal (`const tools = [{ name, … }]`, then kept in a Map or
 *   returned by a method) is declared by that literal: the checker's symbol leads to it;
 * - a named interface or type alias (the project's own or a package's) is the declared or contextual
 *   type of every literal written as one: an annotated `const`, `satisfies`, `as`, an element of a
 *   `T[]` or a value of a `Record<string, T>` / `Map<string, T>`, a factory's `return` whose declared
 *   return type it is, an argument of `Map.set` or `push` on a collection of them.
 * The checker decides each literal's type (its contextual type), never the keys it holds. Once per
 * program and type.
 */
export function definitionsOfType(program: ts.Program, type: ts.Type): TypedSources {
  let known = byProgram.get(program);
  if (!known) byProgram.set(program, (known = new Map()));
  let sources = known.get(type);
  if (!sources) known.set(type, (sources = collect(program, type)));
  return sources;
}

function collect(program: ts.Program, type: ts.Type): TypedSources {
  const checker = program.getTypeChecker();
  const found = new Map<ts.Node, TypedElement>();
  const add = (literal: ts.ObjectLiteralExpression, entry?: ts.Node) => {
    // A test's values of the type are data for the code under test, not definitions the program offers.
    if (found.size >= MAX_ELEMENTS || found.has(literal) || isTestSource(program, literal.getSourceFile())) return;
    // A base other definitions spread (`{ ...META, description }`): they are the tools it is part of.
    const holder = outermostWrapper(literal).parent;
    if (holder && ts.isVariableDeclaration(holder) && holder.initializer && unwrapExpression(holder.initializer) === literal && spreadIntoDefinition(program, holder)) return;
    const repeatedOver = repeatingLoop(checker, literal);
    found.set(literal, { value: literal, definition: literal, ...(entry ? { entry } : {}), ...(repeatedOver ? { repeatedOver } : {}) });
  };
  const owners = new Set<ts.Symbol>();
  const unnamed = new Set<ts.Type>();
  for (const part of constituents(type)) {
    const symbol = part.getSymbol();
    if (symbol && symbol.flags & ts.SymbolFlags.ObjectLiteral) {
      for (const declaration of symbol.declarations ?? []) {
        if (!ts.isObjectLiteralExpression(declaration) || !isOwnSource(program, declaration.getSourceFile())) continue;
        add(declaration);
        // An array literal's element type drops the members that are subtypes of another (`{ path }` and
        // `{ path, text }` give `{ path }`): every literal of that array is a value of the type all the same.
        const array = declaration.parent;
        if (ts.isArrayLiteralExpression(array)) for (const element of array.elements) if (ts.isObjectLiteralExpression(element)) add(element);
      }
      continue;
    }
    const owner = namedOwner(part);
    if (owner && !declaredInDefaultLibrary(program, owner)) owners.add(owner);
    // A package's type that lost its name on the way (MCP's `Tool`, inferred from a zod schema): the very same type object.
    else if (!owner && symbol && symbol.flags & ts.SymbolFlags.TypeLiteral && !declaredInDefaultLibrary(program, symbol)) unnamed.add(part);
  }
  if (owners.size > 0 || unnamed.size > 0) {
    for (const { literal, entry, rewritten } of literalsTypedAs(program, checker, owners, unnamed)) {
      add(literal, entry);
      if (rewritten) found.set(literal, { ...found.get(literal)!, rewritten });
      const calls = entry ? [] : callsOfFactory(program, checker, literal);
      if (calls.length > 0) found.set(literal, { ...found.get(literal)!, calls });
    }
  }
  const names = [...owners].map((owner) => owner.name);
  return { elements: [...found.values()], typeName: names.length > 0 ? names.join(" | ") : undefined };
}

/** The members of a union, less `undefined` and `null`; the type itself otherwise. */
function constituents(type: ts.Type): readonly ts.Type[] {
  // A generic helper's parameter (`tool<T extends Tool>(definition: T)`): what is written there is a value of its constraint.
  const constraint = type.flags & ts.TypeFlags.TypeParameter ? type.getConstraint() : undefined;
  const whole = constraint ?? type;
  const parts = whole.isUnion() ? whole.types : [whole];
  return parts.filter((part) => !(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)));
}

/** The interface or type alias a type is written as (`ToolSpec`, `ToolSpec<Shape>`), if any. */
function namedOwner(type: ts.Type): ts.Symbol | undefined {
  const candidates = [type.aliasSymbol, (type as ts.TypeReference).target?.getSymbol(), type.getSymbol()];
  return candidates.find((symbol) => symbol !== undefined && (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) !== 0);
}

/** `Array`, `Record`, `Object`, `Promise`…: a built-in type says nothing about which values are tools. */
function declaredInDefaultLibrary(program: ts.Program, symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => program.isSourceFileDefaultLibrary(declaration.getSourceFile()));
}

function isOwnSource(program: ts.Program, file: ts.SourceFile): boolean {
  return isProjectSource(program, file);
}

/**
 * The literals of the program's own sources whose contextual type is one of `owners` (by name) or of
 * `unnamed` (the same type). A literal is typed as a named type only where that name is written in
 * its file, directly or through a type alias or interface of the program that names it (`type Tools =
 * ToolSpec[]`): only those files are walked. An unnamed type is looked for in every file, at literals
 * whose type is declared around them (`declaredContext`), so no call is resolved for it.
 */
function literalsTypedAs(
  program: ts.Program,
  checker: ts.TypeChecker,
  owners: ReadonlySet<ts.Symbol>,
  unnamed: ReadonlySet<ts.Type>,
): { readonly literal: ts.ObjectLiteralExpression; readonly entry?: ts.Node; readonly rewritten?: CatalogElement["rewritten"] }[] {
  const files = program.getSourceFiles().filter((file) => isOwnSource(program, file));
  const names = new Set([...owners].map((owner) => owner.name));
  // The program's own types written from these: `type Registry = Record<string, ToolSpec>` makes
  // `Registry` a name to look for too, and `interface ToolDefinition extends Tool { handler }` (or
  // `type X = Tool & {…}`) is a subtype, whose literals are values of the type themselves. Each
  // round finds the types written from the last one's, so a subtype of a subtype counts as well.
  // A package's type without a name (`unnamed`) is extended by a name that is not its own: every
  // interface with `extends` and every intersection alias is asked once.
  const subtypes = new Set<ts.Symbol>();
  const sameAsUnnamed = new Map<ts.Type, boolean>();
  const isOwner = (type: ts.Type): boolean => {
    if (unnamed.has(type)) return true;
    const owner = namedOwner(type);
    if (owner !== undefined) return owners.has(owner) || subtypes.has(owner);
    if (unnamed.size === 0 || !isAnonymousObject(type)) return false;
    // The same package type reached another way (`ListToolsResult["tools"][number]` and `Tool`, both
    // inferred from the SDK's schemas) is another type object: the checker decides, both ways.
    let same = sameAsUnnamed.get(type);
    if (same === undefined) sameAsUnnamed.set(type, (same = [...unnamed].some((known) => mutuallyAssignable(checker, type, known))));
    return same;
  };
  for (let round = 0, grew = true; grew && round < MAX_SUBTYPE_DEPTH; round++) {
    grew = false;
    const written = [...names];
    for (const file of files) {
      if (unnamed.size === 0 && !written.some((name) => file.text.includes(name))) continue;
      for (const statement of file.statements) {
        if (!(ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) || names.has(statement.name.text)) continue;
        const text = statement.getText(file);
        const writtenFrom = written.some((name) => text.includes(name));
        if (!writtenFrom && !(unnamed.size > 0 && mayExtend(statement))) continue;
        const symbol = checker.getSymbolAtLocation(statement.name);
        const subtype = symbol !== undefined && extendsOwner(checker, symbol, isOwner);
        if (!writtenFrom && !subtype) continue;
        names.add(statement.name.text);
        grew = true;
        if (subtype) subtypes.add(symbol);
      }
    }
  }
  const matches = (contextual: ts.Type | undefined): boolean => contextual !== undefined && constituents(contextual).some(isOwner);
  // Written where a union of the type and others is expected (`ToolEntry | ModeMap`): the checker says which member the literal is.
  const literalMatches = (literal: ts.ObjectLiteralExpression, contextual: ts.Type | undefined): boolean => {
    const parts = contextual ? constituents(contextual) : [];
    const owned = parts.filter(isOwner);
    if (owned.length === 0 || owned.length === parts.length) return owned.length > 0;
    const own = checker.getTypeAtLocation(literal);
    return owned.some((part) => assignableTo(checker, own, part) !== false);
  };
  const found: { readonly literal: ts.ObjectLiteralExpression; readonly entry?: ts.Node }[] = [];
  // Per wrapper of a given tool (`wrapsGivenTool`), the first part one of its literals changes, if any.
  const wrappers = new Map<ts.Node, RewrittenPart | undefined>();
  const factories = new Set<ts.Node>();
  for (const file of files) {
    const named = [...names].some((name) => file.text.includes(name));
    if (!named && unnamed.size === 0) continue;
    const visit = (node: ts.Node): void => {
      if (found.length >= MAX_ELEMENTS) return;
      if (ts.isObjectLiteralExpression(node) && (named || declaredContext(node)) && literalMatches(node, contextualTypeOf(checker, node))) {
        const wrapper = wrapsGivenTool(checker, node, matches);
        if (!wrapper) found.push({ literal: node });
        else if (!wrappers.get(wrapper)) wrappers.set(wrapper, rewrittenPart(checker, node, wrapper));
      }
      // `registerMany(getBuildInfoTools(service))`: what an unannotated function of the program returns, passed where the type is expected.
      if (named && ts.isCallExpression(node)) {
        for (const argument of node.arguments) {
          const made = unannotatedReturns(program, checker, argument);
          const expected = made && checker.getContextualType(argument);
          if (expected) for (const returned of made) literalsAgainst(checker, returned, expected, matches, (literal) => found.push({ literal }), 0);
        }
      }
      // `{ factory: openTicketTool }` where the field is a factory of the type: what that function returns.
      if (named && isPassedFunction(node)) {
        const fn = passedFunction(checker, node);
        if (fn && !factories.has(fn) && makesType(checker, checker.getContextualType(node), matches)) {
          factories.add(fn);
          const entry = catalogEntryOf(checker, node);
          for (const returned of returnedExpressions(fn)) {
            const literal = unwrapExpression(returned);
            if (ts.isObjectLiteralExpression(literal) && isOwnSource(program, literal.getSourceFile())) found.push({ literal, entry });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return wrappers.size === 0 ? found : found.map((item) => withRewrite(checker, item, wrappers));
}

/** What a call of the program's own function with no declared return type returns, as written; undefined for any other argument. */
function unannotatedReturns(program: ts.Program, checker: ts.TypeChecker, argument: ts.Expression): ts.Expression[] | undefined {
  const call = unwrapExpression(argument);
  if (!ts.isCallExpression(call)) return undefined;
  const callee = unwrapExpression(call.expression);
  const symbol = ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee) ? checker.getSymbolAtLocation(ts.isPropertyAccessExpression(callee) ? callee.name : callee) : undefined;
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const declaration = target?.valueDeclaration;
  const fn = declaration && functionOf(declaration);
  if (!fn || !("body" in fn) || fn.type || !isOwnSource(program, fn.getSourceFile())) return undefined;
  return returnedExpressions(fn);
}

/**
 * The object literals of a value written without a type (`[{ tool: { name, … }, handler }]`) that sit where
 * `expected` (the parameter's type it is passed as) holds the type: through arrays and members, a few levels.
 */
function literalsAgainst(checker: ts.TypeChecker, value: ts.Expression, expected: ts.Type, matches: (type: ts.Type | undefined) => boolean, add: (literal: ts.ObjectLiteralExpression) => void, depth: number): void {
  const written = unwrapExpression(value);
  if (depth > 4) return;
  if (ts.isArrayLiteralExpression(written)) {
    const element = checker.getIndexTypeOfType(checker.getNonNullableType(expected), ts.IndexKind.Number);
    if (element) for (const item of written.elements) if (!ts.isSpreadElement(item) && !ts.isOmittedExpression(item)) literalsAgainst(checker, item, element, matches, add, depth + 1);
    return;
  }
  if (!ts.isObjectLiteralExpression(written)) return;
  if (matches(expected)) {
    add(written);
    return;
  }
  for (const property of written.properties) {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) continue;
    const member = checker.getPropertyOfType(checker.getNonNullableType(expected), property.name.text);
    if (member) literalsAgainst(checker, property.initializer, checker.getTypeOfSymbolAtLocation(member, property), matches, add, depth + 1);
  }
}

/**
 * The type a literal is written as: its contextual type, or where it is frozen (`const x: T =
 * Object.freeze({ … } as const)`) the contextual type of the frozen value, which the generic call and
 * `as const` do not hand down to the literal.
 */
function contextualTypeOf(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression): ts.Type | undefined {
  let outer: ts.Expression = literal;
  for (let parent = outer.parent; ; parent = outer.parent) {
    if (ts.isParenthesizedExpression(parent) || (ts.isAsExpression(parent) && ts.isConstTypeReference(parent.type))) outer = parent;
    else if (ts.isCallExpression(parent) && parent.arguments.length === 1 && parent.arguments[0] === outer && isObjectFreeze(parent.expression)) outer = parent;
    else break;
  }
  const contextual = (outer !== literal ? checker.getContextualType(outer) : undefined) ?? checker.getContextualType(literal);
  // An argument of a generic helper (`tool<T extends Tool>(definition: T)`) is typed by what it is inferred
  // as, its own literal type; the parameter's type before inference (`T`, a value of its constraint) says what it is written as.
  if (contextual && ts.isCallExpression(literal.parent) && isInferredFrom(contextual, literal)) {
    return (checker.getContextualType as (node: ts.Expression, flags?: number) => ts.Type | undefined)(literal, CONTEXT_WITHOUT_INFERENCE) ?? contextual;
  }
  return contextual;
}

/** TypeScript's internal `ContextFlags.Completions`: the contextual type with inference from the node blocked. */
const CONTEXT_WITHOUT_INFERENCE = 4;

/** The contextual type is the literal's own (a type parameter inferred from it): anonymous, declared by this very literal. */
function isInferredFrom(contextual: ts.Type, literal: ts.ObjectLiteralExpression): boolean {
  return contextual.getSymbol()?.declarations?.includes(literal) ?? false;
}

const isObjectFreeze = (callee: ts.Expression): boolean =>
  ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && callee.name.text === "freeze";

/** An object type written as a type literal, with no name of its own (what a schema library's inference gives). */
function isAnonymousObject(type: ts.Type): boolean {
  const symbol = type.getSymbol();
  return (type.flags & ts.TypeFlags.Object) !== 0 && symbol !== undefined && (symbol.flags & ts.SymbolFlags.TypeLiteral) !== 0 && type.aliasSymbol === undefined;
}

/** Whether `source` is assignable to `target`, by the checker; undefined where it does not say (before TypeScript 5.5). */
function assignableTo(checker: ts.TypeChecker, source: ts.Type, target: ts.Type): boolean | undefined {
  const assignable = (checker as { isTypeAssignableTo?: (source: ts.Type, target: ts.Type) => boolean }).isTypeAssignableTo;
  return typeof assignable === "function" ? assignable.call(checker, source, target) : undefined;
}

/** Each assignable to the other, by the checker (TypeScript 5.5 and later expose it; earlier ones answer no). */
function mutuallyAssignable(checker: ts.TypeChecker, a: ts.Type, b: ts.Type): boolean {
  const assignable = (checker as { isTypeAssignableTo?: (source: ts.Type, target: ts.Type) => boolean }).isTypeAssignableTo;
  return typeof assignable === "function" && assignable.call(checker, a, b) && assignable.call(checker, b, a);
}

/** Subtypes of subtypes followed this deep; real programs stop at two. */
const MAX_SUBTYPE_DEPTH = 4;

/** An interface whose base types, or a type alias whose intersection, include one of the owners: a subtype, decided by the checker. */
function extendsOwner(checker: ts.TypeChecker, symbol: ts.Symbol, isOwner: (type: ts.Type) => boolean): boolean {
  const declared = checker.getDeclaredTypeOfSymbol(symbol);
  const bases = symbol.flags & ts.SymbolFlags.Interface && declared.isClassOrInterface() ? checker.getBaseTypes(declared) : declared.isIntersection() ? declared.types : [];
  return bases.some(isOwner) || intersectsOwnerByName(checker, symbol, isOwner);
}

/**
 * `type X = Base & { … }` where `Base` is itself an intersection (`z.infer<…> & { … }`): the checker flattens
 * the two into one, so `Base` is no member of X's type; the members as written say it is.
 */
function intersectsOwnerByName(checker: ts.TypeChecker, symbol: ts.Symbol, isOwner: (type: ts.Type) => boolean): boolean {
  return (symbol.declarations ?? []).some(
    (declaration) =>
      ts.isTypeAliasDeclaration(declaration) &&
      ts.isIntersectionTypeNode(declaration.type) &&
      declaration.type.types.some((member) => ts.isTypeReferenceNode(member) && isOwner(checker.getTypeFromTypeNode(member))),
  );
}

/** Written as a subtype of something: `interface X extends …` or `type X = … & …`. */
function mayExtend(statement: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): boolean {
  return ts.isInterfaceDeclaration(statement) ? (statement.heritageClauses?.length ?? 0) > 0 : ts.isIntersectionTypeNode(statement.type);
}

/**
 * The catalog entry a factory is passed in: the object literal holding it, through the objects that
 * hold that one (`{ factory: a, overrides: { readOnly: b } }`), up to an element of an array or a
 * value of a record with an index signature (`Record<string, Entry>`), which is one entry each.
 */
function catalogEntryOf(checker: ts.TypeChecker, passed: ts.Node): ts.Node | undefined {
  let object = passed.parent && ts.isObjectLiteralExpression(passed.parent.parent) ? passed.parent.parent : undefined;
  while (object) {
    const holder = object.parent;
    if (!holder || !ts.isPropertyAssignment(holder) || !ts.isObjectLiteralExpression(holder.parent)) return object;
    const record = checker.getContextualType(holder.parent);
    if (record && checker.getIndexInfosOfType(record).length > 0) return object;
    object = holder.parent;
  }
  return undefined;
}

/** A name handed on as a value: a field's value, an element, an argument (`{ factory: openTicketTool }`, `[a, b]`, `use(a)`). */
function isPassedFunction(node: ts.Node): node is ts.Identifier | ts.PropertyAccessExpression {
  if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return false;
  const parent = node.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return parent.name === node;
  if (ts.isPropertyAssignment(parent)) return parent.initializer === node;
  if (ts.isArrayLiteralExpression(parent)) return true;
  return (ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.expression !== node;
}

/** The function of the program a passed name refers to, with a body to read its returns from. */
function passedFunction(checker: ts.TypeChecker, node: ts.Identifier | ts.PropertyAccessExpression): FunctionWithBody | undefined {
  const at = ts.isShorthandPropertyAssignment(node.parent) ? checker.getShorthandAssignmentValueSymbol(node.parent) : checker.getSymbolAtLocation(node);
  if (!at || !(at.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable | ts.SymbolFlags.Alias | ts.SymbolFlags.Method))) return undefined;
  const symbol = at.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(at) : at;
  const declaration = symbol.valueDeclaration;
  const fn = declaration && functionOf(declaration);
  return fn && !ts.isMethodSignature(fn) && fn.body && !fn.getSourceFile().isDeclarationFile ? fn : undefined;
}

/** A function type whose calls give a value of the type (`ToolFactory = (server) => Tool`), awaited. */
function makesType(checker: ts.TypeChecker, contextual: ts.Type | undefined, matches: (type: ts.Type | undefined) => boolean): boolean {
  if (!contextual) return false;
  return constituents(contextual).some((part) => part.getCallSignatures().some((signature) => matches(checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType())));
}

/** The built-in collections' methods that put an element in (`Array`, `Map`, `Set`). */
const COLLECTION_INSERTS: ReadonlySet<string> = new Set(["push", "unshift", "set", "add"]);

/**
 * The literal's type is written around it: an annotated variable, field or parameter, `as` or
 * `satisfies`, the `return` of a function with a declared return type, through the arrays, objects
 * and conditions that hold it. No call's signature has to be chosen to know it.
 */
function declaredContext(literal: ts.ObjectLiteralExpression): boolean {
  let node: ts.Node = literal;
  for (let parent = node.parent; parent; node = parent, parent = parent.parent) {
    if (ts.isParenthesizedExpression(parent) || ts.isArrayLiteralExpression(parent) || ts.isSpreadElement(parent) || ts.isConditionalExpression(parent)) continue;
    if (ts.isPropertyAssignment(parent) && parent.initializer === node) {
      parent = parent.parent; // the object literal holding it
      continue;
    }
    if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) return !ts.isConstTypeReference(parent.type);
    if (ts.isVariableDeclaration(parent) || ts.isPropertyDeclaration(parent) || ts.isParameter(parent)) return parent.type !== undefined;
    if (ts.isReturnStatement(parent)) {
      const fn = ts.findAncestor(parent, ts.isFunctionLike);
      return fn !== undefined && fn.type !== undefined;
    }
    if (ts.isArrowFunction(parent) && parent.body === node) return parent.type !== undefined;
    // `tools.push({…})`, `registry.set(name, {…})`: the collection's element type is declared where the collection is.
    if (ts.isCallExpression(parent) && ts.isPropertyAccessExpression(parent.expression)) return COLLECTION_INSERTS.has(parent.expression.name.text);
    return false;
  }
  return false;
}

/**
 * The type of one element of a list of this type (`T` of `T[]`, `readonly T[]`, a tuple, awaited, or
 * what an iterator yields: `map.values()`, a `Set`), or the type itself. `at`: where it is asked.
 */
export function elementTypeOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type {
  const awaited = checker.getAwaitedType(type) ?? type;
  if (checker.isArrayType(awaited) || checker.isTupleType(awaited)) return checker.getIndexTypeOfType(awaited, ts.IndexKind.Number) ?? awaited;
  return yieldedType(checker, awaited, at) ?? awaited;
}

/** What an iterable or iterator yields: the `value` of its `next()` results that are not done. */
function yieldedType(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): ts.Type | undefined {
  const returnOf = (symbol: ts.Symbol | undefined) => (symbol ? checker.getTypeOfSymbolAtLocation(symbol, at).getCallSignatures()[0]?.getReturnType() : undefined);
  // `[Symbol.iterator]()` gives the iterator of an iterable (its property's name is TypeScript's `__@iterator…`).
  const iterable = type.getProperties().find((property) => String(property.escapedName).startsWith("__@iterator@"));
  const iterator = (iterable && returnOf(iterable)) ?? type;
  const result = returnOf(iterator.getProperty("next"));
  if (!result) return undefined;
  for (const member of result.isUnion() ? result.types : [result]) {
    const value = member.getProperty("value");
    const done = member.getProperty("done");
    const finished = done !== undefined && checker.typeToString(checker.getTypeOfSymbolAtLocation(done, at)) === "true";
    if (value && !finished) return checker.getTypeOfSymbolAtLocation(value, at);
  }
  return undefined;
}
