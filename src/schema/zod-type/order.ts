import ts from "../../util/typescript.cjs";
import { reachableNodes, type EnumNode, type LiteralNode, type LiteralValue, type ZodNode } from "./ir.js";

/**
 * `z.enum(["admin", "user"])` has the type `ZodEnum<{ user: "user"; admin: "admin" }>` when the
 * literal `"user"` happened to exist before: TypeScript orders a union by when each member type was
 * first created, not by the source. zod writes the values in source order, so the order is taken
 * from the call that built the schema: the argument's tuple type keeps it. The call is searched for
 * under the input expression and the `const` initializers it names. Returns the nodes whose order
 * could not be recovered (their values stay in the type's order).
 */
export function recoverValueOrder(checker: ts.TypeChecker, root: ZodNode, start: ts.Node): (EnumNode | LiteralNode)[] {
  const pending = new Map<ts.Type, EnumNode | LiteralNode>();
  for (const node of unorderedNodes(root)) pending.set(node.type, node);
  if (pending.size === 0) return [];
  const search = new CallSearch(checker, pending);
  search.visit(start);
  return [...pending.values()];
}

const MAX_VISITED_NODES = 20_000;

class CallSearch {
  private visited = 0;
  private readonly followed = new Set<ts.Node>();

  constructor(
    private readonly checker: ts.TypeChecker,
    private readonly pending: Map<ts.Type, EnumNode | LiteralNode>,
  ) {}

  visit(node: ts.Node): void {
    if (this.pending.size === 0 || ++this.visited > MAX_VISITED_NODES) return;
    if (ts.isCallExpression(node)) this.tryCall(node);
    if (ts.isIdentifier(node)) this.follow(node);
    ts.forEachChild(node, (child) => this.visit(child));
  }

  private tryCall(call: ts.CallExpression): void {
    const target = this.pending.get(this.checker.getTypeAtLocation(call));
    const argument = call.arguments[0];
    if (!target || !argument) return;
    // `.exclude([...])` names the values it drops, not the ones kept.
    if (ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === "exclude") return;
    const ordered = this.tupleValues(this.checker.getTypeAtLocation(argument));
    if (!ordered) return;
    const values = target.kind === "enum" ? objectKeyOrder(ordered) : ordered;
    if (!samePermutation(values, target.values)) return;
    target.values = values as never;
    target.orderFromUnion = false;
    this.pending.delete(target.type);
  }

  private tupleValues(type: ts.Type): LiteralValue[] | undefined {
    if (!this.checker.isTupleType(type)) return undefined;
    const values: LiteralValue[] = [];
    for (const element of this.checker.getTypeArguments(type as ts.TypeReference)) {
      if (element.isStringLiteral() || element.isNumberLiteral()) values.push(element.value);
      else if (element.flags & ts.TypeFlags.Null) values.push(null);
      else if (element.flags & ts.TypeFlags.BooleanLiteral) values.push(this.checker.typeToString(element) === "true");
      else return undefined;
    }
    return values;
  }

  /** Schemas are often built in a `const` and passed by name, possibly from another file. */
  private follow(identifier: ts.Identifier): void {
    let symbol = this.checker.getSymbolAtLocation(identifier);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return;
    if (declaration.getSourceFile().isDeclarationFile || this.followed.has(declaration)) return;
    this.followed.add(declaration);
    this.visit(declaration.initializer);
  }
}

/** Every enum or literal node whose value order came from a TypeScript union. */
function unorderedNodes(root: ZodNode): (EnumNode | LiteralNode)[] {
  return reachableNodes(root, true).filter(
    (node): node is EnumNode | LiteralNode => (node.kind === "enum" || node.kind === "literal") && node.orderFromUnion,
  );
}

export function isArrayIndex(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key) && Number(key) < 2 ** 32 - 1;
}

/** zod keeps enum values as the keys of an object, so integer-like keys come first, ascending. */
export function objectKeyOrder<T extends LiteralValue>(values: readonly T[]): T[] {
  const indexLike = values.filter((value) => typeof value === "string" && isArrayIndex(value));
  const rest = values.filter((value) => !(typeof value === "string" && isArrayIndex(value)));
  return [...indexLike.sort((a, b) => Number(a) - Number(b)), ...rest];
}

function samePermutation(a: readonly LiteralValue[], b: readonly LiteralValue[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<LiteralValue, number>();
  for (const value of a) counts.set(value, (counts.get(value) ?? 0) + 1);
  for (const value of b) {
    const count = counts.get(value);
    if (!count) return false;
    counts.set(value, count - 1);
  }
  return true;
}
