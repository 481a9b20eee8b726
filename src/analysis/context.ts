import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type { TSESTree } from "@typescript-eslint/utils";
import { ESLintUtils } from "@typescript-eslint/utils";
import type { RuleContext } from "@typescript-eslint/utils/ts-eslint";
import ts from "../util/typescript.cjs";
import { calleeFramework, frameworks } from "../frameworks/index.js";
import type { FrameworkModule } from "../frameworks/types.js";
import { ToolSchemaConfigError, readPluginSettings, type PluginSettings } from "../options.js";
import { analyzeTool, type ToolAnalysis } from "./analyze.js";
import { isWorkspaceImport, packageOf } from "./recognition/imports.js";
import { declaredSeamPackages } from "./recognition/declared-seams.js";
import { filesWithTools, findTools, frameworkPackages, holdsPlacedTools } from "./recognition/index.js";
import { programReachesFrameworks } from "./recognition/reachable-frameworks.js";
import { mayHoldOrTakeTools, TOOL_PART } from "./recognition/import-reach.js";
import { mayFillToolHolder } from "./recognition/contextual-sites.js";

/** Per-file state shared by every rule of the plugin (one analysis per tool). */
export interface FileAnalysis {
  readonly settings: PluginSettings;
  /** ESLint's working directory, against which `callees` files are resolved. */
  readonly cwd: string;
  /** Undefined when the file cannot hold a tool (it imports no framework), so no program was asked for. */
  readonly program: ts.Program | undefined;
  readonly sourceFile: ts.SourceFile | undefined;
  /** Every tool defined in the file, analysed once, in source order. */
  readonly tools: readonly ToolAnalysis[];
}

const files = new WeakMap<TSESTree.Program, FileAnalysis>();

/** The frameworks a configuration recognises: the built-in modules and its `callees`. */
const frameworksBySettings = new WeakMap<PluginSettings, { readonly cwd: string; readonly all: readonly FrameworkModule[] }>();

function frameworksFor(settings: PluginSettings, cwd: string): readonly FrameworkModule[] {
  const known = frameworksBySettings.get(settings);
  if (known && known.cwd === cwd) return known.all;
  settings.callees.forEach((callee, index) => {
    if (callee.from === "file") requireCalleeFile(callee.path, cwd, index);
  });
  const all = [...frameworks, ...settings.callees.map((callee) => calleeFramework(callee, cwd))];
  frameworksBySettings.set(settings, { cwd, all });
  return all;
}

const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".cts", ".d.ts", ".js", ".mjs", ".cjs"];

/** A callee's `path` must name a file: a typo would otherwise silently drop every tool of that factory. */
function requireCalleeFile(file: string, cwd: string, index: number): void {
  const absolute = path.resolve(cwd, file).replace(/\.(d\.)?[cm]?[jt]sx?$/, "");
  const candidates = [...SOURCE_EXTENSIONS.map((ext) => absolute + ext), ...SOURCE_EXTENSIONS.slice(1).map((ext) => path.join(absolute, `index${ext}`))];
  if (candidates.some((candidate) => existsSync(candidate) && statSync(candidate).isFile())) return;
  throw new ToolSchemaConfigError(
    `settings["tool-schema"].callees[${index}].path is ${JSON.stringify(file)}, but no such file exists from ${cwd} (tried .ts, .tsx, .js and index files). The path is relative to the ESLint working directory.`,
  );
}

/**
 * Per program and file: the tools found there. Shared by the lint of the file itself and by the
 * lint of any file that takes those tools into a set (`[...searchTools, weather]`), so each file of
 * a program is analysed once whichever file asks first.
 */
const toolsByProgram = new WeakMap<ts.Program, WeakMap<ts.SourceFile, { readonly settings: PluginSettings; readonly tools: readonly ToolAnalysis[] }>>();

