import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser, { clearCaches } from "@typescript-eslint/parser";
import { ESLint } from "eslint";
import plugin from "../../src/index.js";

const scratchRoot = path.join(import.meta.dirname, "..", "..", "scratch");

/**
 * Lints a small project of several files with one design rule on (the shared harness runs the rules about
 * what is sent), with the real ESLint, parser and program. Returns `line:column message` per file.
 */
export async function lintDesignProject(files: Readonly<Record<string, string>>, rule: string): Promise<Record<string, string[]>> {
  mkdirSync(scratchRoot, { recursive: true });
  const dir = mkdtempSync(path.join(scratchRoot, "design-"));
  try {
    const compilerOptions = { target: "ES2022", module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] };
    writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions, include: ["**/*.ts"] }));
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    const eslint = new ESLint({
      cwd: dir,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ["**/*.ts"],
          languageOptions: { parser: tsParser, parserOptions: { project: "./tsconfig.json", tsconfigRootDir: dir } },
          plugins: { "tool-schema": plugin as never },
          rules: { [`tool-schema/${rule}`]: "warn" },
        },
      ],
    });
    const out: Record<string, string[]> = {};
    for (const result of await eslint.lintFiles(Object.keys(files))) {
      const fatal = result.messages.find((m) => m.fatal || m.ruleId === null);
      if (fatal) throw new Error(`${result.filePath}:${fatal.line}: ${fatal.message}`);
      out[path.relative(dir, result.filePath).split(path.sep).join("/")] = result.messages.map((m) => `${m.line}:${m.column} ${m.message}`);
    }
    return out;
  } finally {
    clearCaches();
    rmSync(dir, { recursive: true, force: true });
  }
}
