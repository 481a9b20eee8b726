import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Ajv } from "ajv";
import type { Linter } from "eslint";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import * as zod from "zod";
import { fixturesRoot, createLinter } from "./harness.js";

/**
 * A fix never changes what a validator accepts. Every autofix the plugin applies on
 * `tests/fixtures/reliability-fix/` is checked by running each tool's schema, before and after, on the
 * same sample values (derived from the schema: every branch, values that match several branches,
 * unknown keys at every level): JSON literals compiled by real ajv 8, zod schemas parsed by real zod 4
 * (accepted or not, and what parsing returns, since z.object strips unknown keys). The suggestions of
 * the rules that close objects or rename oneOf must, on the contrary, change an answer: that is why
 * they are not fixes, and it shows the sample values can tell.
 *
 * The test evaluates the fixture modules (the plugin never does): transpiled, with `defineTool` and
 * `ai.tool` replaced by recorders and `zod` the real package.
 */

const fixtureDir = path.join(fixturesRoot, "reliability-fix");
const files = readdirSync(fixtureDir).filter((file) => file.endsWith(".ts") && file !== "define-tool.ts").sort();
const MEANING_SUGGESTIONS = new Set(["closeObject", "useStrictObject", "useAnyOf"]);

interface ZodLike {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** Each tool's `input` by name, from running the module text with recording factories. */
function toolInputs(text: string, fileName: string): Map<string, unknown> {
  const inputs = new Map<string, unknown>();
  const record = (tool: { name: string; input?: unknown }) => {
    if (tool.input !== undefined) inputs.set(tool.name, tool.input);
    return tool;
  };
  const modules: Record<string, unknown> = { zod, "./define-tool.js": { defineTool: record }, "@warlock.js/ai": { ai: { tool: record } } };
  const js = ts.transpileModule(text, { fileName, compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const require = (specifier: string) => {
    if (!(specifier in modules)) throw new Error(`${fileName} imports ${specifier}, which the test does not provide`);
    return modules[specifier];
  };
  new Function("require", "exports", "module", js)(require, {}, { exports: {} });
  return inputs;
}

type Schema = Record<string, unknown>;
const isRecord = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const PRIMITIVES: Record<string, unknown[]> = {
  string: ["a", "", "2024-01-01"],
  integer: [3, 0, -1],
  number: [1.5, 3, -2],
  boolean: [true, false],
  null: [null],
};
const ALL_TYPES = ["string", "integer", "number", "boolean", "null", "array", "object"];

function unique(values: unknown[], limit: number): unknown[] {
  return [...new Map(values.map((value) => [JSON.stringify(value), value])).values()].slice(0, limit);
}

/**
 * Sample values for a JSON Schema: its `const`/`enum` values, every branch's samples and objects merged
 * from two branches' (which may match both), values of each type it admits; for an object, its
 * properties filled in, then an unknown key added, each property varied in turn, each left out.
 */
function samplesOf(schema: unknown, depth = 0): unknown[] {
  if (!isRecord(schema) || depth > 8) return [null, "a", 3, { extra: 1 }];
  const out: unknown[] = [];
  if ("const" in schema) out.push(schema.const);
  out.push(...list(schema.enum));
  const branches = [...list(schema.oneOf), ...list(schema.anyOf), ...list(schema.allOf)].map((branch) => samplesOf(branch, depth + 1));
  out.push(...branches.flat());
  const branchObjects = branches.map((samples) => samples.find(isRecord)).filter(isRecord);
  for (const [i, a] of branchObjects.entries()) for (const b of branchObjects.slice(i + 1)) out.push({ ...a, ...b });
  const declared = typeof schema.type === "string" ? [schema.type] : list(schema.type);
  const types = declared.length > 0 ? declared : branches.length > 0 ? [] : isRecord(schema.properties) ? ["object"] : ALL_TYPES;
  for (const type of types) {
    if (type === "object") out.push(...objectSamples(schema, depth));
    else if (type === "array") out.push([], [samplesOf(schema.items, depth + 1)[0]]);
    else out.push(...(PRIMITIVES[type as string] ?? []));
  }
  return unique(out, 60);
}

function objectSamples(schema: Schema, depth: number): unknown[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const options = Object.entries(properties).map(([key, property]) => [key, samplesOf(property, depth + 1).slice(0, 12)] as const);
  const base = Object.fromEntries(options.map(([key, values]) => [key, values[0]]));
  const out: unknown[] = [base, { ...base, extra: 1 }];
  for (const [key, values] of options) for (const value of values) out.push({ ...base, [key]: value });
  for (const [key] of options) out.push(Object.fromEntries(Object.entries(base).filter(([other]) => other !== key)));
  out.push({});
  return out;
}

const ajv = new Ajv({ strict: false, validateFormats: false });

function isZod(input: unknown): input is ZodLike {
  return typeof (input as ZodLike | undefined)?.safeParse === "function";
}

/** The JSON Schema the sample values are derived from: the literal, or zod's own conversion. */
function jsonSchemaOf(input: unknown): unknown {
  return isZod(input) ? zod.z.toJSONSchema(input as zod.ZodType, { io: "input", unrepresentable: "any" }) : input;
}

/** What a schema answers for each value: accepted or not, and for zod the parsed value too. */
function answers(input: unknown, values: readonly unknown[]): string[] {
  if (isZod(input)) {
    return values.map((value) => {
      const result = input.safeParse(value);
      return result.success ? `ok ${JSON.stringify(result.data)}` : "rejected";
    });
  }
  const validate = ajv.compile(input as object);
  return values.map((value) => (validate(value) ? "ok" : "rejected"));
}

/** Sample values for a tool: from the schema before and after, so both sides' branches are covered. */
function valuesFor(before: unknown, after: unknown): unknown[] {
  const seen = new Map<string, unknown>();
  const generic = [null, "a", 3, [], {}];
  for (const value of [...generic, ...samplesOf(jsonSchemaOf(before)), ...samplesOf(jsonSchemaOf(after))]) seen.set(JSON.stringify(value), value);
  return [...seen.values()];
}

interface Difference {
  readonly tool: string;
  readonly changed: boolean;
  /** Sample values whose answer differs between before and after, with both answers. */
  readonly differing: string[];
  readonly samples: number;
}

/** Compare every tool of two versions of a file. */
function compareTools(file: string, beforeText: string, afterText: string): Difference[] {
  const before = toolInputs(beforeText, file);
  const after = toolInputs(afterText, file);
  expect([file, [...after.keys()]]).toEqual([file, [...before.keys()]]);
  return [...before].map(([tool, input]) => {
    const next = after.get(tool);
    const values = valuesFor(input, next);
    const [a, b] = [answers(input, values), answers(next, values)];
    const differing = values.flatMap((value, i) => (a[i] === b[i] ? [] : [`${JSON.stringify(value)}: ${a[i]} → ${b[i]}`]));
    return { tool: `${file} ${tool}`, changed: JSON.stringify(jsonSchemaOf(input)) !== JSON.stringify(jsonSchemaOf(next)), differing, samples: values.length };
  });
}

const originals = new Map(files.map((file) => [file, readFileSync(path.join(fixtureDir, file), "utf8")]));
const fixedOutputs = new Map<string, string>();
const messages = new Map<string, Linter.LintMessage[]>();

beforeAll(async () => {
  const paths = files.map((file) => path.join(fixtureDir, file));
  // `fix: true` computes the fixed text (all of ESLint's passes) without writing it back.
  for (const result of await createLinter({ cwd: fixtureDir, fix: true }).lintFiles(paths)) {
    if (result.output !== undefined) fixedOutputs.set(path.basename(result.filePath), result.output);
  }
  for (const result of await createLinter({ cwd: fixtureDir }).lintFiles(paths)) messages.set(path.basename(result.filePath), result.messages);
}, 120_000);

describe("every autofix keeps what the schema accepts", () => {
  it("the fixture has autofixes, and every fixed tool answers every sample value as before", () => {
    const differences = files.flatMap((file) => compareTools(file, originals.get(file)!, fixedOutputs.get(file) ?? originals.get(file)!));
    const changed = differences.filter((d) => d.changed);
    // The fixes the fixture is built to exercise: one per proof of disjoint branches, a quoted key, a const.
    expect(changed.map((d) => d.tool)).toEqual(
      expect.arrayContaining([
        "keywords.ts inline_one_of",
        "keywords.ts quoted_one_of",
        "keywords.ts owned_const",
        "keywords.ts discriminated",
        "keywords.ts closed_apart",
        "closing.ts both",
      ]),
    );
    for (const difference of differences) expect([difference.tool, difference.differing]).toEqual([difference.tool, []]);
    for (const difference of changed) expect([difference.tool, difference.samples > 5]).toEqual([difference.tool, true]);
  });

  it("leaves zod schemas and unproven oneOf as they are", () => {
    expect(fixedOutputs.has("zod-objects.ts")).toBe(false);
    const keywords = fixedOutputs.get("keywords.ts")!;
    for (const tool of ["overlapping_numbers", "overlapping_objects"]) {
      const after = toolInputs(keywords, "keywords.ts").get(tool);
      expect([tool, JSON.stringify(after)]).toEqual([tool, JSON.stringify(toolInputs(originals.get("keywords.ts")!, "keywords.ts").get(tool))]);
    }
  });
});

describe("the rewrites offered only as suggestions change what the schema accepts", () => {
  it("each closing or oneOf suggestion changes an answer of the tool it edits", () => {
    const offered = [...messages].flatMap(([file, fileMessages]) =>
      fileMessages.flatMap((message) =>
        (message.suggestions ?? [])
          .filter((suggestion) => MEANING_SUGGESTIONS.has(suggestion.messageId ?? ""))
          .map((suggestion) => ({ file, line: message.line, messageId: suggestion.messageId!, fix: suggestion.fix })),
      ),
    );
    expect(new Set(offered.map((s) => s.messageId))).toEqual(MEANING_SUGGESTIONS);
    for (const suggestion of offered) {
      const text = originals.get(suggestion.file)!;
      const rewritten = text.slice(0, suggestion.fix.range[0]) + suggestion.fix.text + text.slice(suggestion.fix.range[1]);
      const edited = compareTools(suggestion.file, text, rewritten).filter((d) => d.changed);
      const label = `${suggestion.file}:${suggestion.line} ${suggestion.messageId}`;
      expect([label, edited.length]).toEqual([label, 1]);
      expect([label, edited[0].differing.length > 0]).toEqual([label, true]);
    }
  });
});
