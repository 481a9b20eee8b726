import ts from "../../util/typescript.cjs";
import { declaredSeams } from "./declared-seams.js";
import { packageOf, projectSources } from "./imports.js";
import { frameworkPackages } from "./framework-packages.js";
import { recogniseSites, unreadableSite, type RecognisedSites, type RecognisedTool, type SiteRead } from "./sites.js";
import { readThroughSeam, type Seam, type SeamFunction } from "./seam-reader.js";
import { keptAcrossPrograms } from "../cache/index.js";
import { nameFilter } from "./word-index.js";
import { insideIteration } from "./iteration.js";
import { functionReadNowhere } from "./unused.js";
import { seamCalled } from "./seam-callee.js";
import { heldNames, makerOf } from "./made-registrars.js";
import { separatingCondition } from "./exclusive-sites.js";
import type { FrameworkModule, ToolParts } from "../../frameworks/types.js";

/**
 * Seams: a project's own layer over a framework, `registry.tool(name, config, handler)` whose body
 * calls `server.registerTool(name, config, handler)` (or `tool({ ...config })`). The site inside the
 * body is a template, not a tool: each call of the function is a tool site of the inner framework,
 * read by the inner framework's own `read` with the function's parameters bound to the call's
 * arguments (`seam-reader.ts`). Found without configuration, statically, through the checker.
 *
 * Cost: the seams of a program are indexed once (`seamIndex`): level 1 from the files importing a
 * framework package (their sites are recognised anyway when linted, and the result is cached here),
 * deeper levels from files whose text names a known seam. A linted file asks the checker only about
 * calls whose callee is named like a seam and which are no site already; a file whose text names no
 * seam costs one substring search per seam name.
 */

/** How many seams over seams are followed (`defineTool` → `registry.tool` → `server.registerTool` is 2). */
const MAX_LEVELS = 4;

export interface SeamIndex {
  /** By the function (or, for a declared seam, the declaration) a callee resolves to. */
  readonly byFunction: ReadonlyMap<ts.Node, Seam>;
  /** Seams by the name callers write: `tool` for `registry.tool(…)`, `defineTool` for `defineTool(…)`. */
  readonly byName: ReadonlyMap<string, readonly Seam[]>;
  /** Site nodes inside seams, with their seam: read at each call of the seam instead of as tools of their own. */
  readonly templates: ReadonlyMap<ts.Node, Seam>;
}

export type Options = { readonly rethrow?: boolean };

const recognised = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], WeakMap<ts.SourceFile, RecognisedSites>>>();

/** The framework sites of a file, once per program, framework list and file (the seam index reads them too). */
export function sitesOf(program: ts.Program, sourceFile: ts.SourceFile, frameworks: readonly FrameworkModule[], options: Options): RecognisedSites {
  if (options.rethrow) return recogniseSites(program, sourceFile, frameworks, options);
  let byFrameworks = recognised.get(program);
  if (!byFrameworks) recognised.set(program, (byFrameworks = new WeakMap()));
  let byFile = byFrameworks.get(frameworks);
  if (!byFile) byFrameworks.set(frameworks, (byFile = new WeakMap()));
  let sites = byFile.get(sourceFile);
  // Kept across programs too: after an edit, the seam index would otherwise recognise every other file again.
  if (!sites) byFile.set(sourceFile, (sites = keptAcrossPrograms(program, sourceFile, frameworks, () => recogniseSites(program, sourceFile, frameworks, options))));
  return sites;
}

