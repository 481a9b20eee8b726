// Framework core: the site reader handed to each framework's `read` (keys, strings, calls, declarations).
// It wraps the static evaluator so frameworks never walk the AST or the checker on their own.
import ts from "../../util/typescript.cjs";
import { definitionsOfType, elementTypeOf } from "../../analysis/recognition/typed-sources.js";
import { receiverDeclaration } from "./receiver.js";
import { exportOriginOf, samePath } from "../../analysis/recognition/imports.js";
import { passedToNothing } from "../../analysis/recognition/unused.js";
import { returningFunctionOf } from "../../analysis/recognition/alternative-returns.js";
import { tupleElements } from "../../analysis/recognition/spread-arguments.js";
import { readDefinitionObject, type DefinitionObject } from "../../schema/shared/definition-object.js";
import { evaluateStatic } from "../../schema/shared/static-eval.js";
import { followExpression, memberAssignment, outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import type { ExportPath } from "../types.js";

/** A property key of an object literal that holds a value: `weather` in `{ weather: tool(…) }`. */
export interface HoldingKey {
  readonly value: string;
  readonly node: ts.Node;
  /** The object literal the key belongs to. */
  readonly object: ts.ObjectLiteralExpression;
}

/**
 * What a framework module may ask about the source while reading a site. Everything is static:
 * values are followed through `const`s and spreads, never run.
 */
export interface SiteReader {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  readonly sourceFile: ts.SourceFile;
  /** The object literal an expression stands for (through consts and spreads), member by member. */
  definition(expr: ts.Expression | undefined): DefinitionObject | { readonly reason: string; readonly node: ts.Node };
  /** A property's value in a definition object. */
  value(definition: DefinitionObject | undefined, key: string): ts.Expression | undefined;
  /** A property's value or a method (`execute() {}`) in a definition object. */
  member(definition: DefinitionObject | undefined, key: string): ts.Node | undefined;
  /** The array literal an expression stands for (through consts), with its elements. Spread elements are left out. */
  array(expr: ts.Expression | undefined): { readonly node: ts.ArrayLiteralExpression; readonly elements: readonly ts.Expression[] } | undefined;
  /** The expression `expr` stands for through consts and imports (a call, a literal), or `expr` unwrapped when it is none. */
  follow(expr: ts.Expression): ts.Expression;
  /**
   * What `...expr` gives a call as arguments, when `expr` stands for a tuple written in the source: an
   * array literal (through consts), or a call of the program's function that returns one
   * (`createTool(name, description, shape, handler)` returning `[name, description, shape, handler]`),
   * whose elements that are its parameters stand for the call's arguments. Undefined for anything else.
   */
  spreadArguments(expr: ts.Expression): readonly ts.Expression[] | undefined;
  /** `expr` is (or is a const holding) a call of one of these exports of the framework's packages (`jsonSchema(x)`): the call. */
  callOf(expr: ts.Expression | undefined, callees: readonly ExportPath[]): ts.CallExpression | undefined;
  /** The static value of an expression, when it has one that is a boolean / a string. */
  boolean(expr: ts.Expression | undefined): boolean | undefined;
  string(expr: ts.Expression | undefined): string | undefined;
  /** Parentheses, `as`, `satisfies` and `!` removed. */
  unwrap(expr: ts.Expression): ts.Expression;
  /**
   * The object key a value is placed under: directly (`{ weather: tool(…) }`), or through a `const`
   * used once as a property of an object literal in this file (`const weather = tool(…); ({ weather })`).
   */
  keyOf(node: ts.Expression): HoldingKey | undefined;
  /** The declaration behind a receiver (`server`, `this.server`), to group the tools registered on it. */
  declarationOf(expr: ts.Expression): ts.Node | undefined;
  /**
   * The export of this framework's packages (or of `modules`, e.g. the provider package a chat model
   * comes from) a name refers to, through imports (type-only included), aliases and local re-exports:
   * `GoogleTool` from `import { Tool as GoogleTool }` is `["Tool"]`.
   */
  exportPathOf(name: ts.Node, modules?: readonly string[]): ExportPath | undefined;
  /**
   * The object literals of the program that are values of the type one element of `expr` has (`T` of a
   * `T[]` an interface method returns), decided by the checker (`typed-sources.ts`): what can be in a
   * list that is not written out where it is used.
   */
  valuesOfType(expr: ts.Expression): readonly ts.ObjectLiteralExpression[];
}

export function createSiteReader(program: ts.Program, sourceFile: ts.SourceFile, packages: readonly string[]): SiteReader {
  const checker = program.getTypeChecker();
  let valueUses: Map<ts.Symbol, HoldingKey[]> | undefined;
  let callUses: Map<ts.Symbol, HoldingKey[]> | undefined;

  /** Per symbol, the keys it is placed under as a value (`{ search }`), and those its calls are (`{ doc: createDocument(…) }`). */
  function usesAsPropertyValue(): Map<ts.Symbol, HoldingKey[]> {
    if (valueUses) return valueUses;
    valueUses = new Map();
    callUses = new Map();
    const visit = (node: ts.Node): void => {
      if (ts.isObjectLiteralExpression(node)) {
        for (const property of node.properties) {
          let identifier: ts.Identifier | undefined;
          let symbol: ts.Symbol | undefined;
          let called = false;
          if (ts.isShorthandPropertyAssignment(property)) {
            identifier = property.name;
            symbol = checker.getShorthandAssignmentValueSymbol(property);
          } else if (ts.isPropertyAssignment(property)) {
            // `{ search: searchTool }`, or `{ createDocument: createDocument({ session }) }`: the factory's call.
            const value = unwrapExpression(property.initializer);
            called = ts.isCallExpression(value);
            const named = ts.isCallExpression(value) ? unwrapExpression(value.expression) : value;
            if (ts.isIdentifier(named)) {
              identifier = named;
              symbol = checker.getSymbolAtLocation(identifier);
            } else if (called && ts.isPropertyAccessExpression(named) && named.expression.kind === ts.SyntaxKind.ThisKeyword) {
              // `{ getSlowQueries: this.getSlowQueries() }`: the class's own method.
              identifier = named.name as ts.Identifier;
              symbol = checker.getSymbolAtLocation(named.name);
            }
          }
          if (!identifier || !symbol || !property.name) continue;
          // The checker's contextual type only for the properties that hold a name: one query per candidate.
          const key = isWrapperField(checker, property) ? undefined : keyText(checker, property.name);
          if (key === undefined) continue;
          const uses = called ? callUses! : valueUses!;
          const list = uses.get(symbol) ?? [];
          list.push({ value: key, node: property.name!, object: node });
          uses.set(symbol, list);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return valueUses;
  }

  const reader: SiteReader = {
    program,
    checker,
    sourceFile,
    definition(expr) {
      if (!expr) return { reason: "the definition is missing", node: sourceFile };
      return readDefinitionObject(checker, expr);
    },
    value(definition, key) {
      return definition?.properties.get(key)?.value;
    },
    member(definition, key) {
      return definition?.properties.get(key)?.value ?? definition?.methods.get(key);
    },
    array(expr) {
      if (!expr) return undefined;
      const followed = followExpression(createEvalContext(checker), expr);
      if (!followed.ok || !ts.isArrayLiteralExpression(followed.expr)) return undefined;
      return { node: followed.expr, elements: followed.expr.elements.filter((e) => !ts.isSpreadElement(e) && !ts.isOmittedExpression(e)) };
    },
    follow(expr) {
      const followed = followExpression(createEvalContext(checker), expr);
      return followed.ok ? followed.expr : unwrapExpression(expr);
    },
    spreadArguments(expr) {
      const followed = followExpression(createEvalContext(checker), expr);
      return followed.ok ? tupleElements(checker, followed.expr) : undefined;
    },
    callOf(expr, callees) {
      if (!expr) return undefined;
      // Through consts: `const schema = jsonSchema({...})` used as `inputSchema: schema`.
      const followed = followExpression(createEvalContext(checker), expr);
      const call = followed.ok ? followed.expr : unwrapExpression(expr);
      if (!ts.isCallExpression(call)) return undefined;
      const origin = exportOriginOf(program, sourceFile, call.expression, { allowTypeOnly: false });
      if (!origin || origin.isFile || !packages.includes(origin.module)) return undefined;
      return callees.some((path) => samePath(path, origin.path)) ? call : undefined;
    },
    boolean(expr) {
      if (!expr) return undefined;
      const result = evaluateStatic(checker, expr);
      return result.ok && typeof result.value === "boolean" ? result.value : undefined;
    },
    string(expr) {
      if (!expr) return undefined;
      const result = evaluateStatic(checker, expr);
      return result.ok && typeof result.value === "string" ? result.value : undefined;
    },
    unwrap: unwrapExpression,
    keyOf(node) {
      const current = outermostWrapper(node);
      const parent = current.parent;
      if (parent && ts.isPropertyAssignment(parent) && parent.initializer === current && ts.isObjectLiteralExpression(parent.parent)) {
        const key = isWrapperField(checker, parent) ? undefined : keyText(checker, parent.name);
        return key === undefined ? undefined : { value: key, node: parent.name, object: parent.parent };
      }
      const assigned = parent && assignedKey(checker, parent, current);
      if (assigned) return assigned;
      const held = parent && ts.isVariableDeclaration(parent) && parent.initializer === current;
      const holder = held ? parent : returningFunction(current);
      if (holder && holder.name && ts.isIdentifier(holder.name)) {
        const symbol = checker.getSymbolAtLocation(holder.name);
        usesAsPropertyValue();
        // `export const calendarTools = { listEvents }` that nothing reads: its key names nothing sent.
        const uses = symbol ? (held ? valueUses : callUses)!.get(symbol)?.filter((use) => !passedToNothing(program, use.node)) : undefined;
        return uses?.length === 1 ? uses[0] : undefined;
      }
      return undefined;
    },
    exportPathOf(name, modules = packages) {
      const origin = exportOriginOf(program, sourceFile, name, { allowTypeOnly: true });
      return origin && !origin.isFile && modules.includes(origin.module) ? origin.path : undefined;
    },
    declarationOf(expr) {
      return receiverDeclaration(checker, unwrapExpression(expr));
    },
    valuesOfType(expr) {
      return definitionsOfType(program, elementTypeOf(checker, checker.getTypeAtLocation(expr), expr)).elements.map((element) => element.value);
    },
  };
  return reader;
}

/**
 * `tools.deleteFile = tool({…})`: the key an assignment adds to the object literal a `const` holds
 * (`const tools = { readFile: tool({…}) }`), which is then one more tool of that set. Undefined for any
 * other target (a parameter, a `let`, a member of something else).
 */
function assignedKey(checker: ts.TypeChecker, parent: ts.Node, value: ts.Node): HoldingKey | undefined {
  const member = memberAssignment(parent);
  if (!member || member.assignment.right !== value) return undefined;
  const { target, holder } = member;
  const name = ts.isPropertyAccessExpression(target) ? target.name : ts.isStringLiteralLike(target.argumentExpression) ? target.argumentExpression : undefined;
  if (!name || !ts.isIdentifier(holder)) return undefined;
  const declaration = checker.getSymbolAtLocation(holder)?.valueDeclaration;
  if (!declaration || !ts.isVariableDeclaration(declaration) || !(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) || !declaration.initializer) return undefined;
  const object = unwrapExpression(declaration.initializer);
  return ts.isObjectLiteralExpression(object) ? { value: name.text, node: name, object } : undefined;
}

/**
 * The declaration naming a function that returns `node` (`const createDocument = (p) => tool({…})`,
 * `function makeSearch() { return tool({…}) }`): its calls placed under a key name the tool. Each of
 * several returns is named so (`alternative-returns.ts`): a call gives one of them, under that key.
 */
function returningFunction(node: ts.Node): ts.VariableDeclaration | ts.FunctionDeclaration | ts.MethodDeclaration | ts.PropertyDeclaration | undefined {
  const fn = returningFunctionOf(node);
  if (!fn) return undefined;
  // A class's method (`getSlowQueries() { return tool({…}) }`), called as `this.getSlowQueries()` under a key.
  if (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) return fn;
  const declaration = outermostWrapper(fn).parent;
  return declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration : undefined;
}

/**
 * A property of an entry record, whose type declares that key: `tool` in `{ [def.id]: { tool: openUrlTool } }`
 * typed `Record<string, { tool: Tool }>`, or in `return { tool, def, feature }` of a function typed to
 * return `{ tool: Tool; def: Def; feature: Feature }`. A field of the entry, not the name of a tool
 * set's member. A set's keys are matched by an index signature (`ToolSet`), or the set is untyped, or
 * it is typed at the top of its declaration with every key of one type (`{ search: Tool; fetch: Tool }`),
 * where its declared keys are the names.
 */
export function isWrapperField(checker: ts.TypeChecker, property: ts.ObjectLiteralElementLike): boolean {
  const object = property.parent;
  if (!ts.isObjectLiteralExpression(object) || !property.name) return false;
  const key = keyText(checker, property.name);
  const contextual = key === undefined ? undefined : checker.getContextualType(object);
  const declared = contextual && key !== undefined ? checker.getPropertyOfType(contextual, key) : undefined;
  // A generic call infers its type from the literal itself (`defineToolkit({ add_note: tool(…) })`): that names.
  if (!contextual || !declared?.declarations?.length || declared.declarations.some((d) => within(d, object))) return false;
  const holder = outermostWrapper(object).parent;
  const nested = holder !== undefined && ((ts.isPropertyAssignment(holder) && ts.isObjectLiteralExpression(holder.parent)) || ts.isArrayLiteralExpression(holder) || ts.isCallExpression(holder));
  if (nested) return true;
  // A record of fields: its declared properties are of different types (a set's are all tools).
  const kind = (symbol: ts.Symbol) => {
    const type = checker.getTypeOfSymbol(symbol);
    return (type.aliasSymbol ?? type.getSymbol())?.name ?? checker.typeToString(type);
  };
  const own = kind(declared);
  return checker.getPropertiesOfType(contextual).some((other) => other !== declared && kind(other) !== own);
}

function within(node: ts.Node, ancestor: ts.Node): boolean {
  for (let at: ts.Node | undefined = node; at; at = at.parent) if (at === ancestor) return true;
  return false;
}

/**
 * A property's key as written, or a computed key whose value is a static string (`[TOOL.search]`), or
 * whose type is one string literal (`[searchDef.id]` of a workspace package seen only through its
 * declarations, `readonly id: "search"`): the checker's type is what the key is at run time.
 */
export function keyText(checker: ts.TypeChecker, name: ts.PropertyName): string | undefined {
  const written = staticKey(name);
  if (written !== undefined || !ts.isComputedPropertyName(name)) return written;
  const evaluated = evaluateStatic(checker, name.expression);
  if (evaluated.ok) return typeof evaluated.value === "string" || typeof evaluated.value === "number" ? String(evaluated.value) : undefined;
  const type = checker.getTypeAtLocation(name.expression);
  return type.isStringLiteral() || type.isNumberLiteral() ? String(type.value) : undefined;
}

/** The key of a property as written: a name, a string or number literal, a computed string. */
export function staticKey(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}
