// What zod's JSON Schema conversion writes differently from one zod 4 release to the next, as one table
// of facts: the zod routes (chain, type, converted) ask it with the zod installed next to the linted file.
import type ts from "typescript";
import { atLeast, installedVersion } from "../../frameworks/core/version.js";

/** The newest zod the routes are modelled on and compared against (the devDependency `zod`). */
export const NEWEST_MODELLED_ZOD = "4.6.7";
/** The oldest zod compared (`zod43`); older releases get the oldest behaviour, uncompared. */
export const OLDEST_COMPARED_ZOD = "4.3.6";

export type ZodFactId =
  | "prefault-falsy-dropped"
  | "meta-id-kept"
  | "catch-optional-input"
  | "preprocess-required"
  | "type-array-unions"
  | "closed-tuples"
  | "intersection-fold"
  | "root-id-extracted"
  | "record-optional-values"
  | "multiple-of-checked"
  | "datetime-lax"
  | "empty-values-not"
  | "record-required-strings"
  | "check-fold"
  | "string-bounds-build"
  | "pattern";

/** The shared patterns whose source changed between releases (see `ZOD_PATTERNS` for the newest). */
export type VersionedPattern = "cuid" | "ulid" | "email" | "cidrv6" | "base64url" | "emoji";

/**
 * One behaviour of zod's conversion that holds for the releases in [`from`, `until`) (either end
 * open). `source` is where it was read: the zod file and the releases whose output was compared
 * (`npm i zod@<version>` in a scratch directory; the table in docs/zod-versions.md).
 */
export interface ZodVersionFact {
  readonly id: ZodFactId;
  readonly from?: string;
  readonly until?: string;
  readonly what: string;
  readonly source: string;
  /** For `pattern` facts: which shared pattern, and its source in those releases. */
  readonly pattern?: { readonly name: VersionedPattern; readonly source: string };
}

const REGEXES = "packages/zod/src/v4/core/regexes.ts";
const TO_JSON = "packages/zod/src/v4/core/to-json-schema.ts";
const PROCESSORS = "packages/zod/src/v4/core/json-schema-processors.ts";

