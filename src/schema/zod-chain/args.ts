import ts from "../../util/typescript.cjs";
import { evaluateIn, kindOf, propertyKey, type EvalContext } from "../shared/static-eval.js";
import { describeNode, followExpression, unwrapExpression } from "../shared/static-follow.js";
import type { JsonObject, JsonValue } from "../types.js";
import { ChainError, type LiteralValue, type PatternRef } from "./ir.js";

/** Reads the static arguments of builder calls; anything not fixed in the source is a ChainError. */
export class ArgReader {
  constructor(private readonly ctx: EvalContext) {}

  argument(call: ts.CallExpression, index: number, what: string): ts.Expression {
    const arg = call.arguments[index];
    if (!arg) throw new ChainError(`${what} is missing in ${describeNode(call)}`, call);
    if (ts.isSpreadElement(arg)) throw new ChainError(`spread arguments in ${describeNode(call)} are not static`, arg);
    return arg;
  }

  json(expr: ts.Expression, what: string): JsonValue {
    const value = evaluateIn(this.ctx, expr);
    if (!value.ok) throw new ChainError(`${what} must be a static value: ${value.reason}`, value.node);
    return value.value;
  }

  string(expr: ts.Expression, what: string): string {
    const value = this.json(expr, what);
    if (typeof value !== "string") throw new ChainError(`${what} must be a string, got ${kindOf(value)}`, expr);
    return value;
  }

  /** The string value, or why it is not static (a value built at run time). */
  tryString(expr: ts.Expression, what: string): string | { reason: string } {
    const value = evaluateIn(this.ctx, expr);
    if (!value.ok) return { reason: value.reason };
    if (typeof value.value !== "string") throw new ChainError(`${what} must be a string, got ${kindOf(value.value)}`, expr);
    return value.value;
  }

  number(expr: ts.Expression, what: string): number {
    const value = this.json(expr, what);
    if (typeof value !== "number") throw new ChainError(`${what} must be a number, got ${kindOf(value)}`, expr);
    return value;
  }

  object(expr: ts.Expression, what: string): JsonObject {
    const value = this.json(expr, what);
    if (value === null || typeof value !== "object" || Array.isArray(value)) {
      throw new ChainError(`${what} must be an object, got ${kindOf(value)}`, expr);
    }
    return value;
  }

