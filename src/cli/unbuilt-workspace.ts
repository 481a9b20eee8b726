// The report's own programs read a workspace package whose types are not built yet from its sources,
// as they read a referenced project's (`fallback.ts`): a checkout linted before `build` would
// otherwise see every value imported from a sibling package as `any`, and its tools as nothing.
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import ts from "../util/typescript.cjs";

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts"] as const;

/**
 * A compiler host resolving modules as TypeScript does, and, where it finds nothing for a bare
 * package name, the package's source entry when the package is linked from the workspace (its real
 * folder outside node_modules) and its declared `types` file does not exist.
 */
export function hostReadingUnbuiltSources(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(host.getCurrentDirectory(), (name) => name, options);
  host.resolveModuleNames = (names, containingFile, _reused, redirected, compilerOptions) =>
    names.map((name) => ts.resolveModuleName(name, containingFile, compilerOptions, host, cache, redirected).resolvedModule ?? unbuiltSource(name, containingFile));
  return host;
}

function unbuiltSource(specifier: string, containingFile: string): ts.ResolvedModuleFull | undefined {
  if (specifier.startsWith(".") || path.isAbsolute(specifier)) return undefined;
  const parts = specifier.split("/");
  // Only the package itself: a subpath's types are spelled in `exports`, which says nothing of sources.
  if (parts.length !== (specifier.startsWith("@") ? 2 : 1)) return undefined;
  const linked = installedFolder(specifier, path.dirname(containingFile));
  if (!linked) return undefined;
  let folder: string;
  try {
    folder = realpathSync(linked);
  } catch {
    return undefined;
  }
  if (NODE_MODULES.test(folder + path.sep)) return undefined;
  const manifest = ts.readConfigFile(path.join(folder, "package.json"), ts.sys.readFile).config as { types?: unknown; typings?: unknown } | undefined;
  const declared = [manifest?.types, manifest?.typings].find((value): value is string => typeof value === "string");
  if (!declared || existsSync(path.join(folder, declared))) return undefined;
  const source = sourceOf(folder, declared);
  return source ? { resolvedFileName: source, extension: path.extname(source) as ts.Extension, isExternalLibraryImport: false } : undefined;
}

function installedFolder(name: string, from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", name);
    if (existsSync(path.join(candidate, "package.json"))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * The source file a declared types file is built from: the package tsconfig's `outDir` replaced by its
 * `rootDir` (`dist/index.d.ts` → `src/index.ts` when neither is set), with a source extension.
 */
function sourceOf(folder: string, declared: string): string | undefined {
  const tsconfig = ts.readConfigFile(path.join(folder, "tsconfig.json"), ts.sys.readFile).config as { compilerOptions?: { outDir?: unknown; rootDir?: unknown } } | undefined;
  const outDir = path.resolve(folder, typeof tsconfig?.compilerOptions?.outDir === "string" ? tsconfig.compilerOptions.outDir : "dist");
  const rootDir = path.resolve(folder, typeof tsconfig?.compilerOptions?.rootDir === "string" ? tsconfig.compilerOptions.rootDir : "src");
  const built = path.resolve(folder, declared);
  const relative = path.relative(outDir, built);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return undefined;
  const stem = path.join(rootDir, relative.replace(/\.d\.[cm]?ts$/, ""));
  return SOURCE_EXTENSIONS.map((extension) => stem + extension).find((file) => existsSync(file));
}
