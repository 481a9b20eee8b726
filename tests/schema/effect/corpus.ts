// Effect 3 schemas as tool inputs are written for FastMCP (`Schema.standardSchemaV1(…)`), each once: the
// differential test reads this text statically and converts the same values with effect 3.22.4's JSONSchema.make.
import { Schema } from "effect3";

enum Color {
  Red = "red",
  Green = "green",
}
enum Level {
  Low,
  High = 5,
}

const Name = Schema.String.pipe(Schema.minLength(1), Schema.maxLength(80));

export const plain = Schema.standardSchemaV1(Schema.Struct({ city: Schema.String, days: Schema.Number, metric: Schema.Boolean }));
export const optionalFields = Schema.standardSchemaV1(Schema.Struct({ q: Schema.String, limit: Schema.optional(Schema.Number), cursor: Schema.optional(Schema.NullOr(Schema.String)) }));
export const described = Schema.standardSchemaV1(
  Schema.Struct({
    city: Schema.String.annotations({ description: "City name", title: "City", examples: ["Paris", "Oslo"] }),
    unit: Schema.Literal("c", "f").annotations({ description: "Unit", default: "c" }),
  }).annotations({ description: "Weather query", title: "Query" }),
);
export const stringFilters = Schema.standardSchemaV1(
  Schema.Struct({
    a: Schema.String.pipe(Schema.minLength(2)),
    b: Schema.String.pipe(Schema.maxLength(10)),
    c: Schema.String.pipe(Schema.length(4)),
    d: Schema.String.pipe(Schema.length({ min: 2, max: 6 })),
    e: Schema.String.pipe(Schema.nonEmptyString()),
    f: Schema.String.pipe(Schema.pattern(/^[a-z]+$/)),
    g: Schema.String.pipe(Schema.startsWith("ab")),
    h: Schema.String.pipe(Schema.endsWith("yz")),
    i: Schema.String.pipe(Schema.includes("mid")),
    j: Schema.String.pipe(Schema.length(1)),
  }),
);
export const numberFilters = Schema.standardSchemaV1(
  Schema.Struct({
    a: Schema.Number.pipe(Schema.int()),
    b: Schema.Number.pipe(Schema.greaterThan(1)),
    c: Schema.Number.pipe(Schema.greaterThanOrEqualTo(0)),
    d: Schema.Number.pipe(Schema.lessThan(0)),
    e: Schema.Number.pipe(Schema.lessThanOrEqualTo(99.5)),
    f: Schema.Number.pipe(Schema.between(1, 10)),
    g: Schema.Number.pipe(Schema.positive()),
    h: Schema.Number.pipe(Schema.negative()),
    i: Schema.Number.pipe(Schema.nonNegative()),
    j: Schema.Number.pipe(Schema.nonPositive()),
    k: Schema.Number.pipe(Schema.multipleOf(-5)),
    l: Schema.Number.pipe(Schema.finite()),
  }),
);
export const chainedFilters = Schema.standardSchemaV1(Schema.Struct({ n: Schema.Number.pipe(Schema.int(), Schema.between(0, 100)), s: Name }));
export const tighterTwice = Schema.standardSchemaV1(Schema.Struct({ s: Schema.String.pipe(Schema.minLength(5), Schema.minLength(2)), t: Schema.String.pipe(Schema.minLength(2), Schema.minLength(5)) }));
export const filterAnnotations = Schema.standardSchemaV1(Schema.Struct({ s: Schema.String.pipe(Schema.minLength(3, { description: "At least three", message: () => "too short" })) }));
export const annotatedFilter = Schema.standardSchemaV1(Schema.Struct({ s: Schema.String.pipe(Schema.minLength(2), Schema.maxLength(5)).annotations({ description: "n" }) }));
export const predefined = Schema.standardSchemaV1(
  Schema.Struct({ a: Schema.Int, b: Schema.NonEmptyString, c: Schema.Positive, d: Schema.NonNegative, e: Schema.Negative, f: Schema.NonPositive, g: Schema.Finite, h: Schema.Int }),
);
export const identified = Schema.standardSchemaV1(Schema.Struct({ owner: Schema.Struct({ id: Schema.String }).annotations({ identifier: "Owner" }), tags: Schema.Array(Schema.String).annotations({ identifier: "a/b~c" }) }));
export const rootIdentifier = Schema.standardSchemaV1(Schema.Struct({ id: Schema.Int.pipe(Schema.positive()) }).annotations({ identifier: "Root", description: "The root" }));
export const arrays = Schema.standardSchemaV1(
  Schema.Struct({ a: Schema.Array(Schema.String), b: Schema.NonEmptyArray(Schema.Number), c: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(3)), d: Schema.Array(Schema.Number).pipe(Schema.itemsCount(2)) }),
);
export const records = Schema.standardSchemaV1(Schema.Struct({ labels: Schema.Record({ key: Schema.String, value: Schema.String }), counts: Schema.Record({ key: Schema.String, value: Schema.UndefinedOr(Schema.Number) }) }));
export const topRecord = Schema.standardSchemaV1(Schema.Record({ key: Schema.String, value: Schema.Number }));
export const tuples = Schema.standardSchemaV1(
  Schema.Struct({ pair: Schema.Tuple(Schema.String, Schema.Number), head: Schema.Tuple([Schema.String], Schema.Number), same: Schema.Tuple([Schema.String], Schema.String), empty: Schema.Tuple() }),
);
export const unions = Schema.standardSchemaV1(
  Schema.Struct({
    a: Schema.Union(Schema.String, Schema.Number),
    b: Schema.Union(Schema.Literal("a"), Schema.Literal("b"), Schema.Number, Schema.Literal("c")),
    c: Schema.Union(Schema.Literal("x"), Schema.Union(Schema.Literal("y"), Schema.Boolean)),
    d: Schema.Union(Schema.String, Schema.Unknown),
    e: Schema.Union(Schema.Number).annotations({ description: "one member" }),
  }),
);
export const literals = Schema.standardSchemaV1(Schema.Struct({ one: Schema.Literal("only"), mixed: Schema.Literal(1, true, "x", null), n: Schema.Null }));
export const nullish = Schema.standardSchemaV1(Schema.Struct({ a: Schema.NullishOr(Schema.String), b: Schema.UndefinedOr(Schema.Number), c: Schema.NullOr(Schema.Literal("x", "y")) }));
export const enums = Schema.standardSchemaV1(Schema.Struct({ color: Schema.Enums(Color), level: Schema.Enums(Level).annotations({ description: "How much" }) }));
export const keywords = Schema.standardSchemaV1(Schema.Struct({ u: Schema.Unknown, a: Schema.Any, o: Schema.Object }));
export const emptyStruct = Schema.standardSchemaV1(Schema.Struct({}));
export const nested = Schema.standardSchemaV1(
  Schema.Struct({ user: Schema.Struct({ name: Name, emails: Schema.Array(Schema.String.pipe(Schema.pattern(/@/))) }), meta: Schema.optional(Schema.Struct({ source: Schema.String })) }),
);
export const examplesFiltered = Schema.standardSchemaV1(Schema.Struct({ s: Schema.String.pipe(Schema.minLength(3)).annotations({ examples: ["ab", "abcd"], default: "zz" }), n: Schema.Number.annotations({ default: 3 }) }));
export const builtInTitle = Schema.standardSchemaV1(Schema.Struct({ s: Schema.String.annotations({ title: "string", description: "a string" }), b: Schema.Boolean.annotations({ title: "Flag" }) }));
export const numericKeys = Schema.standardSchemaV1(Schema.Struct({ b: Schema.String, 2: Schema.Number, a: Schema.String, 1: Schema.Boolean }));
export const refinedRef = Schema.standardSchemaV1(Schema.Struct({ id: Schema.Int.pipe(Schema.lessThan(10)), big: Schema.Int.annotations({ description: "Any integer" }) }));

