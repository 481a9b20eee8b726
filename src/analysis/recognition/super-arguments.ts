// A field a base class's constructor assigns from its parameters (`this.inputSchema = params.inputSchema`),
// read for one concrete subclass: what that subclass's constructor passes up through `super({ inputSchema:
// LengthInputSchema })`, through intermediate classes that hand their parameters on (`super(params)`).
import ts from "../../util/typescript.cjs";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { constructorAssignments } from "./constructor-assignments.js";

type BaseOf = (declaration: ts.ClassLikeDeclaration) => ts.ClassLikeDeclaration | undefined;

/**
 * The value `field` (declared without initializer in a base class) holds in an instance of `self`: the
 * constructor's single assignment to it reads a parameter, or a member of one, and the constructor
 * chain from `self` up to the field's class passes a value written in the source there. Undefined
 * when any step is not written so (a value given by `new Self(…)` callers, a spread, a second assignment).
 */
export function passedUpToField(checker: ts.TypeChecker, field: ts.PropertyDeclaration, self: ts.ClassLikeDeclaration, baseOf: BaseOf): ts.Expression | undefined {
  const assigned = constructorAssignments(field);
  const owner = field.parent;
  const ctor = owner.members.find(ts.isConstructorDeclaration);
  if (assigned.length !== 1 || !ctor) return undefined;
  let read = unwrapExpression(assigned[0]!);
  let key: string | undefined;
  if (ts.isPropertyAccessExpression(read) && ts.isIdentifier(read.name)) {
    key = read.name.text;
    read = unwrapExpression(read.expression);
  }
  const position = ts.isIdentifier(read) ? parameterPosition(ctor, read.text) : -1;
  if (position < 0) return undefined;
  const argument = argumentFromSubclasses(owner, position, self, baseOf);
  if (!argument || key === undefined) return argument;
  // `params.inputSchema` of `super({ inputSchema: LengthInputSchema, … })`: that property, as written.
  const followed = followExpression(createEvalContext(checker), argument);
  if (!followed.ok || !ts.isObjectLiteralExpression(followed.expr)) return undefined;
  for (const property of followed.expr.properties) {
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
    if (name !== key) continue;
    if (ts.isPropertyAssignment(property)) return property.initializer;
    if (ts.isShorthandPropertyAssignment(property)) return property.name;
  }
  return undefined;
}

/** The index of a plain parameter of that name; -1 for none (a rest or destructured one reads no single argument). */
function parameterPosition(ctor: ts.ConstructorDeclaration, name: string): number {
  return ctor.parameters.findIndex((parameter) => !parameter.dotDotDotToken && ts.isIdentifier(parameter.name) && parameter.name.text === name);
}

/**
 * What reaches parameter `position` of `owner`'s constructor when `self` is made: each class between them
 * passes it with its `super(…)` call, as written there or from one of its own parameters (then the class
 * below it passes that one). A class without a constructor passes its arguments on as they are.
 */
function argumentFromSubclasses(owner: ts.ClassLikeDeclaration, position: number, self: ts.ClassLikeDeclaration, baseOf: BaseOf): ts.Expression | undefined {
  const chain: ts.ClassLikeDeclaration[] = [];
  let current: ts.ClassLikeDeclaration | undefined = self;
  while (current && current !== owner && chain.length < 16) {
    chain.push(current);
    current = baseOf(current);
  }
  if (current !== owner) return undefined;
  let at = position;
  for (let i = chain.length - 1; i >= 0; i--) {
    const ctor = chain[i]!.members.find(ts.isConstructorDeclaration);
    if (!ctor) continue;
    const call = superCall(ctor);
    const argument = call?.arguments[at];
    if (!call || !argument || call.arguments.slice(0, at + 1).some(ts.isSpreadElement)) return undefined;
    const inner = unwrapExpression(argument);
    const handedOn = ts.isIdentifier(inner) ? parameterPosition(ctor, inner.text) : -1;
    if (handedOn < 0) return argument;
    // `self`'s own parameter is what `new Self(…)` is given: not followed.
    if (i === 0) return undefined;
    at = handedOn;
  }
  return undefined;
}

/** The `super(…)` call among a constructor's own statements. */
function superCall(ctor: ts.ConstructorDeclaration): ts.CallExpression | undefined {
  for (const statement of ctor.body?.statements ?? []) {
    const expr = ts.isExpressionStatement(statement) ? statement.expression : undefined;
    if (expr && ts.isCallExpression(expr) && expr.expression.kind === ts.SyntaxKind.SuperKeyword) return expr;
  }
  return undefined;
}
