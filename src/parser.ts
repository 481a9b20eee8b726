// The presets' parser: typescript-eslint's own, with its project service turned on for a file whose
// config names no source of types, so `export default [toolSchema.configs.recommended]` works alone.
import type { ParserOptions } from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { pluginMeta } from "./meta.js";
import { ToolSchemaConfigError } from "./util/config-error.js";
import peerPackages from "./util/peer-packages.cjs";
import { installedEslintVersion, missingPeersProblem, parserProblem } from "./util/setup-versions.js";

// typescript-eslint's parser, required (the same CommonJS module an import gives) so that a project
// without it (Yarn and `--legacy-peer-deps` install no peers) gets the packages to add, not Node's
// "Cannot find package" with a stack, which a static import fails with before any plugin code runs.
const loaded = peerPackages.loadParser();
if (!loaded) throw new ToolSchemaConfigError(missingPeersProblem(["@typescript-eslint/parser"])!);
const tsParser = loaded;

// A parser older than the running ESLint needs stops the load with one message, not ESLint's
// "scopeManager.addGlobals is not a function" on the first file. The version is the one of the parser
// this wrapper calls, so the check is about the parser the presets use.
const eslintVersion = installedEslintVersion();
const parserTooOld = eslintVersion === undefined ? undefined : parserProblem(tsParser.version, eslintVersion);
if (parserTooOld) throw new ToolSchemaConfigError(parserTooOld);

/**
 * The options a file is parsed with: as given when they name a source of types (or turn one off:
 * `projectService: false`, typescript-eslint's `disableTypeChecked`), else with `projectService: true`.
 * Setting it in the preset itself would clash with a user's `project` (typescript-eslint refuses both
 * at once), so it is added here, per file, only where nothing else is said. `tsconfigRootDir` is left
 * to typescript-eslint's default (ESLint's working directory) unless the user gives one.
 */
export function withProjectService(options: ParserOptions | null | undefined): ParserOptions {
  const given = options ?? {};
  const named = given.project !== undefined || given.projectService !== undefined || given.programs !== undefined;
  return named ? given : { ...given, projectService: true };
}

export const parser: TSESLint.FlatConfig.Parser = {
  meta: { name: `${pluginMeta.name}/parser`, version: pluginMeta.version },
  parseForESLint: (code: string, options?: ParserOptions | null) => tsParser.parseForESLint(code, withProjectService(options)),
};
