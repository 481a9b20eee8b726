import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveZod3Chain } from "../../../src/schema/zod3-chain/index.js";
import { GENERATED_COUNT, GENERATED_SEED, generatedChains } from "./generate.js";
import { exportedInitializers, fixtureProgram } from "./program.js";
import { valueArbitrary, type Json } from "./values.js";

/**
 * A second oracle: validation. For each generated chain, values drawn from our schema (some made
 * invalid on purpose) are parsed by zod 3 and validated by ajv (draft-07) against our schema.
 * Whatever zod accepts, our schema must accept. Where zod accepts more by design (and
 * zod-to-json-schema writes a stricter schema), the case is listed below with its reason.
 */
interface Violation {
  name: string;
  source: string;
  value: Json;
  /** Whether our schema accepts the value once properties it does not declare are removed. */
  passesStripped: boolean;
}

const knownValidationGaps: { reason: string; applies: (violation: Violation) => boolean }[] = [
  {
    reason: ".catch() replaces an invalid input with the catch value, so zod accepts any input there",
    applies: ({ source }) => source.includes(".catch("),
  },
  {
    reason: ".trim() / .toLowerCase() / .toUpperCase() rewrite the string before later checks run; the schema checks the raw string",
    applies: ({ source }) => /\.(trim|toLowerCase|toUpperCase)\(\)/.test(source),
  },
  {
    reason: "z.coerce.* accepts any input it can convert; the schema states the converted type",
    applies: ({ source }) => source.includes("z.coerce."),
  },
  {
    reason: "a stripping z.object() accepts unknown keys and drops them; zod-to-json-schema writes additionalProperties: false",
    applies: ({ source, passesStripped }) => source.includes("z.object(") && passesStripped,
  },
  {
    reason: "zod 3's .ulid() is case-insensitive; zod-to-json-schema's pattern only allows upper case",
    applies: ({ source }) => source.includes(".ulid()"),
  },
];

const VALUES_PER_SCHEMA = 25;

const require = createRequire(import.meta.url);
const { z } = require("zod3") as { z: unknown };
const chains = generatedChains(GENERATED_COUNT, GENERATED_SEED);
const program = fixtureProgram("generated.ts");
const checker = program.getTypeChecker();
const inits = exportedInitializers(program, "generated.ts");
// zod-to-json-schema escapes characters (`\ `) that unicode-mode regexes reject; those schemas
// compile without the `u` flag (only the emoji pattern needs it). Schemas are not checked against
// the draft-07 meta-schema: zod-to-json-schema writes `items: []` for a tuple of functions.
const unicodeAjv = new Ajv({ strict: false, validateFormats: false, validateSchema: false });
const plainAjv = new Ajv({ strict: false, validateFormats: false, validateSchema: false, unicodeRegExp: false });

const strippingAjv = new Ajv({ strict: false, validateFormats: false, validateSchema: false, unicodeRegExp: false, removeAdditional: true });

function compile(schema: object, ajvs: Ajv[] = [unicodeAjv, plainAjv]): ValidateFunction {
  try {
    return ajvs[0].compile(schema);
  } catch (error) {
    if (ajvs.length === 1) throw error;
    return compile(schema, ajvs.slice(1));
  }
}

const violations: Violation[] = [];
let checkedValues = 0;
let checkedSchemas = 0;
let zodAccepted = 0;

chains.forEach((source, index) => {
  const name = `g${index}`;
  const result = resolveZod3Chain(checker, inits.get(name)!);
  if (!result?.ok) return;
  const schema = new Function("z", `return ${source};`)(z) as { safeParse(value: unknown): { success: boolean } };
  const validate = compile(result.schema);
  checkedSchemas++;
  const values = fc.sample(valueArbitrary(result.schema as Json as { [key: string]: Json }), { seed: GENERATED_SEED + index, numRuns: VALUES_PER_SCHEMA });
  for (const value of values) {
    checkedValues++;
    const accepted = schema.safeParse(structuredClone(value)).success;
    if (accepted) zodAccepted++;
    if (accepted && !validate(value)) {
      const passesStripped = compile(result.schema, [strippingAjv])(structuredClone(value));
      violations.push({ name, source, value, passesStripped });
    }
  }
});

function explained(violation: Violation): boolean {
  return knownValidationGaps.some((gap) => gap.applies(violation));
}

describe("validation cross-check: our schema accepts whatever zod 3 accepts", () => {
  it("checks every convertible generated schema with sampled values", () => {
    console.log(
      `zod3-chain validation: ${checkedSchemas} schemas, ${checkedValues} values, zod accepted ${zodAccepted}, ` +
        `${violations.length} accepted by zod but rejected by our schema (all explained: ${violations.every(explained)})`,
    );
    expect(checkedSchemas).toBeGreaterThanOrEqual(120);
    expect(zodAccepted).toBeGreaterThan(checkedValues / 4);
  });

  it("has no disagreement outside the known, explained gaps", () => {
    const unexplained = violations.filter((violation) => !explained(violation));
    expect(unexplained.map(({ name, source, value }) => ({ name, source, value }))).toEqual([]);
  });

  it("lists the gaps that actually occurred, each value under the first reason that explains it", () => {
    const counts = knownValidationGaps.map((gap) => ({ reason: gap.reason, values: 0 }));
    for (const violation of violations) {
      const index = knownValidationGaps.findIndex((gap) => gap.applies(violation));
      if (index >= 0) counts[index].values++;
    }
    for (const { reason, values } of counts) console.log(`  known gap (${values} values): ${reason}`);
    expect(counts.reduce((sum, count) => sum + count.values, 0)).toBe(violations.length);
  });
});
