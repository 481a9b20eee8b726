import { readFileSync } from "node:fs";
import path from "node:path";
import { v, validate } from "@warlock.js/seal";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveSealChain } from "../../../src/schema/seal-chain/index.js";
import { fixtureText, generatedChains, SCHEMA_COUNT, SEED } from "./generate.js";
import { exportedInitializers, FIXTURES, fixtureProgram } from "./program.js";
import { valuesFor } from "./values.js";

const VALUES_PER_SCHEMA = 40;
const chains = generatedChains();

type Verdict = { seal: boolean; sealErrors: string[]; ours: boolean; ourErrors: { keyword: string; value: unknown }[] };

function atPointer(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of pointer.split("/").slice(1)) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current;
}

/** Why Seal accepted what the schema rejects; "unexplained" would be a bug in the resolver. */
function sealLooser(verdict: Verdict): string {
  const values = verdict.ourErrors.map((error) => error.value);
  if (values.some((value) => value === null || value === "" || (Array.isArray(value) && value.length === 0))) {
    return "empty value (null, \"\", []) where a non-required field or root is: Seal treats it as absent and skips every rule";
  }
  if (verdict.ourErrors.some((error) => error.keyword === "type" && typeof error.value === "string" && error.value.trim() !== "" && !Number.isNaN(Number(error.value)))) {
    return "`v.numeric()` accepts numeric strings";
  }
  if (verdict.ourErrors.some((error) => error.keyword === "format")) return "Seal's email check differs from ajv's test regex";
  return "unexplained";
}

/** Why Seal rejected what the schema accepts (allowed: the schema may be looser than Seal). */
function sealStricter(verdict: Verdict): string {
  const types = new Set(verdict.sealErrors);
  if (types.has("float")) return "`v.float()` rejects whole numbers (JSON has one number type)";
  if (types.has("required")) return "`.required()` also rejects empty values (\"\", null) that `required` lets through";
  if (types.has("email")) return "Seal's email check is stricter than ajv's test regex";
  return `Seal rule(s) ${[...types].sort().join(", ")}`;
}

/** Seal's object validator console.logs its options whenever it meets unknown keys. */
async function quietly<T>(body: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = () => undefined;
  try {
    return await body();
  } finally {
    console.log = log;
  }
}

describe("resolveSealChain against Seal's own validator (the oracle)", () => {
  it(`the fixture holds the ${SCHEMA_COUNT} chains generated with seed ${SEED}`, () => {
    expect(chains.length).toBeGreaterThanOrEqual(50);
    expect(readFileSync(path.join(FIXTURES, "generated.ts"), "utf8")).toBe(fixtureText(chains));
  });

  it("every value Seal accepts validates against the resolved schema", async () => {
    const program = fixtureProgram("generated.ts");
    const checker = program.getTypeChecker();
    const initializers = [...exportedInitializers(program, "generated.ts").values()];
    expect(initializers).toHaveLength(chains.length);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addFormat("email", /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    const looser = new Map<string, { count: number; example: string }>();
    const stricter = new Map<string, { count: number; example: string }>();
    let total = 0;
    let agree = 0;
    for (const [index, text] of chains.entries()) {
      const resolution = resolveSealChain(checker, initializers[index]);
      if (!resolution?.ok) throw new Error(`g${index} did not resolve: ${resolution ? resolution.reason : "undefined"}`);
      const check = ajv.compile(resolution.schema);
      // The same source text, built by the real Seal (tests may execute; the plugin never does).
      // Rebuilt per value: Seal's enum rule overwrites its own options when it rejects a value.
      const build = new Function("v", `return (${text});`) as (factory: typeof v) => Parameters<typeof validate>[0];
      const values = fc.sample(valuesFor(resolution.schema), { seed: SEED + index, numRuns: VALUES_PER_SCHEMA });
      for (const value of values) {
        const copy = structuredClone(value);
        const result = await quietly(() => validate(build(v), copy));
        const ours = check(value) as boolean;
        const verdict: Verdict = {
          seal: result.isValid,
          sealErrors: (result.errors ?? []).map((error) => String(error.type)),
          ours,
          ourErrors: (check.errors ?? []).map((error: { keyword: string; instancePath: string }) => ({ keyword: error.keyword, value: atPointer(value, error.instancePath) })),
        };
        total++;
        if (verdict.seal === ours) {
          agree++;
          continue;
        }
        const table = verdict.seal ? looser : stricter;
        const reason = verdict.seal ? sealLooser(verdict) : sealStricter(verdict);
        const entry = table.get(reason) ?? { count: 0, example: `g${String(index).padStart(2, "0")} ← ${JSON.stringify(value)}`.slice(0, 110) };
        entry.count++;
        table.set(reason, entry);
      }
    }
    const rows = (table: Map<string, { count: number; example: string }>) =>
      [...table].sort((a, b) => b[1].count - a[1].count).map(([reason, { count, example }]) => `| ${count} | ${reason} | ${example} |`);
    console.log(
      [
        `Seal oracle: ${chains.length} schemas, ${total} values, agreement ${agree}/${total} (${((100 * agree) / total).toFixed(1)}%)`,
        "Seal accepts, schema rejects:",
        "| n | reason | first example |",
        ...rows(looser),
        "Schema accepts, Seal rejects:",
        "| n | reason | first example |",
        ...rows(stricter),
      ].join("\n"),
    );
    expect(total).toBe(chains.length * VALUES_PER_SCHEMA);
    expect(looser.get("unexplained")).toBeUndefined();
  }, 120_000);
});
