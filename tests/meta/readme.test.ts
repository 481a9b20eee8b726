import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import plugin from "../../src/index.js";

interface ReadmeTableScript {
  START_MARKER: string;
  END_MARKER: string;
  rulesTable(plugin: unknown): string;
  tableInReadme(readme: string): string | undefined;
  withTable(readme: string, table: string): string;
  tableDiff(current: string | undefined, expected: string): string;
}

const root = path.join(import.meta.dirname, "..", "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
// A plain .mjs script without type declarations: imported by URL and typed here.
const script = (await import(pathToFileURL(path.join(root, "scripts", "readme-table.mjs")).href)) as ReadmeTableScript;

describe("README", () => {
  it("opens with the product name, one sentence, and the two commands", () => {
    const lines = readme.split("\n");
    expect(lines[0]).toBe("# eslint-plugin-tool-schema");
    const fence = readme.match(/```sh\n([\s\S]*?)```/);
    const commands = fence?.[1].split("\n").filter((line) => line !== "" && !line.startsWith("#"));
    expect(commands).toEqual(["npm ci && npm run demo", "npm ci && npm test"]);
    expect(readme.indexOf("```sh")).toBeLessThan(readme.indexOf("\n## "));
  });

  it("has the rules table the plugin's metadata generates", () => {
    expect(script.tableInReadme(readme)).toBe(script.rulesTable(plugin));
  });

  it("links every rule to its page", () => {
    for (const name of Object.keys(plugin.rules)) expect(readme).toContain(`(docs/rules/${name}.md)`);
  });

  it("configures with the preset alone first (the pack smoke lints a Next.js-shaped project with this block)", () => {
    const configure = readme.slice(readme.indexOf("## Configure"));
    expect(/```js\n([\s\S]*?)```/.exec(configure)?.[1]).toBe(
      '// eslint.config.mjs\nimport toolSchema from "eslint-plugin-tool-schema";\nexport default [toolSchema.configs.recommended];\n',
    );
    expect(readme).toContain("npm i -D -E eslint-plugin-tool-schema");
  });
});

describe("scripts/readme-table.mjs", () => {
  const table = "| Rule |\n| --- |";

  it("replaces only what is between the markers", () => {
    const before = `intro\n${script.START_MARKER}\nold table\n${script.END_MARKER}\noutro\n`;
    expect(script.withTable(before, table)).toBe(`intro\n${script.START_MARKER}\n\n${table}\n\n${script.END_MARKER}\noutro\n`);
    expect(script.tableInReadme(script.withTable(before, table))).toBe(table);
  });

  it("refuses a README without markers", () => {
    expect(script.tableInReadme("no markers")).toBeUndefined();
    expect(() => script.withTable("no markers", table)).toThrow(
      "README.md needs the markers <!-- rules-table:start --> and <!-- rules-table:end -->, in that order.",
    );
  });

  it("shows what changed as removed and added lines", () => {
    expect(script.tableDiff("| a |\n| b |", "| a |\n| c |")).toBe("- | b |\n+ | c |");
  });

  it("writes severities per preset (🎨 design included), 🔧 and 💡 from each rule's meta", () => {
    const fake = {
      rules: {
        "b-rule": { meta: { docs: { description: "Report b | c" }, hasSuggestions: true } },
        "a-rule": { meta: { docs: { description: "Disallow a" }, fixable: "code" } },
        "c-rule": { meta: { docs: { description: "Report c" } } },
      },
      configs: {
        recommended: { rules: { "tool-schema/a-rule": "error" } },
        strict: { rules: { "tool-schema/a-rule": ["error"], "tool-schema/b-rule": 1 } },
        design: { rules: { "tool-schema/c-rule": "warn" } },
      },
    };
    expect(script.rulesTable(fake)).toBe(
      [
        "| Rule | Description | 🟢 recommended | 🟣 strict | 🎨 design | 🔧 | 💡 |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        "| [a-rule](docs/rules/a-rule.md) | Disallow a | error | error |  | 🔧 |  |",
        "| [b-rule](docs/rules/b-rule.md) | Report b \\| c |  | warn |  |  | 💡 |",
        "| [c-rule](docs/rules/c-rule.md) | Report c |  |  | warn |  |  |",
      ].join("\n"),
    );
  });
});