export const ZOD_VERSION_FACTS: readonly ZodVersionFact[] = [
  {
    id: "prefault-falsy-dropped",
    until: "4.4.0",
    what: "a `.prefault(v)` whose value is falsy (false, 0, \"\", null) writes no `default`",
    source: `${TO_JSON} (process: \`_prefault\` copied only when truthy); compared 4.3.6 / 4.4.0`,
  },
  {
    id: "meta-id-kept",
    until: "4.4.0",
    what: "a `.meta({ id })` stays as an `id` keyword in the extracted definition and at the root",
    source: `${TO_JSON} (finalize strips \`id\` from 4.4.0); compared 4.3.6 / 4.4.0`,
  },
  {
    id: "catch-optional-input",
    from: "4.4.3",
    until: "4.5.0",
    what: "a `.catch()` or `z.preprocess()` property is not `required` on the input side",
    source: `${PROCESSORS} (object: \`inputOptin\`); compared 4.4.2 / 4.4.3 / 4.5.0`,
  },
  {
    id: "preprocess-required",
    until: "4.4.2",
    what: "a `z.preprocess()` property is `required` on the input side even when its schema is optional (a transform had no `optin`)",
    source: "packages/zod/src/v4/core/schemas.ts ($ZodTransform's and $ZodPipe's optin); compared 4.4.1 / 4.4.2",
  },
  {
    id: "type-array-unions",
    from: "4.5.0",
    what: "an `anyOf` whose members are bare `{type}`s (nullable, nullish, unions of primitives) is written as one `type` array",
    source: `${TO_JSON} (compactTypeUnion, new in 4.5.0); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "closed-tuples",
    from: "4.5.0",
    what: "a tuple without rest writes `additionalItems: false` (`items: false` in 2020-12) and `maxItems`; every tuple writes `minItems` of its required items",
    source: `${PROCESSORS} (tupleProcessor); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "intersection-fold",
    from: "4.5.0",
    what: "an intersection of plain objects (or an object and a union of objects) is folded into one object instead of `allOf`",
    source: `${TO_JSON} (foldIntersection, new in 4.5.0); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "root-id-extracted",
    from: "4.5.0",
    what: "a root schema with a `.meta({ id })` is written as a `$ref` to its own definition",
    source: `${TO_JSON} (extractDefs: an id-less root stays inline); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "record-optional-values",
    from: "4.5.0",
    what: "a record keyed by finite values whose value schema is optional writes no `required`",
    source: `${PROCESSORS} (recordProcessor); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "multiple-of-checked",
    from: "4.5.0",
    what: "`multipleOf` is written as an absolute value, and a zero or non-finite divisor is refused (zod throws)",
    source: `${PROCESSORS} (numberProcessor); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "datetime-lax",
    until: "4.5.0",
    what: "a datetime pattern without `precision` accepts a time without seconds, `local` adds an empty zone, and `format: \"date-time\"` is written even for `local` or `precision: -1`",
    source: `${REGEXES} (datetime, timeSource) and ${PROCESSORS} (stringProcessor's \`laxFormat\`, new in 4.5.0); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "empty-values-not",
    from: "4.5.0",
    what: "an enum or literal without values is written as `not: {}` (before: an empty `enum`)",
    source: `${PROCESSORS} (enumProcessor, literalProcessor); compared 4.4.3 / 4.5.0`,
  },
  {
    id: "record-required-strings",
    from: "4.6.0",
    what: "the `required` of a record keyed by finite values lists numeric keys as strings",
    source: `${PROCESSORS} (recordProcessor); compared 4.5.4 / 4.6.0`,
  },
  {
    id: "check-fold",
    from: "4.6.0",
    what: "checks fold to the tightest bounds (`.length()`, `.safe()`, `.int32()` no longer overwrite them), every `multipleOf` is kept (extras in `allOf`), mime types intersect, and `startsWith`/`endsWith`/`includes` write their `format`",
    source: `${PROCESSORS} (aggregateChecks, new in 4.6.0; before, the \`_zod.bag\` filled by each check's onattach in core/checks.ts); compared 4.5.4 / 4.6.0`,
  },
  {
    id: "string-bounds-build",
    until: "4.6.0",
    what: "a `z.string()` whose length bounds cross (minimum above maximum) throws while it is built (an invalid regular expression)",
    source: "packages/zod/src/v4/core/schemas.ts ($ZodString init builds its pattern from the bag); compared 4.5.4 / 4.6.0",
  },
  { id: "pattern", until: "4.4.0", what: "the cuid pattern", source: `${REGEXES}; compared 4.3.6 / 4.4.0`, pattern: { name: "cuid", source: String.raw`^[cC][^\s-]{8,}$` } },
  { id: "pattern", until: "4.5.0", what: "the ulid pattern", source: `${REGEXES}; compared 4.4.3 / 4.5.0`, pattern: { name: "ulid", source: String.raw`^[0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{26}$` } },
  {
    id: "pattern",
    until: "4.5.0",
    what: "the cidrv6 pattern",
    source: `${REGEXES}; compared 4.4.3 / 4.5.0`,
    pattern: { name: "cidrv6", source: String.raw`^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|::|([0-9a-fA-F]{1,4})?::([0-9a-fA-F]{1,4}:?){0,6})\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$` },
  },
  { id: "pattern", until: "4.5.0", what: "the emoji pattern", source: `${REGEXES}; compared 4.4.3 / 4.5.0`, pattern: { name: "emoji", source: String.raw`^(\p{Extended_Pictographic}|\p{Emoji_Component})+$` } },
  { id: "pattern", from: "4.5.0", until: "4.6.0", what: "the emoji pattern", source: `${REGEXES}; compared 4.5.4 / 4.6.0`, pattern: { name: "emoji", source: String.raw`^[\p{Extended_Pictographic}\p{Emoji_Component}]+$` } },
  {
    id: "pattern",
    until: "4.6.0",
    what: "the email pattern",
    source: `${REGEXES}; compared 4.5.4 / 4.6.0`,
    pattern: { name: "email", source: String.raw`^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$` },
  },
  { id: "pattern", until: "4.6.0", what: "the base64url pattern", source: `${REGEXES}; compared 4.5.4 / 4.6.0`, pattern: { name: "base64url", source: String.raw`^[A-Za-z0-9_-]*$` } },
];

function holds(fact: ZodVersionFact, version: string | undefined): boolean {
  if (version === undefined) return fact.until === undefined;
  if (fact.from !== undefined && !atLeast(version, fact.from)) return false;
  return fact.until === undefined || !atLeast(version, fact.until);
}

/** The facts that hold for one zod release: what the emitters ask while writing. */
export interface ZodBehaviour {
  /** The release, undefined for the newest modelled. */
  readonly version: string | undefined;
  has(id: Exclude<ZodFactId, "pattern">): boolean;
  /** The pattern source this release uses for a shared pattern, undefined when it is the newest one. */
  pattern(name: string): string | undefined;
}

const behaviours = new Map<string, ZodBehaviour>();

export function zodBehaviour(version?: string): ZodBehaviour {
  const key = version ?? "";
  let known = behaviours.get(key);
  if (!known) {
    const facts = ZOD_VERSION_FACTS.filter((fact) => holds(fact, version));
    const ids = new Set(facts.map((fact) => fact.id));
    const patterns = new Map(facts.flatMap((fact) => (fact.pattern ? [[fact.pattern.name as string, fact.pattern.source] as const] : [])));
    known = { version, has: (id) => ids.has(id), pattern: (name) => patterns.get(name) };
    behaviours.set(key, known);
  }
  return known;
}

/**
 * The zod that the file holding `node` loads (its nearest node_modules), read from its package.json.
 * zod 3's `zod/v4` subpath answers 3.x, which gets the oldest behaviour. Stable per file in a process,
 * as `installedVersion` is; the per-definition cache keys hold the file name and zod's version.
 */
export function installedZod(node: ts.Node): string | undefined {
  return installedVersion("zod", node.getSourceFile().fileName);
}
