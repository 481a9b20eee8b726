// A tool of a framework that sends only what code passes on (an agent's `tools`, a model call) and
// that nothing in the program uses outside its tests (its `const` is read nowhere, or the module's own
// function that builds it is called nowhere): the report says it is used nowhere here instead of naming
// where it is sent. A `const` object or array that holds it and is read nowhere itself passes it on to
// nothing; a call or `new` that takes it (an agent) may send it, and counts as a use. A library's
// exported tool read only by its users is used nowhere here too, which is what the report says; nothing
// claims the tool is never sent. A registration (`server.tool(…)`) or request written inside a function
// nothing calls is used nowhere here either (`registeredNowhere`).
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { outermostWrapper, unwrapExpression } from "../../schema/shared/static-follow.js";
import { isProjectSource, isTestFile } from "./imports.js";

const byProgram = new WeakMap<ts.Program, Map<ts.Node, boolean>>();

/**
 * True when the definition is the value of a `const` that nothing in the program's own sources reads
 * (test files aside, unless the definition is in one),
 * or is written inside a named function that nothing calls or passes on (`getLegacyTools()` left out of
 * the registry): one of its module's own, or an exported one that returns the tool to its caller. Imports and re-exports only hand a name on: they are no reads. False for a
 * definition held any other way (inside an agent's `tools`, an `export default`): what holds it is
 * then the code around it.
 */
export function usedNowhere(program: ts.Program, definition: ts.Node): boolean {
  return oncePerNode(byProgram, program, definition, readNowhere);
}

/** `answer(program, node)`, asked once per program and node. */
function oncePerNode(cache: WeakMap<ts.Program, Map<ts.Node, boolean>>, program: ts.Program, node: ts.Node, answer: (program: ts.Program, node: ts.Node) => boolean): boolean {
  let known = cache.get(program);
  if (!known) cache.set(program, (known = new Map()));
  let result = known.get(node);
  if (result === undefined) known.set(node, (result = answer(program, node)));
  return result;
}

function readNowhere(program: ts.Program, definition: ts.Node): boolean {
  const holder = outermostWrapper(definition).parent;
  if (holder && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) && ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const && unread(program, holder, holder.name, [], true)) return true;
  return inFunctionCalledNowhere(program, definition);
}

/**
 * True when a registration (`server.tool(…)`, which registers as it runs, whatever is done with its
 * result) is written inside a named function that nothing calls: the module's own, or an exported one
 * that registers on the server its caller hands it.
 */
export function registeredNowhere(program: ts.Program, registration: ts.Node): boolean {
  return oncePerNode(registrationsByProgram, program, registration, inFunctionCalledNowhere);
}

const registrationsByProgram = new WeakMap<ts.Program, Map<ts.Node, boolean>>();

function inFunctionCalledNowhere(program: ts.Program, definition: ts.Node): boolean {
  const enclosing = enclosingNamedFunction(definition);
  if (!enclosing) return false;
  // An exported function may be called by convention (a route's `POST`), unless it makes the tool for
  // its caller (`export function createSearchTool() { return tool({…}) }`) or registers it on what its
  // caller hands it (`export default function addTools(server) { server.tool(…) }`): with no caller,
  // none is made or registered.
  if (isExported(program, enclosing.name) && !returnsDefinition(definition, enclosing.declaration) && !registersOnParameter(program, definition, enclosing.declaration)) return false;
  // A default export is called under whatever name its importers give it.
  if (isDefaultExport(enclosing.declaration) && !defaultImportedNowhere(program, enclosing.declaration.getSourceFile())) return false;
  return unread(program, enclosing.declaration, enclosing.name);
}

/**
 * The definition is a registration (`server.tool(…)`, `agent.addTool(…)`) on a parameter of the function
 * around it: the function only registers on what its caller gives it.
 */