export function toolsOfFile(program: ts.Program, sourceFile: ts.SourceFile, settings: PluginSettings, cwd: string): readonly ToolAnalysis[] {
  let perFile = toolsByProgram.get(program);
  if (!perFile) toolsByProgram.set(program, (perFile = new WeakMap()));
  const known = perFile.get(sourceFile);
  if (known && known.settings === settings) return known.tools;
  let recognised: ReturnType<typeof findTools> = [];
  try {
    recognised = findTools(program, sourceFile, frameworksFor(settings, cwd));
  } catch {
    // Recognition reads imports and re-export files; a failure there means "no known tool".
    recognised = [];
  }
  const tools = recognised.map((tool) => analyzeTool(program, tool));
  perFile.set(sourceFile, { settings, tools });
  return tools;
}

/**
 * The tools of other files sent in the same set as one of this file's (one server that several
 * files register tools on, through a seam or a catalog): every file that can hold a tool is
 * analysed, once per program, whichever file asks first.
 */
export function toolsOfSetElsewhere(file: FileAnalysis, setNode: ts.Node): readonly ToolAnalysis[] {
  const { program, sourceFile } = file;
  if (!program || !sourceFile) return [];
  const found: ToolAnalysis[] = [];
  for (const other of filesWithTools(program, frameworksFor(file.settings, file.cwd))) {
    if (other === sourceFile) continue;
    for (const tool of toolsOfFile(program, other, file.settings, file.cwd)) if (tool.toolSet?.node === setNode && !tool.toolSet.byType) found.push(tool);
  }
  return found;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ToolRuleContext = Readonly<RuleContext<string, readonly any[]>>;

/** `import("@/tools")` with its module written: the import graph follows it like a static import. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]/;

/**
 * Cheap AST test: does any import lead to a framework (or to a local file that may re-export one)? A
 * dynamic import may lead anywhere, so a file with one is asked of the import graph.
 */
function mayDefineTools(ast: TSESTree.Program, text: string, all: readonly FrameworkModule[]): boolean {
  if (all.some((f) => f.files && f.files.length > 0)) return true;
  const packages = frameworkPackages(all);
  const imports = ast.body.some(
    (statement) =>
      statement.type === "ImportDeclaration" && (statement.source.value.startsWith(".") || packages.has(packageOf(statement.source.value))),
  );
  return imports || (text.includes("import(") && DYNAMIC_IMPORT.test(text));
}

/**
 * A file importing only other packages may still call a seam one of them declares (`seams.ts`) or a
 * workspace package holds, or hold an element of a catalog another file registers. A file importing
 * nothing may hold such an element too (`export const pingTool = { name, description, inputSchema }`,
 * listed by a server elsewhere): asked when its text names a tool's part. Only when the parser gives
 * a program.
 */
function mayHoldToolsFromPackages(context: ToolRuleContext, ast: TSESTree.Program, all: readonly FrameworkModule[]): boolean {
  const imported = ast.body.flatMap((s) => (s.type === "ImportDeclaration" && !s.source.value.startsWith(".") ? [packageOf(s.source.value)] : []));
  if (imported.length === 0) return TOOL_PART.test(context.sourceCode.text) && holdsCatalogElement(context, all);
  try {
    const services = ESLintUtils.getParserServices(context, true);
    const program = services.program;
    if (!program) return false;
    const packages = declaredSeamPackages(program, all);
    if (imported.some((name) => packages.has(name))) return true;
    const sourceFile = services.esTreeNodeToTSNodeMap.get(ast) as ts.SourceFile;
    // A workspace package (resolved to the program's own sources) may hold seams, like a relative import.
    const workspace = sourceFile.statements.some((s) => importsWorkspacePackage(program, sourceFile, s));
    if (workspace) return true;
    // An element of a catalog another file registers, importing only its schema library. Its text names a
    // tool's part, as for a file importing nothing: a file that does not (a config module, a logger) is
    // answered without the program's sink index, which a program the project service soon replaces
    // would otherwise build for it alone.
    return TOOL_PART.test(sourceFile.text) && holdsPlacedTools(program, sourceFile, all);
  } catch {
    // A parser without TypeScript's services: no seam can be seen.
    return false;
  }
}

function holdsCatalogElement(context: ToolRuleContext, all: readonly FrameworkModule[]): boolean {
  try {
    const services = ESLintUtils.getParserServices(context, true);
    if (!services.program) return false;
    return holdsPlacedTools(services.program, services.esTreeNodeToTSNodeMap.get(context.sourceCode.ast) as ts.SourceFile, all);
  } catch {
    return false;
  }
}

function importsWorkspacePackage(program: ts.Program, sourceFile: ts.SourceFile, statement: ts.Statement): boolean {
  if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return false;
  return !statement.moduleSpecifier.text.startsWith(".") && isWorkspaceImport(program, sourceFile, statement.moduleSpecifier);
}

/**
 * The shared per-file analysis. Throws a configuration error saying how to turn typed linting on when the file
 * imports a framework and the parser has no program, and a configuration error for bad settings;
 * never for odd user code.
 */
const NO_TYPES =
  "the rules need type information, and the parser gives none. Add `languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } }` " +
  'to your eslint.config (or `project`), and give files without types `toolSchema.configs["disable-type-checked"]`.';

export function fileAnalysis(context: ToolRuleContext): FileAnalysis {
  const ast = context.sourceCode.ast;
  const settings = readPluginSettings(context.settings as Record<string, unknown>);
  const existing = files.get(ast);
  if (existing && existing.settings === settings) return existing;

  let analysis: FileAnalysis = { settings, cwd: context.cwd, program: undefined, sourceFile: undefined, tools: [] };
  const all = frameworksFor(settings, context.cwd);
  // A program no framework reaches holds no tool: no file of it is looked at further.
  const given = (context.sourceCode.parserServices as { program?: ts.Program | null } | undefined)?.program;
  if (given && !programReachesFrameworks(given, all)) {
    files.set(ast, analysis);
    return analysis;
  }
  // A file filling a holder with tool objects may hand it to a framework's set anywhere (`set-holders.ts`).
  const fillsHolder = mayFillToolHolder(context.sourceCode.text);
  if (fillsHolder || mayDefineTools(ast, context.sourceCode.text, all) || mayHoldToolsFromPackages(context, ast, all)) {
    // Without type information every rule is blind: say how to turn it on, once, instead of a stack trace.
    const services = ESLintUtils.getParserServices(context, true);
    const program = services.program;
    if (!program) throw new ToolSchemaConfigError(NO_TYPES);
    const sourceFile = services.esTreeNodeToTSNodeMap.get(ast) as ts.SourceFile;
    // A file whose imports lead to no framework and to no file holding a tool is not looked at further.
    if (fillsHolder || reachesTools(program, sourceFile, all)) analysis = { settings, cwd: context.cwd, program, sourceFile, tools: toolsOfFile(program, sourceFile, settings, context.cwd) };
  }
  files.set(ast, analysis);
  return analysis;
}

function reachesTools(program: ts.Program, sourceFile: ts.SourceFile, all: readonly FrameworkModule[]): boolean {
  try {
    return mayHoldOrTakeTools(program, sourceFile, all);
  } catch {
    // The import graph is read best effort: a failure leaves the file to be analysed.
    return true;
  }
}

/** The program a file is linted in, with the file and the frameworks recognised, for the rules about the lint's setup. */
export interface LintedProgram {
  readonly program: ts.Program;
  readonly sourceFile: ts.SourceFile;
  readonly frameworks: readonly FrameworkModule[];
}

/**
 * The program of the file being linted, when one is given and a framework reaches it; undefined in an
 * untyped lint and in a program that can hold no tool, which such rules leave alone.
 */
export function lintedProgram(context: ToolRuleContext): LintedProgram | undefined {
  const settings = readPluginSettings(context.settings as Record<string, unknown>);
  const services = context.sourceCode.parserServices as Partial<ReturnType<typeof ESLintUtils.getParserServices>> | undefined;
  const program = services?.program;
  if (!program || !services.esTreeNodeToTSNodeMap) return undefined;
  const all = frameworksFor(settings, context.cwd);
  if (!programReachesFrameworks(program, all)) return undefined;
  const sourceFile = services.esTreeNodeToTSNodeMap.get(context.sourceCode.ast) as ts.SourceFile | undefined;
  return sourceFile ? { program, sourceFile, frameworks: all } : undefined;
}
