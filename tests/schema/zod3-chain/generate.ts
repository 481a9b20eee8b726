import fc from "fast-check";

/**
 * Random zod 3 builder chains as source text, for the differential test. The text is plain
 * JavaScript (no TypeScript-only syntax) so the test can also build it at runtime with
 * `new Function("z", …)` over real zod 3. Generation is seeded: the corpus is the same every run.
 */
const KEYS = ["a", "b", "name", "count", "1", "tags"] as const;

const jsonValue = fc.constantFrom('"x"', '"hello"', "0", "3", "-1.5", "true", "false", "null", "[]", '["a"]', "{}", '{ "k": 1 }');

const smallInt = fc.integer({ min: 0, max: 12 });
const bound = fc.integer({ min: -20, max: 40 });

const stringCheck = fc.oneof(
  smallInt.map((n) => `.min(${n})`),
  smallInt.map((n) => `.max(${n + 3})`),
  smallInt.map((n) => `.length(${n})`),
  fc.constantFrom(
    ".email()", ".url()", ".uuid()", ".cuid()", ".cuid2()", ".ulid()", ".ip()", '.ip({ version: "v6" })', ".cidr()",
    ".datetime()", ".date()", ".time()", ".duration()", ".regex(/^[a-z]+$/)", ".regex(/\\d/)", '.startsWith("ab")',
    '.endsWith("yz")', '.includes("m w")', ".trim()", ".toLowerCase()", ".toUpperCase()", ".nonempty()",
    ".datetime({ offset: true })", ".datetime({ local: true, precision: 2 })", ".base64()", ".base64url()", ".emoji()",
    ".nanoid()", ".jwt()",
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
    "z.boolean()", "z.null()", "z.any()", "z.unknown()", 'z.literal("x")', "z.literal(3)", "z.literal(true)",
    'z.enum(["red", "green"])', "z.never()", "z.undefined()", "z.date()", "z.bigint()", 'z.string().describe("text")',
    "z.coerce.number()", "z.coerce.string()", "z.coerce.boolean()", "z.nan()", "z.void()", "z.function()",
    'z.union([z.literal("p"), z.literal("q")])', 'z.string({ description: "d" })', "z.ostring()",
  ),
);

const modifier = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(".optional()", ".nullable()", ".nullish()") },
  { weight: 2, arbitrary: fc.constantFrom('.describe("about it")', '.describe("other")') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      ".readonly()", ".refine(() => true)", ".superRefine(() => {})", ".transform((v) => v)", ".brand()", ".array()",
      ".or(z.string())", ".and(z.object({ k: z.number() }))", ".pipe(z.any())", ".promise()",
    ),
  },
  { weight: 2, arbitrary: jsonValue.map((value) => `.default(${value})`) },
  { weight: 1, arbitrary: jsonValue.map((value) => `.catch(${value})`) },
);

function withModifiers(base: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(base, fc.array(modifier, { maxLength: 2 })).map(([schema, mods]) => schema + mods.join(""));
}

const objectSuffix = fc.constantFrom(
  "", "", "", ".strict()", ".passthrough()", ".partial()", ".required()", ".catchall(z.number())", ".strip()",
  '.pick({ a: true, name: true })', '.omit({ b: true })', '.extend({ extra: z.string() })', ".deepPartial()",
);

export function zod3ChainArbitrary(): fc.Arbitrary<string> {
  const { node } = fc.letrec<{ node: string; composite: string }>((tie) => ({
    node: fc.oneof({ depthSize: "small", withCrossShrink: true }, withModifiers(leaf), tie("composite")),
    composite: fc.oneof(
      fc
        .tuple(
          fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 0, maxLength: 3 }),
          fc.array(tie("node"), { minLength: 3, maxLength: 3 }),
          fc.constantFrom("z.object", "z.object", "z.strictObject"),
          objectSuffix,
        )
        .map(([keys, values, builder, suffix]) => {
          const props = keys.map((key, index) => `${JSON.stringify(key)}: ${values[index]}`).join(", ");
          return `${builder}({ ${props} })${suffix}`;
        }),
      fc.tuple(tie("node"), fc.constantFrom("", ".min(1)", ".max(4)", ".nonempty()", ".length(2)")).map(([item, check]) => `z.array(${item})${check}`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.union([${a}, ${b}])`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.tuple([${a}, ${b}])`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.tuple([${a}]).rest(${b})`),
      tie("node").map((value) => `z.record(${value})`),
      tie("node").map((value) => `z.record(z.string().min(1), ${value})`),
      tie("node").map((value) => `z.record(z.enum(["p", "q"]), ${value})`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.map(${a}, ${b})`),
      tie("node").map((value) => `z.set(${value}).max(3)`),
      fc.tuple(tie("node"), tie("node")).map(([a, b]) => `z.intersection(z.object({ a: ${a} }), z.object({ b: ${b} }).strict())`),
      fc.tuple(tie("node"), tie("node")).map(
        ([a, b]) => `z.discriminatedUnion("t", [z.object({ t: z.literal("one"), v: ${a} }), z.object({ t: z.literal("two"), w: ${b} })])`,
      ),
      tie("node").map((value) => `z.lazy(() => ${value})`),
      tie("node").map((value) => `z.preprocess((v) => v, ${value})`),
      tie("node").map((value) => `z.object({ inner: ${value} }).merge(z.object({ extra: z.string() }).passthrough()).describe("ext")`),
    ),
  }));
  return node;
}

/** `count` generated chains for a fixed seed. */
export function generatedChains(count: number, seed: number): string[] {
  return fc.sample(zod3ChainArbitrary(), { seed, numRuns: count });
}

export function generatedFixtureText(chains: readonly string[]): string {
  const lines = [
    "// Generated by tests/schema/zod3-chain/generate.ts (fast-check, fixed seed); do not edit by hand.",
    'import { z } from "zod";',
    "",
    ...chains.map((chain, index) => `export const g${index} = ${chain};`),
    "",
  ];
  return lines.join("\n");
}

export const GENERATED_COUNT = 160;
export const GENERATED_SEED = 20250301;
