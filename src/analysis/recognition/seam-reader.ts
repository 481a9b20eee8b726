import ts from "../../util/typescript.cjs";
import { calleeForm } from "../../frameworks/core/definition-parts.js";
import { createSiteReader, staticKey, type SiteReader } from "../../frameworks/core/reader.js";
import type { FrameworkModule, ReadSite, ToolParts } from "../../frameworks/types.js";
import type { DefinitionObject, DefinitionProperty } from "../../schema/shared/definition-object.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";

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
  /** The inner site's framework: its send policy and destinations hold for every call of the seam. */
  readonly framework: FrameworkModule;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly read: ReadSite<any>;
}

/** A site reader that knows which expressions stand for which arguments of the calls being read. */
interface BoundReader extends SiteReader {
  /** A seam parameter (of any level) → the expression the outermost call passes for it; anything else as is. */
  resolve(expr: ts.Expression): ts.Expression;
  readonly depth: number;
}

/** Seams calling seams calling… end here; a seam that calls itself would otherwise never stop. */
const MAX_DEPTH = 6;

function isBound(reader: SiteReader | undefined): reader is BoundReader {
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
    const inner = seam.inner;
    if (!inner) return seam.read(call, caller);
    const depth = isBound(caller) ? caller.depth + 1 : 1;
    if (depth > MAX_DEPTH) return [];
    const reader = boundReader(program, { ...seam, inner }, call, caller, depth);
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
    }));
  };
}

function boundReader(program: ts.Program, seam: Seam & { readonly inner: ts.CallExpression | ts.NewExpression }, call: ts.CallExpression, outer: SiteReader, depth: number): BoundReader {
  const checker = program.getTypeChecker();
  const base = createSiteReader(program, seam.inner.getSourceFile(), seam.framework.packages);
  const readers = new Map<ts.SourceFile, SiteReader>([[base.sourceFile, base]]);
  // Plain readers of the files the arguments are written in: what the argument is, is read where it is written.
  const readerAt = (node: ts.Node): SiteReader => {
    const file = node.getSourceFile();
    let reader = readers.get(file);
    if (!reader) readers.set(file, (reader = createSiteReader(program, file, seam.framework.packages)));
    return reader;
  };

  const bindings = new Map<ts.Symbol, ts.Expression>();
  for (const [i, parameter] of seam.declaration.parameters.entries()) {
    const argument = call.arguments[i];
    // After a spread argument the positions no longer match the parameters.
    if (!argument || ts.isSpreadElement(argument)) break;
    if (parameter.dotDotDotToken || !ts.isIdentifier(parameter.name)) continue;
    const symbol = checker.getSymbolAtLocation(parameter.name);
    if (symbol) bindings.set(symbol, argument);
  }
  const outerResolve = isBound(outer) ? outer.resolve : (expr: ts.Expression) => expr;

  const resolve = (expr: ts.Expression): ts.Expression => {
    const inner = unwrapExpression(expr);
    if (ts.isIdentifier(inner)) {
      const shorthand = inner.parent && ts.isShorthandPropertyAssignment(inner.parent) && inner.parent.name === inner ? inner.parent : undefined;
      const symbol = shorthand ? checker.getShorthandAssignmentValueSymbol(shorthand) : checker.getSymbolAtLocation(inner);
      const argument = symbol && bindings.get(symbol);
      if (argument) return outerResolve(argument);
    }
    return outerResolve(expr);
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
    checker,
    sourceFile: base.sourceFile,
    depth,
    resolve,
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
      // The inner site is placed where the seam's call is: `{ weather: defineTool({…}) }`.
      return node === seam.inner ? outer.keyOf(call) : base.keyOf(node);
    },
    declarationOf(expr) {
      const value = resolve(expr);
      return readerAt(value).declarationOf(value);
    },
    exportPathOf: (name) => base.exportPathOf(name),
  };
  return reader;
}
