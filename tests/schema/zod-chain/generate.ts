import fc from "fast-check";

/**
 * Random zod builder chains as source text, for the differential test. The text is plain
 * JavaScript (no TypeScript-only syntax) so the test can also build it at runtime with
 * `new Function("z", …)`. Generation is seeded, so the corpus is the same on every run.
 */
const KEYS = ["a", "b", "name", "count", "1", "tags"] as const;

const jsonValue = fc.oneof(
  fc.constantFrom('"x"', '"hello"', "0", "3", "-1.5", "true", "false", "null", "[]", '["a"]', "{}", '{ "k": 1 }'),
);

const smallInt = fc.integer({ min: 0, max: 12 });
const bound = fc.integer({ min: -20, max: 40 });

const stringCheck = fc.oneof(
  smallInt.map((n) => `.min(${n})`),
  smallInt.map((n) => `.max(${n + 3})`),
  smallInt.map((n) => `.length(${n})`),
  fc.constantFrom(
    ".email()", ".url()", ".uuid()", ".cuid()", ".ipv4()", ".ipv6()", ".datetime()", ".date()", ".time()",
    ".regex(/^[a-z]+$/)", ".regex(/\\d/)", '.startsWith("ab")', '.endsWith("yz")', '.includes("m")',
    ".lowercase()", ".uppercase()", ".trim()", ".toLowerCase()", ".nonempty()", '.datetime({ offset: true })',
    '.datetime({ local: true })', ".base64()", ".emoji()", ".nanoid()",
  ),
);

const numberCheck = fc.oneof(
  fc.constantFrom(".int()", ".positive()", ".negative()", ".nonnegative()", ".nonpositive()", ".finite()", ".safe()"),
  bound.map((n) => `.min(${n})`),
  bound.map((n) => `.max(${n})`),
  bound.map((n) => `.gt(${n})`),
  bound.map((n) => `.lt(${n})`),
  bound.map((n) => `.gte(${n})`),
  fc.constantFrom(2, 3, 0.5, 5).map((n) => `.multipleOf(${n})`),
);

const leaf: fc.Arbitrary<string> = fc.oneof(
  fc.array(stringCheck, { maxLength: 3 }).map((checks) => `z.string()${checks.join("")}`),
  fc.array(numberCheck, { maxLength: 3 }).map((checks) => `z.number()${checks.join("")}`),
  fc.constantFrom(
    "z.int()", "z.boolean()", "z.null()", "z.any()", "z.unknown()", 'z.literal("x")', "z.literal(3)", "z.literal(true)",
    'z.literal(["a", 1])', 'z.enum(["red", "green"])', "z.email()", "z.uuid()", "z.url()", "z.ipv4()", "z.iso.date()",
    "z.iso.datetime({ offset: true })", "z.iso.time()", "z.never()", 'z.string().describe("text")', "z.int32()",
  ),
);

const modifier = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(".optional()", ".nullable()", ".nullish()") },
  { weight: 2, arbitrary: fc.constantFrom('.describe("about it")', '.meta({ title: "T", examples: [1] })', '.meta({ description: "m" })') },
  { weight: 1, arbitrary: fc.constantFrom(".readonly()", ".refine(() => true)", ".transform((v) => v)", ".brand()", ".array()", ".or(z.string())") },
  { weight: 2, arbitrary: jsonValue.map((value) => `.default(${value})`) },
  { weight: 1, arbitrary: jsonValue.map((value) => `.catch(${value})`) },
  { weight: 1, arbitrary: jsonValue.map((value) => `.prefault(${value})`) },
);

function withModifiers(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, fc.array(modifier, { maxLength: 2 })).map(([schema, mods]) => schema + mods.join(""));
}

const objectSuffix = fc.constantFrom("", "", "", ".strict()", ".passthrough()", ".partial()", ".required()", ".catchall(z.number())", ".strip()");

export function zodChainArbitrary(): fc.Arbitrary<string> {
  const { node } = fc.letrec<{ node: string; composite: string }>((tie) => ({
    node: fc.oneof({ depthSize: "small", withCrossShrink: true }, withModifiers(leaf), tie("composite")),
    composite: fc.oneof(
      fc
        .tuple(
          fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 0, maxLength: 3 }),
          fc.array(tie("node"), { minLength: 3, maxLength: 3 }),
          fc.constantFrom("z.object", "z.object", "z.strictObject", "z.looseObject"),
          objectSuffix,
        )
        .map(([keys, values, builder, suffix]) => {
          const props = keys.map((key, index) => `${JSON.stringify(key)}: ${values[index]}`).join(", ");
          return `${builder}({ ${props} })${suffix}`;
        }),
      fc.tuple(tie("node"), fc.constantFrom("", ".min(1)", ".max(4)", ".nonempty()", ".length(2)")).map(([item, check]) => `z.array(${item})${check}`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.union([${a}, ${b}])`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.xor([${a}, ${b}])`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.tuple([${a}, ${b}])`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.tuple([${a}], ${b})`),
      tie("node").map((value) => `z.record(z.string(), ${value})`),
      tie("node").map((value) => `z.record(z.enum(["p", "q"]), ${value})`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.intersection(z.object({ a: ${a} }), z.object({ b: ${b} }))`),
      fc.tuple(tie("node"), tie("node")).map(
        ([a, b]) => `z.discriminatedUnion("t", [z.object({ t: z.literal("one"), v: ${a} }), z.object({ t: z.literal("two"), w: ${b} })])`,
      ),
      tie("node").map((value) => `z.lazy(() => ${value})`),
      tie("node").map((value) => `z.object({ inner: ${value} }).extend({ extra: z.string() }).describe("ext")`),
    ),
  }));
  return node;
}

/** `count` generated chains for a fixed seed. */
export function generatedChains(count: number, seed: number): string[] {
  return fc.sample(zodChainArbitrary(), { seed, numRuns: count });
}

export function generatedFixtureText(chains: readonly string[]): string {
  const lines = [
    "// Generated by tests/schema/zod-chain/generate.ts (fast-check, fixed seed); do not edit by hand.",
    'import { z } from "zod";',
    "",
    ...chains.map((chain, index) => `export const g${index} = ${chain};`),
    "",
  ];
  return lines.join("\n");
}

export const GENERATED_COUNT = 150;
export const GENERATED_SEED = 20240611;
