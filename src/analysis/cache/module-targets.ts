// The files each module specifier of a file resolves to, asked of the checker once per tree and kept
// across programs while resolution cannot have changed (same compiler options, same file list).
import ts from "../../util/typescript.cjs";

const specifiersByFile = new WeakMap<ts.SourceFile, readonly ts.Expression[]>();

/** Every module specifier of a file: imports, re-exports, `import x = require()`, `import("…")` types. Syntax only: kept per tree. */
export function moduleSpecifiers(file: ts.SourceFile): readonly ts.Expression[] {
  const known = specifiersByFile.get(file);
  if (known) return known;
  const found: ts.Expression[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) found.push(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) found.push(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) found.push(node.argument.literal as ts.Expression);
    // `await import("@/tools")`: a module the file loads when it runs, whose exports it may hand on.
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) found.push(node.arguments[0]);
    if (ts.isModuleDeclaration(node) || deep) ts.forEachChild(node, visit);
  };
  // `import("…")` types and calls can sit anywhere; only files that contain one are walked entirely.
  const deep = file.text.includes("import(");
  for (const statement of file.statements) visit(statement);
  specifiersByFile.set(file, found);
  return found;
}

/**
 * What module resolution reads besides the importing file's text: the compiler options and the files
 * on disk, which the program's file list reflects (a file created where a specifier would now resolve
 * joins the program; a deleted one leaves it). Programs with equal options and the same list share
 * one token. Not seen: a change to a package.json `exports` or `imports` map alone, which moves a
 * specifier between two files the program already holds; packages' contents are read once per
 * process too (`keys.ts` `packageKey`).
 */
const layouts = new WeakMap<ts.Program, object>();
/** The last few layouts: an editor alternates between the programs of a few projects at most. */
const recentLayouts: { readonly options: string; readonly fileNames: readonly string[]; readonly token: object }[] = [];
const RECENT_LAYOUTS = 8;

export function layoutOf(program: ts.Program): object {
  const known = layouts.get(program);
  if (known) return known;
  const options = JSON.stringify(program.getCompilerOptions());
  const files = program.getSourceFiles();
  const same = recentLayouts.find(
    (layout) => layout.options === options && layout.fileNames.length === files.length && files.every((file, i) => file.fileName === layout.fileNames[i]),
  );
  const token = same?.token ?? {};
  if (!same) {
    recentLayouts.unshift({ options, fileNames: files.map((file) => file.fileName), token });
    recentLayouts.length = Math.min(recentLayouts.length, RECENT_LAYOUTS);
  }
  layouts.set(program, token);
  return token;
}

/** A tree's resolved specifiers by file name, in `moduleSpecifiers` order, with the layout they hold for. */
const keptTargets = new WeakMap<ts.SourceFile, { readonly layout: object; readonly fileNames: readonly (readonly string[])[] }>();
const perProgram = new WeakMap<ts.Program, WeakMap<ts.SourceFile, ReadonlyMap<ts.Expression, readonly ts.SourceFile[]>>>();

/**
 * The files each module specifier of `file` resolves to in `program`: the module's source file, or its
 * declarations' files (an ambient module, augmentations). Empty for a specifier that does not resolve.
 */
export function specifierTargets(program: ts.Program, file: ts.SourceFile): ReadonlyMap<ts.Expression, readonly ts.SourceFile[]> {
  let byFile = perProgram.get(program);
  if (!byFile) perProgram.set(program, (byFile = new WeakMap()));
  const known = byFile.get(file);
  if (known) return known;
  const specifiers = moduleSpecifiers(file);
  const layout = layoutOf(program);
  const kept = keptTargets.get(file);
  let targets = kept && kept.layout === layout ? fromNames(program, specifiers, kept.fileNames) : undefined;
  if (!targets) {
    const checker = program.getTypeChecker();
    const declared = declaredModuleNames(program);
    const targetsOf = (specifier: ts.Expression): readonly ts.SourceFile[] =>
      resolvedTarget(program, file, specifier, declared) ?? (checker.getSymbolAtLocation(specifier)?.declarations ?? []).map((d) => d.getSourceFile());
    targets = new Map(specifiers.map((specifier) => [specifier, targetsOf(specifier)]));
    keptTargets.set(file, { layout, fileNames: specifiers.map((specifier) => targets!.get(specifier)!.map((target) => target.fileName)) });
  }
  byFile.set(file, targets);
  return targets;
}

