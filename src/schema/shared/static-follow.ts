// Shared by the routes: following an expression to the syntax that gives its value
// (parentheses, type wrappers, consts, imports, static members).
import ts from "../../util/typescript.cjs";
import { evaluateIn, fail, MAX_STATIC_DEPTH, withActive, type EvalContext, type StaticFailure } from "./static-eval.js";
import { constantReturn, returnedMember } from "./one-return-helpers.js";
import { collectObjectMembers } from "./object-members.js";
import { decidedSide } from "./nullish-default.js";

/**
 * Following an expression to the syntax that provides its value: through parentheses and type
 * wrappers, `const` bindings (same file or imported) and static member accesses. Resolvers need
 * the literal itself (to map schema nodes to source), not only its value.
 */
export type Followed = { ok: true; expr: ts.Expression; via: ts.Node[] } | StaticFailure;

/**
 * While a tool read from a template (a seam's body, a catalog's `map`) is resolved, what its
 * template's expressions stand for at that tool (`ToolParts.substitute`): every route follows
 * expressions here, so each sees the caller's argument or the element's member where the template
 * names a parameter or a loop variable. Set for the length of one resolution only.
 */
let activeSubstitution: ((expr: ts.Expression) => ts.Expression | undefined) | undefined;

/** The substitution reads definitions itself: while it does, expressions are followed as written. */
function substituteOnce(substitute: (expr: ts.Expression) => ts.Expression | undefined, expr: ts.Expression): ts.Expression | undefined {
  activeSubstitution = undefined;
  try {
    return substitute(expr);
  } finally {
    activeSubstitution = substitute;
  }
}

export function withSubstitution<T>(substitute: ((expr: ts.Expression) => ts.Expression | undefined) | undefined, run: () => T): T {
  if (!substitute) return run();
  const outer = activeSubstitution;
  activeSubstitution = substitute;
  try {
    return run();
  } finally {
    activeSubstitution = outer;
  }
}

/** `(x)`, `x as T`, `<T>x`, `x satisfies T`, `x!` change nothing at runtime. */
export function unwrapExpression(expr: ts.Expression): ts.Expression {
  let current = expr;
  // One switch on the kind instead of five predicate calls: every step of every route unwraps.
  for (;;) {
    switch (current.kind) {
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.NonNullExpression:
        current = (current as ts.ParenthesizedExpression | ts.AsExpression | ts.TypeAssertion | ts.SatisfiesExpression | ts.NonNullExpression).expression;
        break;
      default:
        return current;
    }
  }
}

/**
 * The outermost of the runtime-neutral wrappers around a node (the opposite of `unwrapExpression`,
 * for parentheses, `as` and `satisfies`): its parent is where the value is used.
 */
export function outermostWrapper(node: ts.Node): ts.Node {
  let current = node;
  while (current.parent && (ts.isParenthesizedExpression(current.parent) || ts.isAsExpression(current.parent) || ts.isSatisfiesExpression(current.parent))) {
    current = current.parent;
  }
  return current;
}

/** `holder.key = value` or `holder[key] = value` (a plain `=`): the member written, what holds it and the value. */
export interface MemberAssignment {
  readonly assignment: ts.BinaryExpression;
  readonly target: ts.PropertyAccessExpression | ts.ElementAccessExpression;
  /** The object written into, through parentheses and `as`. */
  readonly holder: ts.Expression;
}