  /** One option of a params argument (`{ offset: true }`); a string argument is an error message. */
  option(call: ts.CallExpression, index: number, key: string): JsonValue | undefined {
    const arg = call.arguments[index];
    if (!arg || ts.isSpreadElement(arg)) return undefined;
    const target = followExpression(this.ctx, arg);
    const node = target.ok ? target.expr : unwrapExpression(arg);
    if (ts.isStringLiteralLike(node)) return undefined;
    if (ts.isObjectLiteralExpression(node) && node.properties.every((p) => ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p))) {
      let found: ts.Expression | undefined;
      for (const property of node.properties) {
        const name = propertyKey(this.ctx, property.name!);
        if (name.ok && name.key === key) found = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      }
      return found ? this.json(found, `option \`${key}\``) : undefined;
    }
    const whole = this.object(arg, `the options of ${describeNode(call)}`);
    return Object.hasOwn(whole, key) ? whole[key] : undefined;
  }

  /** A regex argument: a literal, `new RegExp(static)`, or a const holding one. zod keeps only `.source`. */
  regex(expr: ts.Expression): PatternRef {
    const target = followExpression(this.ctx, expr);
    if (!target.ok) throw new ChainError(`the regular expression must be static: ${target.reason}`, target.node);
    const node = target.expr;
    if (ts.isRegularExpressionLiteral(node)) {
      const text = node.text;
      const slash = text.lastIndexOf("/");
      return { source: compileSource(text.slice(1, slash), text.slice(slash + 1), node), identity: node };
    }
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      const [pattern, flags] = node.arguments ?? [];
      if (!pattern) throw new ChainError("`RegExp` needs a pattern", node);
      const source = this.string(pattern, "the RegExp pattern");
      const flagText = flags ? this.string(flags, "the RegExp flags") : "";
      return { source: compileSource(source, flagText, node), identity: node };
    }
    throw new ChainError(`${describeNode(node)} is not a static regular expression`, node);
  }

  /** The value(s) of `z.literal(…)`: undefined and bigint literals are kept apart for zod's errors. */
  literalValues(expr: ts.Expression): LiteralValue[] {
    const node = unwrapExpression(expr);
    if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => this.literalValue(element));
    const special = this.specialLiteral(node);
    if (special) return [special];
    const value = this.json(expr, "the literal value");
    if (Array.isArray(value)) return value.map((item) => this.plainLiteral(item, expr));
    return [this.plainLiteral(value, expr)];
  }

  private literalValue(expr: ts.Expression): LiteralValue {
    const special = this.specialLiteral(unwrapExpression(expr));
    return special ?? this.plainLiteral(this.json(expr, "the literal value"), expr);
  }

  private specialLiteral(node: ts.Expression): LiteralValue | undefined {
    if (ts.isBigIntLiteral(node)) return { bigint: node.text };
    if (ts.isIdentifier(node) && node.text === "undefined") return { undefined: true };
    if (ts.isVoidExpression(node)) return { undefined: true };
    return undefined;
  }

  private plainLiteral(value: JsonValue, node: ts.Node): LiteralValue {
    if (value !== null && typeof value === "object") throw new ChainError(`a literal must be a primitive, got ${kindOf(value)}`, node);
    return value;
  }

  /**
   * The entries object of `z.enum(…)` / `z.nativeEnum(…)`: an array of strings, a plain object,
   * or a TypeScript enum (numeric members also get their reverse mapping, as at runtime).
   */
  enumEntries(expr: ts.Expression): (readonly [string, string | number])[] {
    const enumDeclaration = this.enumDeclarationOf(expr);
    if (enumDeclaration) return this.tsEnumEntries(enumDeclaration);
    const value = this.json(expr, "the enum values");
    if (Array.isArray(value)) {
      const pairs: [string, string | number][] = [];
      for (const item of value) {
        if (typeof item !== "string" && typeof item !== "number") {
          throw new ChainError(`enum values must be strings or numbers, got ${kindOf(item)}`, expr);
        }
        pairs.push([String(item), item]);
      }
      return objectKeyOrder(pairs);
    }
    if (value !== null && typeof value === "object") {
      return Object.entries(value).map(([key, item]) => {
        if (typeof item !== "string" && typeof item !== "number") {
          throw new ChainError(`enum values must be strings or numbers, got ${kindOf(item)}`, expr);
        }
        return [key, item] as const;
      });
    }
    throw new ChainError(`enum values must be an array or an object, got ${kindOf(value)}`, expr);
  }

  private enumDeclarationOf(expr: ts.Expression): ts.EnumDeclaration | undefined {
    const node = unwrapExpression(expr);
    if (!ts.isIdentifier(node) && !ts.isPropertyAccessExpression(node)) return undefined;
    let symbol = this.ctx.checker.getSymbolAtLocation(ts.isIdentifier(node) ? node : node.name);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.ctx.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration && ts.isEnumDeclaration(declaration) ? declaration : undefined;
  }

  private tsEnumEntries(declaration: ts.EnumDeclaration): (readonly [string, string | number])[] {
    const pairs: [string, string | number][] = [];
    for (const member of declaration.members) {
      const value = this.ctx.checker.getConstantValue(member);
      const name = ts.isIdentifier(member.name) || ts.isStringLiteral(member.name) ? member.name.text : member.name.getText();
      if (value === undefined) throw new ChainError(`enum member ${describeNode(member.name)} has no constant value`, member);
      setPair(pairs, name, value);
      if (typeof value === "number") setPair(pairs, String(value), name);
    }
    return objectKeyOrder(pairs);
  }

  /** `() => value`, `function () { return value }` or a plain value, as zod reads defaults. */
  producedValue(expr: ts.Expression, what: string): JsonValue {
    const node = unwrapExpression(expr);
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const body = returnedExpression(node);
      if (!body) throw new ChainError(`${what} is computed by a function whose result is not a single static expression`, node);
      return this.json(body, what);
    }
    return this.json(expr, what);
  }
}

/** The expression a function returns when its body is that one expression (or one `return`). */
export function returnedExpression(fn: ts.FunctionLikeDeclaration): ts.Expression | undefined {
  const body = fn.body;
  if (!body) return undefined;
  if (!ts.isBlock(body)) return body;
  const statements = body.statements;
  if (statements.length === 1 && ts.isReturnStatement(statements[0]) && statements[0].expression) return statements[0].expression;
  return undefined;
}

function compileSource(pattern: string, flags: string, node: ts.Node): string {
  try {
    return new RegExp(pattern, flags).source;
  } catch (error) {
    throw new ChainError(`invalid regular expression: ${error instanceof Error ? error.message : String(error)}`, node);
  }
}

function setPair(pairs: [string, string | number][], key: string, value: string | number): void {
  const index = pairs.findIndex(([existing]) => existing === key);
  if (index >= 0) pairs[index] = [key, value];
  else pairs.push([key, value]);
}

export function isArrayIndexKey(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/** JavaScript's own-key order: integer-like keys ascending first, then the rest in insertion order. */
export function objectKeyOrder<T extends readonly [string, unknown]>(pairs: readonly T[]): T[] {
  const seen = new Map<string, T>();
  for (const pair of pairs) seen.set(pair[0], pair);
  const unique = [...seen.values()];
  const indexes = unique.filter(([key]) => isArrayIndexKey(key)).sort((a, b) => Number(a[0]) - Number(b[0]));
  return [...indexes, ...unique.filter(([key]) => !isArrayIndexKey(key))];
}