const Owner = Schema.Struct({ id: Schema.String }).annotations({ identifier: "Owner" });
const Described = Schema.String.annotations({ description: "t" });
enum Odd {
  A = 1,
  B = "A",
  C = "c",
}

export const sharedIdentified = Schema.standardSchemaV1(Schema.Struct({ a: Owner, b: Schema.Array(Owner), c: Owner.annotations({ description: "Re-annotated" }) }));
export const tupleIdentity = Schema.standardSchemaV1(
  Schema.Struct({ same: Schema.Tuple([Described], Described), differ: Schema.Tuple([Schema.String.annotations({ description: "t" })], Schema.String.annotations({ description: "t" })) }),
);
export const optionalForms = Schema.standardSchemaV1(
  Schema.Struct({
    a: Schema.optional(Schema.NullishOr(Schema.String)),
    b: Schema.UndefinedOr(Schema.String).annotations({ description: "dropped with the union" }),
    c: Schema.optional(Schema.Literal("x").annotations({ description: "kept" })),
  }),
);
export const mergedKeywords = Schema.standardSchemaV1(
  Schema.Struct({
    m: Schema.Number.pipe(Schema.multipleOf(2), Schema.multipleOf(3)),
    p: Schema.String.pipe(Schema.pattern(/^a/), Schema.startsWith("ab")),
    r: Schema.Number.pipe(Schema.between(0.5, 1e21), Schema.lessThanOrEqualTo(10)),
  }),
);
export const annotatedLiterals = Schema.standardSchemaV1(Schema.Struct({ l: Schema.Union(Schema.Literal("a").annotations({ description: "A" }), Schema.Literal("b"), Schema.Literal("c")) }));
export const oddEnum = Schema.standardSchemaV1(Schema.Struct({ e: Schema.Enums(Odd) }));
export const refinedRecord = Schema.standardSchemaV1(Schema.Record({ key: Schema.String, value: Schema.Number.pipe(Schema.int()) }).annotations({ title: "Counts" }));