/** `node` as an assignment to a member (`holder.key = …`, `holder[key] = …`); undefined for anything else. */
export function memberAssignment(node: ts.Node | undefined): MemberAssignment | undefined {
  if (!node || !ts.isBinaryExpression(node) || node.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
  const target = unwrapExpression(node.left);
  if (!ts.isPropertyAccessExpression(target) && !ts.isElementAccessExpression(target)) return undefined;
  return { assignment: node, target, holder: unwrapExpression(target.expression) };
}

/** Short source text for messages: whitespace collapsed, long text cut. */
export function describeNode(node: ts.Node): string {
  let text: string;
  try {
    text = node.getText().replace(/\s+/g, " ");
  } catch {
    text = ts.SyntaxKind[node.kind];
  }
  return "`" + (text.length > 48 ? text.slice(0, 47) + "…" : text) + "`";
}

type Step = { kind: "stop" } | { kind: "hop"; expr: ts.Expression; through: ts.Node[] } | StaticFailure;
const STOP: Step = { kind: "stop" };

/**
 * Follows `start` until it reaches an expression that is not a wrapper, a const identifier or a
 * followable member access. `via` lists the const declarations and spreads crossed, in order.
 */
export function followExpression(ctx: EvalContext, start: ts.Expression): Followed {
  const via: ts.Node[] = [];
  let current = unwrapExpression(start);
  for (let hops = 0; ; hops++) {
    if (hops > MAX_STATIC_DEPTH) {
      return fail(`more than ${MAX_STATIC_DEPTH} const references in a row from ${describeNode(start)}`, current);
    }
    const substituted = activeSubstitution && substituteOnce(activeSubstitution, current);
    if (substituted && substituted !== current) {
      current = unwrapExpression(substituted);
      continue;
    }
    const step = followStep(ctx, current);
    if ("ok" in step) return step;
    if (step.kind === "stop") return { ok: true, expr: current, via };
    for (const node of step.through) {
      if (ts.isVariableDeclaration(node) && (ctx.active.has(node) || via.includes(node))) {
        return fail(`cyclic const reference: ${describeNode(node.name)} depends on its own value`, current);
      }
      via.push(node);
    }
    current = unwrapExpression(step.expr);
  }
}

function followStep(ctx: EvalContext, expr: ts.Expression): Step {
  if (ts.isIdentifier(expr)) {
    const symbol = symbolOfIdentifier(ctx.checker, expr);
    const declaration = symbol && aliasTarget(ctx.checker, symbol).valueDeclaration;
    if (declaration && ts.isBindingElement(declaration)) return destructuredStep(ctx, declaration, expr);
    return bindingStep(ctx.checker, expr, symbol);
  }
  if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) return memberStep(ctx, expr);
  if (ts.isCallExpression(expr)) {
    const returned = constantReturn(ctx.checker, expr);
    if (returned) return { kind: "hop", expr: returned, through: [] };
  }
  if (ts.isBinaryExpression(expr)) {
    const side = decidedSide(ctx.checker, expr, (value) => {
      // The global `undefined` has no declaration to follow: the follower stops at it with a failure.
      const followed = followExpression(ctx, value);
      return followed.ok ? followed.expr : followed.node;
    });
    if (side) return { kind: "hop", expr: side, through: [] };
  }
  return STOP;
}

/**
 * The declarations of the function a call names, found without typing a value: `fn(…)` through
 * imports, `ns.fn(…)` on a namespace, module or class, and `helpers.fn(…)` on a `const` object
 * literal (its member as written). Any other receiver (`z.object(…).describe(…)`, a parameter) gives
 * none: asking for its member's symbol would type the receiver, a builder chain's whole type.
 */
export function calleeDeclarations(checker: ts.TypeChecker, call: ts.CallExpression): readonly ts.Declaration[] {
  const callee = unwrapExpression(call.expression);
  if (ts.isIdentifier(callee)) {
    const symbol = checker.getSymbolAtLocation(callee);
    const target = symbol && aliasTarget(checker, symbol);
    const element = target?.valueDeclaration;
    // `const { makeTool } = await import("@/tools"); makeTool()`: the module's function.
    const exported = element && ts.isBindingElement(element) ? destructuredExport(checker, element) : undefined;
    return ((exported ? aliasTarget(checker, exported) : target)?.declarations) ?? [];
  }
  if (!ts.isPropertyAccessExpression(callee) || ts.isPrivateIdentifier(callee.name)) return [];
  const owner = nameSymbol(checker, unwrapExpression(callee.expression), 0);
  if (!owner) return [];
  if (owner.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule | ts.SymbolFlags.Class)) {
    const symbol = checker.getSymbolAtLocation(callee.name);
    return (symbol && aliasTarget(checker, symbol).declarations) ?? [];
  }
  const holder = owner.valueDeclaration;
  const literal = holder && ts.isVariableDeclaration(holder) && ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const && holder.initializer ? unwrapExpression(holder.initializer) : undefined;
  // `const workspace = new Workspace(config); workspace.noteTools()`: the class's own method, found by names, not by typing `workspace`.
  if (literal && ts.isNewExpression(literal)) return instanceMethod(checker, literal, callee.name.text);
  if (!literal || !ts.isObjectLiteralExpression(literal)) return [];
  const member = literal.properties.filter((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === callee.name.text);
  return member.length === 1 && (ts.isPropertyAssignment(member[0]!) || ts.isMethodDeclaration(member[0]!)) ? [member[0]] : [];
}

