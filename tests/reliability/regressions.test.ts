import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commentsOf } from "./fix-project.js";
import { crashMessages, createLinter, describeMessages, fixturesRoot } from "./harness.js";

/**
 * Fixed hostile inputs, kept whatever the fuzzer's random choices: the shapes that stress the
 * analysis most (cycles, nesting past the limits, infinite generic types, 1,500-member unions, odd
 * call and definition shapes). No fuzz run so far has crashed the plugin; a crash it finds is
 * shrunk and added here. Each case pins what the plugin reports, so a regression in the reason it
 * gives shows up as well as a crash.
 */

const projectDir = path.join(fixturesRoot, "reliability");
const caseFile = path.join(projectDir, "fuzz-regression.ts");

const HEADER = `import { ai, tool } from "@warlock.js/ai";
import { z } from "zod";
import { defineTool } from "./define-tool.js";
declare const anyValue: any;
const prefix = "pre";
void [ai, tool, z, defineTool, anyValue, prefix];
`;

let eslint: ESLint;

beforeAll(async () => {
  writeFileSync(caseFile, "export {};\n");
  eslint = createLinter({ cwd: projectDir, tripwire: true });
  // Loading the project and zod's declarations is paid here, not by the first case.
  await eslint.lintText(HEADER, { filePath: caseFile });
}, 60_000);

afterAll(() => rmSync(caseFile, { force: true }));

/** The plugin's messages for a snippet, as `line rule message` with lines counted inside the snippet. */
async function lint(snippet: string): Promise<string[]> {
  const [result] = await eslint.lintText(HEADER + snippet, { filePath: caseFile });
  const offset = HEADER.split("\n").length - 1;
  expect(describeMessages(crashMessages(result.messages))).toBe("");
  return result.messages.map((m) => `${m.line - offset} ${m.ruleId?.replace("tool-schema/", "")} ${m.message}`);
}

const nest = (depth: number) => {
  let inner = '{ type: "string" }';
  for (let i = 0; i < depth; i++) inner = `{ type: "object", properties: { n: ${inner} }, required: ["n"], additionalProperties: false }`;
  return inner;
};

const literals = (count: number) => Array.from({ length: count }, (_, i) => JSON.stringify(`v${i}`));

const CASES: [string, string][] = [
  ["a schema constant that contains itself", 'const self: any = { type: "object", properties: { me: self } };\ndefineTool({ name: "a", input: self });'],
  [
    "two constants that contain each other",
    'const a: any = { type: "object", properties: { b: b } };\nconst b: any = { type: "object", properties: { a: a } };\ndefineTool({ name: "a", input: a });',
  ],
  ["a literal nested 100 levels deep", `defineTool({ name: "deep", input: ${nest(100)} });`],
  ["an infinitely expanding generic type", 'type Inf<T> = { value: T; next: Inf<[T]> };\nai.tool<Inf<string>, number>({ name: "inf", execute: async () => 1 });'],
  ["a recursive type", 'interface Tree { label: string; children: Tree[] }\nai.tool<Tree, number>({ name: "tree", execute: async () => 1 });'],
  ["a union of 1,500 literals", `type Big = ${literals(1500).join(" | ")};\nai.tool<{ pick: Big }, number>({ name: "big", execute: async () => 1 });`],
  ["a zod enum of 1,500 values", `ai.tool({ name: "big_enum", input: z.object({ pick: z.enum([${literals(1500).join(", ")}]) }), execute: async () => 1 });`],
  ["a recursive zod schema", 'const Node = z.object({ label: z.string(), get children() { return z.array(Node); } });\nai.tool({ name: "node", input: Node, execute: async () => 1 });'],
  ["a self-referencing zod lazy", 'const Self: z.ZodType = z.lazy(() => z.object({ me: Self.optional() }));\nai.tool({ name: "self", input: Self, execute: async () => 1 });'],
  ["a zod chain that contains itself", "const s: any = z.object({ me: s });\nai.tool({ name: \"s\", input: s, execute: async () => 1 });"],
  ["an invalid regular expression in a zod chain", 'ai.tool({ name: "re", input: z.object({ q: z.string().regex(new RegExp("(")) }), execute: async () => 1 });'],
  ["out-of-range numbers in a zod chain", 'ai.tool({ name: "num", input: z.strictObject({ n: z.number().max(1e400).min(NaN), l: z.array(z.string()).min(-1) }), execute: async () => 1 });'],
  ["a zod chain behind a conditional", 'ai.tool({ name: "cond", input: (prefix ? z.object({ a: z.string() }) : z.object({ b: z.number() })).strict(), execute: async () => 1 });'],
  ["no argument", "ai.tool();"],
  ["a spread argument", "ai.tool(...[anyValue]);"],
  ["a definition of type any", "ai.tool(anyValue);"],
  ["a function call as the definition", "ai.tool(((): any => ({}))());"],
  ["extra arguments", 'ai.tool({ name: "extra", execute: async () => 1 }, 1, "two");'],
  ["a getter for the name and a computed key", 'const k = "input";\ndefineTool({ get name() { return "getter"; }, [k]: { type: "object" } });'],
  ["a template-literal name", 'defineTool({ name: `${prefix} tool`, execute: async () => 1 });'],
  ["a __proto__ property in a schema literal", 'defineTool({ name: "proto", input: { type: "object", properties: { __proto__: { type: "string" } }, required: ["__proto__"], additionalProperties: false } });'],
  ["a bigint property", 'ai.tool<{ id: bigint }, number>({ name: "big_id", execute: async () => 1 });'],
  ["an input of type any", 'ai.tool({ name: "any_input", input: anyValue, execute: async () => 1 });'],
  ["invalid JSON Schema values", 'defineTool({ name: "invalid", input: { type: 42, required: "x", properties: { a: { type: ["string", 1] } } } });'],
  ["lint: false and a method execute", 'defineTool({ name: "bad name", lint: false, input: { type: "string" }, async execute() { return 1; } });'],
];

