import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { resolveZod3Chain } from "../../../src/schema/zod3-chain/index.js";
import type { Resolution } from "../../../src/schema/types.js";
import { GENERATED_COUNT, GENERATED_SEED, generatedChains, generatedFixtureText } from "./generate.js";
import { exportedInitializers, FIXTURES, fixtureProgram, loadFixture, realZod3Json, type Real } from "./program.js";

/**
 * The interpreter against the real thing: every hand-written corpus schema, every import form and
 * every generated chain is resolved statically and, separately, built at runtime with zod 3.25.76
 * and converted by zod-to-json-schema 3.25.2 (`zodToJsonSchema(schema)`, default options).
 * Agreement means the same JSON text after the documented projection (top-level `$schema`
 * removed), so key order counts; where the real result cannot be JSON (a BigInt), agreement means
 * `ok: false`.
 */
const knownDisagreements = new Map<string, string>([
  [
    "s149",
    "z.preprocess((value) => Number(value), z.number()) as a property: zod-to-json-schema runs the preprocess function on undefined to decide `required`; the interpreter does not run user functions and returns ok:false with that reason",
  ],
  [
    "s150",
    ".optional().refine((value) => value !== \"bad\") as a property: zod-to-json-schema runs the refinement on undefined to decide `required`; the interpreter returns ok:false with that reason",
  ],
]);

interface Outcome {
  text: string;
  agree: boolean;
}

function describeResult(result: Resolution | undefined): string {
  if (result === undefined) return "undefined";
  return result.ok ? JSON.stringify(result.schema) : `ok:false ${result.reason}`;
}

function compare(ours: Resolution | undefined, real: Real): Outcome {
  const text = describeResult(ours);
  if (!real.ok) return { text, agree: ours !== undefined && !ours.ok };
  return { text, agree: ours !== undefined && ours.ok && text === real.text };
}

const chains = generatedChains(GENERATED_COUNT, GENERATED_SEED);
const fixtureText = generatedFixtureText(chains);
const generatedFile = path.join(FIXTURES, "generated.ts");
// Regenerated only when the generator changed, so the committed fixture stays in step.
if (!fs.existsSync(generatedFile) || fs.readFileSync(generatedFile, "utf8") !== fixtureText) fs.writeFileSync(generatedFile, fixtureText);

const HAND_WRITTEN = ["corpus.ts", "forms.ts"];
const program = fixtureProgram(...HAND_WRITTEN, "generated.ts");
const checker = program.getTypeChecker();
const { z } = createRequire(import.meta.url)("zod3") as { z: unknown };

const results = new Map<string, Outcome>();
const realOf = new Map<string, Real>();
let handWritten = 0;
for (const file of HAND_WRITTEN) {
  const values = loadFixture(file);
  for (const [name, init] of exportedInitializers(program, file)) {
    handWritten++;
    const real = realZod3Json(values[name]);
    realOf.set(name, real);
    results.set(name, compare(resolveZod3Chain(checker, init), real));
  }
}
const generatedInits = exportedInitializers(program, "generated.ts");
chains.forEach((source, index) => {
  const name = `g${index}`;
  // The test (never the plugin) runs the generated chain with real zod 3.
  const real = realZod3Json(new Function("z", `return ${source};`)(z));
  realOf.set(name, real);
  results.set(name, compare(resolveZod3Chain(checker, generatedInits.get(name)!), real));
});

