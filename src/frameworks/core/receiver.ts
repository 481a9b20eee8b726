// The declaration behind a method call's receiver (`server`, `this.server`), found without typing it:
// what the site reader and recognition ask before they would otherwise type the receiver in place.
import ts from "../../util/typescript.cjs";

/**
 * The declaration a receiver names. `this.server` inside an instance member of a class is that
 * class's own field `server`, found by name: asking the checker for the symbol of a property access
 * types it, which types the field's initializer (the SDK's constructor overloads again).
 */
export function receiverDeclaration(checker: ts.TypeChecker, target: ts.Expression): ts.Declaration | undefined {
  if (ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(target.name)) {
    const field = ownField(target, target.name.text);
    if (field) return field;
  }
  const name = ts.isPropertyAccessExpression(target) ? target.name : target;
  const symbol = checker.getSymbolAtLocation(name);
  return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
}

/** The non-static field `name` declared in the class whose instance `this` is at `node`, if any. */
function ownField(node: ts.Node, name: string): ts.PropertyDeclaration | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isArrowFunction(current)) continue;
    if (ts.isFunctionLike(current) || ts.isPropertyDeclaration(current) || ts.isClassStaticBlockDeclaration(current)) {
      const owner = current.parent;
      const isStatic = ts.canHaveModifiers(current) && (ts.getCombinedModifierFlags(current as ts.Declaration) & ts.ModifierFlags.Static) !== 0;
      if (!owner || !ts.isClassLike(owner) || isStatic || ts.isClassStaticBlockDeclaration(current)) return undefined;
      return owner.members.find(
        (member): member is ts.PropertyDeclaration =>
          ts.isPropertyDeclaration(member) && ts.isIdentifier(member.name) && member.name.text === name && (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static) === 0,
      );
    }
    if (ts.isSourceFile(current) || ts.isModuleBlock(current)) return undefined;
  }
  return undefined;
}
