// A framework's tool type reached through another package's or the project's own type that extends
// it: pi-agent-core's `interface AgentTool<P> extends Tool<P>` (pi-ai), `type Spec = Tool & { group }`.
// A value written with the extending type is a value of the framework's type, and is read by the
// framework's typed form. The checker follows the declarations; only their heritage is read.
import fs from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { specifierTargets } from "../cache/module-targets.js";
import { exportOriginOf, packageOf } from "./imports.js";
import type { ExportOrigin } from "./reexports.js";

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

const dependsByDir = new Map<string, boolean>();

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
  const key = `${dir}\0${[...frameworkPackages].join(",")}`;
  const known = dependsByDir.get(key);
  if (known !== undefined) return known;
  let depends = false;
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as Record<string, unknown>;
    const names = ["dependencies", "peerDependencies"].flatMap((field) => Object.keys((manifest[field] as Record<string, string> | undefined) ?? {}));
    depends = names.some((name) => frameworkPackages.has(packageOf(name)));
  } catch {
    // No readable manifest: nothing says the package builds on a framework.
  }
  dependsByDir.set(key, depends);
  return depends;
}
