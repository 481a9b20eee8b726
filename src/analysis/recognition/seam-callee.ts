// Which seam a call reaches, through the checker: the function its callee resolves to, or, for a member
// of an interface or object type, the implementation the program gives that member (`seams.ts` asks).
import ts from "../../util/typescript.cjs";
import type { Seam, SeamFunction } from "./seam-reader.js";
import { madeBy } from "./made-registrars.js";

/** The seam a call reaches, through the checker: its callee's declaration, or the implementations of an interface member; `byFunction` is the index's seams by declaration. */
export function seamCalled(checker: ts.TypeChecker, call: ts.CallExpression, named: readonly Seam[], byFunction: ReadonlyMap<ts.Node, Seam>): Seam | undefined {
  const callee = call.expression;
  const at = ts.isPropertyAccessExpression(callee) ? callee.name : callee;
  let symbol = checker.getSymbolAtLocation(at);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  for (const declaration of symbol?.declarations ?? []) {
    const declared = byFunction.get(declaration);
    if (declared) return declared;
    const fn = functionOf(checker, declaration);
    const direct = fn && byFunction.get(fn);
    if (direct) return direct;
    // `const tool = createRegisterTool(…)`: the closure the maker returns.
    for (const made of madeBy(checker, declaration)) {
      const seam = byFunction.get(made);
      if (seam) return seam;
    }
    if (ts.isMethodSignature(declaration) || ts.isPropertySignature(declaration)) {
      const implementation = named.find((seam) => seam.inner && implementsMember(checker, seam.declaration as SeamFunction, declaration));
      if (implementation) return implementation;
    }
  }
  return undefined;
}

/** The function a declaration holds: `function f`, a method, `const f = () => …`, `{ tool: (…) => … }`. */
function functionOf(checker: ts.TypeChecker, declaration: ts.Node, depth = 0): SeamFunction | undefined {
  if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration) || ts.isArrowFunction(declaration) || ts.isFunctionExpression(declaration)) return declaration;
  if ((ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.initializer) {
    let value: ts.Expression = declaration.initializer;
    while (ts.isParenthesizedExpression(value) || ts.isAsExpression(value) || ts.isSatisfiesExpression(value)) value = value.expression;
    if (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) return value;
  }
  // `{ tool }`: the object's member is the function declared under that name.
  if (ts.isShorthandPropertyAssignment(declaration) && depth === 0) {
    const value = checker.getShorthandAssignmentValueSymbol(declaration)?.valueDeclaration;
    return value && functionOf(checker, value, depth + 1);
  }
  return undefined;
}

/**
 * A seam function is the member of an interface (or object type) a call names: a method of a class
 * that `implements` it, or a member of an object literal typed as it (`(): Registry => ({ tool: … })`).
 */
function implementsMember(checker: ts.TypeChecker, fn: SeamFunction, member: ts.MethodSignature | ts.PropertySignature): boolean {
  const owner = member.parent;
  const ownerSymbol = ts.isInterfaceDeclaration(owner)
    ? checker.getSymbolAtLocation(owner.name)
    : ts.isTypeLiteralNode(owner) && ts.isTypeAliasDeclaration(owner.parent)
      ? checker.getSymbolAtLocation(owner.parent.name)
      : undefined;
  if (!ownerSymbol) return false;
  const holder = ts.isMethodDeclaration(fn) ? fn.parent : fn.parent && (ts.isPropertyAssignment(fn.parent) || ts.isPropertyDeclaration(fn.parent)) ? fn.parent.parent : undefined;
  // `const registerTool: RegisterTool = (…) => …` placed in the returned object (`{ ...seed, registerTool }`).
  if (!holder) return fn.parent !== undefined && ts.isVariableDeclaration(fn.parent) && heldUnderMember(checker, fn.parent, member, ownerSymbol);
  if (ts.isClassLike(holder)) {
    const implemented = holder.heritageClauses?.filter((h) => h.token === ts.SyntaxKind.ImplementsKeyword).flatMap((h) => h.types) ?? [];
    return implemented.some((type) => {
      let symbol = checker.getSymbolAtLocation(type.expression);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      return symbol === ownerSymbol;
    });
  }
  if (ts.isObjectLiteralExpression(holder)) {
    const type = checker.getContextualType(holder);
    return type !== undefined && (type.aliasSymbol === ownerSymbol || type.getSymbol() === ownerSymbol);
  }
  return false;
}

/**
 * An object literal of the variable's file, typed as the interface (a factory's declared return
 * type, an annotated `const`), holds the variable under the member's name: `{ registerTool }` or
 * `{ registerTool: registerTool }`.
 */
function heldUnderMember(checker: ts.TypeChecker, variable: ts.VariableDeclaration, member: ts.MethodSignature | ts.PropertySignature, owner: ts.Symbol): boolean {
  // Asked at every call of the member: the walk of the variable's file is done once per member.
  let byMember = heldMembers.get(variable);
  if (!byMember) heldMembers.set(variable, (byMember = new WeakMap()));
  let held = byMember.get(member);
  if (held === undefined) byMember.set(member, (held = walkHeldUnderMember(checker, variable, member, owner)));
  return held;
}

const heldMembers = new WeakMap<ts.VariableDeclaration, WeakMap<ts.Node, boolean>>();

function walkHeldUnderMember(checker: ts.TypeChecker, variable: ts.VariableDeclaration, member: ts.MethodSignature | ts.PropertySignature, owner: ts.Symbol): boolean {
  const name = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
  if (name === undefined) return false;
  const holds = (property: ts.ObjectLiteralElementLike): boolean => {
    if (!property.name || !ts.isIdentifier(property.name) || property.name.text !== name) return false;
    const symbol = ts.isShorthandPropertyAssignment(property)
      ? checker.getShorthandAssignmentValueSymbol(property)
      : ts.isPropertyAssignment(property) && ts.isIdentifier(property.initializer)
        ? checker.getSymbolAtLocation(property.initializer)
        : undefined;
    return symbol?.valueDeclaration === variable;
  };
  const visit = (node: ts.Node): boolean => {
    if (ts.isObjectLiteralExpression(node) && node.properties.some(holds)) {
      const type = checker.getContextualType(node);
      if (type && (type.aliasSymbol === owner || type.getSymbol() === owner)) return true;
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(variable.getSourceFile());
}
