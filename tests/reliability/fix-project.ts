import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "@typescript-eslint/parser";
import ts from "typescript";
import { fixturesRoot } from "./harness.js";

const repoRoot = path.resolve(fixturesRoot, "..", "..");
const TSC = path.join(repoRoot, "node_modules", "typescript", "bin", "tsc");

/**
 * A throw-away copy of a fixture project in the OS temp folder, laid out like the repo
 * (`fixtures/<name>` next to `fixtures/project/warlock-ai.d.ts`) so its tsconfig works unchanged.
 */
export interface ProjectCopy {
  readonly dir: string;
  readonly files: readonly string[];
  read(file: string): string;
  remove(): void;
}

export function copyFixtureProject(name: string): ProjectCopy {
  const root = mkdtempSync(path.join(os.tmpdir(), "tool-schema-reliability-"));
  const dir = path.join(root, "fixtures", name);
  cpSync(path.join(fixturesRoot, name), dir, { recursive: true });
  mkdirSync(path.join(root, "fixtures", "project"));
  copyFileSync(path.join(fixturesRoot, "project", "warlock-ai.d.ts"), path.join(root, "fixtures", "project", "warlock-ai.d.ts"));
  const files = readdirSync(dir).filter((file) => file.endsWith(".ts")).sort();
  return {
    dir,
    files,
    read: (file) => readFileSync(path.join(dir, file), "utf8"),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** `tsc --noEmit -p` with the repo's TypeScript; the diagnostics it prints, one per line ("" when clean). */
export function typeCheck(dir: string): string {
  try {
    execFileSync(process.execPath, [TSC, "--noEmit", "--pretty", "false", "-p", "tsconfig.json"], { cwd: dir, encoding: "utf8" });
    return "";
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    return `${stdout ?? ""}${stderr ?? ""}`.trim() || String(error);
  }
}

/** Syntax errors only: what a fix must never introduce. */
export function syntaxErrors(fileName: string, text: string): string[] {
  const output = ts.transpileModule(text, { fileName, reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } });
  return (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}

/** Every comment of a file, in order, as written (the parser throws on a syntax error). */
export function commentsOf(text: string): string[] {
  const ast = parse(text, { comment: true, range: true, sourceType: "module" });
  return (ast.comments ?? []).map((comment) => text.slice(comment.range[0], comment.range[1]));
}
