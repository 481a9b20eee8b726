import ts from "../../util/typescript.cjs";
import { isWrapperField, keyText } from "../../frameworks/core/reader.js";
import { createEvalContext } from "../../schema/shared/static-eval.js";
import { followExpression, unwrapExpression } from "../../schema/shared/static-follow.js";
import { importInScope } from "../../schema/shared/import-scope.js";
import { returnedValues } from "../../schema/shared/identity-helper.js";
import type { ToolAnalysis } from "../analyze.js";
import { assignedMembers } from "./assigned-members.js";
import { toolsOfFile, type FileAnalysis } from "../context.js";
import { importedBinding, isProjectSource, isWorkspaceImport } from "../recognition/imports.js";

/** One tool as an array or object literal of this file holds it. */
export interface SetMember {
  readonly tool: ToolAnalysis;
  /** The key an object of tools holds it under: the name the frameworks that take objects send. */
  readonly key: string | undefined;
  /** The element, property or spread of the literal itself that brings the tool in. */
  readonly via: ts.Node;
  /**
   * True when the file's own sets (`toolSetsOf`) do not hold the tool as written here: it comes
   * through a spread, from another file, or has no set of its own (a `const` placed in two arrays).
   */
  readonly assembled: boolean;
}

/** An array or object literal of the linted file that holds tools, followed through the program. */
export interface ComposedSet {
  readonly node: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression;
  readonly label: string;
  readonly members: readonly SetMember[];
}

/** How many literals are followed from a set through spreads before giving up (cycles end at once). */
const MAX_DEPTH = 8;

/** A record of the linted file holding a tool in one of its fields (`{ name: "x", tool: xTool, formatter }`), no set. */
export interface ToolRecord {
  readonly literal: ts.ObjectLiteralExpression;
  readonly field: string;
  readonly tool: ToolAnalysis;
}

const composed = new WeakMap<FileAnalysis, readonly ComposedSet[]>();
const recordsByFile = new WeakMap<FileAnalysis, readonly ToolRecord[]>();

/** The file's records holding tools, found as its sets are. */
export function toolRecordsOf(file: FileAnalysis): readonly ToolRecord[] {
  composedSetsOf(file);
  return recordsByFile.get(file) ?? [];
}

/**
 * The tool sets of the file as the program assembles them, through the type checker: elements
 * and spreads that name a `const`, an import, or a class, in this file or another, are followed to
 * the tools defined there (`[...searchTools, ...mailTools]`, `tools: { ...weatherTools, search }`).
 * Only the program's own sources are read; declaration files and packages hold no definitions.
 */
export function composedSetsOf(file: FileAnalysis, options: { readonly rethrow?: boolean } = {}): readonly ComposedSet[] {
  const known = composed.get(file);
  if (known && !options.rethrow) return known;
  let sets: readonly ComposedSet[] = [];
  let records: ToolRecord[] = [];
  if (file.program && file.sourceFile) {
    try {
      sets = collectSets(file, file.program, file.sourceFile, records).filter((set) => !isRegisteredCatalog(set));
    } catch (error) {
      // Following symbols across the program is best effort: a failure leaves the file's own sets.
      if (options.rethrow) throw error;
      sets = [];
      records = [];
    }
  }
  composed.set(file, sets);
  recordsByFile.set(file, records);
  return sets;
}

/**
 * A literal whose every tool a server registers from it (`for (const tool of [...a, ...b])
 * server.registerTool(…)`) is a catalog, not a set sent as it is: its tools are counted, named and
 * compared in the server's set.
 */
function isRegisteredCatalog(set: ComposedSet): boolean {
  return set.members.length > 0 && set.members.every(({ tool }) => tool.toolSet !== undefined && tool.toolSet.node !== set.node && !ts.isArrayLiteralExpression(tool.toolSet.node) && !ts.isObjectLiteralExpression(tool.toolSet.node));
}