/** The file's framework sites less the templates of seams that are called, with its own seam calls. */
export function ownTools(program: ts.Program, sourceFile: ts.SourceFile, own: RecognisedSites, index: SeamIndex, options: Options): RecognisedTool[] {
  // A seam nobody calls keeps its inner site as a tool where it is written (explained as unresolved),
  // unless its name is written from the seam's parameters and nothing reads the seam at all (an exported
  // helper no code uses): a tool with neither a name of its own nor a caller is not made in this program.
  const isTemplate = (site: ts.Node, tool?: RecognisedTool) => {
    const seam = index.templates.get(site);
    if (seam === undefined) return false;
    if (isCalled(program, seam)) return true;
    const namedByCallers = tool !== undefined && !seam.declaration.getSourceFile().isDeclarationFile && textParts(tool.parts.name).some((part) => isParameterOf(seam.declaration as SeamFunction, part));
    return namedByCallers && functionReadNowhere(program, seam.declaration);
  };
  const tools = [...own.tools.values()].filter((tool) => !isTemplate(own.siteOfTool.get(tool.parts.node) ?? tool.parts.node, tool));
  if (!namesAnySeam(sourceFile, index)) return tools;
  // A call inside a seam that passes the seam's own parameters on (a seam calling itself) is part of it.
  const insideSeam = (found: SeamCall) => {
    const fn = enclosingNamedFunction(found.site);
    return fn !== undefined && index.byFunction.has(fn) && takesPartsFrom(fn, found.tools);
  };
  const seamTools = seamCalls(program, sourceFile, index, own, options).filter((found) => !isTemplate(found.site) && !insideSeam(found));
  if (seamTools.length === 0) return tools;
  const all = [...tools, ...seamTools.flatMap((found) => found.tools)];
  return all.sort((a, b) => a.parts.node.getStart() - b.parts.node.getStart());
}

const called = new WeakMap<Seam, boolean>();

/**
 * Some call in the program's sources is named like the seam, outside the seam itself: a test
 * without the checker (a call of another function of that name counts too, so a template is
 * only kept when nothing can call it). Once per seam.
 */
function isCalled(program: ts.Program, seam: Seam): boolean {
  const known = called.get(seam);
  if (known !== undefined) return known;
  const names = seamNames(program, seam);
  const own = seam.declaration;
  const callsIn = (file: ts.SourceFile, name: string): boolean => {
    const mayHoldName = nameFilter(file, [name]);
    const callIn = (node: ts.Node): boolean => {
      if (node === own || !mayHoldName(node)) return false;
      if (ts.isCallExpression(node) && calleeName(node) === name) return true;
      return ts.forEachChild(node, callIn) ?? false;
    };
    return callIn(file);
  };
  const result = names.some((name) => projectSources(program).some((file) => file.text.includes(name) && callsIn(file, name)));
  called.set(seam, result);
  return result;
}

export function namesAnySeam(sourceFile: ts.SourceFile, index: SeamIndex): boolean {
  for (const name of index.byName.keys()) if (sourceFile.text.includes(name)) return true;
  return false;
}

interface SeamCall {
  readonly site: ts.CallExpression;
  readonly seam: Seam;
  readonly tools: readonly RecognisedTool[];
}

/**
 * The calls of known seams written in a file that are no framework site already, each read through its seam.
 * A call found is read once per program and index: the index's deeper levels, the value index and the
 * file's own tools ask for the same calls.
 */
