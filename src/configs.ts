import type { TSESLint } from "@typescript-eslint/utils";
import { checkSeverity } from "./checks/messages.js";
import type { CheckCode } from "./checks/types.js";
import type { ToolSchemaRuleDocs } from "./util/create-rule.js";
import { parser } from "./parser.js";
import type { RuleName } from "./rules/index.js";

export type Severity = "error" | "warn";

/**
 * The rules a preset is made of, by what each one's meta says. Taken as an argument, not imported:
 * the plugin's entry (src/entry.ts) builds the same presets from the rules' meta alone, without
 * loading what the rules run.
 */
export type RuleMetas = Readonly<Record<string, { readonly meta: Pick<TSESLint.RuleMetaData<string, ToolSchemaRuleDocs>, "type" | "docs"> }>>;

/**
 * A rule's severity in the presets: a check code's errors stay errors, its warnings and info become
 * warnings; a rule that is not one check code (the tool-set rules) is an error when it reports a
 * problem and a warning when it makes a suggestion.
 */
export function presetSeverity(name: RuleName, rules: RuleMetas): Severity {
  const code = name as CheckCode;
  if (code in checkSeverity) return checkSeverity[code] === "error" ? "error" : "warn";
  return rules[name]?.meta.type === "problem" ? "error" : "warn";
}

export type PresetName = "recommended" | "strict" | "design" | "all";

/**
 * Preset rule maps derived from each rule's `meta.docs.recommended` (checked by a test):
 * `recommended` its own rules, `strict` every rule about what is sent (the recommended ones too),
 * `design` the opt-in tool design rules alone, `all` both.
 */
export function presetRules(preset: PresetName, rules: RuleMetas): Record<string, Severity> {
  const out: Record<string, Severity> = {};
  for (const [name, rule] of Object.entries(rules)) {
    const level = rule.meta.docs?.recommended;
    const design = level === "design";
    const included = preset === "all" || (preset === "design" ? design : !design && (preset === "strict" || level === "recommended"));
    if (included) out[`tool-schema/${name}`] = design ? "warn" : presetSeverity(name as RuleName, rules);
  }
  return out;
}

/** The files a preset applies to: every rule reads TypeScript types, so only TypeScript files. */
export const TYPESCRIPT_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];

/**
 * A preset as one flat config object. It carries its own `files` and the TypeScript parser, which
 * turns the project service on where the user's config names no source of types (`parser.ts`), so it
 * works alone, before or after typescript-eslint's presets, and a `.js`/`.mjs` file of the same project
 * is never handed to a rule that needs types.
 */
export function flatConfig(preset: PresetName, plugin: TSESLint.FlatConfig.Plugin, rules: RuleMetas, name: string = preset): TSESLint.FlatConfig.Config {
  return {
    name: `tool-schema/${name}`,
    files: TYPESCRIPT_FILES,
    languageOptions: { parser },
    plugins: { "tool-schema": plugin },
    rules: presetRules(preset, rules),
  };
}

/**
 * Every rule off, for files without type information (plain JavaScript, or TypeScript outside every
 * tsconfig), in the manner of typescript-eslint's `disableTypeChecked`: give it your own `files`.
 */
export function disableTypeCheckedConfig(plugin: TSESLint.FlatConfig.Plugin, rules: RuleMetas): TSESLint.FlatConfig.Config {
  return {
    name: "tool-schema/disable-type-checked",
    plugins: { "tool-schema": plugin },
    rules: Object.fromEntries(Object.keys(rules).map((name) => [`tool-schema/${name}`, "off"])),
  };
}

/** The preset names: `flat/…` and `all` as typescript-eslint and eslint-plugin-regexp users expect them. */
export type ConfigName = "recommended" | "strict" | "design" | "all" | "flat/recommended" | "flat/strict" | "flat/design" | "flat/all" | "disable-type-checked";

/** Every preset of `plugin`, each naming the plugin itself, from its rules' meta. */
export function presetConfigs(plugin: TSESLint.FlatConfig.Plugin, rules: RuleMetas): Record<ConfigName, TSESLint.FlatConfig.Config> {
  const recommended = flatConfig("recommended", plugin, rules);
  const strict = flatConfig("strict", plugin, rules);
  // The tool design rules: opt-in, warnings only, usually added beside `recommended` or `strict`.
  const design = flatConfig("design", plugin, rules);
  const all = flatConfig("all", plugin, rules);
  return {
    recommended,
    strict,
    design,
    all,
    "flat/recommended": recommended,
    "flat/strict": strict,
    "flat/design": design,
    "flat/all": all,
    "disable-type-checked": disableTypeCheckedConfig(plugin, rules),
  };
}
