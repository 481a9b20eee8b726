import fc from "fast-check";
import { FRAMEWORK_PRELUDE, frameworkCallArb } from "./frameworks-arb.js";
import { fixableObjectArb, jsonSchemaArb } from "./json-arb.js";
import { manyLiterals, shortText, stringExpression, toolName } from "./names.js";
import { bigUnionSize, typeArb } from "./types-arb.js";
import { zodArb } from "./zod-arb.js";

/**
 * Whole generated files: a fixed prelude (imports of every tool factory the plugin knows, helper
 * declarations the generated types and values name), random type aliases and schema constants, then
 * random tool definition calls with random argument shapes, about half of them in the forms of the
 * other frameworks (frameworks-arb.ts, which also writes their imports).
 */
export const PRELUDE = `import { ai, tool, tool as makeTool } from "@warlock.js/ai";
import * as warlock from "@warlock.js/ai";
import { z } from "zod";
import { v } from "@warlock.js/seal";
import { defineTool } from "./define-tool.js";
// @ts-expect-error -- a package without types, declared as a callee in the settings
import { tools } from "my-tools";
import { anything, makeDefinition, sharedDefinition, sharedLiteral, sharedZod } from "./shared.js";
${FRAMEWORK_PRELUDE}

interface Box<T> { value: T; list: T[] }
interface Tree { label: string; children: Tree[] }
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
interface Shape { a: string; b?: number; readonly c: boolean[] }
enum Color { Red = "red", Green = "green" }
enum Level { Low, High }
const k = "computed";
const prefix = "pre";
declare const anyValue: any;
declare const flag: boolean;
declare function getName(): string;
const other = { tool: (definition: unknown) => definition };
const zodTree = z.object({ label: z.string(), get children() { return z.array(zodTree); } });
const zodSelf: z.ZodType = z.lazy(() => z.object({ me: zodSelf.optional() }));
type Inf<T> = { value: T; next: Inf<[T]> };
type Rec<T> = T | Rec<T>[];
class Klass { private secret = 1; name = ""; get size() { return this.secret; } method() {} }
const enum CE { A = 1, B = -2 }
declare const sym: unique symbol;
type Brand = string & { __brand: "b" };
interface WithCall { (x: string): number; prop: string }
interface Merged { a: string }
interface Merged { b?: number }
type DeepPartial<T> = { [K in keyof T]?: DeepPartial<T[K]> };
type Paths<T> = T extends object ? { [K in keyof T]: \`\${K & string}\` | \`\${K & string}.\${Paths<T[K]>}\` }[keyof T] : never;
type Tup = [a: string, b?: number, ...rest: boolean[]];
const selfRef: any = { type: "object", properties: { me: selfRef } };
const cycleA: any = { type: "object", properties: { b: cycleB } };
const cycleB: any = { type: "object", properties: { a: cycleA } };
declare const anyClient: any;
declare const anyArgs: any[];
declare const anyTools: any[];
void [k, prefix, anything, makeDefinition, sharedDefinition, sharedLiteral, sharedZod, tools, other, zodTree, zodSelf, v, Color, Level, selfRef, cycleA, sym];
`;

const sealArb = fc.constantFrom(
  "v.object({ name: v.string().required(), age: v.int().min(0), tags: v.array(v.string()) })",
  "v.object({ nested: v.object({ id: v.string() }), counts: v.record(v.int()) })",
  "v.object({ role: v.enum([\"a\", \"b\"]), born: v.date(), full: v.computed((d: { a: string }) => d.a) })",
  "v.object({ either: v.union([v.string(), v.int()]) })",
  "v.object({ pair: v.tuple([v.string(), v.int()]) })",
  "v.string()",
  "v.array(v.object({ first: v.string() }))",
);

