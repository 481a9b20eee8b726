// Tools written as classes: a base class whose method registers `this.name`, `this.description`,
// `this.argsShape`… is a template, read once per concrete subclass with `this` standing for it.
import ts from "../../util/typescript.cjs";
import type { ToolParts } from "../../frameworks/types.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { isProjectSource } from "./imports.js";
import { passedUpToField } from "./super-arguments.js";

/** Stands for `this` in a template's bindings (no symbol names it). */
export const THIS = Object.freeze({ name: "this" }) as unknown as ts.Symbol;

/** The class a template is a method of, when the parts it registers read members of `this`. */
export function thisTemplateClass(parts: ToolParts): ts.ClassDeclaration | undefined {
  let method: ts.Node | undefined = parts.node.parent;
  while (method && !ts.isMethodDeclaration(method) && !ts.isSourceFile(method)) method = method.parent;
  if (!method || !ts.isMethodDeclaration(method) || !ts.isClassDeclaration(method.parent)) return undefined;
  if (ts.getCombinedModifierFlags(method) & ts.ModifierFlags.Static) return undefined;
  // A tool named where it is written (`tool({…})` under a key, `name: "find"`) is one tool even if its
  // description reads a field (`"… of " + this.url`): only a tool whose name comes from `this` is a template.
  if (parts.nameFromKey || (parts.name && !readsThis(parts.name))) return undefined;
  const reads = [parts.name, parts.description, parts.input, parts.definition?.node, parts.unreadable?.node];
  return reads.some((node) => node !== undefined && readsThis(node)) ? method.parent : undefined;
}

function readsThis(node: ts.Node): boolean {
  if (ts.isPropertyAccessExpression(node) && unwrapExpression(node.expression).kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isFunctionLike(node) && !ts.isArrowFunction(node)) return false;
  return ts.forEachChild(node, readsThis) ?? false;
}

/** Every concrete class of the program's own sources that is `base` or extends it, at any depth. */
export function concreteSubclasses(program: ts.Program, base: ts.ClassDeclaration): ts.ClassDeclaration[] {
  const checker = program.getTypeChecker();
  const baseSymbol = base.name && checker.getSymbolAtLocation(base.name);
  if (!baseSymbol) return [];
  const extendsBase = (declaration: ts.ClassDeclaration, depth: number): boolean => {
    if (depth > 16) return false;
    const parent = baseClassOf(checker, declaration);
    if (!parent) return false;
    const symbol = parent.name && checker.getSymbolAtLocation(parent.name);
    return symbol === baseSymbol || extendsBase(parent, depth + 1);
  };
  const found: ts.ClassDeclaration[] = [];
  for (const file of program.getSourceFiles()) {
    // Text first: a subclass is written with `extends`; the base's own file holds the base itself.
    if (!isProjectSource(program, file) || (!file.text.includes("extends") && file !== base.getSourceFile())) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node) && !isAbstract(node) && (node === base || extendsBase(node, 0))) found.push(node);
      if (ts.isClassDeclaration(node) || ts.isModuleDeclaration(node) || ts.isModuleBlock(node) || ts.isSourceFile(node)) ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

function isAbstract(declaration: ts.ClassDeclaration): boolean {
  return (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Abstract) !== 0;
}

/** The class a class extends, when it is declared in the program's sources. */
export function baseClassOf(checker: ts.TypeChecker, declaration: ts.ClassLikeDeclaration): ts.ClassDeclaration | undefined {
  const heritage = declaration.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
  if (!heritage) return undefined;
  let symbol = checker.getSymbolAtLocation(heritage.expression);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const parent = symbol?.valueDeclaration;
  return parent && ts.isClassDeclaration(parent) && !parent.getSourceFile().isDeclarationFile ? parent : undefined;
}

/**
 * The value a class gives `this.<key>`: its own field's initializer or a getter's single returned
 * expression, else its base class's, as an instance of `self` sees it (the subclass's field wins; a
 * base's field its constructor assigns from a parameter holds what `self` passes up, `super-arguments.ts`).
 */
export function classMember(checker: ts.TypeChecker, declaration: ts.ClassLikeDeclaration, key: string, depth = 0, self = declaration): ts.Expression | undefined {
  for (const member of declaration.members) {
    const name = member.name && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) ? member.name.text : undefined;
    if (name !== key || (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) !== 0) continue;
    // A field the constructor assigns from its parameters holds what `self`'s constructor chain passes up.
    if (ts.isPropertyDeclaration(member)) return member.initializer ?? passedUpToField(checker, member, self, (c) => baseClassOf(checker, c));
    if (ts.isGetAccessorDeclaration(member) && member.body) {
      const returns = member.body.statements.filter(ts.isReturnStatement);
      return returns.length === 1 && member.body.statements.length === 1 ? returns[0]!.expression : undefined;
    }
  }
  const parent = depth < 16 ? baseClassOf(checker, declaration) : undefined;
  return parent && classMember(checker, parent, key, depth + 1, self);
}
