import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { distDir, lintInFreshProcess, scratchProject } from "../support/fresh-process-lint.js";

/**
 * The package's entry (src/entry.ts, bundled) holds the rules' meta and the presets; the whole plugin
 * (./plugin.js) is required the first time a linted program imports a framework. Each lint runs in a
 * fresh Node process and reports whether the whole plugin is in Node's module cache afterwards.
 */

type Plugin = {
  rules: Record<string, { meta: unknown; defaultOptions: unknown; create: unknown }>;
  configs: Record<string, { name?: string; files?: unknown; plugins?: Record<string, unknown>; rules?: Record<string, unknown> }>;
};
const entry = ((await import(path.join(distDir, "index.js"))) as { default: Plugin }).default;
const whole = ((await import(path.join(distDir, "plugin.js"))) as { default: Plugin }).default;
const ALL = entry.configs.all!.rules!;

// No declaration of a framework's module in this one: scratchProject's `@warlock.js/ai` is removed.
const plainProject = scratchProject("deferred-plain-");
rmSync(path.join(plainProject, "warlock-ai.d.ts"));
const toolProject = scratchProject("deferred-tools-");
afterAll(() => [plainProject, toolProject].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const PLAIN = `export interface User { name: string; description: string; parameters: string[] }
export function greet(user: User): string { return "Hello " + user.name + ", " + user.description; }
`;
const TOOL = `import { ai } from "@warlock.js/ai";
export const ping = ai.tool({ name: "ping", description: "Check the service is up.", input: { type: "object", properties: { verbose: { type: "boolean" } } }, execute: async () => 1 });
`;

const PROBE = { before: `import { createRequire } from "node:module";`, report: `{ wholePlugin: Object.keys(createRequire(import.meta.url).cache).some((file) => file.endsWith("/dist/plugin.js")) }` };

interface Extra {
  readonly settings?: Record<string, unknown>;
  readonly rules?: Record<string, unknown>;
  readonly pluginModule?: string;
  readonly nodeFlags?: readonly string[];
}

function lint(projectDir: string, code: string, extra: Extra = {}) {
  return lintInFreshProcess<{ wholePlugin: boolean }>({ projectDir, files: { "probe.ts": code }, ...extra, rules: extra.rules ?? ALL, ...PROBE });
}

describe("the entry ESLint loads", () => {
  it("gives every rule the whole plugin's meta and default options", () => {
    expect(Object.keys(entry.rules)).toEqual(Object.keys(whole.rules));
    for (const [name, rule] of Object.entries(whole.rules)) {
      expect(entry.rules[name]!.meta, name).toEqual(rule.meta);
      expect(entry.rules[name]!.defaultOptions, name).toEqual(rule.defaultOptions);
    }
  });

  it("makes the same presets, naming itself as the plugin", () => {
    expect(Object.keys(entry.configs)).toEqual(Object.keys(whole.configs));
    for (const [name, config] of Object.entries(whole.configs)) {
      const own = entry.configs[name]!;
      expect([own.name, own.files, own.rules], name).toEqual([config.name, config.files, config.rules]);
      expect(own.plugins?.["tool-schema"], name).toBe(entry);
    }
  });
});

describe("the whole plugin", () => {
  it("is not loaded by a typed lint of a program that imports no framework", () => {
    expect(lint(plainProject, PLAIN)).toEqual({ wholePlugin: false, messages: [] });
  });

  it("is loaded where the program imports one, and reports as it does when imported itself", () => {
    const viaEntry = lint(toolProject, TOOL);
    const direct = lint(toolProject, TOOL, { pluginModule: "plugin.js" });
    expect(viaEntry).toEqual({ wholePlugin: true, messages: ["tool-schema/missing-additional-properties-false missingAdditionalPropertiesFalse", "tool-schema/optional-not-required notRequired"] });
    expect(viaEntry.messages).toEqual(direct.messages);
  });

  it("is loaded for a rule given options of its own, which it validates", () => {
    const rules = { "tool-schema/duplicate-tool-name": ["error", { targets: ["openai"] }] };
    expect(lint(plainProject, PLAIN, { rules })).toEqual({ wholePlugin: true, messages: [] });
    expect(() => lint(plainProject, PLAIN, { rules: { "tool-schema/duplicate-tool-name": ["error", { targets: ["nowhere"] }] } })).toThrow(/nowhere/);
  });

  it("is loaded when `callees` name a user's own factory", () => {
    const settings = { "tool-schema": { callees: [{ from: "package", package: "my-tools", name: "defineTool", sends: "as-written" }] } };
    expect(lint(plainProject, PLAIN, { settings })).toEqual({ wholePlugin: true, messages: [] });
  });

  it("says which Node it needs where an ES module cannot be required", () => {
    // Node 20.20 with require(esm) turned off stands for the releases before 20.19.
    expect(() => lint(toolProject, TOOL, { nodeFlags: ["--no-experimental-require-module"] })).toThrow(
      /eslint-plugin-tool-schema: Node v[\d.]+ cannot require an ES module, which the plugin's rules are\. Use Node 20\.19 or later/,
    );
    // Where no program imports a framework, nothing needs requiring.
    expect(lint(plainProject, PLAIN, { nodeFlags: ["--no-experimental-require-module"] })).toEqual({ wholePlugin: false, messages: [] });
  });

  it("is not needed to refuse a bad setting: the entry reads the settings as the rules do", () => {
    expect(() => lint(plainProject, PLAIN, { settings: { "tool-schema": { nope: 1 } } })).toThrow(/settings\["tool-schema"\]\.nope is not an option/);
  });
});
