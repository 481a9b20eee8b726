import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { resolveZodChain } from "../../../src/schema/zod-chain/index.js";
import { GENERATED_COUNT, GENERATED_SEED, generatedChains } from "./generate.js";
import { exportedInitializers, fixtureProgram } from "./program.js";
import { toDraft2020, valueArbitrary } from "./values.js";

/**
 * A second oracle: validation. For each generated chain, values drawn from our schema (some made
 * invalid on purpose) are parsed by zod and validated by ajv against our schema. Whatever zod
 * accepts, our schema must accept (equivalently: what our schema rejects, zod rejects). Where zod
 * accepts more by design, the case is listed below with its reason.
 */
const knownValidationGaps: { reason: string; applies: (source: string) => boolean }[] = [
  {
    reason: ".catch() replaces an invalid input with the catch value, so zod accepts any input there; the schema only carries it as `default`",
    applies: (source) => source.includes(".catch("),
  },
  {
    reason: ".trim() / .toLowerCase() rewrite the string before later checks run; the schema checks the raw string",
    applies: (source) => /\.(trim|toLowerCase)\(\)/.test(source),
  },
];

const VALUES_PER_SCHEMA = 25;

const chains = generatedChains(GENERATED_COUNT, GENERATED_SEED);
const program = fixtureProgram("generated.ts");
const checker = program.getTypeChecker();
const inits = exportedInitializers(program, "generated.ts");
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });

interface Violation {
  name: string;
  source: string;
  value: unknown;
}

const violations: Violation[] = [];
let checkedValues = 0;
let checkedSchemas = 0;
let zodAccepted = 0;

chains.forEach((source, index) => {
  const name = `g${index}`;
  const result = resolveZodChain(checker, inits.get(name)!);
  if (!result?.ok) return;
  const schema = new Function("z", `return ${source};`)(z) as z.ZodType;
  const validate = ajv.compile(toDraft2020(result.schema) as object);
  checkedSchemas++;
  const values = fc.sample(valueArbitrary(result.schema), { seed: GENERATED_SEED + index, numRuns: VALUES_PER_SCHEMA });
  for (const value of values) {
    checkedValues++;
    const accepted = schema.safeParse(structuredClone(value)).success;
    if (accepted) zodAccepted++;
    if (accepted && !validate(value)) violations.push({ name, source, value });
  }
});

describe("validation cross-check: our schema accepts whatever zod accepts", () => {
  it("checks every convertible generated schema with sampled values", () => {
    console.log(
      `zod-chain validation: ${checkedSchemas} schemas, ${checkedValues} values, zod accepted ${zodAccepted}, ` +
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
      const index = knownValidationGaps.findIndex((gap) => gap.applies(violation.source));
      if (index >= 0) counts[index].values++;
    }
    for (const { reason, values } of counts) console.log(`  known gap (${values} values): ${reason}`);
    expect(counts.reduce((sum, count) => sum + count.values, 0)).toBe(violations.length);
  });
});

function explained(violation: Violation): boolean {
  return knownValidationGaps.some((gap) => gap.applies(violation.source));
}
