import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

// Lints with the built plugin in a fresh Node process, for tests about what a lint loads: module
// state (what was required, what was built) is per process.

export const repoRoot = path.join(import.meta.dirname, "..", "..");
export const distDir = path.join(repoRoot, "dist");

/**
 * A scratch project inside the repository (so `eslint`, the parser and the SDKs resolve from its
 * node_modules) with the `@warlock.js/ai` declarations and a strict tsconfig over `*.ts`. The caller
 * removes it (`rmSync(dir, { recursive: true, force: true })` in `afterAll`).
 */
export function scratchProject(prefix: string): string {
  const scratch = path.join(repoRoot, "scratch");
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, prefix));
  copyFileSync(path.join(repoRoot, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(dir, "warlock-ai.d.ts"));
  const compilerOptions = { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] };
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["*.ts"] }));
  return dir;
}

export interface FreshLint {
  readonly projectDir: string;
  /** File name → text, written into the project for this lint and removed after. */
  readonly files: Record<string, string>;
  readonly rules: Record<string, unknown>;
  /** `settings` of the config object (none by default). */
  readonly settings?: Record<string, unknown>;
  /** The built module the plugin is imported from, in dist/ (the package's entry by default). */
  readonly pluginModule?: string;
  /** Flags for the Node process (none by default). */
  readonly nodeFlags?: readonly string[];
  /** Module code run before ESLint and the plugin are imported (probes). */
  readonly before?: string;
  /**
   * A module-code expression evaluated after the lint, whose value is merged into the result; it may
   * read `results` (ESLint's) and `messages` ("ruleId messageId" per message).
   */
  readonly report?: string;
}

/** The lint's messages as "ruleId messageId", with whatever `report` adds. */
export function lintInFreshProcess<T extends object>(lint: FreshLint): T & { readonly messages: string[] } {
  const { projectDir, files } = lint;
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(projectDir, name), text);
  const script = `
    ${lint.before ?? ""}
    const { ESLint } = await import("eslint");
    const { default: tsParser } = await import("@typescript-eslint/parser");
    const plugin = (await import(${JSON.stringify(path.join(distDir, lint.pluginModule ?? "index.js"))})).default;
    const eslint = new ESLint({
      cwd: ${JSON.stringify(projectDir)},
      overrideConfigFile: true,
      overrideConfig: [{
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: ${JSON.stringify(projectDir)} } },
        plugins: { "tool-schema": plugin },
        rules: ${JSON.stringify(lint.rules)},
        settings: ${JSON.stringify(lint.settings ?? {})},
      }],
    });
    const results = await eslint.lintFiles(${JSON.stringify(Object.keys(files).map((name) => path.join(projectDir, name)))});
    const messages = results.flatMap((result) => result.messages.map((m) => m.ruleId ? m.ruleId + " " + m.messageId : m.message));
    console.log(JSON.stringify({ ...(${lint.report ?? "{}"}), messages }));
  `;
  try {
    const run = spawnSync(process.execPath, [...(lint.nodeFlags ?? []), "--input-type=module", "-e", script], { cwd: repoRoot, encoding: "utf8" });
    if (run.status !== 0) throw new Error(run.stderr);
    return JSON.parse(run.stdout.trim().split("\n").at(-1)!) as T & { readonly messages: string[] };
  } finally {
    for (const name of Object.keys(files)) rmSync(path.join(projectDir, name), { force: true });
  }
}
