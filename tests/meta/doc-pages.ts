import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Reading `docs/rules/*.md` the way the meta tests need it: headings and code outside fences only. */

export const docsDir = path.join(import.meta.dirname, "..", "..", "docs", "rules");

export function docPageNames(): string[] {
  return readdirSync(docsDir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.slice(0, -".md".length))
    .sort();
}

export function readDocPage(rule: string): string {
  return readFileSync(path.join(docsDir, `${rule}.md`), "utf8");
}

interface Line {
  readonly text: string;
  /** True for fence lines and the lines between them. */
  readonly inFence: boolean;
}

function linesOf(page: string): Line[] {
  let inFence = false;
  return page.split("\n").map((text) => {
    if (text.startsWith("```")) {
      inFence = !inFence;
      return { text, inFence: true };
    }
    return { text, inFence };
  });
}

/** The headings of one level (2 for `## x`), in order, outside code fences. */
export function headings(page: string, level: number): string[] {
  const marker = `${"#".repeat(level)} `;
  return linesOf(page)
    .filter((line) => !line.inFence && line.text.startsWith(marker))
    .map((line) => line.text.slice(marker.length).trim());
}

/** The text of a `## name` section, up to the next `## ` heading. */
export function section(page: string, name: string): string {
  const lines = linesOf(page);
  const start = lines.findIndex((line) => !line.inFence && line.text === `## ${name}`);
  if (start === -1) return "";
  const end = lines.findIndex((line, i) => i > start && !line.inFence && line.text.startsWith("## "));
  return lines
    .slice(start + 1, end === -1 ? undefined : end)
    .map((line) => line.text)
    .join("\n");
}

/** The paragraph right after the `# title` line, joined into one line. */
export function firstParagraph(page: string): string {
  const lines = page.split("\n");
  let i = 1;
  while (i < lines.length && lines[i].trim() === "") i++;
  const paragraph: string[] = [];
  while (i < lines.length && lines[i].trim() !== "") paragraph.push(lines[i++].trim());
  return paragraph.join(" ");
}

export type ExampleKind = "incorrect" | "correct";

export interface DocExample {
  readonly kind: ExampleKind;
  /** 1-based position among the blocks of the same kind on the page. */
  readonly index: number;
  /** 1-based line of the opening fence in the page, for messages. */
  readonly line: number;
  readonly code: string;
}

const EXAMPLE_HEADINGS: Readonly<Record<string, ExampleKind>> = { "❌ Incorrect": "incorrect", "✅ Correct": "correct" };

/** Every ```ts block under `### ❌ Incorrect` or `### ✅ Correct` of the `## Examples` section. */
export function examplesOf(page: string): DocExample[] {
  const out: DocExample[] = [];
  const counts: Record<ExampleKind, number> = { incorrect: 0, correct: 0 };
  const lines = page.split("\n");
  let h2 = "";
  let kind: ExampleKind | undefined;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    if (text.startsWith("## ")) {
      h2 = text.slice(3).trim();
      kind = undefined;
    } else if (text.startsWith("### ")) {
      kind = EXAMPLE_HEADINGS[text.slice(4).trim()];
    } else if (text.startsWith("```")) {
      const close = lines.findIndex((line, j) => j > i && line.startsWith("```"));
      const end = close === -1 ? lines.length : close;
      if (h2 === "Examples" && kind && text.trim() === "```ts") {
        out.push({ kind, index: ++counts[kind], line: i + 1, code: lines.slice(i + 1, end).join("\n") + "\n" });
      }
      i = end;
    }
  }
  return out;
}

/** The line under the first paragraph that says where a rule is on, and what it offers. */
export function presetsLine(facts: {
  recommended?: string;
  strict?: string;
  design?: string;
  fixable: boolean;
  hasSuggestions: boolean;
}): string {
  const presets = [
    ...(facts.recommended ? [`🟢 recommended (${facts.recommended})`] : []),
    ...(facts.strict ? [`🟣 strict (${facts.strict})`] : []),
    ...(facts.design ? [`🎨 design (${facts.design})`] : []),
  ];
  return (
    `Presets: ${presets.join(", ") || "none"}. 🔧 Fixable: ${facts.fixable ? "yes" : "no"}. ` +
    `💡 Suggestions: ${facts.hasSuggestions ? "yes" : "no"}. Requires type information: yes.`
  );
}
