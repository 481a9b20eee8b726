import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import plugin, { configs } from "../../src/index.js";
import { tripwirePlugin } from "./tripwire.js";

export const fixturesRoot = path.join(import.meta.dirname, "..", "fixtures");

/** Settings that declare the reliability fixtures' own factory and an untyped package's factory. */
export const reliabilitySettings = {
  "tool-schema": {
    callees: [
      { from: "file", path: "define-tool.ts", name: "defineTool", sends: "as-written" },
      { from: "package", package: "my-tools", name: "tools.define", sends: "openai-strict" },
    ],
  },
};

export interface LinterOptions {
  readonly cwd: string;
  readonly fix?: boolean;
  /** Collect ESLint's per-rule timings (`result.stats`). */
  readonly stats?: boolean;
  readonly settings?: Record<string, unknown>;
  readonly preset?: "strict" | "recommended";
  /** Other plugins to register (a probe rule that records analyses). */
  readonly plugins?: Record<string, ESLint.Plugin>;
  /** Extra rule entries, after the preset and `unresolved-schema` with `reportApproximate`. */
  readonly rules?: Linter.RulesRecord;
  /** Also run `tripwire/unguarded` (see tripwire.ts): failures the plugin's guards would swallow. */
  readonly tripwire?: boolean;
}

/**
 * One ESLint instance over a fixture project, as a user would configure it: the real parser with
 * `projectService`, a preset (`configs.strict` by default), and `unresolved-schema` also reporting
 * approximate schemas.
 */
export function createLinter(options: LinterOptions): ESLint {
  const { cwd, fix = false, stats = false, settings = reliabilitySettings, preset = "strict", tripwire = false } = options;
  const plugins = { ...options.plugins, ...(tripwire ? { tripwire: tripwirePlugin } : {}) };
  const rules: Linter.RulesRecord = { ...options.rules, ...(tripwire ? { "tripwire/unguarded": "error" } : {}) };
  return new ESLint({
    cwd,
    fix,
    stats,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: cwd } },
      },
      { files: ["**/*.ts"], ...(configs[preset] as Linter.Config) },
      {
        files: ["**/*.ts"],
        plugins: { "tool-schema": plugin as unknown as ESLint.Plugin, ...plugins },
        settings,
        rules: { "tool-schema/unresolved-schema": ["warn", { reportApproximate: true }], ...rules },
      },
    ],
  });
}

/**
 * Messages that mean the plugin caught one of its own exceptions and turned it into a reason:
 * every catch-all in `src/` that wraps an unexpected error's message. They are crashes in disguise.
 */
export const MASKED_CRASH = new RegExp(
  [
    "internal error",
    "unexpected error",
    "failed unexpectedly",
    "could not be read from its type: ",
    "the tool definition could not be read: ",
    "the schema literal could not be read: ",
    "the zod chain could not be interpreted: ",
    "the zod shape could not be interpreted: ",
  ].join("|"),
  "i",
);

/** Fatal messages, caught crashes surfacing as reasons, and `tripwire/unguarded` reports. */
export function crashMessages(messages: readonly Linter.LintMessage[]): Linter.LintMessage[] {
  return messages.filter((m) => m.fatal || m.ruleId === null || m.ruleId === "tripwire/unguarded" || MASKED_CRASH.test(m.message));
}

export function describeMessages(messages: readonly Linter.LintMessage[]): string {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? "(fatal)"} ${m.message}`).join("\n");
}

/** Milliseconds spent in this plugin's rules (type-checker work they trigger included), from `stats`. */
export function pluginTime(result: ESLint.LintResult): number {
  let total = 0;
  for (const pass of result.stats?.times.passes ?? []) {
    for (const [ruleId, time] of Object.entries(pass.rules ?? {})) if (ruleId.startsWith("tool-schema/")) total += time.total;
  }
  return total;
}
