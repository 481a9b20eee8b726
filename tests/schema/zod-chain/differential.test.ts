import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import * as corpus from "../../fixtures/zod-chain/corpus.js";
import { resolveZodChain } from "../../../src/schema/zod-chain/index.js";
import { GENERATED_COUNT, GENERATED_SEED, generatedChains, generatedFixtureText } from "./generate.js";
import { exportedInitializers, FIXTURES, fixtureProgram, realZodInput } from "./program.js";

/**
 * The interpreter against zod itself: every hand-written corpus schema and every generated chain
 * is resolved statically and converted by zod 4.6.7 with `jsonSchema.input({ target: "openai-strict" })`.
 * Agreement means the same JSON text (so key order counts), or, where zod throws, `ok: false` with
 * zod's own message.
 */
const ZOD_FAILURE = "zod cannot convert this schema to JSON Schema: ";

/** Schemas where the interpreter and zod are known to differ, with why. */
const knownDisagreements = new Map<string, string>([
  [
    "s153",
    "z.templateLiteral(): zod builds the pattern from the runtime parts of each piece; the interpreter refuses it (ok:false) and the caller falls back to the type route",
  ],
]);

type Outcome = { text: string; agree: boolean };

function compare(ours: ReturnType<typeof resolveZodChain>, real: ReturnType<typeof realZodInput>): Outcome {
  const text = ours === undefined ? "undefined" : ours.ok ? JSON.stringify(ours.schema) : `ok:false ${ours.reason}`;
  if (!real.ok) return { text, agree: ours !== undefined && !ours.ok && ours.reason === ZOD_FAILURE + real.message };
  return { text, agree: ours !== undefined && ours.ok && text === JSON.stringify(real.json) };
}

const chains = generatedChains(GENERATED_COUNT, GENERATED_SEED);
const fixtureText = generatedFixtureText(chains);
const generatedFile = path.join(FIXTURES, "generated.ts");
// Regenerated only when the generator changed, so the committed fixture stays in step.
if (!fs.existsSync(generatedFile) || fs.readFileSync(generatedFile, "utf8") !== fixtureText) fs.writeFileSync(generatedFile, fixtureText);

const program = fixtureProgram("corpus.ts", "generated.ts");
const checker = program.getTypeChecker();
const corpusInits = exportedInitializers(program, "corpus.ts");
const generatedInits = exportedInitializers(program, "generated.ts");
const corpusValues = corpus as Record<string, unknown>;

function buildGenerated(source: string): unknown {
  // The test (never the plugin) runs the generated chain to get zod's own answer.
  return new Function("z", `return ${source};`)(z);
}

const results = new Map<string, Outcome>();
for (const [name, init] of corpusInits) {
  results.set(name, compare(resolveZodChain(checker, init), realZodInput(corpusValues[name])));
}
chains.forEach((source, index) => {
  const name = `g${index}`;
  results.set(name, compare(resolveZodChain(checker, generatedInits.get(name)!), realZodInput(buildGenerated(source))));
});

