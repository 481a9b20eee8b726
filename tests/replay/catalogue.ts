// The replay cases as data: loaded from ./cases, and summarised as the markdown table docs/accuracy.md shows.
// Only the cases' metadata is read here; replay.test.ts is what holds each status to the plugin's real output.

import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ReplayCase } from "./case.js";

export interface LoadedCase extends ReplayCase {
  /** The case's file name in ./cases, e.g. `ai-sdk-parameters-key.ts`. */
  readonly fileName: string;
}

const casesDir = path.join(import.meta.dirname, "cases");

/** Every case file's name, sorted (one report per file). */
export function caseFileNames(): string[] {
  return readdirSync(casesDir).filter((name) => name.endsWith(".ts")).sort();
}

/** Every case, in file-name order. */
export async function loadCases(): Promise<LoadedCase[]> {
  const out: LoadedCase[] = [];
  for (const fileName of caseFileNames()) {
    const module = (await import(pathToFileURL(path.join(casesDir, fileName)).href)) as { default: ReplayCase };
    out.push({ ...module.default, fileName });
  }
  return out;
}

/** Caught and total over the "failure" cases (a user error is not a failure to catch). */
export function catchRate(cases: readonly ReplayCase[]): { caught: number; total: number } {
  const failures = cases.filter((c) => c.verdict === "failure");
  return { caught: failures.filter((c) => c.status === "caught").length, total: failures.length };
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * The table: one row per failure class (user errors in one last row), with its case files, frameworks,
 * providers and how many of its failures the plugin catches; a last line gives the overall rate.
 */
export function renderReplayTable(cases: readonly LoadedCase[]): string {
  const rows = new Map<string, LoadedCase[]>();
  for (const c of cases) {
    const key = c.verdict === "user-error" ? "" : c.failureClass;
    rows.set(key, [...(rows.get(key) ?? []), c]);
  }
  const classes = [...rows.keys()].filter((k) => k !== "").sort();
  const lines = [
    "| Failure class | Cases | Frameworks | Providers | Caught |",
    "| --- | --- | --- | --- | ---: |",
  ];
  const row = (label: string, group: readonly LoadedCase[], caught: string) =>
    `| ${label} | ${group.map((c) => `\`${c.fileName.replace(/\.ts$/, "")}\``).join(", ")} | ${unique(group.map((c) => c.framework)).join(", ")} | ${unique(group.map((c) => c.provider)).join(", ")} | ${caught} |`;
  for (const key of classes) {
    const group = rows.get(key)!;
    const { caught, total } = catchRate(group);
    lines.push(row(key, group, `${caught}/${total}`));
  }
  const userErrors = rows.get("");
  if (userErrors) lines.push(row("user error or not a bug (no error may be reported)", userErrors, `${userErrors.length} silent`));
  const { caught, total } = catchRate(cases);
  const percent = total === 0 ? "–" : `${((100 * caught) / total).toFixed(1)} %`;
  lines.push("", `Caught: ${caught} of ${total} failures (${percent}), over ${cases.length} reports.`);
  return lines.join("\n");
}

/** The markdown table over every case in ./cases. */
export async function replayTable(): Promise<string> {
  return renderReplayTable(await loadCases());
}