function registersOnParameter(program: ts.Program, definition: ts.Node, declaration: ts.Node): boolean {
  const fn = ts.isVariableDeclaration(declaration) ? declaration.initializer && outermostWrapper(declaration.initializer) : declaration;
  if (!fn || !ts.isFunctionLike(fn) || !ts.isCallExpression(definition) || !ts.isPropertyAccessExpression(definition.expression)) return false;
  let receiver: ts.Expression = definition.expression.expression;
  while (ts.isPropertyAccessExpression(receiver) || ts.isParenthesizedExpression(receiver) || ts.isNonNullExpression(receiver)) receiver = receiver.expression;
  if (!ts.isIdentifier(receiver)) return false;
  const parameter = program.getTypeChecker().getSymbolAtLocation(receiver)?.valueDeclaration;
  return parameter !== undefined && ts.isParameter(parameter) && parameter.parent === fn;
}

function isDefaultExport(declaration: ts.Node): boolean {
  return ts.isFunctionDeclaration(declaration) && (ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Default) !== 0;
}

/**
 * A function of the program that nothing in its own sources calls or reads (tests aside): no call, no
 * value use, no bulk import of its module; imports and re-exports only hand its name on. False for a
 * method, an unnamed function, and a default export, whose callers are not found by name.
 */
export function functionReadNowhere(program: ts.Program, fn: ts.Node): boolean {
  if (ts.isFunctionDeclaration(fn)) return fn.name !== undefined && fn.body !== undefined && unread(program, fn, fn.name);
  const holder = (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && outermostWrapper(fn).parent;
  if (!holder || !ts.isVariableDeclaration(holder) || !ts.isIdentifier(holder.name) || !(ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const)) return false;
  return unread(program, holder, holder.name);
}

/**
 * The function hands the definition to its caller as data: the definition is what it returns, or a
 * property or element of it, or a `const` of the function read only so (`const t = tool({…}); return { t }`).
 * Passed to a call on the way (`return streamText({ tools: { t: tool({…}) } })`), it is used there.
 */
function returnsDefinition(definition: ts.Node, declaration: ts.Node): boolean {
  const fn = ts.isVariableDeclaration(declaration) ? declaration.initializer && outermostWrapper(declaration.initializer) : declaration;
  if (!fn || !ts.isFunctionLike(fn)) return false;
  const returned = (node: ts.Node): boolean => {
    let at: ts.Node = node;
    while (at.parent && isDataStep(at.parent)) at = at.parent;
    const parent = at.parent;
    if (parent && ts.isReturnStatement(parent)) return ts.findAncestor(parent, ts.isFunctionLike) === fn;
    return parent === fn && ts.isArrowFunction(fn) && fn.body === at;
  };
  if (returned(definition)) return true;
  const holder = outermostWrapper(definition as ts.Expression).parent;
  if (!holder || !ts.isVariableDeclaration(holder) || !ts.isIdentifier(holder.name) || ts.findAncestor(holder, ts.isFunctionLike) !== fn) return false;
  const reads: ts.Identifier[] = [];
  const name = holder.name.text;
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === name && node !== holder.name) reads.push(node);
    ts.forEachChild(node, visit);
  };
  visit(fn);
  return reads.length > 0 && reads.every(returned);
}

/** The module exports the name's symbol, under any name (`export function`, `export { f }`, `export default f`). */
function isExported(program: ts.Program, name: ts.Identifier): boolean {
  const checker = program.getTypeChecker();
  const declared = checker.getSymbolAtLocation(name);
  const module = checker.getSymbolAtLocation(name.getSourceFile());
  if (!declared || !module) return false;
  return checker.getExportsOfModule(module).some((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol) === declared);
}

/** The nearest function around the node, when it is declared with a name or is a `const`'s value. */
function enclosingNamedFunction(node: ts.Node): { readonly declaration: ts.Node; readonly name: ts.Identifier } | undefined {
  for (let at = node.parent; at; at = at.parent) {
    if (!ts.isFunctionLike(at)) continue;
    if (ts.isFunctionDeclaration(at) && at.name) return { declaration: at, name: at.name };
    const outer = outermostWrapper(at).parent;
    if ((ts.isArrowFunction(at) || ts.isFunctionExpression(at)) && outer && ts.isVariableDeclaration(outer) && ts.isIdentifier(outer.name) && ts.getCombinedNodeFlags(outer) & ts.NodeFlags.Const) {
      return { declaration: outer, name: outer.name };
    }
    // A method, an accessor or an unnamed callback: what calls it is not read here.
    return undefined;
  }
  return undefined;
}

