// The corpus's fixture projects (tests/fixtures/corpus/<layout>/), loaded and linted with the real
// ESLint, parser and TypeScript program through the frameworks' harness.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { Linter } from "eslint";
import { lintProject, type LintedProject } from "../frameworks/harness.js";

export const corpusRoot = path.join(import.meta.dirname, "..", "fixtures", "corpus");

/** The `.ts` files of one layout, by path relative to it. */
export function layoutFiles(layout: string, dir = path.join(corpusRoot, layout), prefix = ""): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, layoutFiles(layout, full, `${prefix}${name}/`));
    else if (name.endsWith(".ts")) files[`${prefix}${name}`] = readFileSync(full, "utf8");
  }
  return files;
}

/** Lints a layout as its own project, with the layout's own tsconfig. */
export function lintLayout(layout: string): Promise<LintedProject> {
  const tsconfig = JSON.parse(readFileSync(path.join(corpusRoot, layout, "tsconfig.json"), "utf8")) as Record<string, unknown>;
  return lintProject(layoutFiles(layout), { tsconfig });
}

/**
 * `rule/messageId@line:column-endLine:endColumn` per message, the plugin's rules only: positions
 * and ids, not message texts (which are worded elsewhere).
 */
export function findingsOf(messages: readonly Linter.LintMessage[] | undefined): string[] {
  return (messages ?? [])
    .filter((m) => m.ruleId?.startsWith("tool-schema/"))
    .map((m) => `${m.ruleId!.replace("tool-schema/", "")}/${m.messageId}@${m.line}:${m.column}-${m.endLine}:${m.endColumn}`);
}