const inputArb = fc.oneof(
  { weight: 4, arbitrary: zodArb.map((z) => z.code) },
  { weight: 4, arbitrary: jsonSchemaArb },
  { weight: 3, arbitrary: fixableObjectArb },
  { weight: 1, arbitrary: sealArb },
  { weight: 1, arbitrary: fc.nat({ max: 2 }).map((i) => `schema${i}`) },
  { weight: 1, arbitrary: fc.nat({ max: 2 }).map((i) => `literal${i}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("undefined", "null", "anyValue", "getName()", "(flag ? z.string() : z.number())", "(flag ? sharedZod : sharedLiteral)", "42", "sharedZod", "sharedLiteral"),
  },
);

const executeArb = fc.oneof(
  fc.constantFrom(
    "execute: async () => 1",
    "execute: async (input) => input",
    "async execute(input) { return input; }",
    "execute: async (...args: any[]) => args",
    "execute: handler",
    "execute: undefined",
    "execute: anyValue",
  ),
  fc.nat({ max: 2 }).map((i) => `execute: async (input: T${i}) => input`),
  typeArb.map((t) => `execute: async function (input: ${t}) { return input; }`),
  typeArb.map((t) => `async execute(input: ${t}): Promise<number> { return 1; }`),
  fc.nat({ max: 2 }).map((i) => `execute: async ({ a }: T${i} & { a?: unknown }) => a`),
);

const lintArb = fc.constantFrom(
  "lint: false",
  'lint: { targets: ["anthropic"] }',
  'lint: { targets: ["openai-strict", "google"], maxDescriptionChars: 10 }',
  'lint: { targets: ["nope"] }',
  "lint: { warnAboveTokens: -1 }",
  "lint: flag ? false : {}",
  "lint: anyValue",
);

/** Members of a definition object, including the odd ones: spreads, computed keys, getters, duplicates. */
const memberArb = fc.oneof(
  fc.tuple(toolName, fc.nat()).map(([name, form]) => `name: ${stringExpression(name, form)}`),
  fc.constantFrom("name: getName()", "name: 42", "name: prefix", "name: anyValue", '"name": "quoted_key"', 'get name() { return "getter"; }'),
  fc.tuple(shortText, fc.nat()).map(([text, form]) => `description: ${stringExpression(text, form)}`),
  fc.constantFrom(`description: ${JSON.stringify("d".repeat(1100))}`, 'description: "x".repeat(2000)', "description: undefined"),
  inputArb.map((input) => `input: ${input}`),
  executeArb,
  lintArb,
  fc.constantFrom("...anyValue", "...sharedDefinition", '...{ name: "spread_name" }', "...(flag ? {} : { lint: false })", "[k]: 1", '["input"]: sharedZod', 'version: "1"'),
);

const definitionArb = fc.array(memberArb, { maxLength: 7 }).map((members) => `{ ${members.join(", ")} }`);

const calleeArb = fc.constantFrom("ai.tool", "tool", "makeTool", "warlock.ai.tool", "warlock.tool", "defineTool", "tools.define", "other.tool", "ai['tool']");

const argumentsArb = fc.oneof(
  { weight: 8, arbitrary: definitionArb },
  { weight: 1, arbitrary: definitionArb.map((d) => `${d}, 1, "extra"`) },
  { weight: 1, arbitrary: definitionArb.map((d) => `(flag ? ${d} : definition0)`) },
  { weight: 1, arbitrary: definitionArb.map((d) => `{ ...definition0, ...${d} }`) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "",
      "makeDefinition()",
      "...[anyValue]",
      "anyValue",
      "sharedDefinition",
      "definition0",
      "definition0 as any",
      "null",
      "undefined",
      '"a string"',
      "[]",
      "() => ({})",
      "new Date()",
      "<any>definition0",
      "definition0!",
      "((definition0))",
      "Object.freeze(definition0)",
      "selfRef",
      "cycleA",
    ),
  },
);

/** Where a call stands: top level, inside functions and classes, under a shadowing `ai` or `tool`. */
const placementArb = fc.constantFrom(
  (call: string) => call,
  (call: string) => `void ${call}`,
  (call: string) => `await ${call}`,
  (call: string, i: number) => `export const made${i} = ${call}`,
  (call: string, i: number) => `function scoped${i}(ai: any, tool: any) { return ${call}; }`,
  (call: string) => `{ const tool = (definition: unknown) => definition; void tool; ${call}; }`,
  (call: string, i: number) => `class Holder${i} { static made = ${call}; method() { return ${call}; } }`,
  (call: string, i: number) => `const lazy${i} = () => ${call};`,
);

const typeArgumentsArb = fc.oneof(
  fc.constant(""),
  fc.nat({ max: 2 }).map((i) => `<T${i}, number>`),
  fc.constantFrom("<any, any>", "<never, never>", "<unknown>", "<typeof sharedLiteral, void>", "<T0[], 1>", '<"lit", 2>', "<Wide, 3>"),
);

const plainCallArb = fc.tuple(calleeArb, typeArgumentsArb, argumentsArb, placementArb).map(([callee, typeArgs, args, place]) => (i: number) => {
  const typed = callee.includes("tool") ? typeArgs : "";
  return `${place(`${callee}${typed}(${args})`, i)};`;
});

/** A schema constant read once, by one definition: the definition owns it, so fixes may edit it. */
const ownedConstCallArb = fc
  .tuple(fc.constantFrom("defineTool", "ai.tool", "tool"), fixableObjectArb)
  .map(([callee, schema]) => (i: number) => `const owned${i} = ${schema};\n${callee}({ name: "owned_${i}", input: owned${i}, execute: async () => 1 });`);

interface Call {
  /** Set for the calls of frameworks-arb.ts: which framework the call is written for. */
  readonly framework?: string;
  readonly render: (index: number) => string;
}

const ownCall = (render: (index: number) => string): Call => ({ render });

/** As many framework forms as `@warlock.js/ai` and declared-callee forms (weights 5 and 4 + 1). */
const callArb: fc.Arbitrary<Call> = fc.oneof(
  { weight: 4, arbitrary: plainCallArb.map(ownCall) },
  { weight: 1, arbitrary: ownedConstCallArb.map(ownCall) },
  { weight: 5, arbitrary: frameworkCallArb({ input: inputArb, execute: executeArb, definition: definitionArb }) },
);

export interface GeneratedCase {
  readonly code: string;
  /** Counts for the summary: how many calls, and the size of the file. */
  readonly calls: number;
  /** The framework of each call written in another framework's form, in order. */
  readonly frameworks: readonly string[];
}

export const caseArb: fc.Arbitrary<GeneratedCase> = fc
  .record({
    big: bigUnionSize,
    types: fc.array(typeArb, { minLength: 3, maxLength: 3 }),
    zods: fc.array(zodArb, { minLength: 3, maxLength: 3 }),
    literals: fc.array(jsonSchemaArb, { minLength: 3, maxLength: 3 }),
    definition: definitionArb,
    handlerType: typeArb,
    wide: bigUnionSize,
    calls: fc.array(callArb, { minLength: 1, maxLength: 4 }),
  })
  .map(({ big, types, zods, literals, definition, handlerType, wide, calls }) => {
    const wideKeys = Array.from({ length: wide }, (_, i) => `p${i}`);
    const code = [
      PRELUDE,
      `type Big = ${manyLiterals(big).join(" | ")};`,
      `interface Wide { ${wideKeys.map((key, i) => `${key}${i % 2 ? "?" : ""}: ${i % 3 ? "string" : "number"};`).join(" ")} }`,
      `const wideLiteral = { type: "object", properties: { ${wideKeys.map((key) => `${key}: { type: "string" }`).join(", ")} } };`,
      ...types.map((t, i) => `type T${i} = ${t};`),
      ...zods.map((z, i) => `const schema${i} = ${z.code};`),
      ...literals.map((l, i) => `const literal${i} = ${l};`),
      `const definition0 = ${definition};`,
      `const handler = async (input: ${handlerType}) => input;`,
      "void [schema0, schema1, schema2, literal0, literal1, literal2, definition0, handler, wideLiteral];",
      "",
      ...calls.map((call, i) => call.render(i)),
      "",
    ].join("\n");
    return { code, calls: calls.length, frameworks: calls.flatMap((call) => (call.framework ? [call.framework] : [])) };
  });
