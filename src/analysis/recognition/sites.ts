import ts from "../../util/typescript.cjs";
import { stripExtension } from "../../frameworks/index.js";
import { calleeForm } from "../../frameworks/core/definition-parts.js";
import { declaredTypes } from "../../frameworks/core/context-free-type.js";
import { createSiteReader, type SiteReader } from "../../frameworks/core/reader.js";
import { receiverDeclaration } from "../../frameworks/core/receiver.js";
import type { ExportPath, FrameworkModule, ReadSite, ToolForm, ToolParts } from "../../frameworks/types.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";
import { importedNames } from "../../schema/shared/import-scope.js";
import { exportOriginOf, isTestSource, isWorkspaceImport, memberChain, packageOf, samePath } from "./imports.js";
import { frameworkPackages } from "./framework-packages.js";
import { throughPackageEntry, type ExportOrigin } from "./reexports.js";
import { declaredSeamPackages } from "./declared-seams.js";
import { argumentsForParameter } from "./parameter-callers.js";
import { nameFilter } from "./word-index.js";
import { presentFrameworks } from "./reachable-frameworks.js";
import { typesWrittenFrom } from "./written-types.js";
import { importsFrameworkDependent, inheritedOrigin, nameFromParameter, programHasTypedForms } from "./extended-types.js";
import { returnedExpressions, type FunctionWithBody } from "../../schema/shared/identity-helper.js";
import { declaredInFramework } from "./package-dirs.js";
import { calledAsClassMethod, forwardsForClassMethod } from "./class-members.js";
import { contextualSiteVisitors, mayFillToolHolder } from "./contextual-sites.js";
import { spreadIntoDefinition } from "./spread-bases.js";

/** One tool found in a file, with the framework that defines it. */
export interface RecognisedTool {
  readonly parts: ToolParts;
  readonly framework: FrameworkModule;
}

type FormOf<K extends ToolForm["kind"]> = Extract<ToolForm, { kind: K }>;

/**
 * The file's imports that can lead to a framework, found without the checker: relative ones, the
 * frameworks' packages, packages that declare seams (`seams.ts`), and packages resolved to the
 * program's own sources (workspace packages, asked of the checker last).
 */
function candidateNames(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[]): Set<string> {
  const { packages } = namesOf(frameworks);
  let seamPackages: ReadonlySet<string> | undefined;
  const names = new Set<string>();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const local = specifier.startsWith(".") || packages.has(packageOf(specifier)) || (seamPackages ??= declaredSeamPackages(program, frameworks)).has(packageOf(specifier));
    // A package whose types may extend a framework's (pi-agent-core's `AgentTool`) counts too.
    if (!local && (specifier.startsWith("node:") || !(isWorkspaceImport(program, sourceFile, statement.moduleSpecifier) || importsFrameworkDependent(program, sourceFile, statement.moduleSpecifier, packages)))) continue;
    for (const name of importedNames(statement)) names.add(name);
  }
  return names;
}

function originMatches(framework: FrameworkModule, origin: ExportOrigin, path: ExportPath): boolean {
  if (!samePath(origin.path, path)) return false;
  return origin.isFile ? (framework.files ?? []).includes(stripExtension(origin.module)) : framework.packages.includes(origin.module);
}

interface FrameworkNames {
  /** The packages the frameworks are imported from. */
  readonly packages: ReadonlySet<string>;
  /** The last names of the method forms: `registerTool` of `server.registerTool(…)`. */
  readonly methods: ReadonlySet<string>;
  /** The module specifiers the frameworks list, exactly (`@openai/agents`, `openai/helpers/zod`). */
  readonly modules: ReadonlySet<string>;
}

const namesCache = new WeakMap<readonly FrameworkModule[], FrameworkNames>();

/** Built once per framework list (the list is kept per settings, `context.ts`). */
function namesOf(frameworks: readonly FrameworkModule[]): FrameworkNames {
  let names = namesCache.get(frameworks);
  if (!names) {
    const packages = frameworkPackages(frameworks);
    const methods = new Set(frameworks.flatMap((f) => f.forms.flatMap((form) => (form.kind === "method" ? [form.method[form.method.length - 1]] : []))));
    const modules = new Set(frameworks.flatMap((f) => f.packages));
    namesCache.set(frameworks, (names = { packages, methods, modules }));
  }
  return names;
}