/**
 * No identifier of the program's own sources reads `name`'s symbol (a `typeof` in a type reads no
 * value). An import or re-export only hands it on: the name it gives (`import { x as y }`) is looked for in turn. A default export
 * counts as a read, since its importers may name it anything. `memberReadsSendNothing`: the name holds
 * the tool itself, so reading one of its members (`tool.execute`, `await tool.invoke(input)`) uses the
 * tool's code or text without handing the tool on.
 */
function unread(program: ts.Program, declaration: ts.Node, name: ts.Identifier, holders: readonly ts.Node[] = [], memberReadsSendNothing = false): boolean {
  const checker = program.getTypeChecker();
  const declared = checker.getSymbolAtLocation(name);
  if (!declared) return false;
  const exported = ts.getCombinedModifierFlags(declaration as ts.Declaration) & ts.ModifierFlags.Export;
  // A test that imports the tool to call it directly sends it nowhere: only a definition in a test counts its tests' reads.
  const readers = (file: ts.SourceFile) => !isTestFile(file.fileName) || isTestFile(name.getSourceFile().fileName);
  if (exported && readInBulk(program, declared, readers)) return false;
  const resolves = (identifier: ts.Identifier): boolean => {
    const parent = identifier.parent;
    const symbol = ts.isShorthandPropertyAssignment(parent) && parent.name === identifier ? checker.getShorthandAssignmentValueSymbol(parent) : checker.getSymbolAtLocation(identifier);
    return (symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol) === declared;
  };
  const names = [name.text];
  for (let next = 0; next < names.length; next++) {
    const text = names[next]!;
    for (const file of program.getSourceFiles()) {
      if (!isProjectSource(program, file) || !readers(file) || !file.text.includes(text)) continue;
      let read = false;
      const visit = (node: ts.Node): void => {
        if (read) return;
        if (ts.isIdentifier(node) && node.text === text && node !== name && !inTypeQuery(node) && resolves(node)) {
          const handed = handedOnAs(node);
          if (handed !== undefined) {
            if (!names.includes(handed)) names.push(handed);
          } else if (!(memberReadsSendNothing && readsMember(node)) && !inUnreadHolder(program, node, [...holders, declaration])) read = true;
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (read) return false;
    }
  }
  return true;
}

/**
 * `tool.execute`, `tool.description`, `await tool.invoke(input)`: a member of the value read, or a method of
 * it called and its result awaited. What comes out is the member or the call's result, not the tool.
 */
function readsMember(identifier: ts.Identifier): boolean {
  const access = identifier.parent;
  if (!ts.isPropertyAccessExpression(access) || access.expression !== identifier) return false;
  let at: ts.Node = access;
  while (ts.isNonNullExpression(at.parent) || ts.isParenthesizedExpression(at.parent)) at = at.parent;
  const call = at.parent;
  if (!ts.isCallExpression(call) || call.expression !== at) return true;
  return ts.isAwaitExpression(outermostWrapper(call).parent);
}

/** `typeof name` written as a type (`ReturnType<typeof makeTool>`): it reads the name's type, never its value. */
function inTypeQuery(identifier: ts.Identifier): boolean {
  let at: ts.Node = identifier;
  while (ts.isQualifiedName(at.parent) && at.parent.left === at) at = at.parent;
  return ts.isTypeQueryNode(at.parent);
}

/**
 * The node (a tool held in an object, `{ listEvents: listEventsTool }`, or the object itself) sits,
 * through object and array literals, in a module-level `const` that nothing in the program reads: that
 * object passes the tool on to nothing, so its key names nothing that is sent.
 */
export function passedToNothing(program: ts.Program, read: ts.Node): boolean {
  let known = passedByProgram.get(program);
  if (!known) passedByProgram.set(program, (known = new Map()));
  const object = objectHolding(read);
  let result = known.get(object);
  if (result === undefined) known.set(object, (result = inUnreadHolder(program, read, [])));
  return result;
}

const passedByProgram = new WeakMap<ts.Program, Map<ts.Node, boolean>>();

/** The outermost literal the node sits in through data steps: every member of one object has one answer. */
function objectHolding(node: ts.Node): ts.Node {
  let at = node;
  while (at.parent && isDataStep(at.parent)) at = at.parent;
  return at;
}

/** How many `const`s holding one another are followed (`const all = { ...more }`, `const more = { search }`). */
const MAX_HOLDERS = 3;

/**
 * The read sits, through object and array literals only, in the value of a module-level `const` that
 * is itself read nowhere (`export const roadmapTools = { addFeature }` that nothing imports): it passes
 * the tool on to nothing.
 */
function inUnreadHolder(program: ts.Program, read: ts.Node, holders: readonly ts.Node[]): boolean {
  if (holders.length > MAX_HOLDERS) return false;
  let at: ts.Node = read;
  // Only through data: a call or `new` on the way (`new Agent({ tools: { search } })`) may send it.
  while (at.parent && !(ts.isVariableDeclaration(at.parent) && at.parent.initializer === at)) {
    // `export default { runInTerminal: runInTerminalTool }`: read only where its module's default is imported.
    if (ts.isExportAssignment(at.parent) && !at.parent.isExportEquals) return defaultImportedNowhere(program, at.parent.getSourceFile());
    if (!isDataStep(at.parent)) return false;
    at = at.parent;
  }
  const holder = at.parent;
  if (!holder || !ts.isVariableDeclaration(holder) || !ts.isIdentifier(holder.name) || holders.includes(holder)) return false;
  if (!(ts.getCombinedNodeFlags(holder) & ts.NodeFlags.Const) || !ts.isSourceFile(holder.parent.parent.parent)) return false;
  return unread(program, holder, holder.name, holders);
}

/**
 * No file of the program's own sources (tests aside) takes the module's default export: no default or
 * namespace import of it, no re-export of its `default` or of it as a namespace, no `import()` or
 * `require()` that may load it. `export *` does not hand a default on.
 */
function defaultImportedNowhere(program: ts.Program, module: ts.SourceFile): boolean {
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(module);
  if (!moduleSymbol) return false;
  const isModule = (specifier: ts.Expression | undefined) => specifier !== undefined && checker.getSymbolAtLocation(specifier) === moduleSymbol;
  const takesDefault = (statement: ts.Statement): boolean => {
    if (ts.isImportDeclaration(statement) && isModule(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      return clause?.name !== undefined || (bindings !== undefined && (ts.isNamespaceImport(bindings) || bindings.elements.some((element) => (element.propertyName ?? element.name).text === "default")));
    }
    if (ts.isExportDeclaration(statement) && isModule(statement.moduleSpecifier)) {
      const clause = statement.exportClause;
      return clause !== undefined && (ts.isNamespaceExport(clause) || clause.elements.some((element) => (element.propertyName ?? element.name).text === "default"));
    }
    return false;
  };
  for (const file of program.getSourceFiles()) {
    if (file === module || !isProjectSource(program, file) || isTestFile(file.fileName)) continue;
    if (file.statements.some(takesDefault) || loadsAtRunTime(checker, file, isModule, module)) return false;
  }
  return true;
}

function isDataStep(node: ts.Node): boolean {
  return (
    ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node) || ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node) ||
    ts.isSpreadElement(node) || ts.isSpreadAssignment(node) || ts.isParenthesizedExpression(node) || ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) || ts.isTypeAssertionExpression(node)
  );
}

