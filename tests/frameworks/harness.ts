import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser, { clearCaches } from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import plugin from "../../src/index.js";
import { createCollector, type ReportedTool } from "../../src/cli/collect.js";
import type { CheckOptions } from "../../src/checks/types.js";
import type { SendContext } from "../../src/frameworks/types.js";

const scratchRoot = path.join(import.meta.dirname, "..", "..", "scratch");

export interface LintedProject {
  /** Every tool the plugin found, in file and line order, as the CLI reports it. */
  readonly tools: readonly ReportedTool[];
  /** The messages of every rule of the plugin (strict preset, all on), per file name. */
  readonly messages: Readonly<Record<string, readonly Linter.LintMessage[]>>;
}

/**
 * Lints a small project with the real ESLint, parser and TypeScript program, every rule of the
 * plugin on, and the CLI's collector. The project lives in a scratch directory inside the repository
 * so the SDKs installed in its node_modules resolve with their real type declarations.
 */
/** The compiler options of every fixture project: Node's module resolution, strict, no emit. */
/** The context a transform gets when no version is installed: it behaves as the newest release. */
export const NEWEST: SendContext = { version: undefined, strict: undefined };

export const FIXTURE_COMPILER_OPTIONS = {
  target: "ES2022",
  module: "NodeNext",
  moduleResolution: "NodeNext",
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  types: [],
} as const;

export async function lintProject(
  files: Readonly<Record<string, string>>,
  options: {
    readonly settings?: Record<string, unknown>;
    readonly cli?: Partial<CheckOptions>;
    readonly tsconfig?: Record<string, unknown>;
    /**
     * Packages whose types the project must not see: each (and its subpaths) is mapped to an empty
     * module. A `paths` entry to a file that does not exist would not do: TypeScript then falls back
     * to node_modules and finds the real types.
     */
    readonly withoutTypes?: readonly string[];
    /** Files written into the project but not linted, e.g. `node_modules/ai/package.json` of an older version. */
    readonly extraFiles?: Readonly<Record<string, string>>;
    /** Symbolic links made in the project, by path, to a path relative to the link (a workspace package linked under node_modules). */
    readonly links?: Readonly<Record<string, string>>;
    /** Typed linting through typescript-eslint's project service (as the README's config) instead of `project`. */
    readonly projectService?: boolean;
    /** Rule settings over the plugin's rules, all on at `warn` (a rule's options). */
    readonly rules?: Readonly<Record<string, unknown>>;
    /** Lint the files one after the other in the order given (ESLint reads a list's files concurrently). */
    readonly inOrder?: boolean;
  } = {},
): Promise<LintedProject> {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(path.join(scratchRoot, "project-"));
  try {
    const stubbed = options.withoutTypes ?? [];
    const paths = Object.fromEntries(stubbed.flatMap((pkg) => [[pkg, ["./stub/empty.d.ts"]], [`${pkg}/*`, ["./stub/empty.d.ts"]]]));
    const compilerOptions = {
      ...FIXTURE_COMPILER_OPTIONS,
      ...(stubbed.length > 0 ? { baseUrl: ".", paths } : {}),
    };
    if (stubbed.length > 0) {
      mkdirSync(path.join(dir, "stub"), { recursive: true });
      writeFileSync(path.join(dir, "stub", "empty.d.ts"), "export {};\n");
    }
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["**/*.ts"], ...options.tsconfig }));
    for (const [name, text] of [...Object.entries(files), ...Object.entries(options.extraFiles ?? {})]) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    for (const [link, target] of Object.entries(options.links ?? {})) {
      mkdirSync(path.dirname(path.join(dir, link)), { recursive: true });
      symlinkSync(target, path.join(dir, link));
    }
    const collector = createCollector(options.cli ?? {}, dir);
    // Every rule about what is sent; the design rules (configs.design) have their own tests.
    const rules = Object.fromEntries(
      Object.entries(plugin.rules)
        .filter(([, rule]) => (rule.meta.docs as { recommended?: string } | undefined)?.recommended !== "design")
        .map(([name]) => [`tool-schema/${name}`, "warn" as const]),
    );
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts", "**/*.tsx"],
          languageOptions: { parser: tsParser, parserOptions: options.projectService ? { projectService: true, tsconfigRootDir: dir } : { project: "./tsconfig.json", tsconfigRootDir: dir } },
          plugins: { "tool-schema": plugin as never, collect: collector.plugin as never },
          rules: { ...rules, ...(options.rules as Record<string, never> | undefined), "collect/collect": "warn" },
          ...(options.settings ? { settings: options.settings } : {}),
        },
      ],
    });
    const results = [];
    if (options.inOrder) for (const file of Object.keys(files)) results.push(...(await eslint.lintFiles([file])));
    else results.push(...(await eslint.lintFiles(Object.keys(files))));
    const messages: Record<string, Linter.LintMessage[]> = {};
    for (const result of results) {
      const fatal = result.messages.find((m) => m.fatal || m.ruleId === null);
      if (fatal) throw new Error(`${result.filePath}:${fatal.line}: ${fatal.message}`);
      messages[path.relative(dir, result.filePath)] = result.messages.filter((m) => m.ruleId !== "collect/collect");
    }
    const tools = [...collector.tools].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { tools, messages };
  } finally {
    // Each project is linted once: its program (the SDKs' declarations included) is of no further use.
    clearCaches();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `rule@line:column message` lines, for compact exact expectations. */
export function describeMessages(messages: readonly Linter.LintMessage[]): string[] {
  return messages.map((m) => `${m.ruleId?.replace("tool-schema/", "")}@${m.line}:${m.column} ${m.message}`);
}
