// The whole plugin, as its modules make it: what the tests, the CLI and the types use. ESLint loads the
// package's entry (src/entry.ts), which holds the rules' meta and the presets and loads this (bundled
// as dist/plugin.js) the first time a linted program imports a framework.
//
// First: an unusable TypeScript or ESLint older than 9 is refused with a plain message, before
// anything reads TypeScript or a preset loads typescript-eslint's parser.
import "./setup-checks.js";
import type { TSESLint } from "@typescript-eslint/utils";
import { disableTypeCheckedConfig, flatConfig } from "./configs.js";
import { pluginMeta } from "./meta.js";
import { rules } from "./rules/index.js";

/** The preset names: `flat/…` and `all` as typescript-eslint and eslint-plugin-regexp users expect them. */
type ConfigName = "recommended" | "strict" | "design" | "all" | "flat/recommended" | "flat/strict" | "flat/design" | "flat/all" | "disable-type-checked";

const configs: Record<ConfigName, TSESLint.FlatConfig.Config> = {} as never;

const plugin = {
  meta: pluginMeta,
  rules,
  configs,
};

const self = plugin as unknown as TSESLint.FlatConfig.Plugin;
configs.recommended = flatConfig("recommended", self, rules);
configs.strict = flatConfig("strict", self, rules);
// The tool design rules: opt-in, warnings only, usually added beside `recommended` or `strict`.
configs.design = flatConfig("design", self, rules);
configs.all = flatConfig("all", self, rules);
configs["flat/recommended"] = configs.recommended;
configs["flat/strict"] = configs.strict;
configs["flat/design"] = configs.design;
configs["flat/all"] = configs.all;
configs["disable-type-checked"] = disableTypeCheckedConfig(self, rules);

export default plugin;
export { rules, configs };
export { describeToolSchema, describeToolSchemas } from "./api.js";
export type { ToolSchemaReport, ToolSchemasReport, RuntimeToolDefinition } from "./api.js";
export { providers } from "./providers/index.js";
export type { ProviderProfile } from "./providers/types.js";
export type { CheckOptions, Finding } from "./checks/types.js";
