import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tsParser from "@typescript-eslint/parser";
import { ESLint, type Linter } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import plugin from "../../src/index.js";
import { docPageNames, examplesOf, readDocPage, type DocExample } from "./doc-pages.js";

/**
 * Lints every ❌/✅ block of docs/rules/*.md with the plugin from source, every rule on with its default
 * options: a ❌ block must get at least one report of its page's rule, a ✅ block none. The blocks are
 * written as files of the fixture project `tests/fixtures/docs/` (which sees the shared
 * `@warlock.js/ai` declaration and the docs' `@acme/ai-kit` factory) and removed afterwards.
 */

const fixtureDir = path.join(import.meta.dirname, "..", "fixtures", "docs");
const GENERATED = /^example-.*\.ts$/;

/** The settings snippet the docs show for JSON Schema inputs, as the docs write it. */
const DOCS_CALLEE = '{ from: "package", package: "@acme/ai-kit", name: "defineTool", sends: "as-written" }';
const docsSettings = {
  "tool-schema": { callees: [{ from: "package", package: "@acme/ai-kit", name: "defineTool", sends: "as-written" }] },
};

interface Block extends DocExample {
  readonly rule: string;
  readonly file: string;
}

const blocks: Block[] = docPageNames().flatMap((rule) =>
  examplesOf(readDocPage(rule)).map((example) => ({
    ...example,
    rule,
    file: path.join(fixtureDir, `example-${rule}-${example.kind}-${example.index}.ts`),
  })),
);

function removeGenerated(): void {
  for (const file of readdirSync(fixtureDir)) if (GENERATED.test(file)) rmSync(path.join(fixtureDir, file));
}

/** A ❌ block that says `--fix` turns it into the page's ✅ block carries this comment line. */
const FIX_CLAIM = /^\/\/ Fixed by --fix\b.*\n/m;

const messagesByFile = new Map<string, Linter.LintMessage[]>();
const fixedByFile = new Map<string, string | undefined>();

function createLinter(fix: boolean): ESLint {
  return new ESLint({
    cwd: fixtureDir,
    fix,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ["**/*.ts"],
        languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: fixtureDir } },
        plugins: { "tool-schema": plugin as unknown as ESLint.Plugin },
        settings: docsSettings,
        rules: Object.fromEntries(Object.keys(plugin.rules).map((name) => [`tool-schema/${name}`, "error"])),
      },
    ],
  });
}

beforeAll(async () => {
  removeGenerated();
  // Every file exists before the first parse, so the project service sees them all in the fixture's tsconfig.
  for (const block of blocks) writeFileSync(block.file, block.code);
  const results = await createLinter(false).lintFiles(blocks.map((block) => block.file));
  for (const result of results) messagesByFile.set(result.filePath, result.messages);
  // `fix: true` only computes the output; nothing is written back to the files.
  const claimed = blocks.filter((block) => FIX_CLAIM.test(block.code)).map((block) => block.file);
  if (claimed.length > 0) {
    for (const result of await createLinter(true).lintFiles(claimed)) fixedByFile.set(result.filePath, result.output);
  }
}, 120_000);

afterAll(removeGenerated);

function describeMessages(messages: readonly Linter.LintMessage[]): string {
  return messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? "(fatal)"} ${m.message}`).join("\n") || "(no messages)";
}

describe("docs examples", () => {
  it("every rule page has at least one ❌ and one ✅ block", () => {
    for (const rule of Object.keys(plugin.rules)) {
      const kinds = new Set(blocks.filter((b) => b.rule === rule).map((b) => b.kind));
      expect([rule, [...kinds].sort()]).toEqual([rule, ["correct", "incorrect"]]);
    }
  });

  it("pages that use the @acme/ai-kit factory show the settings that declare it", () => {
    for (const rule of docPageNames()) {
      const page = readDocPage(rule);
      if (!page.includes('from "@acme/ai-kit"')) continue;
      expect({ rule, showsSettings: page.includes(DOCS_CALLEE) }).toEqual({ rule, showsSettings: true });
    }
  });

  const claims = blocks.filter((block) => FIX_CLAIM.test(block.code));
  it("some ❌ blocks claim what --fix makes of them", () => {
    expect(claims.map((block) => block.rule).sort()).toEqual(
      Object.keys(plugin.rules)
        .filter((name) => (plugin.rules as Record<string, { meta: { fixable?: string } }>)[name].meta.fixable)
        .sort(),
    );
  });

  for (const block of claims) {
    it(`${block.rule} ❌ #${block.index}: --fix gives the page's ✅ block`, () => {
      const output = fixedByFile.get(block.file);
      const correct = blocks.filter((other) => other.rule === block.rule && other.kind === "correct").map((other) => other.code);
      expect(output, "ESLint produced no fix").toBeDefined();
      expect(correct).toContain(output!.replace(FIX_CLAIM, ""));
    });
  }

  for (const block of blocks) {
    const label = `${block.rule} ${block.kind === "incorrect" ? "❌" : "✅"} #${block.index} (docs/rules/${block.rule}.md:${block.line})`;
    it(label, () => {
      const messages = messagesByFile.get(block.file) ?? [];
      const fatal = messages.filter((m) => m.fatal || m.ruleId === null);
      expect(describeMessages(fatal)).toBe("(no messages)");
      const own = messages.filter((m) => m.ruleId === `tool-schema/${block.rule}`);
      if (block.kind === "incorrect") {
        expect(own.length, `no ${block.rule} report; all messages:\n${describeMessages(messages)}`).toBeGreaterThan(0);
      } else {
        expect(describeMessages(own)).toBe("(no messages)");
      }
    });
  }
});
