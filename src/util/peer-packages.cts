// The peers as the built plugin finds them, with literal requires (the plugin's source uses no
// createRequire): Node resolves them from the plugin's folder as its own imports do, Yarn's Plug'n'Play
// included. Only package.json files are read, except typescript-eslint's parser, which the presets'
// parser wrapper calls (a require, so that a project without it gets the plugin's message: a static
// import fails before any code of the plugin runs). Under vitest, tests/setup/peer-packages-direct.ts
// answers the same from this checkout.
import { readFileSync } from "node:fs";
import path from "node:path";

type Parser = typeof import("@typescript-eslint/parser");

/** Whether `error` says that `name` itself was not found (not a module it requires). */
function notFound(error: unknown, name: string): boolean {
  return (error as { code?: unknown }).code === "MODULE_NOT_FOUND" && String((error as Error).message).includes(`'${name}`);
}

function versionOf(manifest: unknown): string | undefined {
  const version = (manifest as { version?: unknown } | undefined)?.version;
  return typeof version === "string" ? version : undefined;
}

/** The version of the ESLint package whose `eslint` command is the process's main module, if it is. */
function eslintCommandVersion(): string | undefined {
  const main = require.main?.filename;
  if (!main || !/[\\/]eslint[\\/]bin[\\/]eslint\.js$/.test(main)) return undefined;
  try {
    return versionOf(JSON.parse(readFileSync(path.join(path.dirname(path.dirname(main)), "package.json"), "utf8")));
  } catch {
    return undefined;
  }
}

const peerPackages = {
  eslintCommandVersion,
  /** The `eslint` the plugin resolves (its peer), undefined when not installed. */
  eslintVersion(): string | undefined {
    try {
      return versionOf(require("eslint/package.json"));
    } catch {
      return undefined;
    }
  },
  /** The `@typescript-eslint/parser` the plugin resolves, undefined when not installed. */
  parserVersion(): string | undefined {
    try {
      return versionOf(require("@typescript-eslint/parser/package.json"));
    } catch {
      return undefined;
    }
  },
  /** typescript-eslint's parser, or undefined when it is not installed (any other failure is thrown). */
  loadParser(): Parser | undefined {
    try {
      return require("@typescript-eslint/parser") as Parser;
    } catch (error) {
      if (notFound(error, "@typescript-eslint/parser")) return undefined;
      throw error;
    }
  },
};

export = peerPackages;
