// Effect route: whether a name the user's code reads is an export of the `effect` package, and which major
// declares it (3 and 4 build and convert schemas differently), read from that package's package.json.
import fs from "node:fs";
import path from "node:path";
import ts from "../../util/typescript.cjs";
import { referenceExport } from "../shared/callee-export.js";

export interface EffectExport {
  /** The exported name (`Struct`, `minLength`), whatever the import calls it. */
  readonly name: string;
  /** The major version of the `effect` package that declares it. */
  readonly major: number;
}

const majors = new Map<string, number | null>();

/** `Schema.Struct`, `Struct`, `S.minLength` when declared in a package named `effect` (also installed under another folder name). */
export function effectExport(checker: ts.TypeChecker, expr: ts.Expression): EffectExport | undefined {
  if (!ts.isIdentifier(expr) && !ts.isPropertyAccessExpression(expr)) return undefined;
  const found = referenceExport(checker, expr);
  if (!found?.declaredIn(/\/node_modules\//)) return undefined;
  const nameNode = ts.isPropertyAccessExpression(expr) ? expr.name : expr;
  const local = checker.getSymbolAtLocation(nameNode);
  const symbol = local && local.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(local) : local;
  for (const declaration of symbol?.declarations ?? []) {
    const major = effectMajor(declaration.getSourceFile().fileName);
    if (major !== undefined) return { name: found.name, major };
  }
  return undefined;
}

/** The major of the `effect` package a declaration file belongs to: the nearest package.json above it, named "effect". */
function effectMajor(fileName: string): number | undefined {
  let dir = path.dirname(fileName);
  const seen: string[] = [];
  for (let i = 0; i < 8; i++) {
    const known = majors.get(dir);
    if (known !== undefined) return remember(seen, known);
    seen.push(dir);
    const manifest = path.join(dir, "package.json");
    const parsed = fs.existsSync(manifest) ? readManifest(manifest) : undefined;
    // A package.json without a name (`{ "type": "module" }` of a dist folder) is not the package's own.
    if (parsed?.name !== undefined) {
      const major = parsed.name === "effect" && typeof parsed.version === "string" ? Number.parseInt(parsed.version, 10) : null;
      return remember(seen, Number.isNaN(major) ? null : major);
    }
    const parent = path.dirname(dir);
    if (parent === dir || path.basename(dir) === "node_modules") break;
    dir = parent;
  }
  return remember(seen, null);
}

function readManifest(file: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as { name?: unknown; version?: unknown };
  } catch {
    return undefined;
  }
}

function remember(dirs: readonly string[], major: number | null): number | undefined {
  for (const dir of dirs) majors.set(dir, major);
  return major ?? undefined;
}