describe("regressions: fixed hostile inputs", () => {
  for (const [label, snippet] of CASES) {
    it(label, async () => {
      expect(await lint(snippet)).toMatchSnapshot();
    });
  }
});

/**
 * Found by the fuzzer: with a comment holding a comma between an object's last member and its
 * trailing comma, the edit helpers once took the comma in the comment for the trailing one; `--fix`
 * then wrote into the comment until ESLint's pass limit. The trailing comma is now found by the scanner.
 */
describe("an edit never lands inside a comment that holds a comma", () => {
  const fixCase = 'const owned = { type: "object", properties: {} /* a, b */, };\ndefineTool({ name: "owned", input: owned });\n';
  const suggestionCase =
    'defineTool({ name: "s", input: { type: "object", properties: { q: { type: "string" }, p: { type: "string" } }, required: ["q" /* a, b */,], additionalProperties: false } });\n';

  async function fixed(snippet: string): Promise<{ output: string; fixable: number }> {
    const [result] = await createLinter({ cwd: projectDir, fix: true }).lintText(HEADER + snippet, { filePath: caseFile });
    return { output: result.output ?? HEADER + snippet, fixable: result.messages.filter((m) => m.fix).length };
  }

  async function suggested(snippet: string): Promise<string[]> {
    const [result] = await eslint.lintText(HEADER + snippet, { filePath: caseFile });
    const code = HEADER + snippet;
    return result.messages.flatMap((m) => (m.suggestions ?? []).map((s) => code.slice(0, s.fix.range[0]) + s.fix.text + code.slice(s.fix.range[1])));
  }

  it("both cases are reported with a fix or a suggestion", async () => {
    expect(await lint(fixCase)).toEqual([
      '1 missing-additional-properties-false The root is an open object, which fails the request to OpenAI strict mode via defineTool. Add "additionalProperties": false.',
    ]);
    expect((await suggested(suggestionCase)).length).toBe(1);
  });

  it("--fix converges and keeps the comment", async () => {
    const { output, fixable } = await fixed(fixCase);
    expect(commentsOf(output)).toEqual(commentsOf(HEADER + fixCase));
    expect(fixable).toBe(0);
  });

  it("the suggestion keeps the comment", async () => {
    const [applied] = await suggested(suggestionCase);
    expect(commentsOf(applied)).toEqual(commentsOf(HEADER + suggestionCase));
  });
});
