import ts from "../../util/typescript.cjs";
import { calleeForm } from "../../frameworks/core/definition-parts.js";
import { createSiteReader, staticKey, type SiteReader } from "../../frameworks/core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../../frameworks/types.js";
import type { DefinitionObject, DefinitionProperty } from "../../schema/shared/definition-object.js";
import { factoryArguments } from "../../schema/shared/identity-helper.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { namespaceModule } from "./imports.js";
import { classMember, THIS } from "./classes.js";

/** A function that can be a seam: a declaration, a method, or an arrow or function expression held by a name. */
export type SeamFunction = ts.FunctionDeclaration | ts.MethodDeclaration | ts.ArrowFunction | ts.FunctionExpression;

/**
 * A function whose body forwards its parameters into a site (`inner`) that `read` recognises; or,
 * when only its declaration is visible (a `.d.ts` of another package), one whose parameters are
 * typed with a framework's tool types at the positions the framework's own call takes them
 * (`inner` undefined): its calls are then read as the framework's own call.
 */
export interface Seam {
  readonly declaration: SeamFunction | ts.SignatureDeclaration;
  readonly inner: ts.CallExpression | ts.NewExpression | undefined;
  /**
   * A second site of the seam that a call reaches instead of `inner` (`if (tool.args) server.tool(…, tool.args, cb)
   * else server.tool(…, cb)`): read instead of `inner` where the condition, as the call binds it, is decided the other way.
   */
  readonly alternative?: { readonly site: ts.CallExpression | ts.NewExpression; readonly condition: ts.Expression; readonly innerWhen: boolean };
  /** The inner site's framework: its send policy and destinations hold for every call of the seam. */
  readonly framework: FrameworkModule;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly read: ReadSite<any>;
}

/**
 * What a name stands for while a template is read: the expression a call passes for a parameter, an
 * element of a catalog (`path`: the properties a destructuring takes, `{ schema }` → ["schema"]), or
 * the key that element has in its catalog.
 */
export type Binding =
  | { readonly expr: ts.Expression; readonly path?: readonly string[] }
  | { readonly key: { readonly value: string; readonly node: ts.Node } }
  /** `this` in a base class's method, read for one concrete subclass (bound under `THIS`). */
  | { readonly self: ts.ClassLikeDeclaration }
  /** A rest parameter (`...args`): the arguments a seam's call passes from its position on. */
  | { readonly rest: readonly ts.Expression[] };

/** A site reader that knows which expressions stand for which arguments of the calls being read. */
export interface BoundReader extends SiteReader {
  /** A bound name (of any level), or a member chain from one, → the expression it stands for; anything else as is. */
  resolve(expr: ts.Expression): ts.Expression;
  /** The catalog key a name stands for (`name` of `for (const [name, tool] of Object.entries(tools))`). */
  boundKey(expr: ts.Expression): { readonly value: string; readonly node: ts.Node } | undefined;
  /** True for a member chain of a bound definition that the definition does not hold (`tool.args` of a tool without `args`). */
  absent(expr: ts.Expression): boolean;
  readonly depth: number;
  /**
   * The seam's call this template is read for, with the reader of the caller's file: where the tool
   * is registered, when the template's own receiver is made anew at each call of a function.
   */
  readonly seamCall?: { readonly call: ts.CallExpression; readonly reader: SiteReader };
}

/** The value a namespace import's module exports as `key` (a `const`'s initializer). */
function moduleExport(checker: ts.TypeChecker, expr: ts.Expression, key: string): ts.Expression | undefined {
  const module = namespaceModule(checker, expr);
  let exported = module && checker.tryGetMemberInModuleExports(key, module);
  if (exported && exported.flags & ts.SymbolFlags.Alias) exported = checker.getAliasedSymbol(exported);
  const declaration = exported?.valueDeclaration;
  return declaration && ts.isVariableDeclaration(declaration) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? declaration.initializer : undefined;
}

/** Seams calling seams calling… end here; a seam that calls itself would otherwise never stop. */
const MAX_DEPTH = 6;

