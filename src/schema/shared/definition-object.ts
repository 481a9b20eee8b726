// Shared by the routes and the framework readers: a definition object read member by member,
// statically, without evaluating its functions or builder calls.
import ts from "../../util/typescript.cjs";
import { createEvalContext, errorMessage, evaluateStatic, kindOf, withActive } from "./static-eval.js";
import { factoryResult, identityArgument } from "./identity-helper.js";
import { collectObjectMembers } from "./object-members.js";
import { describeNode, followExpression, type Followed } from "./static-follow.js";

/**
 * A tool definition object (`ai.tool(def)`) read member by member. Its `execute` is a function and
 * its `input` may be a builder call, so it is never evaluated as a whole: callers pick the
 * properties they need and evaluate or resolve each one separately.
 */
export interface DefinitionProperty {
  /** The property name node (the identifier of a shorthand property). */
  key: ts.Node;
  value: ts.Expression;
  /** Spreads (and the consts behind them) crossed from the definition literal to this property. */
  via: readonly ts.Node[];
}

export interface DefinitionObject {
  /** The literal finally reached. */
  node: ts.ObjectLiteralExpression;
  /** Last write wins, as in JS. */
  properties: ReadonlyMap<string, DefinitionProperty>;
  /** `execute(input) {}` method form. */
  methods: ReadonlyMap<string, ts.MethodDeclaration>;
  /** False when a spread, computed key or accessor could not be followed: a property may be missing. */
  complete: boolean;
  unresolved: readonly { node: ts.Node; reason: string }[];
  /** Const declarations crossed to reach the literal. */
  via: readonly ts.Node[];
}

export function readDefinitionObject(
  checker: ts.TypeChecker,
  expr: ts.Expression,
): DefinitionObject | { reason: string; node: ts.Node } {
  try {
    const ctx = createEvalContext(checker);
    const target = followDefinition(ctx, expr);
    if (!target.ok) return { reason: `the tool definition cannot be read: ${target.reason}`, node: target.node };
    const literal = target.expr;
    if (!ts.isObjectLiteralExpression(literal)) {
      return { reason: `the tool definition ${describeNode(literal)} is not an object literal`, node: literal };
    }
    const table = withActive(ctx, target.via, () => collectObjectMembers(ctx, literal));
    const properties = new Map<string, DefinitionProperty>();
    const methods = new Map<string, ts.MethodDeclaration>();
    const unresolved: { node: ts.Node; reason: string }[] = table.unresolved.map(({ node, reason }) => ({
      node,
      reason,
    }));
    for (const member of table.members.values()) {
      if (member.value) {
        properties.set(member.key, { key: member.name, value: member.value, via: member.via });
      } else if (ts.isMethodDeclaration(member.writer)) {
        methods.set(member.key, member.writer);
      } else {
        unresolved.push({ node: member.writer, reason: `accessor ${describeNode(member.name)} is not followed` });
      }
    }
    return { node: literal, properties, methods, complete: unresolved.length === 0, unresolved, via: target.via };
  } catch (error) {
    return { reason: `the tool definition could not be read: ${errorMessage(error)}`, node: expr };
  }
}

/** How many define-helpers wrapping one another are followed (`defineTabTool(defineTool({…}))` is 2). */
const MAX_HELPERS = 4;

/**
 * Through consts, imports, define-helpers that hand their argument back and factories that return
 * a literal (`identity-helper.ts`): `export const hover = defineTool({ … })` read from `hover` is the
 * literal given to `defineTool`.
 */
export function followDefinition(ctx: ReturnType<typeof createEvalContext>, expr: ts.Expression): Followed {
  let target = followExpression(ctx, expr);
  const via: ts.Node[] = [];
  for (let helpers = 0; target.ok && ts.isCallExpression(target.expr) && helpers < MAX_HELPERS; helpers++) {
    const argument = identityArgument(ctx.checker, target.expr) ?? factoryResult(ctx.checker, target.expr);
    if (!argument) break;
    via.push(...target.via);
    target = followExpression(ctx, argument);
  }
  return target.ok ? { ...target, via: [...via, ...target.via] } : target;
}

export type StaticString = { ok: true; value: string } | { ok: false; reason: string; node: ts.Node };

/** A name or description: any static expression whose value is a string. */
export function readStaticString(checker: ts.TypeChecker, expr: ts.Expression): StaticString {
  const result = evaluateStatic(checker, expr);
  if (!result.ok) return result;
  if (typeof result.value === "string") return { ok: true, value: result.value };
  return { ok: false, reason: `${describeNode(expr)} must be a string, got ${kindOf(result.value)}`, node: expr };
}