export function seamCalls(program: ts.Program, sourceFile: ts.SourceFile, index: SeamIndex, own: RecognisedSites, options: Options, only?: (call: ts.CallExpression) => boolean): SeamCall[] {
  const checker = program.getTypeChecker();
  const found = options.rethrow ? new Map<ts.CallExpression, SeamCall>() : foundCalls(program, index);
  const out: SeamCall[] = [];
  // A seam call's callee is written with the seam's name.
  const mayHoldName = nameFilter(sourceFile, index.byName.keys());
  const visit = (node: ts.Node): void => {
    if (!mayHoldName(node)) return;
    const name = ts.isCallExpression(node) && !own.sites.has(node) ? calleeName(node) : undefined;
    const named = name !== undefined ? index.byName.get(name) : undefined;
    if (named && (!only || only(node as ts.CallExpression))) {
      const site = node as ts.CallExpression;
      let call = found.get(site);
      if (!call) {
        const seam = seamCalled(checker, site, named, index.byFunction);
        // Only calls found are kept: while the index is built, a call of no seam yet may call one of the next level.
        if (seam) found.set(site, (call = { site, seam, tools: readCall(program, site, seam, options) }));
      }
      if (call) out.push(call);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return out;
}

const seamCallsFound = new WeakMap<ts.Program, WeakMap<SeamIndex, Map<ts.CallExpression, SeamCall>>>();

function foundCalls(program: ts.Program, index: SeamIndex): Map<ts.CallExpression, SeamCall> {
  let byIndex = seamCallsFound.get(program);
  if (!byIndex) seamCallsFound.set(program, (byIndex = new WeakMap()));
  let calls = byIndex.get(index);
  if (!calls) byIndex.set(index, (calls = new Map()));
  return calls;
}

function readCall(program: ts.Program, call: ts.CallExpression, seam: Seam, options: Options): RecognisedTool[] {
  const framework = seam.framework;
  try {
    return readThroughSeam(program, seam)(call, undefined).map((parts: ToolParts) => ({ parts, framework }));
  } catch (error) {
    if (options.rethrow) throw error;
    // As for a framework site: a tool that could not be read, so `unresolved-schema` says why.
    return [{ framework, parts: unreadableSite(call, call.getSourceFile(), error) }];
  }
}

/** `tool` in `registry.tool(…)`, `defineTool` in `defineTool(…)`. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

const indexes = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], SeamIndex>>();

/**
 * Every seam of the program's own sources. Level 1: a framework site inside a named function that
 * forwards that function's parameters into it, in the files that import a framework package. Level
 * n + 1: a call of a level-n seam written the same way, in the files whose text names one.
 */
export function seamIndex(program: ts.Program, frameworks: readonly FrameworkModule[]): SeamIndex {
  let byFrameworks = indexes.get(program);
  if (!byFrameworks) indexes.set(program, (byFrameworks = new WeakMap()));
  const known = byFrameworks.get(frameworks);
  if (known) return known;

  const byFunction = new Map<ts.Node, Seam>();
  const byName = new Map<string, Seam[]>();
  const templates = new Map<ts.Node, Seam>();
  const index: SeamIndex = { byFunction, byName, templates };
  byFrameworks.set(frameworks, index);

  const add = (site: ts.Node, read: SiteRead, tools: readonly RecognisedTool[]): Seam | undefined => {
    if (!ts.isCallExpression(site) && !ts.isNewExpression(site)) return undefined;
    // The named function whose parameters give the parts: the one around the site, or one around that
    // (`registerTool(props) { const setup = (server) => server.registerTool(props.name, …); setups.set(…, setup) }`).
    const named = enclosingNamedFunctions(site).find((candidate) => takesPartsFrom(candidate, tools));
    // Else a closure a maker returns, called by the names its callers hold the maker's results under.
    const made = named ? undefined : enclosingFunction(site);
    const fn = named ?? (made && makerOf(made) && takesPartsFrom(made, tools) ? made : undefined);
    if (!fn) return undefined;
    const earlier = byFunction.get(fn);
    if (earlier) {
      // A second site of the seam that a call reaches instead of the first: one tool per call, read at the site the call's condition picks.
      const separated = earlier.inner && !earlier.alternative && earlier.framework === read.framework ? separatingCondition(earlier.inner, site) : undefined;
      if (separated) {
        const seam: Seam = { ...earlier, alternative: { site, condition: separated.condition, innerWhen: separated.aWhen } };
        byFunction.set(fn, seam);
        for (const [name, seams] of byName) byName.set(name, seams.map((known) => (known === earlier ? seam : known)));
        templates.set(earlier.inner!, seam);
        templates.set(site, seam);
      }
      return undefined;
    }
    const seam: Seam = { declaration: fn, inner: site, framework: read.framework, read: read.read };
    const names = seamNames(program, seam);
    if (names.length === 0) return undefined;
    byFunction.set(fn, seam);
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), seam]);
    templates.set(site, seam);
    return seam;
  };

  const files = projectSources(program);
  const packages = frameworkPackages(frameworks);
  let fresh: Seam[] = [];
  for (const file of files) {
    if (!importsAnyPackage(file, packages)) continue;
    const own = sitesOf(program, file, frameworks, {});
    const toolsBySite = new Map<ts.Node, RecognisedTool[]>();
    for (const [node, tool] of own.tools) {
      const site = own.siteOfTool.get(node) ?? node;
      toolsBySite.set(site, [...(toolsBySite.get(site) ?? []), tool]);
    }
    for (const [site, read] of own.sites) {
      const seam = add(site, read, toolsBySite.get(site) ?? []);
      if (seam) fresh.push(seam);
    }
  }
  for (const seam of declaredSeams(program, frameworks)) {
    const name = seam.declaration.name && ts.isIdentifier(seam.declaration.name) ? seam.declaration.name.text : undefined;
    if (name === undefined || byFunction.has(seam.declaration)) continue;
    byFunction.set(seam.declaration, seam);
    byName.set(name, [...(byName.get(name) ?? []), seam]);
    fresh.push(seam);
  }
  for (let level = 2; level <= MAX_LEVELS && fresh.length > 0; level++) {
    const names = [...new Set(fresh.flatMap((seam) => seamNames(program, seam)))];
    const next: Seam[] = [];
    for (const file of files) {
      if (!names.some((name) => file.text.includes(name)) || !hasForwardingCall(file, new Set(names))) continue;
      const own = sitesOf(program, file, frameworks, {});
      // Only calls that forward the parameters of a named function can make a deeper seam: tested without the checker first.
      const forwarding = (call: ts.CallExpression) => {
        const fn = enclosingNamedFunction(call);
        return fn !== undefined && forwardedParameters(call, fn).size > 0;
      };
      for (const found of seamCalls(program, file, index, own, {}, forwarding)) {
        const read = { framework: found.seam.framework, read: readThroughSeam(program, found.seam) };
        const seam = add(found.site, read, found.tools);
        if (seam) next.push(seam);
      }
    }
    fresh = next;
  }
  return index;
}

