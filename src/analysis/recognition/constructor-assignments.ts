// What a class's constructor assigns to one of its fields (`this.server = new McpServer(…)`,
// `this.tools = tools`): the statements of its body, as written, in order.
import ts from "../../util/typescript.cjs";

/** The right-hand sides of `this.<field> = …` among the constructor's own statements (not in nested blocks or functions). */
export function constructorAssignments(field: ts.PropertyDeclaration): ts.Expression[] {
  const name = ts.isIdentifier(field.name) || ts.isPrivateIdentifier(field.name) ? field.name.text : undefined;
  const ctor = field.parent.members.find(ts.isConstructorDeclaration);
  if (!name || !ctor?.body) return [];
  const assigned: ts.Expression[] = [];
  for (const statement of ctor.body.statements) {
    if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression)) continue;
    const { left, operatorToken, right } = statement.expression;
    if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left) || left.expression.kind !== ts.SyntaxKind.ThisKeyword) continue;
    if (left.name.text === name) assigned.push(right);
  }
  return assigned;
}
