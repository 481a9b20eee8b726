import path from "node:path";
import type { TSESTree } from "@typescript-eslint/utils";
import type { Scope, SourceCode } from "@typescript-eslint/utils/ts-eslint";
import type ts from "typescript";
import { calleeFramework, frameworks } from "../frameworks/index.js";
import type { FrameworkModule } from "../frameworks/types.js";
import type { PluginSettings } from "../options.js";
import { resolveExportOrigin } from "./reexports.js";

export interface ToolCallSite {
  readonly call: TSESTree.CallExpression;
  readonly framework: FrameworkModule;
  /** The callee as written, for messages: `ai.tool`. */
  readonly calleeText: string;
}

interface FileIndex {
  /** Local names bound by imports that could lead to a tool factory. */
  readonly candidateRoots: ReadonlySet<string>;
  readonly packageFrameworks: ReadonlyMap<string, FrameworkModule[]>;
  readonly fileCallees: readonly { framework: FrameworkModule; absolutePath: string }[];
  /** Names declared in this very file that a `from: "file"` callee names. */
  readonly localFactories: ReadonlyMap<string, FrameworkModule>;
}

const fileIndexes = new WeakMap<TSESTree.Program, { settings: PluginSettings; index: FileIndex }>();

function isRelative(specifier: string): boolean {
  return specifier.startsWith(".");
}

/** Built once per file: cheap AST facts that let most calls be dismissed without the checker. */
export function fileIndex(ast: TSESTree.Program, settings: PluginSettings, filename: string, cwd: string): FileIndex {
  const cached = fileIndexes.get(ast);
  if (cached && cached.settings === settings) return cached.index;
  const all = [...frameworks, ...settings.callees.map(calleeFramework)];
  const packageFrameworks = new Map<string, FrameworkModule[]>();
  for (const framework of all) {
    for (const pkg of framework.packages) packageFrameworks.set(pkg, [...(packageFrameworks.get(pkg) ?? []), framework]);
  }
  const fileCallees = settings.callees.flatMap((callee) =>
    callee.from === "file" ? [{ framework: calleeFramework(callee), absolutePath: path.resolve(cwd, callee.path) }] : [],
  );
  const candidateRoots = new Set<string>();
  for (const statement of ast.body) {
    if (statement.type !== "ImportDeclaration" || statement.importKind === "type") continue;
    const source = statement.source.value;
    if (!packageFrameworks.has(source) && !isRelative(source)) continue;
    for (const specifier of statement.specifiers) candidateRoots.add(specifier.local.name);
  }
  const localFactories = new Map<string, FrameworkModule>();
  const here = stripExtension(path.resolve(cwd, filename));
  for (const { framework, absolutePath } of fileCallees) {
    if (stripExtension(absolutePath) === here) localFactories.set(framework.factories[0][0], framework);
  }
  const index: FileIndex = { candidateRoots, packageFrameworks, fileCallees, localFactories };
  fileIndexes.set(ast, { settings, index });
  return index;
}

function stripExtension(file: string): string {
  return file.replace(/\.(d\.)?[cm]?[jt]sx?$/, "");
}

/** `a.b.c` → { root: a, path: ["b", "c"] }; undefined for anything but identifiers and static members. */
export function calleePath(callee: TSESTree.Node): { root: TSESTree.Identifier; path: string[] } | undefined {
  const names: string[] = [];
  let current: TSESTree.Node = callee;
  while (current.type === "MemberExpression") {
    const property: TSESTree.Node = current.property;
    if (!current.computed && property.type === "Identifier") names.unshift(property.name);
    else if (current.computed && property.type === "Literal" && typeof property.value === "string") names.unshift(property.value);
    else return undefined;
    current = current.object;
  }
  return current.type === "Identifier" ? { root: current, path: names } : undefined;
}

function findVariable(scope: Scope.Scope | null, name: string): Scope.Variable | undefined {
  for (let s = scope; s; s = s.upper) {
    const variable = s.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

function matchesFactory(framework: FrameworkModule, exportPath: readonly string[]): boolean {
  return framework.factories.some((f) => f.length === exportPath.length && f.every((part, i) => part === exportPath[i]));
}

/**
 * Is this call a tool factory call? Cheap checks first (callee shape, a candidate import name),
 * then scope (a local `ai` that shadows nothing imported is not a tool), then re-export files.
 */
export function recogniseCallSite(
  call: TSESTree.CallExpression,
  sourceCode: SourceCode,
  index: FileIndex,
  program: ts.Program | undefined,
  tsSourceFile: ts.SourceFile | undefined,
): ToolCallSite | undefined {
  const parsed = calleePath(call.callee);
  if (!parsed) return undefined;
  const { root, path: memberPath } = parsed;
  const isCandidate = index.candidateRoots.has(root.name) || index.localFactories.has(root.name);
  if (!isCandidate) return undefined;
  const variable = findVariable(sourceCode.getScope(call), root.name);
  const definition = variable?.defs[0];
  if (!definition) return undefined;
  const calleeText = [root.name, ...memberPath].join(".");

  if (definition.type !== "ImportBinding") {
    const local = index.localFactories.get(root.name);
    return local && memberPath.length === 0 ? { call, framework: local, calleeText } : undefined;
  }
  const specifier = definition.node;
  const declaration = definition.parent;
  if (declaration.type !== "ImportDeclaration") return undefined;
  let imported: string;
  if (specifier.type === "ImportNamespaceSpecifier") imported = "*";
  else if (specifier.type === "ImportDefaultSpecifier") imported = "default";
  else if (specifier.type === "ImportSpecifier") {
    if (specifier.importKind === "type") return undefined;
    imported = specifier.imported.type === "Identifier" ? specifier.imported.name : String(specifier.imported.value);
  } else return undefined;
  const exportPath = imported === "*" ? memberPath : [imported, ...memberPath];
  const source = declaration.source.value;

  let origin: { module: string; isFile: boolean; path: readonly string[] } | null = { module: source, isFile: false, path: exportPath };
  if (isRelative(source)) {
    if (!program || !tsSourceFile) return undefined;
    origin = resolveExportOrigin(program, tsSourceFile, source, exportPath);
    if (!origin) return undefined;
  }
  if (origin.isFile) {
    const file = stripExtension(origin.module);
    const callee = index.fileCallees.find((c) => stripExtension(c.absolutePath) === file && matchesFactory(c.framework, origin!.path));
    return callee ? { call, framework: callee.framework, calleeText } : undefined;
  }
  const framework = index.packageFrameworks.get(origin.module)?.find((f) => matchesFactory(f, origin!.path));
  return framework ? { call, framework, calleeText } : undefined;
}
