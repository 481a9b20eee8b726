import type { TSESLint } from "@typescript-eslint/utils";
import { flatConfig } from "./configs.js";
import { pluginMeta } from "./meta.js";
import { rules } from "./rules/index.js";

const configs: Record<"recommended" | "strict", TSESLint.FlatConfig.Config> = {} as never;

const plugin = {
  meta: pluginMeta,
  rules,
  configs,
};

configs.recommended = flatConfig("recommended", plugin as unknown as TSESLint.FlatConfig.Plugin);
configs.strict = flatConfig("strict", plugin as unknown as TSESLint.FlatConfig.Plugin);

export default plugin;
export { rules, configs };
export { describeToolSchema, describeToolSchemas } from "./api.js";
export type { ToolSchemaReport, ToolSchemasReport, RuntimeToolDefinition } from "./api.js";
export { providers } from "./providers/index.js";
export type { ProviderProfile } from "./providers/types.js";
export type { CheckOptions, Finding } from "./checks/types.js";
