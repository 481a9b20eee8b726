// The presets' parser: typescript-eslint's own, with its project service turned on for a file whose
// config names no source of types, so `export default [toolSchema.configs.recommended]` works alone.
import tsParser, { type ParserOptions } from "@typescript-eslint/parser";
import type { TSESLint } from "@typescript-eslint/utils";
import { pluginMeta } from "./meta.js";

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
