import ts from "../../util/typescript.cjs";

/** The instance members LangChain reads from a tool object: `tool.name`, `tool.description`, `tool.schema`. */
export interface ClassMembers {
  readonly name?: ts.Expression;
  readonly description?: ts.Expression;
  readonly schema?: ts.Expression;
  /** `_call`, whose first parameter receives the parsed input. */
  readonly call?: ts.MethodDeclaration;
}

const READ = ["name", "description", "schema"] as const;
type ReadKey = (typeof READ)[number];

function memberName(name: ts.PropertyName | undefined): string | undefined {
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
  if (ts.isComputedPropertyName(name) && ts.isStringLiteralLike(name.expression)) return name.expression.text;
  return undefined;
}

const isStatic = (member: ts.ClassElement) => ts.canHaveModifiers(member) && (ts.getModifiers(member) ?? []).some((m) => m.kind === ts.SyntaxKind.StaticKeyword);

/**
 * The instance fields of a tool class: property initializers (`schema = z.object(…)`), then
 * top-level `this.name = …` assignments of the constructor, which run after them and win.
 * Static fields are skipped: LangChain reads the instance (`static name` only renames the class).
 */
export function readClassMembers(declaration: ts.ClassLikeDeclaration): ClassMembers {
  const found: Partial<Record<ReadKey, ts.Expression>> = {};
  let call: ts.MethodDeclaration | undefined;
  for (const member of declaration.members) {
    if (isStatic(member)) continue;
    const name = memberName(member.name);
    if (ts.isPropertyDeclaration(member) && member.initializer && READ.includes(name as ReadKey)) found[name as ReadKey] = member.initializer;
    if (ts.isMethodDeclaration(member) && name === "_call" && member.body) call = member;
    if (ts.isConstructorDeclaration(member) && member.body) {
      for (const statement of member.body.statements) {
        if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
        const { left, operatorToken, right } = statement.expression;
        if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left)) continue;
        if (left.expression.kind !== ts.SyntaxKind.ThisKeyword || !READ.includes(left.name.text as ReadKey)) continue;
        found[left.name.text as ReadKey] = right;
      }
    }
  }
  return { ...found, call };
}