/** `Object.fromEntries(Object.entries(x).filter(…))` → `x`. */
function filteredEntries(call: ts.CallExpression): ts.Expression | undefined {
  const objectCall = (expr: ts.Expression, method: string): ts.Expression | undefined => {
    const inner = unwrapExpression(expr);
    if (!ts.isCallExpression(inner) || inner.arguments.length !== 1) return undefined;
    const callee = inner.expression;
    const matches = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "Object" && callee.name.text === method;
    return matches && !ts.isSpreadElement(inner.arguments[0]!) ? inner.arguments[0] : undefined;
  };
  let entries = objectCall(call, "fromEntries");
  if (!entries) return undefined;
  entries = unwrapExpression(entries);
  while (ts.isCallExpression(entries) && ts.isPropertyAccessExpression(entries.expression) && entries.expression.name.text === "filter") entries = unwrapExpression(entries.expression.expression);
  return objectCall(entries, "entries");
}

export function isBound(reader: SiteReader | undefined): reader is BoundReader {
  return reader !== undefined && typeof (reader as Partial<BoundReader>).resolve === "function";
}

/**
 * The read of a seam's call: the inner site is read by its framework's own `read`, with a reader
 * that answers for each parameter with the argument of the call (through every level of seams), so
 * the parts (name, description, input, handler, strict) are the caller's expressions, in the
 * caller's file; the tool is placed at the call.
 */
export function readThroughSeam(program: ts.Program, seam: Seam): (call: ts.CallExpression, outer?: SiteReader) => readonly ToolParts[] {
  return (call, outer) => {
    const callerFile = call.getSourceFile();
    const caller = outer ?? createSiteReader(program, callerFile, seam.framework.packages);
    if (!seam.inner) return seam.read(call, caller);
    const depth = isBound(caller) ? caller.depth + 1 : 1;
    if (depth > MAX_DEPTH) return [];
    const first = boundReader(program, { ...seam, inner: seam.inner }, call, caller, depth);
    const other = seam.alternative && conditionHolds(program.getTypeChecker(), first, seam.alternative.condition) === !seam.alternative.innerWhen ? seam.alternative.site : undefined;
    const inner = other ?? seam.inner;
    const reader = other ? boundReader(program, { ...seam, inner }, call, caller, depth) : first;
    const anchor = call.expression;
    const inSeam = (node: ts.Node) => node.getSourceFile() === inner.getSourceFile() && node.pos >= inner.pos && node.end <= inner.end;
    // Nodes the inner read points at inside the seam's body stand for this call, in the caller's file.
    const here = (node: ts.Node): ts.Node => (node.getSourceFile() === callerFile ? node : anchor);
    const resolved = <E extends ts.Expression | undefined>(expr: E) => (expr ? reader.resolve(expr) : undefined);
    return seam.read(inner, reader).map((parts: ToolParts): ToolParts => ({
      ...parts,
      node: parts.node === inner ? call : parts.node,
      anchor: inSeam(parts.anchor) ? anchor : parts.anchor,
      form: parts.node === inner ? calleeForm(call, callerFile) : parts.form,
      name: resolved(parts.name),
      description: resolved(parts.description),
      input: resolved(parts.input),
      execute: parts.execute && ts.isExpression(parts.execute) ? reader.resolve(parts.execute) : parts.execute,
      strict: resolved(parts.strict),
      lint: resolved(parts.lint),
      // A type argument written in the seam's body is the seam's own, not the caller's.
      typeArgument: parts.typeArgument && parts.typeArgument.getSourceFile() === callerFile ? parts.typeArgument : undefined,
      unreadable: parts.unreadable && { ...parts.unreadable, node: here(parts.unreadable.node) },
      fails: parts.fails && { ...parts.fails, node: here(parts.fails.node) },
      ignoredInput: parts.ignoredInput && { ...parts.ignoredInput, node: here(parts.ignoredInput.node) },
      substitute: substitution(reader, parts.substitute),
    }));
  };
}

/**
 * Whether a seam's condition holds for one call, as the call binds it: false for a member its definition
 * does not hold (`tool.args`), true for one it holds as an object, array or function written in the source,
 * flipped by each `!`; undefined when nothing static decides it.
 */