const Base = Schema.Struct({ id: Schema.String, kind: Schema.Literal("a") });
export const spreadFields = Schema.standardSchemaV1(Schema.Struct({ ...Base.fields, name: Schema.String, kind: Schema.Literal("b") }));
export const signatureAnnotations = Schema.standardSchemaV1(
  Schema.Struct({
    q: Schema.optional(Schema.String).annotations({ description: "Search text", examples: ["tea"] }),
    o: Schema.propertySignature(Owner).annotations({ description: "Who owns it" }),
    n: Schema.propertySignature(Schema.Number.annotations({ description: "inner" })).annotations({ title: "N", default: 2 }),
    s: Schema.optional(Schema.String).annotations({ title: "string" }),
  }),
);
export const caseFilters = Schema.standardSchemaV1(
  Schema.Struct({
    t: Schema.String.pipe(Schema.trimmed(), Schema.lowercased()),
    u: Schema.String.pipe(Schema.uppercased()).annotations({ examples: ["AB", "ab"] }),
    c: Schema.String.pipe(Schema.capitalized(), Schema.uncapitalized()),
    named: Schema.Struct({ a: Schema.Trimmed, b: Schema.Lowercased, c: Schema.Uppercased, d: Schema.Capitalized, e: Schema.Uncapitalized, f: Schema.NonEmptyTrimmedString }),
  }),
);

// Tool inputs as a tool author writes them, each exercising a different part of the route.
enum Severity {
  Info = "info",
  Warning = "warning",
  Error = "error",
}
enum Retry {
  Never,
  Once,
  Always,
}
const Address = Schema.Struct({
  street: Schema.NonEmptyString.annotations({ description: "Street and number" }),
  city: Schema.String,
  country: Schema.String.pipe(Schema.length(2)).annotations({ description: "ISO 3166-1 alpha-2 code" }),
}).annotations({ identifier: "Address", title: "Postal address" });