/**
 * The name an import or re-export hands the identifier on as (`import { x as y }` → "y"), undefined
 * when the identifier is used any other way; a default export or import is used (its name is free).
 */
function handedOnAs(identifier: ts.Identifier): string | undefined {
  const parent = identifier.parent;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return parent.name.text === "default" ? undefined : parent.name.text;
  return undefined;
}

/**
 * Code that takes a module's exports without naming them: `import * as tools`, `export * as tools`, or a
 * dynamic `import()` / `require()` of the module (or of a path computed at run time, which may be
 * any module). An exported const of such a module may be used without its name being written.
 */
function readInBulk(program: ts.Program, declared: ts.Symbol, readers: (file: ts.SourceFile) => boolean): boolean {
  const checker = program.getTypeChecker();
  const resolve = (symbol: ts.Symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const exportsIt = (specifier: ts.Expression): boolean => {
    const module = checker.getSymbolAtLocation(specifier);
    return module !== undefined && checker.getExportsOfModule(module).some((symbol) => resolve(symbol) === declared);
  };
  for (const file of program.getSourceFiles()) {
    if (!isProjectSource(program, file) || !readers(file)) continue;
    for (const statement of file.statements) {
      const bulkImport = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings !== undefined && ts.isNamespaceImport(statement.importClause.namedBindings);
      // `export *` hands each name on as itself (found where it is named); `export * as ns` builds an object of them.
      const bulkExport = ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamespaceExport(statement.exportClause);
      if ((bulkImport || bulkExport) && statement.moduleSpecifier && exportsIt(statement.moduleSpecifier)) return true;
    }
    if (loadsAtRunTime(checker, file, exportsIt, declared.valueDeclaration?.getSourceFile())) return true;
  }
  return false;
}

/** A module's extension, which a specifier may leave out or write as another (`./tool.js` for `tool.ts`). */
const MODULE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/**
 * A specifier computed at run time may name `target`, unless what is written of it says otherwise: its
 * written end (`` `../locales/${lang}.json` ``, `path.join(root, "app.config.ts")`) is not the end of
 * `target`'s path, or its written start is a relative folder `target` is not in.
 */
function mayName(checker: ts.TypeChecker, file: ts.SourceFile, specifier: ts.Expression, target: ts.SourceFile | undefined): boolean {
  if (!target) return true;
  const end = writtenEnd(checker, specifier, 0)?.replace(MODULE_EXTENSION, "");
  // `require(path.join(dir, "tools"))` loads `tools/index`: a folder's index is named by the folder.
  const named = target.fileName.replace(MODULE_EXTENSION, "");
  if (end && !named.endsWith(end) && !named.endsWith(`${end}/index`)) return false;
  const start = ts.isTemplateExpression(specifier) ? specifier.head.text : "";
  const folder = start.startsWith(".") ? start.slice(0, start.lastIndexOf("/") + 1) : "";
  if (folder === "") return true;
  const resolved = path.posix.join(path.posix.dirname(file.fileName), folder);
  return target.fileName.startsWith(resolved.endsWith("/") ? resolved : `${resolved}/`);
}

/**
 * The text a computed path ends with, as written: a template's last part, the last argument of
 * `path.join` / `path.resolve`, what `pathToFileURL(…).href` or `a + b` ends with, through `const`s.
 */
function writtenEnd(checker: ts.TypeChecker, expr: ts.Expression, depth: number): string | undefined {
  const node = unwrapExpression(expr);
  if (depth > 8) return undefined;
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.templateSpans[node.templateSpans.length - 1]!.literal.text || undefined;
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return writtenEnd(checker, node.right, depth + 1);
  if (ts.isPropertyAccessExpression(node) && (node.name.text === "href" || node.name.text === "pathname")) return writtenEnd(checker, node.expression, depth + 1);
  if (ts.isCallExpression(node)) {
    const callee = unwrapExpression(node.expression);
    const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : "";
    const last = node.arguments[node.arguments.length - 1];
    return ["join", "resolve", "pathToFileURL"].includes(name) && last && !ts.isSpreadElement(last) ? writtenEnd(checker, last, depth + 1) : undefined;
  }
  if (!ts.isIdentifier(node)) return undefined;
  const declaration = checker.getSymbolAtLocation(node)?.valueDeclaration;
  const constant = declaration && ts.isVariableDeclaration(declaration) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const ? declaration.initializer : undefined;
  return constant ? writtenEnd(checker, constant, depth + 1) : undefined;
}

/**
 * The file has an `import()` or `require()` whose module `matches`, or whose name is computed at run
 * time and so may be `target` (any module, when its text says nothing).
 */
function loadsAtRunTime(checker: ts.TypeChecker, file: ts.SourceFile, matches: (specifier: ts.Expression) => boolean, target: ts.SourceFile | undefined): boolean {
  if (!/\bimport\s*\(|\brequire\s*\(/.test(file.text)) return false;
  const visit = (node: ts.Node): boolean => {
    if (ts.isCallExpression(node) && (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === "require"))) {
      const [specifier] = node.arguments;
      if (!specifier || (ts.isStringLiteralLike(specifier) ? matches(specifier) : mayName(checker, file, specifier, target))) return true;
    }
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(file);
}