/**
 * The names a site's identifiers start from: an import that can lead to a framework (the root of a
 * callee, base class or type), a method form's name, the first name of a factory declared in this
 * file, or a type the file writes from an import (`typesWrittenFrom`). The walk skips the subtrees
 * that hold none of them (`word-index.ts`).
 */
function siteNames(sourceFile: ts.SourceFile, candidates: ReadonlySet<string>, methods: ReadonlySet<string>, localFrameworks: readonly FrameworkModule[]): string[] {
  const names = new Set([...candidates, ...methods]);
  for (const framework of localFrameworks) for (const form of framework.forms) if (form.kind === "call" && form.callee.length > 0) names.add(form.callee[0]);
  for (const name of typesWrittenFrom(sourceFile, candidates)) names.add(name);
  return [...names];
}

/** The read a site was recognised with, kept so a seam can read its inner site again at each call. */
export interface SiteRead {
  readonly framework: FrameworkModule;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly read: ReadSite<any>;
}

/** What one walk over a file recognises: its tools, and each site node with the read that found it. */
export interface RecognisedSites {
  /** False when the file imports no framework and no local module: nothing in it can be a site. */
  readonly mayHoldSites: boolean;
  /** Tools by their node, in source order. */
  readonly tools: ReadonlyMap<ts.Node, RecognisedTool>;
  readonly sites: ReadonlyMap<ts.Node, SiteRead>;
  /** The site node each tool was read from. */
  readonly siteOfTool: ReadonlyMap<ts.Node, ts.Node>;
}