/** Kept file names back to this program's files; undefined if one is missing (then the checker is asked). */
function fromNames(program: ts.Program, specifiers: readonly ts.Expression[], fileNames: readonly (readonly string[])[]): Map<ts.Expression, readonly ts.SourceFile[]> | undefined {
  const targets = new Map<ts.Expression, readonly ts.SourceFile[]>();
  for (let i = 0; i < specifiers.length; i++) {
    const files: ts.SourceFile[] = [];
    for (const name of fileNames[i]) {
      const target = program.getSourceFile(name);
      if (!target) return undefined;
      files.push(target);
    }
    targets.set(specifiers[i], files);
  }
  return targets;
}

/** What TypeScript keeps of a program's module resolution: `getResolvedModule`, internal, on every program since 5.3. */
interface KeptResolutions {
  readonly getResolvedModule?: (file: ts.SourceFile, moduleName: string, mode: ts.ResolutionMode) => { readonly resolvedModule?: { readonly resolvedFileName: string } } | undefined;
}

/**
 * The file name the program resolved `specifier` of `file` to while it was built, in `mode`, read
 * without the disk or the checker; undefined when it resolved to nothing or the program keeps no
 * resolutions (TypeScript before 5.3).
 */
export function keptResolution(program: ts.Program, file: ts.SourceFile, specifier: string, mode: ts.ResolutionMode): string | undefined {
  const lookup = (program as unknown as KeptResolutions).getResolvedModule;
  return typeof lookup === "function" ? lookup.call(program, file, specifier, mode)?.resolvedModule?.resolvedFileName : undefined;
}

/**
 * The one file a specifier resolved to, as the checker would answer, or undefined when the checker
 * must be asked: a module declared by name somewhere (`declare module "x"`, which the checker takes
 * before the resolved file, or an augmentation, whose file is among the module's declarations too),
 * or no resolution kept.
 */
function resolvedTarget(program: ts.Program, file: ts.SourceFile, specifier: ts.Expression, declared: DeclaredModules): readonly ts.SourceFile[] | undefined {
  if (!ts.isStringLiteralLike(specifier) || declared === "unknown" || declared.has(specifier.text)) return undefined;
  const name = keptResolution(program, file, specifier.text, program.getModeForUsageLocation(file, specifier));
  const target = name === undefined ? undefined : program.getSourceFile(name);
  return target && [target];
}

/** Module names declared or augmented anywhere in the program; "unknown" when a file does not say, or an augmentation is relative. */
type DeclaredModules = ReadonlySet<string> | "unknown";
const declaredByProgram = new WeakMap<ts.Program, DeclaredModules>();

/** Read from what TypeScript collects per file while it builds the program (internal, kept since 2.0: see `program-packages.ts`). */
function declaredModuleNames(program: ts.Program): DeclaredModules {
  let declared = declaredByProgram.get(program);
  if (declared) return declared;
  const names = new Set<string>();
  declared = names;
  for (const source of program.getSourceFiles()) {
    const collected = source as unknown as { moduleAugmentations?: readonly { readonly text: string }[]; ambientModuleNames?: readonly string[] };
    if (!collected.moduleAugmentations || !collected.ambientModuleNames) {
      declared = "unknown";
      break;
    }
    for (const name of collected.ambientModuleNames) names.add(name);
    for (const { text } of collected.moduleAugmentations) {
      if (text.startsWith(".")) declared = "unknown";
      names.add(text);
    }
    if (declared === "unknown") break;
  }
  declaredByProgram.set(program, declared);
  return declared;
}
