import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { lintInFreshProcess, scratchProject } from "../../support/fresh-process-lint.js";

/**
 * ts-json-schema-generator is loaded on the first type-route definition, not with the plugin. Each
 * case lints with the recommended preset in a fresh Node process and reports whether the generator's
 * modules are in Node's module cache afterwards.
 */

const projectDir = scratchProject("lazy-tsj-");
afterAll(() => rmSync(projectDir, { recursive: true, force: true }));

function lint(code: string): { generatorLoaded: boolean; messages: string[] } {
  return lintInFreshProcess<{ generatorLoaded: boolean }>({
    projectDir,
    files: { "probe.ts": code },
    rules: RECOMMENDED,
    before: `import { createRequire } from "node:module";`,
    report: `{ generatorLoaded: Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("ts-json-schema-generator")) }`,
  });
}

const { default: plugin } = (await import("../../../dist/index.js")) as { default: { configs: { recommended: { rules: Record<string, unknown> } } } };
const RECOMMENDED = plugin.configs.recommended.rules;

describe("ts-json-schema-generator loading", () => {
  it("is not loaded by a lint without type-route definitions", () => {
    const probe = lint(`import { ai } from "@warlock.js/ai";
export const ping = ai.tool({ name: "ping", description: "Check the service is up.", input: { type: "object", properties: { verbose: { type: "boolean" } } }, execute: async () => 1 });
`);
    expect(probe.messages).toEqual(["tool-schema/missing-additional-properties-false missingAdditionalPropertiesFalse", "tool-schema/optional-not-required notRequired"]);
    expect(probe.generatorLoaded).toBe(false);
  });

  it("is loaded by the first definition typed by its execute parameter", () => {
    const probe = lint(`import { ai } from "@warlock.js/ai";
export const ping = ai.tool({ name: "ping", description: "Check the service is up.", execute: async (args: { verbose?: boolean }) => args.verbose });
`);
    expect(probe.messages).toEqual(["tool-schema/optional-forced-required forcedRequired"]);
    expect(probe.generatorLoaded).toBe(true);
  });
});