describe("resolveZod3Chain agrees with zod-to-json-schema 3.25.2 on zod 3.25.76", () => {
  it("covers at least 200 schemas: ~80+ hand-written and 120+ generated", () => {
    expect(handWritten).toBeGreaterThanOrEqual(80);
    expect(generatedInits.size).toBe(GENERATED_COUNT);
    expect(GENERATED_COUNT).toBeGreaterThanOrEqual(120);
    expect(results.size).toBeGreaterThanOrEqual(200);
  });

  it("agrees on every schema but the known disagreements, and reports the figures", () => {
    const disagreeing = [...results].filter(([, outcome]) => !outcome.agree).map(([name]) => name);
    const equal = results.size - disagreeing.length;
    const percent = ((equal / results.size) * 100).toFixed(1);
    console.log(`zod3-chain differential: N=${results.size}, equal=${equal}, agreement ${percent}%`);
    console.log(`  hand-written: ${handWritten} (corpus + import forms), generated: ${generatedInits.size} (seed ${GENERATED_SEED})`);
    for (const [name, reason] of knownDisagreements) console.log(`  known disagreement ${name}: ${reason}`);
    expect(disagreeing).toEqual([...knownDisagreements.keys()]);
    expect(equal / results.size).toBeGreaterThanOrEqual(0.98);
  });

  it("refuses exactly where the real output cannot be sent as JSON, with the reason", () => {
    const refusedByReality = [...realOf].filter(([, real]) => !real.ok).map(([name]) => name);
    expect(refusedByReality).toEqual(["s129", "s148"]);
    expect(results.get("s129")!.text).toBe(
      "ok:false zod-to-json-schema cannot write this schema as JSON: zod-to-json-schema writes bigint bounds as BigInt values, which JSON cannot carry",
    );
    expect(results.get("s148")!.text).toBe(
      "ok:false zod-to-json-schema cannot write this schema as JSON: the bigint literal 5n is a BigInt, which JSON cannot carry",
    );
  });

  it("gives the known disagreements as reasons, not guesses", () => {
    expect(results.get("s149")!.text).toBe(
      "ok:false zod-to-json-schema decides whether this property is required by parsing `undefined` with it, and that depends on what `(value) => Number(value)` returns, which the interpreter does not run",
    );
    expect(results.get("s150")!.text).toBe(
      'ok:false zod-to-json-schema decides whether this property is required by parsing `undefined` with it, and that depends on what `(value) => value !== "bad"` decides, which the interpreter does not run',
    );
  });

  it("spot checks: strip mode, defaults deciding `required`, $ref to the first occurrence, recursion", () => {
    expect(results.get("s1")!.text).toBe(
      '{"type":"object","properties":{"city":{"type":"string"},"days":{"type":"number"},"metric":{"type":"boolean"}},"required":["city","days","metric"],"additionalProperties":false}',
    );
    expect(results.get("s90")!.text).toBe(
      '{"type":"object","properties":{"a":{"type":"string","minLength":5,"default":"ab"},"b":{"type":"number","maximum":3,"default":10},"c":{"type":"integer","default":2}},"required":["a","b"],"additionalProperties":false}',
    );
    expect(results.get("s125")!.text).toBe(
      '{"type":"object","properties":{"a":{"type":"string","minLength":1},"b":{"anyOf":[{"$ref":"#/properties/a"},{"type":"null"}]},"c":{"type":"array","items":{"anyOf":[{"not":{}},{"$ref":"#/properties/a"}]}},"d":{"anyOf":[{"$ref":"#/properties/a"},{"type":"number"}]}},"required":["a","b","c","d"],"additionalProperties":false}',
    );
    expect(results.get("s86")!.text).toBe(
      '{"type":"object","properties":{"name":{"type":"string"},"subcategories":{"type":"array","items":{"$ref":"#"}}},"required":["name","subcategories"],"additionalProperties":false}',
    );
    expect(results.get("s35")!.text).toBe('{"type":"string","pattern":"\\\\w\\\\/\\\\ hello"}');
  });

  it("costs little per call site (measured after warm-up)", () => {
    const inits = [...exportedInitializers(program, "corpus.ts").values()];
    for (const init of inits) resolveZod3Chain(checker, init);
    const rounds = 5;
    const start = performance.now();
    for (let round = 0; round < rounds; round++) for (const init of inits) resolveZod3Chain(checker, init);
    const perSchema = (performance.now() - start) / (rounds * inits.length);
    console.log(`zod3-chain cost: ${perSchema.toFixed(3)} ms per call site (${inits.length} corpus schemas × ${rounds} rounds, warm checker)`);
    expect(perSchema).toBeLessThan(50);
  });
});