function collectSets(file: FileAnalysis, program: ts.Program, sourceFile: ts.SourceFile, records: ToolRecord[]): ComposedSet[] {
  const checker = program.getTypeChecker();
  const toolsByNode = new Map<ts.SourceFile, Map<ts.Node, ToolAnalysis>>();

  const toolDefinedAt = (node: ts.Node): ToolAnalysis | undefined => {
    const home = node.getSourceFile();
    if (!isProjectSource(program, home)) return undefined;
    let byNode = toolsByNode.get(home);
    if (!byNode) {
      const tools = home === sourceFile ? file.tools : toolsOfFile(program, home, file.settings, file.cwd);
      toolsByNode.set(home, (byNode = new Map(tools.map((tool) => [tool.node, tool]))));
    }
    return byNode.get(node);
  };

  // `const`s, imports and re-exports are followed as the static evaluator follows them (a `let` is not).
  const evalContext = createEvalContext(checker);
  const valueOf = (expr: ts.Expression): ts.Expression | undefined => {
    const followed = followExpression(evalContext, expr);
    return followed.ok ? followed.expr : undefined;
  };

  const one = (tool: ToolAnalysis | undefined): ToolAnalysis[] => (tool ? [tool] : []);
  /** The tools a member's value is: one, or each a function of the program may return in turn (`alternative-returns.ts`). */
  const toolsAt = (expr: ts.Expression, depth = 0): ToolAnalysis[] => {
    // `z.string().describe(…)`, `path.join(…)`: made by a package's code, no tool of the program unless
    // it is the framework's own call; following it would type the chain.
    if (madeByPackage(expr)) return one(toolDefinedAt(unwrapExpression(expr)));
    // `[PICTURE_TOOL]: sketch ? sketchTool : photoTool`: either tool is sent under the key.
    const written = unwrapExpression(expr);
    if (ts.isConditionalExpression(written)) return depth < MAX_DEPTH ? [...toolsAt(written.whenTrue, depth + 1), ...toolsAt(written.whenFalse, depth + 1)] : [];
    const node = valueOf(expr);
    const direct = node && toolDefinedAt(node);
    if (direct || !node) return one(direct);
    // `createDocument({ session })`: a function of the program whose returns are tools gives those tools.
    if (ts.isCallExpression(node)) return depth < MAX_DEPTH ? returnedValues(checker, node).flatMap((returned) => toolsAt(returned, depth + 1)) : [];
    if (!ts.isNewExpression(node) || !ts.isIdentifier(node.expression)) return [];
    // `new SearchTool()` of a tool class (not a framework's `new DynamicTool({…})`): the tool is the class.
    let symbol = checker.getSymbolAtLocation(node.expression);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    return declaration && ts.isClassDeclaration(declaration) ? one(toolDefinedAt(declaration)) : [];
  };

  // Per import of the file: a name bound in an inner scope is asked where it is written.
  const packageImports = new Map<ts.Symbol, boolean>();
  const importsPackage = (root: ts.Identifier): boolean => {
    const binding = importedBinding(checker, root);
    const specifier = binding && !binding.specifier.startsWith(".") ? specifierOf(sourceFile, binding.specifier) : undefined;
    return specifier !== undefined && !isWorkspaceImport(program, sourceFile, specifier);
  };
  const madeByPackage = (expr: ts.Expression): boolean => {
    const root = chainRoot(expr);
    if (!root || root === unwrapExpression(expr)) return false;
    const alias = importInScope(root);
    if (alias === false) return false;
    if (!alias) return importsPackage(root);
    let known = packageImports.get(alias);
    if (known === undefined) packageImports.set(alias, (known = importsPackage(root)));
    return known;
  };

  type Item = { readonly tool: ToolAnalysis; readonly key: string | undefined };
  /** The literals already on the way from the set being read: a spread back into one of them is a cycle. */
  type Path = ReadonlySet<ts.Node>;

  const throughConst = (expr: ts.Expression, path: Path, read: (value: ts.Expression, path: Path) => Item[]): Item[] => {
    const value = valueOf(expr);
    if (!value || path.has(value) || path.size > MAX_DEPTH) return [];
    return read(value, new Set([...path, value]));
  };

  const arrayItems = (expr: ts.Expression, path: Path): Item[] =>
    throughConst(expr, path, (value, inner) => {
      if (!ts.isArrayLiteralExpression(value)) return [];
      return value.elements.flatMap((element): Item[] => {
        if (ts.isSpreadElement(element)) return arrayItems(element.expression, inner);
        return toolsAt(element).map((tool) => ({ tool, key: undefined }));
      });
    });

  const objectItems = (expr: ts.Expression, path: Path): Item[] =>
    throughConst(expr, path, (value, inner) => (ts.isObjectLiteralExpression(value) ? propertiesOf(value, inner) : []));

  const propertiesOf = (object: ts.ObjectLiteralExpression, path: Path): Item[] =>
    object.properties.flatMap((property): Item[] => {
      if (ts.isSpreadAssignment(property)) return objectItems(property.expression, path);
      const tools = propertyTools(property);
      const key = tools.length > 0 && property.name && !isWrapperField(checker, property) ? keyText(checker, property.name) : undefined;
      return key !== undefined ? tools.map((tool) => ({ tool, key })) : [];
    });

  // `{ weather }`: the evaluator follows a shorthand name to the value it holds.
  const propertyTools = (property: ts.ObjectLiteralElementLike): ToolAnalysis[] =>
    ts.isPropertyAssignment(property) ? toolsAt(property.initializer) : ts.isShorthandPropertyAssignment(property) ? toolsAt(property.name) : [];

  const membersOf = (literal: ts.ArrayLiteralExpression | ts.ObjectLiteralExpression): SetMember[] => {
    const own = (tool: ToolAnalysis) => tool.node.getSourceFile() === sourceFile && tool.toolSet !== undefined;
    const start: Path = new Set([literal]);
    if (ts.isArrayLiteralExpression(literal)) {
      return literal.elements.flatMap((element): SetMember[] => {
        if (ts.isSpreadElement(element)) return arrayItems(element.expression, start).map((item) => ({ ...item, via: element, assembled: true }));
        return toolsAt(element).map((tool) => ({ tool, key: undefined, via: element, assembled: !own(tool) }));
      });
    }
    const written = literal.properties.flatMap((property): SetMember[] => {
      if (ts.isSpreadAssignment(property)) return objectItems(property.expression, start).map((item) => ({ ...item, via: property, assembled: true }));
      const tools = propertyTools(property);
      if (tools.length === 0 || !property.name) return [];
      const key = keyText(checker, property.name);
      // An entry's field (`{ tool: openUrlTool }` in a `Record<string, Entry>`) is no set: its key names
      // nothing, though another field of the record may (`named-records.ts`).
      if (isWrapperField(checker, property)) {
        if (key !== undefined) for (const tool of tools) records.push({ literal, field: key, tool });
        return [];
      }
      return key !== undefined ? tools.map((tool) => ({ tool, key, via: property, assembled: !own(tool) })) : [];
    });
    // `tools.weather = weatherTool` after `const tools = {}`: entries the program adds to the literal.
    const assigned = assignedMembers(checker, literal).flatMap(({ key, value, node }): SetMember[] => toolsAt(value).map((tool) => ({ tool, key, via: node, assembled: true })));
    return assigned.length === 0 ? written : [...written, ...assigned];
  };

  const sets: ComposedSet[] = [];
  const ownTools = new Set(file.tools.map((tool) => tool.node));
  const visit = (node: ts.Node): void => {
    // A definition's own literals (its schema, above all) hold no tools: not walked. Nor are types,
    // which hold no expressions (`extends mixin({ … })` is an expression, and walked).
    if (ownTools.has(node) || holdsNoExpression(node)) return;
    if (ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node)) {
      const members = membersOf(node);
      if (members.length > 0) {
        sets.push({ node, label: ts.isArrayLiteralExpression(node) ? "this array of tools" : "this tools object", members });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return sets;
}

function holdsNoExpression(node: ts.Node): boolean {
  if (ts.isTypeNode(node)) return !ts.isExpressionWithTypeArguments(node);
  return ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node);
}

/** The identifier a chain of calls and member accesses starts from: `z` of `z.string().describe(…)`. */
function chainRoot(expr: ts.Expression): ts.Identifier | undefined {
  let current = unwrapExpression(expr);
  for (;;) {
    if (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current) || ts.isNonNullExpression(current)) current = unwrapExpression(current.expression);
    else return ts.isIdentifier(current) ? current : undefined;
  }
}

/** The module specifier of the file's import written as `text`. */
function specifierOf(sourceFile: ts.SourceFile, text: string): ts.Expression | undefined {
  for (const statement of sourceFile.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && statement.moduleSpecifier.text === text) return statement.moduleSpecifier;
  }
  return undefined;
}
