/**
 * Chains whose JSON Schema differs between zod releases (`src/schema/zod-chain/versions.ts`), each
 * written once as source: the test puts them into a fixture for the interpreter and runs the same
 * text with zod 4.6.7 and zod 4.3.6. `structural` cases carry no checks or metadata, so the
 * types route (`zod-type`) must write them exactly too.
 */
export interface VersionCase {
  readonly name: string;
  readonly source: string;
  readonly structural?: boolean;
  /** Only for the "other" target: a record with numeric keys is refused for the named drafts whatever the release. */
  readonly otherOnly?: boolean;
}

export const VERSION_CASES: readonly VersionCase[] = [
  { name: "nullable", source: `z.object({ a: z.string().nullable() })`, structural: true },
  { name: "nullish", source: `z.object({ a: z.string().nullish(), b: z.number().nullish() })`, structural: true },
  { name: "primitiveUnion", source: `z.union([z.string(), z.number()])`, structural: true },
  { name: "nullableUnion", source: `z.union([z.string(), z.number(), z.boolean()]).nullable()`, structural: true },
  { name: "nullableWithCheck", source: `z.object({ a: z.number().min(0).nullable() })` },
  { name: "tuple", source: `z.tuple([z.string(), z.number()])`, structural: true },
  { name: "tupleOptionalTail", source: `z.tuple([z.string(), z.number().optional()])`, structural: true },
  { name: "tupleRest", source: `z.tuple([z.string()], z.boolean())`, structural: true },
  { name: "tupleEmpty", source: `z.tuple([])`, structural: true },
  { name: "email", source: `z.email()` },
  { name: "emailMethod", source: `z.object({ to: z.string().email() })` },
  { name: "datetime", source: `z.iso.datetime()` },
  { name: "datetimeOffset", source: `z.iso.datetime({ offset: true })` },
  { name: "datetimeLocal", source: `z.iso.datetime({ local: true })` },
  { name: "datetimeMinutes", source: `z.iso.datetime({ precision: -1 })` },
  { name: "cuid", source: `z.cuid()` },
  { name: "ulid", source: `z.ulid()` },
  { name: "cidrv6", source: `z.cidrv6()` },
  { name: "emoji", source: `z.emoji()` },
  { name: "base64url", source: `z.base64url()` },
  { name: "base64Method", source: `z.string().base64()` },
  { name: "prefaultFalsy", source: `z.object({ on: z.boolean().prefault(false), n: z.number().prefault(0), s: z.string().prefault("x") })` },
  { name: "metaId", source: `z.object({ a: z.string().meta({ id: "Label" }), b: z.string().meta({ id: "Label" }).optional() })` },
  { name: "rootId", source: `z.object({ a: z.string() }).meta({ id: "Root" })` },
  { name: "intersection", source: `z.intersection(z.object({ a: z.string() }), z.object({ b: z.number() }))`, structural: true },
  { name: "intersectionUnion", source: `z.object({ a: z.string() }).and(z.union([z.object({ b: z.number() }), z.object({ c: z.boolean() })]))`, structural: true },
  { name: "recordOptionalValues", source: `z.record(z.enum(["a", "b"]), z.string().optional())`, structural: true },
  { name: "recordNumericKeys", source: `z.record(z.literal([1, "a"]), z.string())`, structural: true, otherOnly: true },
  { name: "emptyEnum", source: `z.enum([])`, structural: true },
  { name: "multipleOfNegative", source: `z.number().multipleOf(-0.5)` },
  { name: "multipleOfZero", source: `z.number().multipleOf(0)` },
  { name: "multipleOfTwice", source: `z.number().multipleOf(2).multipleOf(3)` },
  { name: "safeAfterBounds", source: `z.number().gte(1).lte(2).safe()` },
  { name: "lengthAfterMax", source: `z.string().max(4).length(12)` },
  { name: "arrayLengthAfterMin", source: `z.array(z.string()).min(3).length(2)` },
  { name: "intAfterMax", source: `z.number().max(5).int()` },
  { name: "crossedStringBounds", source: `z.string().min(5).max(2)` },
  { name: "crossedWithPattern", source: `z.string().regex(/a/).min(5).max(2)` },
  { name: "startsEnds", source: `z.string().startsWith("ab").endsWith("yz")` },
  { name: "includes", source: `z.string().includes("q")` },
  { name: "mimeTwice", source: `z.file().mime(["image/png", "image/jpeg"]).mime(["image/png"])` },
  { name: "catchProperty", source: `z.object({ b: z.number().catch(7), c: z.string() })` },
  { name: "preprocessProperty", source: `z.object({ p: z.preprocess((v) => v, z.string().optional()), q: z.preprocess((v) => v, z.string()) })` },
];
