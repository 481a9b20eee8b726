// Why a listed value is `any`: it is imported from a package TypeScript cannot resolve. In a workspace
// the usual cause is a sibling package whose `types` point at a build output nobody has built yet
// (`dist/index.d.ts`); the tools are then in its sources, which a `paths` entry or a build makes visible.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { specifierTargets } from "../cache/module-targets.js";
import { isProjectSource } from "./imports.js";

/**
 * A clause for an unreadable reason, when `expr` is (or reads a member of) a name imported from a
 * module the checker does not resolve: which package, and what to do about it. Undefined otherwise.
 */
export function unresolvedImportOf(checker: ts.TypeChecker, expr: ts.Expression): string | undefined {
  let root: ts.Expression = expr;
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root) || ts.isParenthesizedExpression(root)) root = root.expression;
  if (!ts.isIdentifier(root)) return undefined;
  const declaration = checker.getSymbolAtLocation(root)?.declarations?.[0];
  const importDeclaration = declaration && ts.findAncestor(declaration, ts.isImportDeclaration);
  if (!importDeclaration || !ts.isStringLiteral(importDeclaration.moduleSpecifier)) return undefined;
  if (checker.getSymbolAtLocation(importDeclaration.moduleSpecifier)) return undefined;
  const specifier = importDeclaration.moduleSpecifier.text;
  const missing = missingTypesOf(specifier, path.dirname(importDeclaration.getSourceFile().fileName))?.types;
  const where = missing ? `, whose declared types (\`${missing}\`) do not exist: build that package, or map \`${specifier}\` to its sources with \`paths\` in the tsconfig` : ", which TypeScript cannot resolve: install it, or map it with `paths` in the tsconfig";
  return `\`${root.text}\` is imported from \`${specifier}\`${where}`;
}

/** A package the program does not resolve for want of its declared types file (`types`, relative to the package). */
export interface UnbuiltImport {
  readonly package: string;
  readonly types: string;
  /** What its manifest says it uses (`dependencies`, `peerDependencies`): a tool framework among them makes it a likely home of tools. */
  readonly dependencies: readonly string[];
}

/**
 * The packages a file imports that the program does not resolve because their declared types file is
 * not there (a workspace package before its build), each with that file: what a file's tools may
 * come from and the checker cannot see.
 */
export function unbuiltImportsOf(program: ts.Program, sourceFile: ts.SourceFile): readonly UnbuiltImport[] {
  const found = new Map<string, UnbuiltImport>();
  // The files each specifier resolves to, as the program resolved them (kept per program and file): only one resolving to none is looked at.
  const targets = specifierTargets(program, sourceFile);
  for (const statement of sourceFile.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text.startsWith(".") || found.has(packageName(specifier.text))) continue;
    if ((targets.get(specifier)?.length ?? 0) > 0) continue;
    const missing = missingTypesOf(specifier.text, path.dirname(sourceFile.fileName));
    if (missing) found.set(packageName(specifier.text), { package: packageName(specifier.text), ...missing });
  }
  return [...found.values()];
}

/**
 * The unbuilt packages a file reaches through the program's own files it imports, at any depth
 * (`./util.js`, which imports `@acme/utils` whose types are not built): a type the file takes from
 * such a file (`type InjectableTool = Tool & {…}` over the package's `Tool`) has no type either, so
 * what the file writes as one is not seen as one. The file's own imports are `unbuiltImportsOf`'s.
 * Once per program and file.
 */
export function unbuiltImportsThrough(program: ts.Program, sourceFile: ts.SourceFile): readonly UnbuiltImport[] {
  let byFile = reached.get(program);
  if (!byFile) reached.set(program, (byFile = new WeakMap()));
  const known = byFile.get(sourceFile);
  if (known) return known;
  // Most programs import no unbuilt package at all: one pass over their files says so, and no file's imports are walked.
  if (!anyUnbuilt(program)) return NONE;
  const found = new Map<string, UnbuiltImport>();
  const seen = new Set<ts.SourceFile>([sourceFile]);
  const pending = [sourceFile];
  for (let file = pending.pop(); file; file = pending.pop()) {
    for (const targets of specifierTargets(program, file).values()) {
      for (const target of targets) {
        if (seen.has(target) || target.isDeclarationFile || !isProjectSource(program, target)) continue;
        seen.add(target);
        pending.push(target);
        for (const unbuilt of directUnbuilt(program, target)) if (!found.has(unbuilt.package)) found.set(unbuilt.package, unbuilt);
      }
    }
  }
  const result = [...found.values()];
  byFile.set(sourceFile, result);
  return result;
}

const NONE: readonly UnbuiltImport[] = [];
const reached = new WeakMap<ts.Program, WeakMap<ts.SourceFile, readonly UnbuiltImport[]>>();
const anyByProgram = new WeakMap<ts.Program, boolean>();

function anyUnbuilt(program: ts.Program): boolean {
  let any = anyByProgram.get(program);
  if (any === undefined) anyByProgram.set(program, (any = program.getSourceFiles().some((file) => isProjectSource(program, file) && directUnbuilt(program, file).length > 0)));
  return any;
}
const direct = new WeakMap<ts.Program, WeakMap<ts.SourceFile, readonly UnbuiltImport[]>>();

function directUnbuilt(program: ts.Program, sourceFile: ts.SourceFile): readonly UnbuiltImport[] {
  let byFile = direct.get(program);
  if (!byFile) direct.set(program, (byFile = new WeakMap()));
  let known = byFile.get(sourceFile);
  if (!known) byFile.set(sourceFile, (known = unbuiltImportsOf(program, sourceFile)));
  return known;
}

function packageName(specifier: string): string {
  return specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]!;
}

/**
 * The package's declared types file, relative to it, when the package is installed and that file is not
 * there, with the packages its manifest says it uses.
 */
function missingTypesOf(specifier: string, from: string): Omit<UnbuiltImport, "package"> | undefined {
  if (specifier.startsWith(".")) return undefined;
  const name = packageName(specifier);
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(manifest)) {
      let json: { types?: unknown; typings?: unknown; dependencies?: unknown; peerDependencies?: unknown };
      try {
        json = JSON.parse(readFileSync(manifest, "utf8")) as typeof json;
      } catch {
        return undefined;
      }
      const declared = [json.types, json.typings].find((value): value is string => typeof value === "string");
      if (!declared || existsSync(path.join(path.dirname(manifest), declared))) return undefined;
      const names = (field: unknown) => (field && typeof field === "object" ? Object.keys(field) : []);
      return { types: declared.replace(/^\.\//, ""), dependencies: [...names(json.dependencies), ...names(json.peerDependencies)] };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