/** The method `name` a class of the program declares itself (not static), for the object `new` of it makes. */
function instanceMethod(checker: ts.TypeChecker, made: ts.NewExpression, name: string): readonly ts.Declaration[] {
  const className = unwrapExpression(made.expression);
  const symbol = ts.isIdentifier(className) ? checker.getSymbolAtLocation(className) : undefined;
  const declaration = symbol && aliasTarget(checker, symbol).valueDeclaration;
  if (!declaration || !ts.isClassDeclaration(declaration) || declaration.getSourceFile().isDeclarationFile) return [];
  return declaration.members.filter(
    (member) => ts.isMethodDeclaration(member) && member.body !== undefined && ts.isIdentifier(member.name) && member.name.text === name && !(ts.getCombinedModifierFlags(member) & ts.ModifierFlags.Static),
  );
}

/** A function written with its body in the source, or one a declaration holds. */
export type FunctionWithBody = ts.ArrowFunction | ts.FunctionExpression | ts.FunctionDeclaration | ts.MethodDeclaration;

/** The function a declaration is or holds: a function or method, or the function a `const` or property is initialised with. */
export function declaredFunction(declaration: ts.Node): FunctionWithBody | undefined {
  const fn = (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) && declaration.initializer ? unwrapExpression(declaration.initializer) : declaration;
  return ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) ? fn : undefined;
}

/**
 * What a function returns: each `return`'s value (a nested function's are its own), or an arrow's
 * expression body. Undefined without a body, for a generator, or when a bare `return` returns nothing.
 */
export function functionReturns(fn: FunctionWithBody): ts.Expression[] | undefined {
  if (!fn.body || fn.asteriskToken) return undefined;
  if (!ts.isBlock(fn.body)) return [fn.body];
  const returned: ts.Expression[] = [];
  let bare = false;
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isReturnStatement(node)) {
      if (node.expression) returned.push(node.expression);
      else bare = true;
    }
    ts.forEachChild(node, visit);
  };
  fn.body.statements.forEach(visit);
  return bare ? undefined : returned;
}

/** The property of an object literal written under `key` (a name or a string): the property, and the value it holds (a shorthand's name). */
export function literalProperty(literal: ts.ObjectLiteralExpression, key: string): { readonly node: ts.ObjectLiteralElementLike; readonly value: ts.Expression } | undefined {
  for (const property of literal.properties) {
    if (!property.name || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) || property.name.text !== key) continue;
    if (ts.isPropertyAssignment(property)) return { node: property, value: property.initializer };
    if (ts.isShorthandPropertyAssignment(property)) return { node: property, value: property.name };
  }
  return undefined;
}

/** Runs `read` with a helper call's parameters bound, on top of whatever is already substituted. */
export function withBindings<T>(bind: (expr: ts.Expression) => ts.Expression | undefined, read: () => T): T {
  const outer = activeSubstitution;
  return withSubstitution((expr) => bind(expr) ?? outer?.(expr), read);
}

/** The symbol an identifier reads: in `{ schema }`, the variable, not the new property. */
export function symbolOfIdentifier(checker: ts.TypeChecker, id: ts.Identifier): ts.Symbol | undefined {
  const parent = id.parent;
  // In `{ schema }` the name's own symbol is the new property; the value is the variable.
  if (parent && ts.isShorthandPropertyAssignment(parent) && parent.name === id) {
    return checker.getShorthandAssignmentValueSymbol(parent);
  }
  return identifierSymbol(checker, id);
}

const identifierSymbols = new WeakMap<ts.TypeChecker, WeakMap<ts.Identifier, ts.Symbol | null>>();

/**
 * `getSymbolAtLocation` of a name, once per checker: following `input.items.length` asks for the
 * symbol of `input` at each member (is it an enum, a namespace, a `const`), and the checker looks the
 * name up through its scopes again each time.
 */
function identifierSymbol(checker: ts.TypeChecker, id: ts.Identifier): ts.Symbol | undefined {
  let known = identifierSymbols.get(checker);
  if (!known) identifierSymbols.set(checker, (known = new WeakMap()));
  let symbol = known.get(id);
  if (symbol === undefined) known.set(id, (symbol = checker.getSymbolAtLocation(id) ?? null));
  return symbol ?? undefined;
}

