// Under vitest, src/util/peer-packages.cts (a CommonJS module the built plugin requires) is this ES
// module instead: the same answers, for the packages this checkout resolves.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const requireHere = createRequire(import.meta.url);
type Parser = typeof import("@typescript-eslint/parser");

function versionOf(manifest: unknown): string | undefined {
  const version = (manifest as { version?: unknown } | undefined)?.version;
  return typeof version === "string" ? version : undefined;
}

function tryVersion(specifier: string): string | undefined {
  try {
    return versionOf(requireHere(specifier));
  } catch {
    return undefined;
  }
}

export default {
  eslintCommandVersion(): string | undefined {
    const main = requireHere.main?.filename;
    if (!main || !/[\\/]eslint[\\/]bin[\\/]eslint\.js$/.test(main)) return undefined;
    return versionOf(JSON.parse(readFileSync(path.join(path.dirname(path.dirname(main)), "package.json"), "utf8")));
  },
  eslintVersion: () => tryVersion("eslint/package.json"),
  parserVersion: () => tryVersion("@typescript-eslint/parser/package.json"),
  loadParser: (): Parser | undefined => requireHere("@typescript-eslint/parser") as Parser,
};