function conditionHolds(checker: ts.TypeChecker, reader: BoundReader, condition: ts.Expression): boolean | undefined {
  let expr = unwrapExpression(condition);
  let negated = false;
  while (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.ExclamationToken) {
    negated = !negated;
    expr = unwrapExpression(expr.operand);
  }
  let holds: boolean | undefined;
  if (reader.absent(expr)) holds = false;
  else {
    const resolved = reader.resolve(expr);
    const followed = resolved === expr ? undefined : followExpression(createEvalContext(checker), resolved);
    const value = followed?.ok ? followed.expr : undefined;
    if (value && (ts.isObjectLiteralExpression(value) || ts.isArrayLiteralExpression(value) || ts.isArrowFunction(value) || ts.isFunctionExpression(value))) holds = true;
  }
  return holds === undefined ? undefined : holds !== negated;
}

/** What the template's expressions stand for at this tool, for the schema routes (`ToolParts.substitute`). */
export function substitution(reader: BoundReader, inner?: ToolParts["substitute"]): (expr: ts.Expression) => ts.Expression | undefined {
  return (expr) => {
    const resolved = reader.resolve(expr);
    // What the definition read itself binds (a factory's parameters), where the template binds nothing.
    return resolved === expr ? inner?.(expr) : resolved;
  };
}

function boundReader(program: ts.Program, seam: Seam & { readonly inner: ts.CallExpression | ts.NewExpression }, call: ts.CallExpression, outer: SiteReader, depth: number): BoundReader {
  const checker = program.getTypeChecker();
  const bindings = new Map<ts.Symbol, Binding>();
  for (const [i, parameter] of seam.declaration.parameters.entries()) {
    const argument = call.arguments[i];
    // After a spread argument the positions no longer match the parameters.
    if (!argument || ts.isSpreadElement(argument)) break;
    if (parameter.dotDotDotToken) {
      // `function register(...args) { server.tool(...args) }`: the rest of the call's arguments, when none is spread.
      const rest = call.arguments.slice(i);
      const symbol = ts.isIdentifier(parameter.name) ? checker.getSymbolAtLocation(parameter.name) : undefined;
      if (symbol && !rest.some(ts.isSpreadElement)) bindings.set(symbol, { rest });
      break;
    }
    if (ts.isObjectBindingPattern(parameter.name)) {
      // `function registerTool({ tool, server })` called with `{ tool: addTasks, …rest }`: each name is that member of the argument.
      for (const element of parameter.name.elements) {
        const key = element.propertyName ? (ts.isIdentifier(element.propertyName) || ts.isStringLiteral(element.propertyName) ? element.propertyName.text : undefined) : ts.isIdentifier(element.name) ? element.name.text : undefined;
        const symbol = !element.dotDotDotToken && key !== undefined && ts.isIdentifier(element.name) ? checker.getSymbolAtLocation(element.name) : undefined;
        if (symbol) bindings.set(symbol, { expr: argument, path: [key!] });
      }
      continue;
    }
    if (!ts.isIdentifier(parameter.name)) continue;
    const symbol = checker.getSymbolAtLocation(parameter.name);
    if (symbol) bindings.set(symbol, { expr: argument });
  }
  // The inner site is placed where the seam's call is: `{ weather: defineTool({…}) }`.
  const reader = createBoundReader(program, { file: seam.inner.getSourceFile(), packages: seam.framework.packages }, bindings, outer, depth, { node: seam.inner, keyOf: () => outer.keyOf(call) });
  return { ...reader, seamCall: { call, reader: outer } };
}

/**
 * A reader of a template (a seam's body, a loop's site) in `at.file` whose bound names stand for the
 * expressions `bindings` gives, through `outer`'s bindings too. The template's own node stands
 * somewhere else: `template.keyOf` gives the key it is held under there.
 */
