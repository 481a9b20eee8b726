// The whole plugin, as its modules make it: what the tests, the CLI and the types use. ESLint loads the
// package's entry (src/entry.ts), which holds the rules' meta and the presets and loads this (bundled
// as dist/plugin.js) the first time a linted program imports a framework.
//
// First: an unusable TypeScript or ESLint older than 9 is refused with a plain message, before
// anything reads TypeScript or a preset loads typescript-eslint's parser.
import "./setup-checks.js";
import type { TSESLint } from "@typescript-eslint/utils";
import { presetConfigs, type ConfigName } from "./configs.js";
import { pluginMeta } from "./meta.js";
import { rules } from "./rules/index.js";

const configs = {} as Record<ConfigName, TSESLint.FlatConfig.Config>;

const plugin = {
  meta: pluginMeta,
  rules,
  configs,
};

// The presets name the plugin itself, so they are made once it exists.
Object.assign(configs, presetConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin, rules));

export default plugin;
export { rules, configs };
export { describeToolSchema, describeToolSchemas } from "./api.js";
export type { ToolSchemaReport, ToolSchemasReport, RuntimeToolDefinition } from "./api.js";
export { providers } from "./providers/index.js";
export type { ProviderProfile } from "./providers/types.js";
export type { CheckOptions, Finding } from "./checks/types.js";
