import fc from "fast-check";
import { keyText, manyLiterals, propertyKey } from "./names.js";

/** A zod expression and, when it has one, a value of its input type (for `.default()`). */
export interface ZodCode {
  readonly code: string;
  readonly sample?: string;
}

const leaf: fc.Arbitrary<ZodCode> = fc.constantFrom<ZodCode>(
  { code: "z.string()", sample: '"s"' },
  { code: "z.string().min(1).max(40)", sample: '"abc"' },
  { code: "z.string().email()", sample: '"a@b.co"' },
  { code: "z.email()", sample: '"a@b.co"' },
  { code: "z.string().regex(/^[a-z]+$/)", sample: '"abc"' },
  { code: "z.string().uuid()" },
  { code: "z.url()" },
  { code: "z.iso.datetime()" },
  { code: "z.number()", sample: "1" },
  { code: "z.number().int().min(0).max(10)", sample: "3" },
  { code: "z.int()", sample: "2" },
  { code: "z.number().positive().multipleOf(5)", sample: "5" },
  { code: "z.boolean()", sample: "false" },
  { code: "z.null()" },
  { code: "z.undefined()" },
  { code: "z.bigint()" },
  { code: "z.any()" },
  { code: "z.unknown()" },
  { code: "z.never()" },
  { code: "z.date()" },
  { code: "z.nan()" },
  { code: "z.void()" },
  { code: 'z.literal("fixed")', sample: '"fixed"' },
  { code: "z.literal(3)", sample: "3" },
  { code: 'z.literal(["a", 1, true])' },
  { code: 'z.enum(["a", "b", "c"])', sample: '"a"' },
  { code: "z.enum(Color)" },
  { code: "z.nativeEnum(Level)" },
  { code: 'z.templateLiteral(["id-", z.number()])' },
  { code: "z.file()" },
  { code: "z.custom<{ x: number }>()" },
  { code: "z.instanceof(Date)" },
  { code: "z.symbol()" },
  { code: "zodTree" },
  { code: "zodSelf" },
  { code: "z.object(anyValue)" },
  { code: "z.array(anyValue)" },
  { code: "z.object({}).merge(sharedZod)" },
  { code: "sharedZod.shape.id", sample: '"id"' },
  { code: "z.never().optional()" },
  { code: "z.map(z.string(), z.number())" },
  { code: "z.set(z.string())" },
  { code: "z.function()" },
  { code: "z.stringbool()" },
  { code: "z.coerce.number()", sample: "1" },
  { code: "z.json()" },
  { code: "z.xor([z.string(), z.number()])" },
  { code: "z.codec(z.string(), z.number(), { decode: (s) => Number(s), encode: (n) => String(n) })" },
  { code: "(flag ? z.string() : z.number())" },
  { code: "z.string().optional().optional()" },
  { code: 'z.string().trim().toLowerCase().length(3).startsWith("a").endsWith("c").includes("b")', sample: '"abc"' },
  { code: "z.string().nonempty().max(-1).min(NaN)" },
  { code: "z.number().gt(1).lt(5).gte(2).lte(4).finite().safe().step(2)", sample: "2" },
  { code: "z.number().int().max(1e400).min(Number.MAX_SAFE_INTEGER)" },
  { code: "z.array(z.string()).length(2).nonempty()" },
  { code: "z.array(z.string()).min(-1).max(0.5)" },
  { code: "z.ipv4()" },
  { code: "z.cidrv6()" },
  { code: "z.base64url()" },
  { code: "z.jwt()" },
  { code: "z.e164()" },
  { code: 'z.hash("sha256")' },
  { code: "z.iso.date()" },
  { code: "z.iso.time({ precision: 2 })" },
  { code: "z.iso.duration()" },
  { code: "z.string().datetime({ offset: true, local: true })" },
  { code: "z.object({ a: z.string(), b: z.number() }).keyof()" },
  { code: 'z.enum(["a", "b", "c"]).exclude(["a"])' },
  { code: 'z.enum(["a", "b", "c"]).extract(["b"])' },
  { code: "z.literal(null)" },
  { code: "z.literal(undefined)" },
  { code: "z.literal(1n)" },
  { code: 'z.string().default(() => "x")', sample: '"x"' },
  { code: 'z.string().prefault("p")', sample: '"p"' },
  { code: "z.object({ a: z.string() }).safeExtend({ b: z.number() })" },
  { code: "z.looseRecord(z.string().regex(/^x/), z.number())" },
  { code: "z.object({ a: z.string() }).merge(z.object({ b: z.boolean() }))" },
  { code: 'z.object({ a: z.string(), b: z.number() }).omit({ b: true })' },
  { code: "z.object({ [k]: z.string() })" },
  { code: "z.object({ ...sharedZod.shape, extra: z.string() })" },
  { code: "z.object({ again: schema0 })" },
  { code: "z.string().regex(/a+b/giu)" },
  { code: 'z.string().regex(new RegExp("("))' },
  { code: "z.string().regex(new RegExp(getName()))" },
  { code: "z.string().meta(anyValue)" },
  { code: "z.string().describe(getName())" },
  { code: "z.string().describe(`about ${prefix}`)" },
  { code: "z.string().refine((value) => value.length > 1)" },
  { code: "z.string().check(z.minLength(2))" },
  { code: 'z.string().brand<"Id">()' },
  { code: "sharedZod.unwrap()" },
  { code: "sharedZod.shape.tags.unwrap()" },
  { code: "z.string().optional().unwrap()" },
  { code: "(flag ? z.object({ a: z.string() }) : z.object({ b: z.number() })).strict()" },
  { code: "sharedZod" },
  { code: "anyValue" },
);

