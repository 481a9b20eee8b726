import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkMessages, checkSeverity } from "../../src/checks/messages.js";
import plugin, { configs } from "../../src/index.js";
import { propertyBags, ruleMeta, ruleNames } from "./plugin-facts.js";

const root = path.join(import.meta.dirname, "..", "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { name: string; version: string };

/**
 * Re-derived here, not taken from src/configs.ts: error-level check codes are errors, other check codes
 * warnings; a rule that is no check code is an error when its meta.type is "problem".
 */
function expectedSeverity(name: string): "error" | "warn" {
  const severity = (checkSeverity as Record<string, string | undefined>)[name];
  if (severity === undefined) return ruleMeta(name).type === "problem" ? "error" : "warn";
  return severity === "error" ? "error" : "warn";
}

/** A design rule is in `design` and `all` only, always as a warning; the others as before. */
function expectedPreset(preset: "recommended" | "strict" | "design" | "all"): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of ruleNames) {
    const level = ruleMeta(name).docs?.recommended;
    if (level === "design") {
      if (preset === "design" || preset === "all") out[`tool-schema/${name}`] = "warn";
    } else if (preset !== "design" && (preset === "strict" || preset === "all" || level === "recommended")) out[`tool-schema/${name}`] = expectedSeverity(name);
  }
  return out;
}

function sourceOf(relative: string): string {
  return readFileSync(path.join(root, relative), "utf8");
}

function messageIdLiterals(text: string): string[] {
  return [...text.matchAll(/messageId:\s*"(\w+)"/g)].map((match) => match[1]);
}

/** Message ids a fix provider of src/analysis/report/fix-providers.ts reports with, by exported name. */
function fixProviderMessageIds(): Map<string, string[]> {
  const text = sourceOf("src/analysis/report/fix-providers.ts");
  const starts = [...text.matchAll(/export const (\w+)/g)];
  return new Map(
    starts.map((match, i) => [match[1], messageIdLiterals(text.slice(match.index, starts[i + 1]?.index ?? text.length))]),
  );
}

/** Every message id a rule can report: its check's messages, literals in its source, its fix provider's. */
function usedMessageIds(name: string): string[] {
  const ruleSource = sourceOf(`src/rules/${name}.ts`);
  const providers = fixProviderMessageIds();
  const imported = [...ruleSource.matchAll(/import \{ (\w+) \} from "\.\.\/analysis\/fix-providers\.js"/g)].map((m) => m[1]);
  const fromCheck = Object.keys((checkMessages as Record<string, Record<string, string>>)[name] ?? {});
  return [...new Set([...fromCheck, ...messageIdLiterals(ruleSource), ...imported.flatMap((p) => providers.get(p) ?? [])])].sort();
}

describe("presets", () => {
  it.each(["recommended", "strict", "design", "all"] as const)("%s enables the rules meta.docs.recommended says, at the derived severity", (preset) => {
    expect(configs[preset].rules).toEqual(expectedPreset(preset));
  });

  it("recommended is a subset of strict", () => {
    for (const rule of Object.keys(configs.recommended.rules ?? {})) expect(configs.strict.rules).toHaveProperty([rule]);
  });

  it("every config object has a name and registers the plugin itself", () => {
    expect(configs.recommended.name).toBe("tool-schema/recommended");
    expect(configs.strict.name).toBe("tool-schema/strict");
    expect(configs.design.name).toBe("tool-schema/design");
    for (const config of Object.values(configs)) expect(config.plugins?.["tool-schema"]).toBe(plugin);
  });
});

describe("rule metadata", () => {
  describe.each(ruleNames)("%s", (name) => {
    const meta = ruleMeta(name);

    it("links to its page and requires type information", () => {
      expect(meta.docs?.url?.endsWith(`docs/rules/${name}.md`)).toBe(true);
      expect(meta.docs?.requiresTypeChecking).toBe(true);
      expect(["recommended", "strict", "design"]).toContain(meta.docs?.recommended);
    });

    it("has a description that starts with Disallow, Require or Report and has no trailing period", () => {
      expect(meta.docs?.description).toMatch(/^(Disallow|Require|Report) \S/);
      expect(meta.docs?.description?.endsWith(".")).toBe(false);
    });

    it("has a message for every message id it can report", () => {
      const used = usedMessageIds(name);
      expect(used.length).toBeGreaterThan(0);
      for (const id of used) expect(typeof meta.messages[id] === "string" && meta.messages[id].length > 0, id).toBe(true);
      if (meta.hasSuggestions) expect(Object.keys(meta.messages).length).toBeGreaterThan(Object.keys(checkMessages[name as keyof typeof checkMessages] ?? {}).length);
    });

    it("describes every option of its schema", () => {
      const properties = propertyBags(meta.schema).flatMap((bag) => Object.entries(bag));
      expect(properties.length).toBeGreaterThan(0);
      for (const [option, schema] of properties) {
        const description = (schema as { description?: unknown }).description;
        expect(typeof description === "string" && description.length > 0, option).toBe(true);
      }
    });
  });
});

describe("plugin meta", () => {
  it("names the package and its version", () => {
    expect(plugin.meta.name).toBe(manifest.name);
    expect(plugin.meta.version).toBe(manifest.version);
  });

  it("exposes rules and configs on the default export", () => {
    expect(Object.keys(plugin.rules).sort()).toEqual(ruleNames);
    expect(plugin.configs).toBe(configs);
  });
});