/** A call named like a seam that passes a parameter of its named function on: found without the checker. */
function hasForwardingCall(file: ts.SourceFile, names: ReadonlySet<string>): boolean {
  const mayHoldName = nameFilter(file, names);
  const visit = (node: ts.Node): boolean => {
    if (!mayHoldName(node)) return false;
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const fn = name !== undefined && names.has(name) ? enclosingNamedFunction(node) : undefined;
      if (fn && forwardedParameters(node, fn).size > 0) return true;
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(file);
}

export function importsAnyPackage(file: ts.SourceFile, packages: ReadonlySet<string>): boolean {
  return file.statements.some((s) => ts.isImportDeclaration(s) && ts.isStringLiteral(s.moduleSpecifier) && packages.has(packageOf(s.moduleSpecifier.text)));
}

/** The named function a site is written in (not a callback: a seam is called by its name). */
/** The named functions around a site, innermost first, a few levels up (closures a seam builds around its site). */
function enclosingNamedFunctions(site: ts.Node): SeamFunction[] {
  const found: SeamFunction[] = [];
  for (let fn = enclosingFunction(site); fn && found.length < 3; fn = enclosingFunction(fn)) if (functionName(fn) !== undefined) found.push(fn);
  return found;
}

function enclosingFunction(node: ts.Node): SeamFunction | undefined {
  let fn: ts.Node | undefined = node.parent;
  while (fn && !ts.isFunctionLike(fn) && !ts.isSourceFile(fn)) fn = fn.parent;
  return fn && (ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}

function enclosingNamedFunction(site: ts.Node): SeamFunction | undefined {
  const fn = enclosingFunction(site);
  return fn && functionName(fn) !== undefined ? fn : undefined;
}

/**
 * The parameters of the function the site takes among its arguments, as a parameter, or in an
 * object literal spreading one or holding one as a value: a test without the checker, before a
 * call is resolved.
 */
function forwardedParameters(site: ts.CallExpression | ts.NewExpression, fn: SeamFunction): Set<string> {
  const names = parameterNames(fn);
  const found = new Set<string>();
  const note = (expr: ts.Expression) => {
    const inner = chainRoot(skipWrappers(expr));
    if (ts.isIdentifier(inner) && names.has(inner.text)) found.add(inner.text);
  };
  for (const argument of site.arguments ?? []) {
    const inner = skipWrappers(ts.isSpreadElement(argument) ? argument.expression : argument);
    note(inner);
    if (!ts.isObjectLiteralExpression(inner)) continue;
    for (const p of inner.properties) {
      if (ts.isSpreadAssignment(p)) note(p.expression);
      else if (ts.isShorthandPropertyAssignment(p)) note(p.name);
      else if (ts.isPropertyAssignment(p)) note(p.initializer);
    }
  }
  return found;
}

/**
 * The site's tools take their definition from the function's parameters: the definition, the
 * input, the description (or a substitution in it) or the strict flag is a parameter or a member of one
 * (`config.description`, `\`Lists ${terms.plural}\``), or the definition spreads one (`{ ...config, annotations }`). A parameter used otherwise (the receiver `server` of
 * `server.registerTool`, a prompt sent beside the tools, a registry passed on) makes no seam, nor
 * does a name alone: `server.tool(name, { q: z.string() }, cb)` stays a tool where it is written.
 */
function takesPartsFrom(fn: SeamFunction, tools: readonly RecognisedTool[]): boolean {
  return tools.some(({ parts }) =>
    [parts.unreadable?.node, parts.input, ...textParts(parts.description), parts.strict, ...(parts.definition?.unresolved.map((u) => u.node) ?? [])].some((node) => isParameterOf(fn, node)),
  );
}

/** The node is one of the function's parameters, or a member of one (`config.schema`, `...config`). */
function isParameterOf(fn: SeamFunction, node: ts.Node | undefined): boolean {
  if (!node) return false;
  let inner: ts.Node = node;
  if (ts.isSpreadAssignment(inner) || ts.isSpreadElement(inner)) inner = inner.expression;
  if (ts.isExpression(inner)) inner = chainRoot(skipWrappers(inner));
  if (!ts.isIdentifier(inner) || !parameterNames(fn).has(inner.text)) return false;
  // The parameter itself, not a same-named binding inside the body: the nearest function declaring that name.
  const name = inner.text;
  let scope: ts.Node | undefined = inner.parent;
  while (scope && !(ts.isFunctionLike(scope) && parameterNames(scope).has(name))) scope = scope.parent;
  return scope === fn;
}

/**
 * The names a function's parameters bind: plain ones (a rest parameter too: its arguments are spread
 * on, `register(...args) { server.tool(...args) }`), and those an object parameter is destructured
 * into (`registerTool({ tool, server })`, each then a member of the argument).
 */
export function parameterNames(fn: ts.SignatureDeclaration): Set<string> {
  const names = new Set<string>();
  for (const parameter of fn.parameters) {
    if (ts.isIdentifier(parameter.name)) names.add(parameter.name.text);
    else if (!parameter.dotDotDotToken && ts.isObjectBindingPattern(parameter.name)) for (const element of parameter.name.elements) if (!element.dotDotDotToken && ts.isIdentifier(element.name)) names.add(element.name.text);
  }
  return names;
}

/**
 * A text and the expressions it is built from: the substitutions of a template (`\`List the ${terms.plural}\``)
 * and the operands of a `+`, so a description written from a parameter's member is one the callers give.
 */
function textParts(text: ts.Expression | undefined): ts.Expression[] {
  if (!text) return [];
  const inner = skipWrappers(text);
  if (ts.isTemplateExpression(inner)) return [inner, ...inner.templateSpans.flatMap((span) => textParts(span.expression))];
  if (ts.isBinaryExpression(inner) && inner.operatorToken.kind === ts.SyntaxKind.PlusToken) return [inner, ...textParts(inner.left), ...textParts(inner.right)];
  return [inner];
}

/** `config.schema.input` → `config`: a part read from a member of a parameter comes from that parameter. */
function chainRoot(expr: ts.Expression): ts.Expression {
  let current = expr;
  while (ts.isPropertyAccessExpression(current) || (ts.isElementAccessExpression(current) && ts.isStringLiteralLike(current.argumentExpression))) current = skipWrappers(current.expression);
  return current;
}

function skipWrappers(expr: ts.Expression): ts.Expression {
  let current = expr;
  while (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current)) current = current.expression;
  return current;
}

/** The name callers use: `function defineTool`, method `tool`, `const defineTool = (…) =>`, `{ tool: (…) => … }`. */
function functionName(fn: SeamFunction): string | undefined {
  const named = ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) || ts.isFunctionExpression(fn) ? fn.name : undefined;
  if (named && (ts.isIdentifier(named) || ts.isStringLiteral(named))) return named.text;
  const parent = fn.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.initializer === fn) {
    return ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name) ? parent.name.text : undefined;
  }
  return undefined;
}

/** The names callers call a seam by: its own, or, for a closure a maker returns, those its callers hold it under. */
function seamNames(program: ts.Program, seam: Seam): string[] {
  if (!seam.inner) {
    const name = seam.declaration.name;
    return name && ts.isIdentifier(name) ? [name.text] : [];
  }
  const fn = seam.declaration as SeamFunction;
  const own = functionName(fn);
  if (own !== undefined) return [own];
  const maker = makerOf(fn);
  return maker ? heldNames(program, maker) : [];
}