/** The framework sites written in a file (no seams): the first step of `findTools` (`index.ts`). */
export function recogniseSites(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  frameworks: readonly FrameworkModule[],
  options: { readonly rethrow?: boolean } = {},
): RecognisedSites {
  // A framework the program cannot reach has no site here: its method names would only widen the walk.
  frameworks = presentFrameworks(program, frameworks);
  const candidates = candidateNames(program, sourceFile, frameworks);
  const here = stripExtension(sourceFile.fileName);
  const localFrameworks = frameworks.filter((f) => f.files?.includes(here));
  const found = new Map<ts.Node, RecognisedTool>();
  const sites = new Map<ts.Node, SiteRead>();
  const siteOfTool = new Map<ts.Node, ts.Node>();
  if (candidates.size === 0 && localFrameworks.length === 0 && !mayFillToolHolder(sourceFile.text)) return { mayHoldSites: false, tools: found, sites, siteOfTool };

  const checker = program.getTypeChecker();
  const readers = new Map<FrameworkModule, SiteReader>();
  const readerFor = (framework: FrameworkModule) => {
    let reader = readers.get(framework);
    if (!reader) readers.set(framework, (reader = createSiteReader(program, sourceFile, framework.packages)));
    return reader;
  };
  const names = namesOf(frameworks);
  const methodNames = names.methods;
  const mayHoldSite = nameFilter(sourceFile, siteNames(sourceFile, candidates, methodNames, localFrameworks));

  const collect = <N extends ts.Node>(framework: FrameworkModule, read: (node: N, reader: SiteReader) => readonly ToolParts[], node: N) => {
    if (!sites.has(node)) sites.set(node, { framework, read });
    let tools: readonly ToolParts[];
    try {
      tools = read(node, readerFor(framework));
    } catch (error) {
      if (options.rethrow) throw error;
      // Kept as a tool that could not be read, so `unresolved-schema` says why instead of the tool
      // vanishing; the file's other tools still count.
      if (!found.has(node)) {
        found.set(node, { framework, parts: unreadableSite(node, sourceFile, error) });
        siteOfTool.set(node, node);
      }
      return;
    }
    for (const parts of tools) {
      const known = found.get(parts.node);
      if (!known) {
        found.set(parts.node, { parts, framework });
        siteOfTool.set(parts.node, node);
      }
      // A tool declared apart (a typed `const`) and then sent in a request: the request gives its set and targets.
      else if (known.framework === framework && !known.parts.toolSet && parts.toolSet) {
        found.set(parts.node, { framework, parts: { ...known.parts, toolSet: parts.toolSet, targets: known.parts.targets ?? parts.targets } });
      }
    }
  };

  const originOf = (expr: ts.Node, allowTypeOnly: boolean): ExportOrigin | undefined => {
    const chain = memberChain(expr);
    if (!chain || !candidates.has(chain.root.text)) return undefined;
    const origin = exportOriginOf(program, sourceFile, expr, { allowTypeOnly });
    // A subpath no framework lists, of a package one does (`@openai/agents/realtime`): its entry's
    // re-exports say which listed package the binding comes from.
    const unlistedSubpath = origin && !origin.isFile && !names.modules.has(origin.module) && names.packages.has(packageOf(origin.module));
    return unlistedSubpath ? (throughPackageEntry(program, sourceFile, origin) ?? origin) : origin;
  };

  /** A factory declared in this very file, named by a `from: "file"` callee setting. */
  const localCall = (call: ts.CallExpression): void => {
    const chain = memberChain(call.expression);
    if (!chain) return;
    const declaration = checker.getSymbolAtLocation(chain.root)?.valueDeclaration;
    if (!declaration || declaration.getSourceFile() !== sourceFile) return;
    const path = [chain.root.text, ...chain.path];
    for (const framework of localFrameworks) {
      for (const form of framework.forms) if (form.kind === "call" && samePath(form.callee, path)) collect(framework, form.read, call);
    }
  };

  /** The symbol of a receiver's type, asked once per receiver: every method form whose path matches it asks again. */
  const typeSymbols = new Map<ts.Expression, ts.Symbol | undefined>();
  const typeSymbolOf = (receiver: ts.Expression): ts.Symbol | undefined => {
    if (typeSymbols.has(receiver)) return typeSymbols.get(receiver);
    // Typing the receiver in place may check the function around it (`const server = createServer()`
    // narrowed through every call after it); a class its declarations name answers the same question.
    const type = constructedType(checker, receiver) ?? declaredClass(receiver) ?? checker.getTypeAtLocation(receiver);
    const symbol = type.getSymbol() ?? type.aliasSymbol;
    typeSymbols.set(receiver, symbol);
    return symbol;
  };

  /** The one class the receiver's declarations name (`createServer(): Server`), asked only when `new` does not say. */
  const declaredClass = (receiver: ts.Expression): ts.Type | undefined => {
    const declared = declaredTypes(checker, unwrapExpression(receiver), 0);
    return declared?.length === 1 ? declared[0] : undefined;
  };

  /** The symbol is one of these classes, declared in the framework's package, or a class of the program extending one. */
  const classMatcher = (framework: FrameworkModule, classes: readonly ExportPath[]): ((symbol: ts.Symbol | undefined) => boolean) | undefined => {
    const names = classes.map((c) => c[c.length - 1]).filter((n) => n !== "default");
    if (names.length === 0) return undefined; // a default export has no name to match the type's symbol against
    const matches = (symbol: ts.Symbol | undefined) => symbol !== undefined && names.includes(symbol.name) && declaredInFramework(symbol, framework);
    // `this.tool(…)` in `class Toolkit extends McpServer`: the receiver's class extends the framework's.
    return (symbol) => symbol !== undefined && (matches(symbol) || baseSymbols(checker, symbol).some(matches));
  };

  /** The receiver's type is one of these classes, declared in the framework's package. */
  const typedInstance = (receiver: ts.Expression, framework: FrameworkModule, classes: readonly ExportPath[]): boolean =>
    classMatcher(framework, classes)?.(typeSymbolOf(receiver)) ?? false;

  /**
   * A union of such a class and objects whose member of the method's name has the class's very
   * method type (`{ registerTool: McpServer["registerTool"] } | McpServer`, a project's registration
   * context): whichever member is passed, the call is the class's method.
   */
  const unionInstance = (receiver: ts.Expression, framework: FrameworkModule, classes: readonly ExportPath[], method: string): boolean => {
    const isClass = classMatcher(framework, classes);
    const type = checker.getTypeAtLocation(receiver);
    if (!isClass || !type.isUnion()) return false;
    const members = type.types.filter((member) => !(member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
    const methodOf = (member: ts.Type) => {
      const property = member.getProperty(method);
      return property && checker.getTypeOfSymbol(property);
    };
    const instance = members.find((member) => isClass(member.getSymbol()));
    const own = instance && methodOf(instance);
    return own !== undefined && members.every((member) => member === instance || methodOf(member) === own);
  };

  /**
   * Both checks are pure, so the order changes no result. The declaration check goes first because it
   * only resolves names, where the type check may have to check the receiver's initializer (a
   * constructor call and its arguments) and narrow the reference by control flow.
   */
  const isInstance = (receiver: ts.Expression, framework: FrameworkModule, classes: readonly ExportPath[]): boolean =>
    declaredInstance(receiver, framework, classes) || typedInstance(receiver, framework, classes) || passedInstance(receiver, framework, classes);

  /**
   * `server.tool(…)` on a parameter typed `any` or not typed (`function registerSearch(server: any)`):
   * an instance when a call of its function in the program passes one. Asked last: only such
   * parameters, only for calls named like a framework's method.
   */
  const passedInstance = (receiver: ts.Expression, framework: FrameworkModule, classes: readonly ExportPath[]): boolean => {
    const declaration = receiverDeclaration(checker, unwrapExpression(receiver));
    if (!declaration || !ts.isParameter(declaration) || !untypedParameter(declaration)) return false;
    return argumentsForParameter(program, declaration).some((argument) => typedInstance(argument, framework, classes));
  };

  /** `const server = new McpServer(…)` or `server: McpServer`: also holds without the package's types. */
  const declaredInstance = (receiver: ts.Expression, framework: FrameworkModule, classes: readonly ExportPath[]): boolean => {
    const declaration = receiverDeclaration(checker, unwrapExpression(receiver));
    if (!declaration || !(ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration) || ts.isParameter(declaration))) return false;
    const initializer = declaration.initializer && unwrapExpression(declaration.initializer);
    let origin: ExportOrigin | undefined;
    if (initializer && ts.isNewExpression(initializer)) origin = exportOriginOf(program, sourceFile, initializer.expression, { allowTypeOnly: false });
    else if (declaration.type && ts.isTypeReferenceNode(declaration.type)) origin = exportOriginOf(program, sourceFile, declaration.type.typeName, { allowTypeOnly: true });
    return origin !== undefined && classes.some((path) => originMatches(framework, origin!, path));
  };

  const visitCall = (call: ts.CallExpression): void => {
    const origin = originOf(call.expression, false);
    if (origin) {
      for (const framework of frameworks) {
        for (const form of framework.forms) {
          if (form.kind === "call" && originMatches(framework, origin, form.callee)) collect(framework, form.read, call);
        }
      }
      // A framework's own export (`ai.tool(…)`) is no SDK instance: asking for the receiver's type
      // (`server.tool(…)` of MCP shares the name) would only cost a type query.
      if (sites.has(call)) return;
    } else if (localFrameworks.length > 0) localCall(call);
    // `(server.registerTool as Register)(…)`: a cast of the method (to quiet a deep generic) calls it all the same.
    const callee = unwrapExpression(call.expression);
    if (!ts.isPropertyAccessExpression(callee) || !methodNames.has(callee.name.text)) return;
    for (const framework of frameworks) {
      for (const form of framework.forms as readonly ToolForm[]) {
        if (form.kind !== "method") continue;
        const receiver = receiverOf(callee, form.method);
        if (!receiver) continue;
        const single = form.method.length === 1 ? form.method[0] : undefined;
        const isClass = single !== undefined ? classMatcher(framework, form.instanceOf) : undefined;
        if (isInstance(receiver, framework, form.instanceOf) || (single !== undefined && (unionInstance(receiver, framework, form.instanceOf, single) || (isClass !== undefined && calledAsClassMethod(checker, callee, isClass))))) {
          if (isClass && forwardsForClassMethod(checker, call, isClass)) continue;
          collect(framework, (form as FormOf<"method">).read, call);
        }
      }
    }
  };

  const visitNew = (expr: ts.NewExpression): void => {
    const origin = originOf(expr.expression, false);
    if (!origin) return;
    for (const framework of frameworks) {
      for (const form of framework.forms) if (form.kind === "new" && originMatches(framework, origin, form.callee)) collect(framework, form.read, expr);
    }
  };

  const visitClass = (declaration: ts.ClassLikeDeclaration): void => {
    const base = declaration.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    const origin = base && originOf(base.expression, false);
    if (!origin) return;
    for (const framework of frameworks) {
      for (const form of framework.forms) if (form.kind === "subclass" && originMatches(framework, origin, form.base)) collect(framework, form.read, declaration);
    }
  };

  /** The typed forms a type of this origin is written for (pi-ai's `Tool`, MCP's `Tool`). */
  const typedForms = (origin: ExportOrigin): { framework: FrameworkModule; form: FormOf<"typed"> }[] => {
    if (origin.isFile) return [];
    const typeName = origin.path[origin.path.length - 1];
    return frameworks.flatMap((framework) =>
      framework.packages.some((p) => packageOf(p) === packageOf(origin.module))
        ? framework.forms.flatMap((form) => (form.kind === "typed" && typeName !== undefined && form.typeNames.includes(typeName) ? [{ framework, form }] : []))
        : [],
    );
  };

  const visitTyped = (typeNode: ts.TypeNode, value: ts.Expression): void => {
    // `AgentTool<…> & { extra?: … }`: the intersection's first reference is read as the type.
    const inner = ts.isIntersectionTypeNode(typeNode) ? typeNode.types.find(ts.isTypeReferenceNode) : typeNode;
    const reference = inner && elementTypeReference(inner);
    if (!reference) return;
    const origin = originOf(reference.typeName, true);
    let forms = origin ? typedForms(origin) : [];
    // A type that extends a framework's (`AgentTool extends Tool`), in a program that has one to extend.
    if (forms.length === 0 && programHasTypedForms(program, frameworks)) {
      const inherited = inheritedOrigin(program, reference.typeName, (base) => typedForms(base).length > 0);
      if (inherited) forms = typedForms(inherited);
    }
    for (const { framework, form } of forms) collect(framework, form.read, value);
  };

  /**
   * `function createTool(): AgentTool<…> { return { … } }`: each literal returned is written with that
   * type. A call or a const returned is read where it is written (its own factory, its own `const`),
   * and a literal whose `name` comes from a parameter is a template (`wrap(tool): AgentTool`), no tool.
   */
  const visitReturns = (fn: FunctionWithBody | ts.GetAccessorDeclaration, type: ts.TypeNode): void => {
    if (!fn.body) return;
    for (const returned of returnedExpressions(fn)) {
      const literal = unwrapExpression(returned);
      const written = ts.isObjectLiteralExpression(literal) ? !nameFromParameter(literal, fn) : ts.isArrayLiteralExpression(literal) && literal.elements.every((e) => ts.isObjectLiteralExpression(unwrapExpression(e as ts.Expression)));
      if (written) visitTyped(type, returned);
    }
  };

  // A test's values of a framework's tool type are data for the code under test; a test that sends one
  // sends it through a request or a registration, which is a site of its own.
  const typedValues = !isTestSource(program, sourceFile);
  const contextual = typedValues ? contextualSiteVisitors(program, sourceFile, frameworks, collect) : undefined;

  const visit = (node: ts.Node): void => {
    contextual?.visit(node);
    if (!mayHoldSite(node) && !contextual) return;
    if (ts.isCallExpression(node)) visitCall(node);
    else if (ts.isNewExpression(node)) visitNew(node);
    else if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) visitClass(node);
    else if (!typedValues) {
      // Only the call and class forms above make a test's tools.
    } else if (ts.isVariableDeclaration(node) && node.type && node.initializer) {
      if (!spreadIntoDefinition(program, node)) visitTyped(node.type, node.initializer);
    }
    else if ((ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node) || ts.isGetAccessorDeclaration(node)) && node.type) visitReturns(node, node.type);
    else if ((ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) && !ts.isConstTypeReference(node.type)) visitTyped(node.type, node.expression);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { mayHoldSites: true, tools: found, sites, siteOfTool };
}

