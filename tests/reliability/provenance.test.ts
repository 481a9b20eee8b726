import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { frameworks } from "../../src/frameworks/index.js";
import { providers } from "../../src/providers/index.js";

/**
 * Every provider fact and every framework module says where it comes from and when: the checks are
 * only as good as this data, and a fact without a dated source cannot be re-checked. The modules are
 * walked generically, so a fact added anywhere in them is covered without touching this test.
 */

const srcDir = path.resolve(import.meta.dirname, "..", "..", "src");
const YEAR = /\b(19|20)\d{2}\b/;
const CONFIDENCE = new Set(["high", "medium", "low"]);

/** Every module under `src/<folder>/`, its subfolders included, but the shared types. */
function modulesUnder(folder: string): string[] {
  return readdirSync(path.join(srcDir, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(file);
    return entry.name.endsWith(".ts") && entry.name !== "types.ts" ? [file] : [];
  });
}

async function moduleExports(folder: string): Promise<[string, unknown][]> {
  const files = modulesUnder(folder).map((file) => path.relative(folder, file)).sort();
  const modules = await Promise.all(files.map(async (file) => [file, (await import(pathToFileURL(path.join(srcDir, folder, file)).href)) as Record<string, unknown>] as const));
  return modules.flatMap(([file, exports]) => Object.entries(exports).map(([name, value]): [string, unknown] => [`${folder}/${file}#${name}`, value]));
}

/** Every plain object reachable from a value, with its path; each object once. */
function objectsIn(root: unknown, at: string, seen = new Set<object>()): [string, Record<string, unknown>][] {
  if (typeof root !== "object" || root === null || seen.has(root)) return [];
  seen.add(root);
  const here: [string, Record<string, unknown>][] = Array.isArray(root) ? [] : [[at, root as Record<string, unknown>]];
  return [...here, ...Object.entries(root).flatMap(([key, value]) => objectsIn(value, `${at}.${key}`, seen))];
}

/** Problems of one fact-like object (`value` or `keyword`), as readable lines. */
function factProblems(at: string, fact: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof fact.source !== "string" || fact.source.trim() === "") problems.push(`${at}: no source`);
  if (typeof fact.date !== "string" || !YEAR.test(fact.date)) problems.push(`${at}: date ${JSON.stringify(fact.date)} has no year`);
  if (typeof fact.confidence !== "string" || !CONFIDENCE.has(fact.confidence)) problems.push(`${at}: confidence ${JSON.stringify(fact.confidence)}`);
  return problems;
}

function frameworkProblems(at: string, framework: Record<string, unknown>): string[] {
  const source = framework.source;
  if (typeof source !== "string" || source.trim() === "") return [`${at}: no source`];
  return YEAR.test(source) ? [] : [`${at}: source has no date`];
}

const isFact = (object: Record<string, unknown>) => "value" in object || "keyword" in object;
const isFramework = (object: Record<string, unknown>) => "packages" in object && "forms" in object;

describe("provenance of provider facts", () => {
  it("every Fact and KeywordRule has a source, a dated year and a confidence", async () => {
    const facts = (await moduleExports("providers")).flatMap(([at, value]) => objectsIn(value, at)).filter(([, object]) => isFact(object));
    expect(facts.flatMap(([at, fact]) => factProblems(at, fact))).toEqual([]);
    // Not vacuous: the facts of every registered provider are among those walked.
    const walked = new Set(facts.map(([, fact]) => fact));
    for (const provider of providers) {
      const own = objectsIn(provider, provider.id).filter(([, object]) => isFact(object));
      expect([provider.id, own.length > 3, own.every(([, fact]) => walked.has(fact))]).toEqual([provider.id, true, true]);
    }
    console.log(`provenance: ${facts.length} provider facts checked`);
  });

  it("the walk reports a fact without source, date or confidence", () => {
    const bad = { name: { pattern: { value: "x", source: "", date: "recently", confidence: "sure" } }, keywords: [{ keyword: "oneOf", effect: "rejected" }] };
    expect(objectsIn(bad, "bad").filter(([, o]) => isFact(o)).flatMap(([at, fact]) => factProblems(at, fact))).toEqual([
      "bad.name.pattern: no source",
      'bad.name.pattern: date "recently" has no year',
      'bad.name.pattern: confidence "sure"',
      "bad.keywords.0: no source",
      "bad.keywords.0: date undefined has no year",
      "bad.keywords.0: confidence undefined",
    ]);
  });
});

describe("provenance of framework modules", () => {
  it("every framework module has a source with a date", async () => {
    const modules = (await moduleExports("frameworks")).flatMap(([at, value]) => objectsIn(value, at)).filter(([, object]) => isFramework(object));
    expect(modules.flatMap(([at, framework]) => frameworkProblems(at, framework))).toEqual([]);
    for (const framework of frameworks) expect([framework.id, modules.some(([, object]) => object === (framework as unknown))]).toEqual([framework.id, true]);
  });

  it("every transform a framework applies silently names who does it and where that was read", () => {
    const transforms = frameworks.flatMap((framework) => (framework.transforms ?? []).map((t) => ({ framework: framework.id, transform: t })));
    for (const { framework, transform } of transforms) {
      expect([framework, transform.id, transform.by.length > 0, transform.source.trim().length > 0]).toEqual([framework, transform.id, true, true]);
    }
  });

  it("the check reports a framework without a dated source", () => {
    expect(frameworkProblems("x", { source: "somewhere" })).toEqual(["x: source has no date"]);
    expect(frameworkProblems("y", {})).toEqual(["y: no source"]);
  });
});