describe("resolveZodChain agrees with zod 4.6.7", () => {
  it("covers at least 200 schemas: the hand-written corpus and the generated chains", () => {
    expect(corpusInits.size).toBeGreaterThanOrEqual(80);
    expect(Object.keys(corpusValues).length).toBe(corpusInits.size);
    expect(generatedInits.size).toBe(GENERATED_COUNT);
    expect(results.size).toBeGreaterThanOrEqual(200);
  });

  it("agrees on every schema but the known disagreements, and reports the figures", () => {
    const disagreeing = [...results].filter(([, outcome]) => !outcome.agree).map(([name]) => name);
    const equal = results.size - disagreeing.length;
    const percent = ((equal / results.size) * 100).toFixed(1);
    console.log(`zod-chain differential: ${results.size} schemas, ${equal} equal, agreement ${percent}%`);
    console.log(`  hand-written: ${corpusInits.size}, generated: ${generatedInits.size} (seed ${GENERATED_SEED})`);
    expect(disagreeing).toEqual([...knownDisagreements.keys()]);
    expect(equal / results.size).toBeGreaterThanOrEqual(0.98);
  });

  it("reproduces zod's refusals as ok:false with zod's message", () => {
    const refusals = [...corpusInits.keys()].filter((name) => !realZodInput(corpusValues[name]).ok);
    expect(refusals).toEqual(["s89", "s90", "s91", "s92", "s120", "s121", "s122", "s123", "s124"]);
    expect(results.get("s89")!.text).toBe("ok:false zod cannot convert this schema to JSON Schema: BigInt cannot be represented in JSON Schema");
    expect(results.get("s124")!.text).toBe("ok:false zod cannot convert this schema to JSON Schema: Date cannot be represented in JSON Schema");
  });

  it("refuses z.templateLiteral() with a reason rather than guessing its pattern", () => {
    expect(results.get("s153")!.text).toBe(
      "ok:false `z.templateLiteral(…)` is not interpreted statically; its JSON Schema is built from runtime parts",
    );
  });

  it("spot checks: key order, definitions, recursion", () => {
    expect(results.get("s72")!.text).toBe(
      '{"type":"object","properties":{"a":{"default":"p","type":"string"},"b":{"default":7,"type":"number"},"c":{"default":"made","type":"string"}},"required":["b"]}',
    );
    expect(results.get("s81")!.text).toBe(
      '{"type":"object","properties":{"value":{"type":"number"},"children":{"type":"array","items":{"$ref":"#"}}},"required":["value","children"]}',
    );
    expect(results.get("s106")!.text).toBe(
      '{"type":"object","properties":{"a":{"$ref":"#/definitions/Ident"},"b":{"$ref":"#/definitions/Ident"},"c":{"type":"array","items":{"$ref":"#/definitions/Ident"}}},"required":["a","c"],"definitions":{"Ident":{"type":"string","description":"identifier"}}}',
    );
  });

  it("costs little per call site (measured after warm-up)", () => {
    const inits = [...corpusInits.values()];
    for (const init of inits) resolveZodChain(checker, init);
    const rounds = 5;
    const start = performance.now();
    for (let round = 0; round < rounds; round++) for (const init of inits) resolveZodChain(checker, init);
    const perSchema = (performance.now() - start) / (rounds * inits.length);
    console.log(`zod-chain cost: ${perSchema.toFixed(3)} ms per call site (${inits.length} corpus schemas × ${rounds} rounds)`);
    expect(perSchema).toBeLessThan(50);
  });
});

/**
 * The same corpus for the named drafts frameworks ask zod for (the MCP SDK and openai-node: draft-07;
 * MCP 2.x and LangChain: 2020-12): `$schema`, `propertyNames` on records, typed string patterns,
 * `prefixItems` and `$defs`. A record with numeric keys is refused (zod rewrites those keys).
 */
describe.each(["draft-07", "draft-2020-12"] as const)("resolveZodChain agrees with zod 4.6.7 for target %s", (target) => {
  const outcomes = new Map<string, Outcome>();
  for (const [name, init] of corpusInits) outcomes.set(name, compare(resolveZodChain(checker, init, target), realZodInput(corpusValues[name], target)));
  chains.forEach((source, index) => {
    const name = `g${index}`;
    outcomes.set(name, compare(resolveZodChain(checker, generatedInits.get(name)!, target), realZodInput(buildGenerated(source), target)));
  });
  /** Refused by the interpreter for these targets only, with why. */
  const refusedHere = (name: string) => {
    const ours = resolveZodChain(checker, corpusInits.get(name) ?? generatedInits.get(name)!, target);
    return ours?.ok === false && ours.reason.includes("numeric keys");
  };

  it("agrees on every schema but the known disagreements and numeric record keys, and reports the figures", () => {
    const disagreeing = [...outcomes].filter(([, outcome]) => !outcome.agree).map(([name]) => name);
    const refused = disagreeing.filter(refusedHere);
    const equal = outcomes.size - disagreeing.length;
    console.log(`zod-chain differential (${target}): ${outcomes.size} schemas, ${equal} equal, ${refused.length} refused (numeric record keys)`);
    expect(refused).toContain("s154");
    expect(disagreeing.filter((name) => !refused.includes(name))).toEqual([...knownDisagreements.keys()]);
    expect(equal / outcomes.size).toBeGreaterThanOrEqual(0.97);
  });

  it("writes $schema, and propertyNames for a record", () => {
    const uri = target === "draft-07" ? "http://json-schema.org/draft-07/schema#" : "https://json-schema.org/draft/2020-12/schema";
    const records = [...corpusInits.keys()].filter((name) => outcomes.get(name)!.agree && outcomes.get(name)!.text.includes('"propertyNames"'));
    expect(records.length).toBeGreaterThan(0);
    for (const [name, outcome] of outcomes) if (outcome.agree && outcome.text.startsWith("{")) expect([name, JSON.parse(outcome.text).$schema]).toEqual([name, uri]);
  });
});
