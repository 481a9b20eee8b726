// Effect 4 schemas as tool inputs are written for FastMCP (`Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(…))`),
// each once: the differential test reads this text statically and converts the same values with effect 4.1.5.
import { Schema } from "effect";

const City = Schema.String.annotate({ description: "City name, e.g. Paris" });
const Limit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 100 })).annotate({ description: "How many results", default: 10 });
const Units = Schema.Literals(["metric", "imperial"]);

export const plain = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ city: Schema.String, days: Schema.Number, metric: Schema.Boolean })));
export const finiteAndInt = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ lat: Schema.Finite, count: Schema.Int })));
export const optionalForms = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({ q: Schema.String, cursor: Schema.optional(Schema.String), page: Schema.optionalKey(Schema.Int), size: Schema.optionalKey(Schema.Number) }),
));
export const described = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({ city: City, units: Units.annotate({ description: "Unit system", default: "metric" }) }).annotate({ description: "Weather query", title: "Query" }),
));
export const literals = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ mode: Schema.Literal("fast"), level: Schema.Literal(3), on: Schema.Literal(true), sort: Schema.Literals(["asc", "desc"]) })));
export const mixedLiterals = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ v: Schema.Literals(["auto", 0, 1]), w: Schema.Union([Schema.Literal("a"), Schema.Literal(1)]) })));
export const nullable = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ note: Schema.NullOr(Schema.String), due: Schema.NullOr(Schema.Finite), tag: Schema.UndefinedOr(Schema.String) })));
export const nullish = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.NullishOr(Schema.String), b: Schema.optional(Schema.NullOr(Schema.Int)) })));
export const arrays = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ tags: Schema.Array(Schema.String), ids: Schema.NonEmptyArray(Schema.Int), any: Schema.Array(Schema.Unknown) })));
export const tuple = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ point: Schema.Tuple([Schema.Finite, Schema.Finite]), range: Schema.Tuple([Schema.String, Schema.optionalKey(Schema.String)]) })));
export const records = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ headers: Schema.Record(Schema.String, Schema.String), meta: Schema.Record(Schema.String, Schema.Unknown) })));
export const recordAlone = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Record(Schema.String, Schema.Finite)));
export const stringChecks = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    a: Schema.String.check(Schema.isMinLength(2)),
    b: Schema.String.check(Schema.isMaxLength(10)),
    c: Schema.String.check(Schema.isMinLength(3), Schema.isMaxLength(8)),
    d: Schema.String.check(Schema.isBetweenLength(2, 6)),
    e: Schema.String.check(Schema.isNonEmpty()),
    f: Schema.String.check(Schema.isMinLength(1)),
  }),
));
export const patterns = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    slug: Schema.String.check(Schema.isPattern(/^[a-z0-9-]+$/u)),
    plain: Schema.String.check(Schema.isPattern(/^[a-z]+$/)),
    sticky: Schema.String.check(Schema.isPattern(/ab+/uy)),
    global: Schema.String.check(Schema.isPattern(/x\d+/gu)),
  }),
));
export const affixes = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({ path: Schema.String.check(Schema.isStartingWith("/api/")), file: Schema.String.check(Schema.isEndingWith(".md")), q: Schema.String.check(Schema.isIncluding("a+b")) }),
));
export const uuids = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ id: Schema.String.check(Schema.isUUID()), v4: Schema.String.check(Schema.isUUID(4)) })));
export const numberBounds = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    a: Schema.Finite.check(Schema.isGreaterThan(0)),
    b: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(1)),
    c: Schema.Finite.check(Schema.isLessThan(10)),
    d: Schema.Finite.check(Schema.isLessThanOrEqualTo(99)),
    e: Schema.Finite.check(Schema.isMultipleOf(0.5)),
  }),
));
export const between = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    a: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1 })),
    b: Schema.Finite.check(Schema.isBetween({ minimum: 0, maximum: 1, exclusiveMinimum: true })),
    c: Schema.Int.check(Schema.isBetween({ minimum: -5, maximum: 5, exclusiveMaximum: true })),
  }),
));
export const intBounds = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ page: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)), limit: Limit, offset: Schema.Int.check(Schema.isLessThanOrEqualTo(1000)) })));
export const tightened = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(1), Schema.isGreaterThanOrEqualTo(5)), b: Schema.Finite.check(Schema.isGreaterThan(0), Schema.isGreaterThanOrEqualTo(0)) })));
export const numberChecksLost = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number.check(Schema.isGreaterThan(0)), m: Schema.Number.annotate({ description: "lost on the wire" }) })));
export const numberMadeInt = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ n: Schema.Number.check(Schema.isInt()), f: Schema.Finite.check(Schema.isInt()), g: Schema.Number.check(Schema.isFinite()) })));
export const annotateThenCheck = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String.annotate({ description: "first" }).check(Schema.isMinLength(4)), b: Schema.String.check(Schema.isMinLength(4)).annotate({ description: "last" }) })));
export const checkAnnotations = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String.check(Schema.isMaxLength(5, { description: "short" })), b: Schema.Finite.check(Schema.isGreaterThan(0, { title: "Positive" })) })));
export const keyAnnotations = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.String.annotateKey({ description: "on the key" }), b: Schema.optionalKey(Schema.Int).annotateKey({ description: "optional key" }) })));
export const optionalAnnotated = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    a: Schema.optional(Schema.String).annotate({ description: "outside" }),
    b: Schema.optional(Schema.String.annotate({ description: "inside" })),
    c: Schema.optionalKey(Schema.Finite.annotate({ description: "plain" })),
  }),
));
export const nullAnnotated = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.NullOr(Schema.String).annotate({ description: "outside" }), b: Schema.NullOr(Schema.String.annotate({ description: "inside" })) })));
export const arrayChecks = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    a: Schema.Array(Schema.String).check(Schema.isMinLength(1)),
    b: Schema.Array(Schema.Finite).check(Schema.isMinLength(1), Schema.isMaxLength(4)).annotate({ description: "up to four" }),
    c: Schema.Array(Schema.String).annotate({ description: "first" }).check(Schema.isMaxLength(3)),
    d: Schema.Array(Schema.String).check(Schema.isBetweenLength(2, 5)),
  }),
));
export const unions = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ u: Schema.Union([Schema.String, Schema.Finite]), v: Schema.Union([Schema.String, Schema.Number]), w: Schema.Union([Schema.String, Schema.Null]) })));
export const unionOfStructs = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    target: Schema.Union([Schema.Struct({ kind: Schema.Literal("user"), id: Schema.String }), Schema.Struct({ kind: Schema.Literal("team"), slug: Schema.String })]),
  }),
));
export const nested = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({ order: Schema.Struct({ id: Schema.String, lines: Schema.Array(Schema.Struct({ sku: Schema.String, qty: Schema.Int })) }).annotate({ description: "The order", title: "Order" }) }),
));
export const defaults = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({ a: Schema.Finite.annotate({ default: 5, examples: [1, 2] }), b: Schema.Boolean.annotate({ default: false }), c: Schema.String.annotate({ examples: ["x"], title: "C" }) }),
));
export const unknownAny = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ payload: Schema.Unknown, extra: Schema.Any, nothing: Schema.Null })));
export const predefined = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ name: Schema.NonEmptyString, trimmed: Schema.Trimmed, described: Schema.NonEmptyString.annotate({ description: "non-empty" }) })));
export const emptyStruct = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({})));
export const topUnion = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Union([Schema.Struct({ a: Schema.String }), Schema.Struct({ b: Schema.Finite })])));
export const duplicateLiterals = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ v: Schema.Literals(["a", "b", "a"]) })));
export const formats = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ email: Schema.String.annotate({ format: "email", description: "Email" }), ro: Schema.String.annotate({ readOnly: true }) })));
export const searchTool = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    query: Schema.String.check(Schema.isMinLength(1)).annotate({ description: "Search terms" }),
    limit: Schema.optionalKey(Limit),
    units: Schema.optional(Units),
    filters: Schema.optionalKey(Schema.Record(Schema.String, Schema.String).annotate({ description: "Exact-match filters" })),
  }).annotate({ description: "Search the catalogue" }),
));
export const calendarEvent = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    title: Schema.String.check(Schema.isMaxLength(120)),
    start: Schema.String.annotate({ format: "date-time" }),
    attendees: Schema.Array(Schema.String.annotate({ format: "email" })).check(Schema.isMaxLength(50)),
    reminder: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))),
  }),
));
export const ticket = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    priority: Schema.Literals(["low", "normal", "high"]).annotate({ default: "normal" }),
    labels: Schema.optionalKey(Schema.Array(Schema.Literals(["bug", "feature"]))),
    estimate: Schema.optional(Schema.Finite.check(Schema.isGreaterThan(0))),
  }),
));
export const httpRequest = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(
  Schema.Struct({
    method: Schema.Literals(["GET", "POST", "PUT", "DELETE"]),
    url: Schema.String.check(Schema.isStartingWith("https://")),
    headers: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
    body: Schema.optional(Schema.Unknown),
  }),
));
export const tupleWithAnnotations = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ pair: Schema.Tuple([Schema.String.annotate({ description: "key" }), Schema.Finite.annotateKey({ description: "value" })]) })));
export const deepOptional = Schema.toStandardJSONSchemaV1(Schema.toStandardSchemaV1(Schema.Struct({ a: Schema.optionalKey(Schema.Struct({ b: Schema.optional(Schema.Struct({ c: Schema.NullOr(Schema.Boolean) })) })) })));