/** The symbol an import or re-export names, or the symbol itself. */
export function aliasTarget(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

const NOT_JSON_GLOBALS: Record<string, string> = {
  undefined: "`undefined` is not JSON",
  NaN: "`NaN` is not a JSON number",
  Infinity: "`Infinity` is not a JSON number",
};

/** One hop from a name to the initializer of the `const` it names, or why there is none. */
function bindingStep(checker: ts.TypeChecker, use: ts.Node, found: ts.Symbol | undefined): Step {
  const name = ts.isIdentifier(use) ? ts.idText(use) : describeNode(use).slice(1, -1);
  const symbol = found && aliasTarget(checker, found);
  const declaration = symbol && (symbol.valueDeclaration ?? symbol.declarations?.[0]);
  if (!declaration) {
    if (NOT_JSON_GLOBALS[name]) return fail(NOT_JSON_GLOBALS[name], use);
    if (found && found.flags & ts.SymbolFlags.Alias) {
      return fail(`\`${name}\` is imported from a module that cannot be resolved`, use);
    }
    return fail(`\`${name}\` cannot be resolved to a declaration`, use);
  }
  if (declaration.getSourceFile().hasNoDefaultLib) {
    return fail(NOT_JSON_GLOBALS[name] ?? `\`${name}\` is a built-in global, not a static value`, use);
  }
  if (ts.isVariableDeclaration(declaration)) return constStep(declaration, name, use);
  if (ts.isExportAssignment(declaration)) return { kind: "hop", expr: declaration.expression, through: [declaration] };
  return fail(declarationReason(declaration, name), use);
}

function constStep(declaration: ts.VariableDeclaration, name: string, use: ts.Node): Step {
  if (!ts.isIdentifier(declaration.name)) {
    return fail(`\`${name}\` is bound by destructuring, which the evaluator does not follow`, use);
  }
  const changing = notConstant(declaration, name, use);
  if (changing) return changing;
  if (!declaration.initializer) {
    const where = declaration.getSourceFile().isDeclarationFile ? " (in a declaration file)" : "";
    return fail(`\`${name}\` is declared without a value${where}`, use);
  }
  return { kind: "hop", expr: declaration.initializer, through: [declaration] };
}

/** Why the declaration's value may change (`let`, `var`, a loop variable), or undefined for a plain `const`. */
function notConstant(declaration: ts.VariableDeclaration, name: string, use: ts.Node): StaticFailure | undefined {
  const scope = ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.BlockScoped;
  if (scope !== ts.NodeFlags.Const) {
    const keyword = scope === ts.NodeFlags.Let ? "let" : scope === 0 ? "var" : "using";
    return fail(`\`${keyword}\` binding \`${name}\` is not constant`, use);
  }
  const statement = declaration.parent.parent;
  return ts.isForOfStatement(statement) || ts.isForInStatement(statement) ? fail(`\`${name}\` is a loop variable, not a constant`, use) : undefined;
}

function declarationReason(declaration: ts.Declaration, name: string): string {
  if (ts.isParameter(declaration)) return `parameter \`${name}\` is not static`;
  if (ts.isFunctionLike(declaration)) return `function \`${name}\` is not JSON`;
  if (ts.isClassLike(declaration)) return `class \`${name}\` is not JSON`;
  if (ts.isEnumDeclaration(declaration)) return `enum \`${name}\` is not JSON; use one of its members`;
  if (ts.isSourceFile(declaration) || ts.isModuleDeclaration(declaration)) {
    return `namespace \`${name}\` is not JSON; use one of its exports`;
  }
  if (ts.isBindingElement(declaration)) return `\`${name}\` is bound by destructuring, which the evaluator does not follow`;
  return `\`${name}\` is not a const binding (${ts.SyntaxKind[declaration.kind]})`;
}

/** `E.Member` / `E["Member"]`: the member's constant (undefined when computed), or undefined if not an enum access. */
export function enumMemberAccess(
  checker: ts.TypeChecker,
  expr: ts.PropertyAccessExpression | ts.ElementAccessExpression,
): { constant: string | number | undefined } | undefined {
  // The owner first, by name: asking for the member's symbol types the object it is read from, which
  // for a tool definition (`tool.schema.name`) is most of a program's type-checking.
  if (!namesEnum(checker, expr.expression)) return undefined;
  const symbol = checker.getSymbolAtLocation(ts.isPropertyAccessExpression(expr) ? expr.name : expr.argumentExpression);
  const target = symbol && aliasTarget(checker, symbol);
  const member = target && target.flags & ts.SymbolFlags.EnumMember ? target.valueDeclaration : undefined;
  if (!member || !ts.isEnumMember(member)) return undefined;
  // Asked of the access, getConstantValue only answers for const enums; the member answers for all.
  return { constant: checker.getConstantValue(member) };
}

/** `E`, `ns.E`, `ns.inner.E` naming an enum declaration (through imports), found without typing any value. */
function namesEnum(checker: ts.TypeChecker, expr: ts.Expression, depth = 0): boolean {
  const symbol = nameSymbol(checker, unwrapExpression(expr), depth);
  return symbol !== undefined && (symbol.flags & ts.SymbolFlags.Enum) !== 0;
}

/** The enum declaration `E` / `ns.E` names (through imports), found without typing any value. */
export function enumDeclarationOf(checker: ts.TypeChecker, expr: ts.Expression): ts.EnumDeclaration | undefined {
  const symbol = nameSymbol(checker, unwrapExpression(expr), 0);
  if (!symbol || !(symbol.flags & ts.SymbolFlags.Enum)) return undefined;
  // An enum declared in several blocks is one object; read only one written once.
  const declarations = symbol.declarations?.filter(ts.isEnumDeclaration) ?? [];
  return declarations.length === 1 ? declarations[0] : undefined;
}

function nameSymbol(checker: ts.TypeChecker, expr: ts.Expression, depth: number): ts.Symbol | undefined {
  if (ts.isIdentifier(expr)) {
    const symbol = identifierSymbol(checker, expr);
    return symbol && aliasTarget(checker, symbol);
  }
  if (!ts.isPropertyAccessExpression(expr) || depth > 8) return undefined;
  // Only a namespace's member is looked up: the member of a value would type that value.
  const owner = nameSymbol(checker, unwrapExpression(expr.expression), depth + 1);
  if (!owner || !(owner.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule))) return undefined;
  const symbol = checker.getSymbolAtLocation(expr.name);
  return symbol && aliasTarget(checker, symbol);
}