/** A site whose framework module threw while reading it. */
export function unreadableSite(node: ts.Node, sourceFile: ts.SourceFile, error: unknown): ToolParts {
  const call = ts.isCallExpression(node) || ts.isNewExpression(node) ? node : undefined;
  const named = (node as { name?: ts.Node }).name;
  return {
    node,
    anchor: call ? call.expression : (named ?? node),
    form: call ? calleeForm(call, sourceFile) : ts.SyntaxKind[node.kind],
    unreadable: { reason: `internal error while reading the tool definition: ${error instanceof Error ? error.message : String(error)}`, node },
  };
}

/**
 * The type of a receiver that is a constant made by `new X(…)` (`const server = new X(…)`, a
 * `readonly` field so initialised), read from X's construct signatures. Typing the reference in place
 * makes the checker type the initializer: resolve X's constructor overloads against the options
 * literal and instantiate the SDK's option types (about 100 ms per program for an MCP server), where
 * the instance's class is the signatures' return type whatever the arguments. Undefined when the
 * declaration is anything else (annotated, reassignable, a call) or the signatures disagree or return
 * no class (a type parameter): the type in place decides then.
 */
function constructedType(checker: ts.TypeChecker, receiver: ts.Expression): ts.Type | undefined {
  let target = receiver;
  while (ts.isParenthesizedExpression(target)) target = target.expression;
  const declaration = receiverDeclaration(checker, target);
  if (!declaration || !isConstantDeclaration(declaration) || declaration.type || !declaration.initializer) return undefined;
  let initializer = declaration.initializer;
  while (ts.isParenthesizedExpression(initializer)) initializer = initializer.expression;
  if (!ts.isNewExpression(initializer)) return undefined;
  const returns = checker
    .getTypeAtLocation(initializer.expression)
    .getConstructSignatures()
    .map((signature) => checker.getReturnTypeOfSignature(signature));
  const symbols = new Set(returns.map((type) => (type.flags & ts.TypeFlags.Object ? type.getSymbol() : undefined)));
  const [symbol] = symbols;
  return returns.length > 0 && symbols.size === 1 && symbol !== undefined ? returns[0] : undefined;
}

