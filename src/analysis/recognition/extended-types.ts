// A framework's tool type reached through another package's or the project's own type that extends
// it: pi-agent-core's `interface AgentTool<P> extends Tool<P>` (pi-ai), `type Spec = Tool & { group }`.
// A value written with the extending type is a value of the framework's type, and is read by the
// framework's typed form. The checker follows the declarations; only their heritage is read. A literal
// a function returns under such a type is one too, unless its `name` comes from a parameter (a template).
import fs from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { specifierTargets } from "../cache/module-targets.js";
import { exportOriginOf, packageOf } from "./imports.js";
import type { ExportOrigin } from "./reexports.js";
import type { FrameworkModule } from "../../frameworks/types.js";
import { unwrapExpression } from "../../schema/shared/static-follow.js";

/** How many types deep a chain of `extends` is followed (`AgentTool` → `Tool` is one). */
const MAX_DEPTH = 4;

/**
 * The framework type a type name inherits from, as its origin (package and export path), when `isForm`
 * accepts one of its bases (interface `extends`, members of an intersection alias), at any depth.
 */
export function inheritedOrigin(program: ts.Program, typeName: ts.EntityName, isForm: (origin: ExportOrigin) => boolean): ExportOrigin | undefined {
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Symbol>();
  const visit = (name: ts.EntityName | ts.Expression, depth: number): ExportOrigin | undefined => {
    if (depth > MAX_DEPTH) return undefined;
    const last = ts.isQualifiedName(name) ? name.right : ts.isPropertyAccessExpression(name) ? name.name : name;
    let symbol = checker.getSymbolAtLocation(last);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    if (!symbol || seen.has(symbol)) return undefined;
    seen.add(symbol);
    for (const declaration of symbol.declarations ?? []) {
      for (const base of basesOf(declaration)) {
        const origin = ts.isIdentifier(base) || ts.isPropertyAccessExpression(base) ? exportOriginOf(program, declaration.getSourceFile(), base, { allowTypeOnly: true }) : undefined;
        if (origin && !origin.isFile && isForm(origin)) return origin;
        const deeper = visit(base, depth + 1);
        if (deeper) return deeper;
      }
    }
    return undefined;
  };
  return visit(typeName, 0);
}

/** The names a declaration builds on: an interface's `extends`, the references of an alias's intersection. */
function basesOf(declaration: ts.Declaration): (ts.EntityName | ts.Expression)[] {
  if (ts.isInterfaceDeclaration(declaration)) {
    return (declaration.heritageClauses ?? []).flatMap((clause) => clause.types.map((type) => type.expression));
  }
  if (!ts.isTypeAliasDeclaration(declaration)) return [];
  const parts = ts.isIntersectionTypeNode(declaration.type) ? declaration.type.types : [declaration.type];
  return parts.flatMap((part) => (ts.isTypeReferenceNode(part) ? [part.typeName] : []));
}

/** Per framework package set (kept per framework list), whether a package folder depends on one. */
const dependsByDir = new WeakMap<ReadonlySet<string>, Map<string, boolean>>();

/**
 * The module this import resolves to belongs to an installed package whose own package.json depends
 * on one of `frameworkPackages` (pi-agent-core on pi-ai): its types may extend a framework's.
 */
export function importsFrameworkDependent(program: ts.Program, sourceFile: ts.SourceFile, specifier: ts.Expression, frameworkPackages: ReadonlySet<string>): boolean {
  const targets = specifierTargets(program, sourceFile).get(specifier) ?? [];
  return targets.some((target) => {
    const match = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(target.fileName);
    return match !== null && dependsOnAny(match[1]!, frameworkPackages);
  });
}

function dependsOnAny(dir: string, frameworkPackages: ReadonlySet<string>): boolean {
  let byDir = dependsByDir.get(frameworkPackages);
  if (!byDir) dependsByDir.set(frameworkPackages, (byDir = new Map()));
  const known = byDir.get(dir);
  if (known !== undefined) return known;
  let depends = false;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as Record<string, unknown>;
    const names = ["dependencies", "peerDependencies"].flatMap((field) => Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}));
    depends = names.some((name) => frameworkPackages.has(packageOf(name)));
  } catch {
    // No readable manifest: nothing says the package builds on a framework.
  }
  byDir.set(dir, depends);
  return depends;
}

const typedPrograms = new WeakMap<ts.Program, WeakMap<readonly FrameworkModule[], boolean>>();

/** Some file of the program comes from a package of a framework with typed forms: a type there can be extended. */
export function programHasTypedForms(program: ts.Program, frameworks: readonly FrameworkModule[]): boolean {
  let byFrameworks = typedPrograms.get(program);
  if (!byFrameworks) typedPrograms.set(program, (byFrameworks = new WeakMap()));
  let has = byFrameworks.get(frameworks);
  if (has === undefined) {
    const dirs = [...new Set(frameworks.filter((f) => f.forms.some((form) => form.kind === "typed")).flatMap((f) => f.packages.map((p) => `/node_modules/${packageOf(p)}/`)))];
    const typedFrameworkPackages = new Set(frameworks.filter((f) => f.forms.some((form) => form.kind === "typed")).flatMap((f) => f.packages.map(packageOf)));
    has = program.getSourceFiles().some((file) => {
      const name = file.fileName.split("\\").join("/");
      // Installed, or a framework's sources mapped in by `paths` (a monorepo of the framework itself).
      return dirs.some((dir) => name.includes(dir)) || (!file.isDeclarationFile && [...typedFrameworkPackages].some((p) => file.text.includes(`from "${p}`) || file.text.includes(`from '${p}`)));
    });
    byFrameworks.set(frameworks, has);
  }
  return has;
}

/** The literal's `name` reads a parameter of the function that returns it (directly or through a destructuring of one). */
export function nameFromParameter(literal: ts.ObjectLiteralExpression, fn: ts.SignatureDeclaration): boolean {
  const property = literal.properties.find((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === "name");
  if (!property || !ts.isPropertyAssignment(property)) return false;
  let root: ts.Expression = unwrapExpression(property.initializer);
  while (ts.isPropertyAccessExpression(root) || ts.isElementAccessExpression(root)) root = unwrapExpression(root.expression);
  if (!ts.isIdentifier(root)) return false;
  const names = new Set<string>();
  const collect = (binding: ts.BindingName): void => {
    if (ts.isIdentifier(binding)) names.add(binding.text);
    else for (const element of binding.elements) if (!ts.isOmittedExpression(element)) collect(element.name);
  };
  for (const parameter of fn.parameters) collect(parameter.name);
  // `const { definition } = registeredTool` at the top of the body: names bound from a parameter.
  const body = (fn as { body?: ts.Node }).body;
  if (body && ts.isBlock(body)) {
    for (const statement of body.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const from = declaration.initializer && unwrapExpression(declaration.initializer);
        if (from && ts.isIdentifier(from) && names.has(from.text)) collect(declaration.name);
      }
    }
  }
  return names.has(root.text);
}