function memberStep(ctx: EvalContext, expr: ts.PropertyAccessExpression | ts.ElementAccessExpression): Step {
  const { checker } = ctx;
  if (enumMemberAccess(checker, expr)) return STOP;
  if (ts.isPropertyAccessExpression(expr)) {
    if (ts.isPrivateIdentifier(expr.name)) return STOP;
    // `NS.VALUE` on a namespace import names an exported const directly. The owner is asked by name
    // first: the member's symbol of any other value would type that value, which for a program's
    // ordinary objects (`config.server.port`) is most of its type-checking.
    const owner = nameSymbol(checker, unwrapExpression(expr.expression), 0);
    const isNamespace = owner !== undefined && (owner.flags & (ts.SymbolFlags.ValueModule | ts.SymbolFlags.NamespaceModule)) !== 0;
    const symbol = isNamespace ? checker.getSymbolAtLocation(expr.name) : undefined;
    const declaration = symbol && aliasTarget(checker, symbol).valueDeclaration;
    if (declaration && (ts.isVariableDeclaration(declaration) || ts.isExportAssignment(declaration))) {
      return bindingStep(checker, expr, symbol);
    }
  }
  const object = followExpression(ctx, expr.expression);
  if (!object.ok) return object;
  const key = memberKey(ctx, expr);
  if (!key.ok) return key;
  return containerMember(ctx, object, key.key, expr);
}

/**
 * `const { TOOL_NAME: name } = schema`: the member the pattern takes, followed as `schema.TOOL_NAME`
 * would be. A default (`= x`), a rest element or a nested pattern is not followed.
 */
