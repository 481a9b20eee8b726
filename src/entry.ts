// The plugin as ESLint loads it. The rules' meta and the presets are here; what the rules run (the
// analysis, the frameworks, the schema routes, the checks: most of the plugin's code) is loaded the
// first time a linted file's program can hold a tool, by `load-plugin.cts`. A typed lint of a project
// that imports no framework (a library, a web app without agents) never loads it: compiling it was
// most of what the plugin cost such a lint.
//
// The rules' meta and the frameworks' package names come from the whole plugin itself, written by the
// build beside the bundle (scripts/bundle.mjs), so they cannot drift from the rules they stand for.
// src/index.ts stays the plugin as its modules make it: the tests, the CLI and the types use it.
import { readFileSync } from "node:fs";
import type { TSESLint } from "@typescript-eslint/utils";
import type { RuleContext, RuleListener } from "@typescript-eslint/utils/ts-eslint";
import type { describeToolSchema as describeOne, describeToolSchemas as describeMany } from "./api.js";
import { presetConfigs, type ConfigName } from "./configs.js";
import loadPlugin from "./load-plugin.cjs";
import { pluginMeta } from "./meta.js";
import { readPluginSettings } from "./options.js";
import type { RuleName } from "./rules/index.js";
import { programPackages } from "./analysis/recognition/program-packages.js";
import type ts from "./util/typescript.cjs";

export { providers } from "./providers/index.js";

/** What the build writes to `entry-manifest.json`: each rule as ESLint reads it before running it. */
interface Manifest {
  readonly rules: Record<RuleName, { readonly meta: TSESLint.RuleMetaData<string, never, unknown[]> & { docs: { recommended: "recommended" | "strict" | "design" } }; readonly defaultOptions: unknown[] }>;
  /** Every package a built-in framework is imported from. */
  readonly frameworkPackages: readonly string[];
}

const manifest = JSON.parse(readFileSync(new URL("./entry-manifest.json", import.meta.url), "utf8")) as Manifest;

type Context = Readonly<RuleContext<string, unknown[]>>;

/**
 * Whether a file's rules need the whole plugin: always, unless its program is known and imports none
 * of the frameworks' packages. What the whole plugin does there is the same nothing (its analysis
 * stops at the same test, `programReachesFrameworks`), so nothing is lost but the load. The cases
 * that need it anyway: no program (the rules say how to turn typed linting on, or that they need
 * none), a rule's own options (the rule validates them), and `callees` (a user's factory keeps every
 * program open). A bad `settings["tool-schema"]` fails here as it would in the rules.
 */
function needsWholePlugin(context: Context): boolean {
  const program = (context.sourceCode.parserServices as { program?: ts.Program | null } | undefined)?.program;
  if (!program || context.options.length > 0) return true;
  if (readPluginSettings(context.settings as Record<string, unknown>).callees.length > 0) return true;
  const packages = programPackages(program);
  return manifest.frameworkPackages.some((name) => packages.has(name));
}

/** A rule with its meta, which runs the whole plugin's rule of that name where a tool can be. */
function deferredRule(name: RuleName, { meta, defaultOptions }: Manifest["rules"][RuleName]) {
  return {
    meta,
    defaultOptions,
    create(context: Context): RuleListener {
      if (!needsWholePlugin(context)) return {};
      return loadPlugin().rules[name].create(context as never);
    },
  };
}

const rules = Object.fromEntries(Object.entries(manifest.rules).map(([name, rule]) => [name, deferredRule(name as RuleName, rule)])) as Record<
  RuleName,
  ReturnType<typeof deferredRule>
>;

const configs = {} as Record<ConfigName, TSESLint.FlatConfig.Config>;

const plugin = { meta: pluginMeta, rules, configs };

// The presets name this object, so that ESLint runs the deferred rules above.
Object.assign(configs, presetConfigs(plugin as unknown as TSESLint.FlatConfig.Plugin, rules));

export default plugin;
export { rules, configs };

/** The runtime API loads the whole plugin on its first call. */
export const describeToolSchema: typeof describeOne = (...args) => loadPlugin().describeToolSchema(...args);
export const describeToolSchemas: typeof describeMany = (...args) => loadPlugin().describeToolSchemas(...args);