/** A parameter whose type says nothing of what it receives: none written, `any` or `unknown`. */
function untypedParameter(parameter: ts.ParameterDeclaration): boolean {
  const type = parameter.type;
  return type === undefined || type.kind === ts.SyntaxKind.AnyKeyword || type.kind === ts.SyntaxKind.UnknownKeyword;
}

/** The classes a class of the program extends, at any depth (none for a framework's own class). */
function baseSymbols(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol[] {
  if (!(symbol.flags & ts.SymbolFlags.Class)) return [];
  const found: ts.Symbol[] = [];
  let type: ts.Type | undefined = checker.getDeclaredTypeOfSymbol(symbol);
  for (let depth = 0; type && depth < 8; depth++) {
    const base: ts.Type | undefined = type.isClassOrInterface() ? checker.getBaseTypes(type)[0] : undefined;
    const baseSymbol = base?.getSymbol();
    if (baseSymbol) found.push(baseSymbol);
    type = base;
  }
  return found;
}

/** A `const` variable or a `readonly` class field: its type at every reference is its initializer's. */
function isConstantDeclaration(node: ts.Declaration): node is ts.VariableDeclaration | ts.PropertyDeclaration {
  if (ts.isVariableDeclaration(node)) return ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0 && ts.isIdentifier(node.name);
  return ts.isPropertyDeclaration(node) && (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Readonly) !== 0;
}

/** `server.registerTool` with method ["registerTool"] → `server`; undefined when the names do not match. */
function receiverOf(callee: ts.PropertyAccessExpression, method: readonly string[]): ts.Expression | undefined {
  let current: ts.Expression = callee;
  for (let i = method.length - 1; i >= 0; i--) {
    if (!ts.isPropertyAccessExpression(current) || current.name.text !== method[i]) return undefined;
    current = current.expression;
  }
  return current;
}

/** `T`, `T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>` → the reference to `T`. */
function elementTypeReference(node: ts.TypeNode): ts.TypeReferenceNode | undefined {
  let current = node;
  for (let depth = 0; depth < 4; depth++) {
    if (ts.isArrayTypeNode(current)) current = current.elementType;
    else if (ts.isTypeOperatorNode(current)) current = current.type;
    else if (ts.isParenthesizedTypeNode(current)) current = current.type;
    else if (ts.isTypeReferenceNode(current) && ts.isIdentifier(current.typeName) && ["Array", "ReadonlyArray", "Promise"].includes(current.typeName.text) && current.typeArguments?.length === 1) {
      current = current.typeArguments[0];
    } else break;
  }
  return ts.isTypeReferenceNode(current) ? current : undefined;
}