/** A `z.enum` of up to 1,500 values: the huge literal unions of the brief, through zod. */
const hugeEnum = fc.constantFrom(2, 40, 40, 1500).map((n): ZodCode => ({ code: `z.enum([${manyLiterals(n).join(", ")}])`, sample: '"v0"' }));

function shape(entries: readonly [string, ZodCode][]): string {
  return `{ ${entries.map(([key, value]) => `${keyText(key)}: ${value.code}`).join(", ")} }`;
}

export const zodArb: fc.Arbitrary<ZodCode> = fc.letrec<{ schema: ZodCode; entries: [string, ZodCode][] }>((tie) => ({
  schema: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    leaf,
    hugeEnum,
    fc
      .tuple(tie("entries"), fc.constantFrom("z.object", "z.strictObject", "z.looseObject"))
      .map(([entries, maker]): ZodCode => ({ code: `${maker}(${shape(entries)})`, sample: undefined })),
    fc
      .tuple(tie("entries"), fc.constantFrom(".strict()", ".passthrough()", ".strip()", ".partial()", ".required()", ".catchall(z.number())"))
      .map(([entries, method]): ZodCode => ({ code: `z.object(${shape(entries)})${method}` })),
    fc.tuple(tie("entries"), tie("entries")).map(([a, b]): ZodCode => ({ code: `z.object(${shape(a)}).extend(${shape(b)})` })),
    tie("entries").map((entries): ZodCode => {
      const picked = entries.slice(0, 1).map(([key]) => `${keyText(key)}: true`);
      return { code: `z.object(${shape(entries)}).pick({ ${picked.join(", ")} })` };
    }),
    fc
      .tuple(tie("schema"), fc.constantFrom(".optional()", ".nullable()", ".nullish()", ".readonly()", ".nonoptional()", ".array()"))
      .map(([inner, method]): ZodCode => ({ code: `${inner.code}${method}` })),
    fc
      .tuple(tie("schema"), fc.constantFrom('.describe("A field.")', '.meta({ description: "Meta.", examples: [1] })', '.meta({ id: "Named" })'))
      .map(([inner, method]): ZodCode => ({ code: `${inner.code}${method}`, sample: inner.sample })),
    tie("schema").map((inner): ZodCode => ({ code: inner.sample ? `${inner.code}.default(${inner.sample})` : `${inner.code}.optional()` })),
    tie("schema").map((inner): ZodCode => ({ code: inner.sample ? `${inner.code}.catch(${inner.sample})` : `${inner.code}.nullable()` })),
    tie("schema").map((inner): ZodCode => ({ code: `z.array(${inner.code}).min(1).max(5)` })),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]): ZodCode => ({ code: `z.union([${a.code}, ${b.code}])` })),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]): ZodCode => ({ code: `${a.code}.or(${b.code})` })),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]): ZodCode => ({ code: `z.intersection(${a.code}, ${b.code})` })),
    fc.tuple(tie("entries"), tie("entries")).map(([a, b]): ZodCode => ({
      code: `z.discriminatedUnion("kind", [z.object({ kind: z.literal("one"), ...${shape(a)} }), z.strictObject({ kind: z.literal("two"), ...${shape(b)} })])`,
    })),
    tie("schema").map((value): ZodCode => ({ code: `z.record(z.string(), ${value.code})` })),
    tie("schema").map((value): ZodCode => ({ code: `z.record(z.enum(["x", "y"]), ${value.code})` })),
    tie("schema").map((value): ZodCode => ({ code: `z.partialRecord(z.enum(["x", "y"]), ${value.code})` })),
    tie("schema").map((inner): ZodCode => ({ code: `z.lazy(() => ${inner.code})` })),
    tie("schema").map((inner): ZodCode => ({ code: `${inner.code}.pipe(z.transform((value) => value))` })),
    tie("schema").map((inner): ZodCode => ({ code: `${inner.code}.transform((value) => String(value))` })),
    tie("schema").map((inner): ZodCode => ({ code: `z.preprocess((value) => value, ${inner.code})` })),
    fc.tuple(tie("schema"), tie("schema")).map(([a, b]): ZodCode => ({ code: `z.tuple([${a.code}, ${b.code}])` })),
    tie("schema").map((inner): ZodCode => ({ code: `z.promise(${inner.code})` })),
  ),
  entries: fc.array(fc.tuple(propertyKey, tie("schema")), { maxLength: 4 }),
})).schema;