export function createBoundReader(
  program: ts.Program,
  at: { readonly file: ts.SourceFile; readonly packages: readonly string[] },
  bindings: ReadonlyMap<ts.Symbol, Binding>,
  outer: SiteReader | undefined,
  depth: number,
  template?: { readonly node: ts.Node; readonly keyOf: () => ReturnType<SiteReader["keyOf"]> },
): BoundReader {
  const checker = program.getTypeChecker();
  const base = createSiteReader(program, at.file, at.packages);
  const readers = new Map<ts.SourceFile, SiteReader>([[base.sourceFile, base]]);
  // Plain readers of the files the arguments are written in: what the argument is, is read where it is written.
  const readerAt = (node: ts.Node): SiteReader => {
    const file = node.getSourceFile();
    let reader = readers.get(file);
    if (!reader) readers.set(file, (reader = createSiteReader(program, file, at.packages)));
    return reader;
  };

  const outerResolve = isBound(outer) ? outer.resolve : (expr: ts.Expression) => expr;

  /**
   * What a template computes from a bound name before using it, read as that name's value: a `const`
   * of the template's own file whose initializer reads one (`const schema = tool.inputSchema`), and
   * `Object.fromEntries(Object.entries(x).filter(…))`, some of `x`'s members (all are checked).
   */
  const derivedValue = (expr: ts.Expression): ts.Expression | undefined => {
    const inner = unwrapExpression(expr);
    if (ts.isCallExpression(inner)) return filteredEntries(inner);
    if (!ts.isIdentifier(inner) || bindings.size === 0) return undefined;
    const declaration = checker.getSymbolAtLocation(inner)?.valueDeclaration;
    if (!declaration || !ts.isVariableDeclaration(declaration) || !declaration.initializer || declaration.getSourceFile() !== at.file) return undefined;
    if (!(ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) || !ts.isIdentifier(declaration.name)) return undefined;
    return readsBinding(declaration.initializer) ? declaration.initializer : undefined;
  };

  // A reference has its binding's name: identifiers of other names are not asked about (each answer
  // may type the expression around it).
  let boundNames: ReadonlySet<ts.__String> | undefined;
  const readsBinding = (node: ts.Node): boolean => {
    if (node.kind === ts.SyntaxKind.ThisKeyword && bindings.has(THIS)) return true;
    boundNames ??= new Set([...bindings.keys()].map((symbol) => symbol.escapedName));
    if (ts.isIdentifier(node) && boundNames.has(node.escapedText)) {
      const symbol = checker.getSymbolAtLocation(node);
      if (symbol && bindings.has(symbol)) return true;
    }
    return ts.forEachChild(node, readsBinding) ?? false;
  };

  /** `t.schema.name` → the binding of `t` and ["schema", "name"]; undefined when no bound name roots it. */
  const boundChain = (expr: ts.Expression): { readonly binding: Binding; readonly path: readonly string[] } | undefined => {
    const path: string[] = [];
    let current = unwrapExpression(expr);
    while (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
      const key = ts.isPropertyAccessExpression(current) ? (ts.isIdentifier(current.name) ? current.name.text : undefined) : ts.isStringLiteralLike(current.argumentExpression) ? current.argumentExpression.text : undefined;
      if (key === undefined) return undefined;
      path.unshift(key);
      current = unwrapExpression(current.expression);
    }
    if (current.kind === ts.SyntaxKind.ThisKeyword) {
      const self = bindings.get(THIS);
      return self && { binding: self, path };
    }
    if (!ts.isIdentifier(current)) return undefined;
    const shorthand = current.parent && ts.isShorthandPropertyAssignment(current.parent) && current.parent.name === current ? current.parent : undefined;
    const symbol = shorthand ? checker.getShorthandAssignmentValueSymbol(shorthand) : checker.getSymbolAtLocation(current);
    const binding = symbol && bindings.get(symbol);
    return binding && { binding, path };
  };

  /**
   * The value at `path` inside what `expr` stands for, read member by member through definitions (and
   * define-helpers). A member of a factory's literal that reads the factory's parameters (`adapt(tool)`
   * → `{ name: tool.name }`) is read with each parameter standing for the call's argument.
   */
  const valueAt = (expr: ts.Expression, path: readonly string[]): ts.Expression | undefined => {
    let current = expr;
    for (const key of path) {
      // `tool.schema` where `tool` is a namespace import (`[searchTool, addTool]` of `import * as searchTool`): the module's export.
      const exported = moduleExport(checker, current, key);
      if (exported) {
        current = exported;
        continue;
      }
      const definition = readerAt(current).definition(current);
      const value = "reason" in definition ? undefined : definition.properties.get(key)?.value;
      if (!value) return undefined;
      current = throughFactory(current, value);
    }
    return current;
  };

  /** `value`, read where the factory call `call` made it: its parameters bound to the call's arguments (resolved here). */
  const throughFactory = (call: ts.Expression, value: ts.Expression): ts.Expression => {
    if (depth >= MAX_DEPTH) return value;
    const passed = factoryArguments(checker, call);
    if (passed.size === 0) return value;
    const bound = new Map<ts.Symbol, Binding>([...passed].map(([symbol, argument]) => [symbol, { expr: argument }]));
    return createBoundReader(program, { file: value.getSourceFile(), packages: at.packages }, bound, reader, depth + 1).resolve(value);
  };

  /** Expressions being resolved: a `const` derived from itself (only in code that does not compile) ends here. */
  const resolving = new Set<ts.Expression>();
  const resolve = (expr: ts.Expression): ts.Expression => {
    const derived = resolving.has(expr) ? undefined : derivedValue(expr);
    if (derived) {
      resolving.add(expr);
      try {
        return resolve(derived);
      } finally {
        resolving.delete(expr);
      }
    }
    const right = afterAbsentMember(expr);
    if (right) return resolve(right);
    const chain = boundChain(expr);
    if (!chain || "key" in chain.binding || "rest" in chain.binding) return outerResolve(expr);
    if ("self" in chain.binding) {
      const [first, ...rest] = chain.path;
      const member = first === undefined ? undefined : classMember(checker, chain.binding.self, first);
      return (member && valueAt(member, rest)) ?? expr;
    }
    const target = outerResolve(chain.binding.expr);
    // A member the definition does not hold stays as written: it is then explained as not static.
    return valueAt(target, [...(chain.binding.path ?? []), ...chain.path]) ?? expr;
  };

  /**
   * `tool.getInputSchema?.(ctx) ?? tool.inputSchema` where the definition bound to `tool` has no such member
   * (and no spread it could come from): the left side is `undefined`, so the value is the right side.
   */
  const afterAbsentMember = (expr: ts.Expression): ts.Expression | undefined => {
    const inner = unwrapExpression(expr);
    if (!ts.isBinaryExpression(inner) || inner.operatorToken.kind !== ts.SyntaxKind.QuestionQuestionToken) return undefined;
    let left = unwrapExpression(inner.left);
    if (ts.isCallExpression(left)) {
      // Only an optional call (`f?.()`) of an absent member is `undefined`; `f()` would throw.
      if (!left.questionDotToken) return undefined;
      left = unwrapExpression(left.expression);
    }
    return absent(left) ? inner.right : undefined;
  };

  /** A member chain of a bound definition (`tool.args`) that the definition, read whole, does not hold (nor a spread it could come from). */
  const absent = (expr: ts.Expression): boolean => {
    const chain = boundChain(unwrapExpression(expr));
    if (!chain || !("expr" in chain.binding) || chain.path.length === 0) return false;
    const target = outerResolve(chain.binding.expr);
    const holderPath = [...(chain.binding.path ?? []), ...chain.path.slice(0, -1)];
    const holder = holderPath.length > 0 ? valueAt(target, holderPath) : target;
    const definition = holder && readerAt(holder).definition(holder);
    if (!definition || "reason" in definition || !definition.complete) return false;
    const key = chain.path[chain.path.length - 1]!;
    return !definition.properties.has(key) && !definition.methods.has(key);
  };

  const boundKey: BoundReader["boundKey"] = (expr) => {
    const chain = boundChain(expr);
    if (chain && "key" in chain.binding && chain.path.length === 0) return chain.binding.key;
    return isBound(outer) ? outer.boundKey(expr) : undefined;
  };

  const bindsAny = (literal: ts.ObjectLiteralExpression): boolean =>
    literal.properties.some((p) => {
      if (ts.isSpreadAssignment(p)) return resolve(p.expression) !== p.expression;
      if (ts.isShorthandPropertyAssignment(p)) return resolve(p.name) !== p.name;
      return ts.isPropertyAssignment(p) && resolve(p.initializer) !== p.initializer;
    });

  /** `{ ...config, annotations }` with `config` a parameter: the argument's members, then the literal's own (last write wins). */
  const merged = (literal: ts.ObjectLiteralExpression): DefinitionObject => {
    const properties = new Map<string, DefinitionProperty>();
    const methods = new Map<string, ts.MethodDeclaration>();
    const unresolved: { node: ts.Node; reason: string }[] = [];
    let node = literal;
    for (const p of literal.properties) {
      if (ts.isSpreadAssignment(p)) {
        const spread = reader.definition(p.expression);
        if ("reason" in spread) {
          unresolved.push({ node: p, reason: spread.reason });
          continue;
        }
        for (const [key, property] of spread.properties) {
          properties.set(key, { ...property, via: [p, ...property.via] });
          methods.delete(key);
        }
        for (const [key, method] of spread.methods) {
          methods.set(key, method);
          properties.delete(key);
        }
        unresolved.push(...spread.unresolved);
        // The caller's literal holds the definition as written: findings and ownership look there.
        node = spread.node;
        continue;
      }
      const key = p.name && staticKey(p.name);
      if (key === undefined) {
        unresolved.push({ node: p, reason: "a computed key is not followed" });
      } else if (ts.isPropertyAssignment(p)) {
        properties.set(key, { key: p.name, value: resolve(p.initializer), via: [] });
        methods.delete(key);
      } else if (ts.isShorthandPropertyAssignment(p)) {
        properties.set(key, { key: p.name, value: resolve(p.name), via: [] });
        methods.delete(key);
      } else if (ts.isMethodDeclaration(p)) {
        methods.set(key, p);
        properties.delete(key);
      } else {
        unresolved.push({ node: p, reason: "an accessor is not followed" });
      }
    }
    return { node, properties, methods, complete: unresolved.length === 0, unresolved, via: [] };
  };

  const reader: BoundReader = {
    program,
    checker,
    sourceFile: base.sourceFile,
    depth,
    resolve,
    boundKey,
    absent,
    definition(expr) {
      if (!expr) return base.definition(expr);
      const value = resolve(expr);
      const inner = unwrapExpression(value);
      if (ts.isObjectLiteralExpression(inner) && bindsAny(inner)) return merged(inner);
      return readerAt(value).definition(value);
    },
    value(definition, key) {
      const value = definition?.properties.get(key)?.value;
      return value && resolve(value);
    },
    member(definition, key) {
      return reader.value(definition, key) ?? definition?.methods.get(key);
    },
    array(expr) {
      const value = expr && resolve(expr);
      return value && readerAt(value).array(value);
    },
    follow(expr) {
      const value = resolve(expr);
      return readerAt(value).follow(value);
    },
    spreadArguments(expr) {
      // `server.tool(...args)` in a seam taking `...args`: the arguments its call passes there.
      const chain = boundChain(expr);
      if (chain && "rest" in chain.binding && chain.path.length === 0) return chain.binding.rest;
      const value = resolve(expr);
      return readerAt(value).spreadArguments(value);
    },
    callOf(expr, callees) {
      const value = expr && resolve(expr);
      return value && readerAt(value).callOf(value, callees);
    },
    boolean(expr) {
      const value = expr && resolve(expr);
      return value && readerAt(value).boolean(value);
    },
    string(expr) {
      const value = expr && resolve(expr);
      return value && readerAt(value).string(value);
    },
    unwrap: unwrapExpression,
    keyOf(node) {
      return node === template?.node ? template.keyOf() : base.keyOf(node);
    },
    declarationOf(expr) {
      const value = resolve(expr);
      return readerAt(value).declarationOf(value);
    },
    exportPathOf: (name) => base.exportPathOf(name),
    valuesOfType(expr) {
      const value = resolve(expr);
      return readerAt(value).valuesOfType(value);
    },
  };
  return reader;
}