function destructuredStep(ctx: EvalContext, element: ts.BindingElement, use: ts.Identifier): Step {
  const pattern = element.parent;
  const declaration = pattern.parent;
  const key = element.propertyName ?? element.name;
  const plain = ts.isObjectBindingPattern(pattern) && !element.dotDotDotToken && !element.initializer && (ts.isIdentifier(key) || ts.isStringLiteral(key));
  if (!plain || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return fail(`\`${use.text}\` is bound by destructuring, which the evaluator does not follow`, use);
  const changing = notConstant(declaration, use.text, use);
  if (changing) return changing;
  // `const { weatherTool } = await import("@/tools/weather")`: the module's export of that name, as a static import would bind it.
  const exported = destructuredExport(ctx.checker, element);
  if (exported) return bindingStep(ctx.checker, use, exported);
  const object = followExpression(ctx, declaration.initializer);
  if (!object.ok) return object;
  return containerMember(ctx, { expr: object.expr, via: [declaration, ...object.via] }, (key as ts.Identifier | ts.StringLiteral).text, use);
}

/**
 * The export a plain `const { name } = await import("…")` element binds (a renaming `{ name: local }`
 * too), when the program resolves the module; undefined for any other pattern or initializer.
 */
function destructuredExport(checker: ts.TypeChecker, element: ts.BindingElement): ts.Symbol | undefined {
  const declaration = element.parent.parent;
  const key = element.propertyName ?? element.name;
  if (!ts.isObjectBindingPattern(element.parent) || element.dotDotDotToken || !ts.isVariableDeclaration(declaration) || !declaration.initializer) return undefined;
  if (!ts.isIdentifier(key) && !ts.isStringLiteral(key)) return undefined;
  let loaded = unwrapExpression(declaration.initializer);
  if (ts.isAwaitExpression(loaded)) loaded = unwrapExpression(loaded.expression);
  if (!ts.isCallExpression(loaded) || loaded.expression.kind !== ts.SyntaxKind.ImportKeyword) return undefined;
  const specifier = loaded.arguments[0];
  if (!specifier || !ts.isStringLiteralLike(specifier)) return undefined;
  const module = checker.getSymbolAtLocation(specifier);
  return module ? checker.tryGetMemberInModuleExports(key.text, module) : undefined;
}

/** The member `key` of what an expression was followed to: an object or array literal, or what a helper call returns. */
function containerMember(ctx: EvalContext, object: { readonly expr: ts.Expression; readonly via: ts.Node[] }, key: string, expr: ts.Expression): Step {
  const container = object.expr;
  if (ts.isCallExpression(container)) {
    const member = returnedMember(ctx.checker, container, key);
    return member ? { kind: "hop", expr: member, through: object.via } : STOP;
  }
  if (ts.isObjectLiteralExpression(container)) {
    const table = withActive(ctx, object.via, () => collectObjectMembers(ctx, container));
    // A spread or key that cannot be followed might hide this member; let value evaluation explain.
    if (table.unresolved.length > 0) return STOP;
    const member = table.members.get(key);
    if (!member) {
      return fail(`${describeNode(expr)} is \`undefined\` (no property \`${key}\`), which is not JSON`, expr);
    }
    if (!member.value) return fail(`${describeNode(member.writer)} is not a JSON value`, member.writer);
    return { kind: "hop", expr: member.value, through: [...object.via, ...member.via] };
  }
  if (ts.isArrayLiteralExpression(container) && /^(0|[1-9]\d*)$/.test(key)) {
    const index = Number(key);
    const elements = container.elements;
    const plain = index < elements.length && elements.slice(0, index + 1).every((e) => !ts.isSpreadElement(e));
    if (plain && !ts.isOmittedExpression(elements[index])) {
      return { kind: "hop", expr: elements[index], through: object.via };
    }
  }
  return STOP;
}

function memberKey(
  ctx: EvalContext,
  expr: ts.PropertyAccessExpression | ts.ElementAccessExpression,
): { ok: true; key: string } | StaticFailure {
  if (ts.isPropertyAccessExpression(expr)) return { ok: true, key: expr.name.text };
  const argument = unwrapExpression(expr.argumentExpression);
  if (ts.isStringLiteralLike(argument)) return { ok: true, key: argument.text };
  if (ts.isNumericLiteral(argument)) return { ok: true, key: String(Number(argument.text)) };
  const value = evaluateIn(ctx, expr.argumentExpression);
  if (!value.ok) return value;
  if (typeof value.value === "string" || typeof value.value === "number") return { ok: true, key: String(value.value) };
  return fail(`element key ${describeNode(expr.argumentExpression)} must be a string or a number`, expr);
}