export const createTicket = Schema.standardSchemaV1(
  Schema.Struct({
    title: Schema.NonEmptyString.pipe(Schema.maxLength(120)).annotations({ description: "One-line summary" }),
    priority: Schema.Literal("low", "medium", "high").annotations({ description: "How urgent the ticket is", default: "medium" }),
    assignee: Schema.optional(Schema.UUID.annotations({ description: "User id of the assignee" })),
    labels: Schema.Array(Schema.String).pipe(Schema.minItems(1), Schema.maxItems(5)).annotations({ description: "Between one and five labels" }),
  }).annotations({ title: "Create ticket" }),
);
export const logEvent = Schema.standardSchemaV1(
  Schema.Struct({
    severity: Schema.Enums(Severity).annotations({ description: "Log level", default: Severity.Info }),
    retry: Schema.Enums(Retry),
    message: Schema.String.annotations({ description: "What happened", examples: ["disk full"] }),
    context: Schema.optional(Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean) })),
  }),
);
export const shipOrder = Schema.standardSchemaV1(
  Schema.Struct({
    orderId: Schema.ULID,
    shipTo: Address,
    billTo: Schema.NullOr(Address).annotations({ description: "Null when the same as the shipping address" }),
    quantity: Schema.Int.pipe(Schema.between(1, 100)),
    unitPrice: Schema.Number.pipe(Schema.greaterThan(0), Schema.multipleOf(0.01)).annotations({ description: "Price in euros" }),
    weightKg: Schema.optional(Schema.Number.pipe(Schema.positive(), Schema.lessThanOrEqualTo(30))),
  }),
);
export const sendMessage = Schema.standardSchemaV1(
  Schema.Struct({
    channel: Schema.Union(
      Schema.Struct({ kind: Schema.Literal("email"), to: Schema.String.pipe(Schema.includes("@")), cc: Schema.optional(Schema.Array(Schema.String)) }),
      Schema.Struct({ kind: Schema.Literal("sms"), phone: Schema.String.pipe(Schema.startsWith("+"), Schema.pattern(/^\+[0-9]{7,15}$/)) }),
      Schema.Struct({ kind: Schema.Literal("slack"), channelId: Schema.String.pipe(Schema.startsWith("C")) }).annotations({ description: "A Slack channel" }),
    ),
    body: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(2000)),
  }),
);
export const plotSeries = Schema.standardSchemaV1(
  Schema.Struct({
    xRange: Schema.Tuple(Schema.Number, Schema.Number).annotations({ description: "[min, max] of the x axis" }),
    points: Schema.NonEmptyArray(Schema.Tuple(Schema.Number, Schema.Number)),
    series: Schema.Tuple([Schema.String.annotations({ description: "Series name" })], Schema.Number),
    style: Schema.optional(Schema.Literal("line", "bar", "scatter").annotations({ title: "Style" })),
  }),
);
export const listIssues = Schema.standardSchemaV1(
  Schema.Struct({
    repo: Schema.String.pipe(Schema.pattern(/^[\w.-]+\/[\w.-]+$/)).annotations({ description: "owner/name" }),
    state: Schema.optionalWith(Schema.Literal("open", "closed", "all"), { default: () => "open" as const }).annotations({ description: "Which issues", default: "open" }),
    perPage: Schema.optionalWith(Schema.Int.pipe(Schema.between(1, 100)), { exact: true, default: () => 30 }).annotations({ title: "Page size", examples: [30, 500] }),
    since: Schema.optionalWith(Schema.String, { nullable: true }).annotations({ description: "ISO date, or null for all time" }),
    assignee: Schema.optional(Schema.String).annotations({ description: "Login of the assignee" }),
    milestone: Schema.optionalWith(Schema.Number, { exact: true }),
  }),
);
export const renameUser = Schema.standardSchemaV1(
  Schema.Struct({
    handle: Schema.Lowercase,
    displayName: Schema.Trim.annotations({ description: "Shown to other users" }),
    firstName: Schema.Capitalize,
    bio: Schema.optional(Schema.Trim.pipe(Schema.maxLength(280))),
    previous: Schema.Array(Schema.Trim),
  }),
);
export const paginate = Schema.standardSchemaV1(
  Schema.Struct({
    cursor: Schema.optionalWith(Schema.NonEmptyString, { nullable: true, default: () => "start" }),
    limit: Schema.optionalWith(Schema.Number.pipe(Schema.int(), Schema.positive()), { exact: true, nullable: true }).annotations({ description: "Rows per page" }),
    order: Schema.optionalWith(Schema.Trim, { default: () => "asc" }).annotations({ description: "Sort order" }),
  }).annotations({ description: "A page of results", identifier: "Page" }),
);
