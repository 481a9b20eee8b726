import path from "node:path";
import type { ESLint } from "eslint";
import type { z } from "zod";
import { beforeAll, describe, expect, it } from "vitest";
import { describeToolSchema } from "../../src/api.js";
import { createCollector, type ReportedTool } from "../../src/cli/collect.js";
import * as zodSchemas from "../fixtures/reliability/zod-schemas.js";
import { createLinter, fixturesRoot } from "./harness.js";
import { sealSentSchemas } from "./seal-sent.js";

/**
 * Approximate routes must not lie: a zod or Seal schema seen only through its type may miss
 * keywords, so every error-level finding the lint reports on it has to hold for the real schema.
 * The real zod schema comes from zod itself (the test imports the fixture; the plugin never does);
 * Seal has no converter, so its sent schemas are written by hand (`seal-sent.ts`). Runtime findings
 * come from the same engine through `describeToolSchema`; the lint's error findings (code + path)
 * must be a subset of them. Each zod schema is linted twice (`zod-tools.ts`): behind a helper call,
 * so only its type is seen, and as a builder chain, which the plugin interprets exactly — there the
 * error findings must be zod's real ones, no more and no fewer.
 */

const projectDir = path.join(fixturesRoot, "reliability");

interface Linted {
  readonly tools: ReadonlyMap<string, ReportedTool>;
  /** Messages of the rules `configs.recommended` sets to "error", counted by code. */
  readonly errorMessages: ReadonlyMap<string, number>;
}

/** Lints one fixture file with `configs.recommended` plus a probe rule that records each analysis. */
async function lintTools(file: string): Promise<Linted> {
  const collector = createCollector({}, projectDir);
  const eslint: ESLint = createLinter({
    cwd: projectDir,
    preset: "recommended",
    plugins: { probe: collector.plugin as unknown as ESLint.Plugin },
    rules: { "probe/collect": "error" },
  });
  const [result] = await eslint.lintFiles([path.join(projectDir, file)]);
  expect(result.messages.filter((m) => m.fatal || m.ruleId === null)).toEqual([]);
  const errorMessages = new Map<string, number>();
  for (const message of result.messages) {
    if (message.severity !== 2 || !message.ruleId) continue;
    const code = message.ruleId.replace("tool-schema/", "");
    errorMessages.set(code, (errorMessages.get(code) ?? 0) + 1);
  }
  return { tools: new Map(collector.tools.map((tool) => [tool.name ?? "", tool])), errorMessages };
}

type Keyed = string; // `code @ path`

function lintErrors(tool: ReportedTool): Keyed[] {
  return tool.findings.filter((f) => f.severity === "error").map((f) => `${f.code} @ ${f.path}`);
}

function runtimeErrors(name: string, sent: unknown): Keyed[] {
  const report = describeToolSchema({ name, inputSchema: sent });
  return report.issues.filter((issue) => issue.severity === "error").map((issue) => `${issue.code} @ ${issue.path}`);
}

function zodSent(schema: z.ZodType): unknown {
  return schema["~standard"].jsonSchema.input({ target: "openai-strict" });
}

/** Error counts per code over every tool, to tie the probe's findings to what the rules reported. */
function countByCode(tools: Iterable<ReportedTool>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const tool of tools) for (const key of lintErrors(tool)) counts.set(key.split(" @ ")[0], (counts.get(key.split(" @ ")[0]) ?? 0) + 1);
  return counts;
}

let zodLint: Linted;
let sealLint: Linted;

beforeAll(async () => {
  zodLint = await lintTools("zod-tools.ts");
  sealLint = await lintTools("seal-tools.ts");
}, 60_000);

const zodCases = Object.entries(zodSchemas as unknown as Record<string, z.ZodType>);

/**
 * Where zod's output is shaped by what the type cannot show, the error is real but zod reports it at
 * another path: a `.meta({ id })` schema moves into `definitions`, and an intersection with a
 * described member stays `allOf` while the plugin folds it into one object. Pinned exactly, and
 * the codes must still hold.
 */
const PATH_DISAGREEMENTS: Record<string, { readonly lint: Keyed[]; readonly real: Keyed[] }> = {
  metaId: {
    lint: ["missing-additional-properties-false @ properties.user"],
    real: ["missing-additional-properties-false @ definitions.User"],
  },
  describedIntersection: {
    lint: ["optional-not-required @ properties.b", "missing-additional-properties-false @ "],
    real: [
      // zod's real output keeps the intersection as a root allOf, which OpenAI strict rejects: one
      // root finding for every target that refuses the root, its allOf keyword included.
      "root-not-object @ ",
      "optional-not-required @ allOf.1.properties.b",
      "missing-additional-properties-false @ allOf.0",
      "missing-additional-properties-false @ allOf.1",
    ],
  },
};

const codeOf = (key: Keyed) => key.split(" @ ")[0];

const typedName = (name: string) => `${name}_typed`;

describe("zod through its type: error findings hold for zod's real output", () => {
  it("every fixture schema has a tool read on the approximate zod route", () => {
    for (const [name] of zodCases) expect([name, zodLint.tools.get(typedName(name))?.route]).toEqual([name, "zod (approximate)"]);
  });

  it("the rules report exactly the error findings the analysis holds", () => {
    expect(Object.fromEntries(zodLint.errorMessages)).toEqual(Object.fromEntries(countByCode(zodLint.tools.values())));
  });

  for (const [name, schema] of zodCases) {
    const disagreement = PATH_DISAGREEMENTS[name];
    it(disagreement ? `${name} (same codes, other paths)` : name, () => {
      const tool = zodLint.tools.get(typedName(name))!;
      const real = runtimeErrors(name, zodSent(schema));
      if (disagreement) {
        expect({ lint: lintErrors(tool), real }).toEqual(disagreement);
        expect(lintErrors(tool).map(codeOf).filter((code) => !real.map(codeOf).includes(code))).toEqual([]);
      } else {
        expect(lintErrors(tool).filter((finding) => !real.includes(finding))).toEqual([]);
      }
    });
  }

  it("is not vacuous: the lint still reports most of the real errors", () => {
    const found = zodCases.flatMap(([name]) => lintErrors(zodLint.tools.get(typedName(name))!));
    const real = zodCases.flatMap(([name, schema]) => runtimeErrors(name, zodSent(schema)));
    console.log(`no-false-errors: zod through types ${found.length} error findings, zod's real output ${real.length}`);
    expect(found.length).toBeGreaterThanOrEqual(25);
  });
});

describe("zod builder chains (the exact route): error findings are zod's real ones", () => {
  const chainRoutes = () => zodCases.map(([name]) => [name, zodLint.tools.get(name)?.route]);

  it("the chains are interpreted exactly", () => {
    expect(chainRoutes().filter(([, route]) => route !== "zod")).toEqual([]);
  });

  // Exact, so nothing missed either — except below a root that is not an object: the framework then
  // sends no parameters at all, and the lint reports only that.
  for (const [name, schema] of zodCases) {
    const sent = zodSent(schema) as { type?: unknown };
    it(sent.type === "object" ? name : `${name} (root not an object)`, () => {
      const tool = zodLint.tools.get(name)!;
      const real = runtimeErrors(name, sent);
      if (sent.type === "object") {
        expect(lintErrors(tool).sort()).toEqual(real.sort());
      } else {
        expect(lintErrors(tool)).toEqual(["root-not-object @ "]);
        expect(real).toContain("root-not-object @ ");
      }
    });
  }
});

describe("Seal through its type: error findings hold for the schema Seal sends", () => {
  it("every fixture schema has a tool, read on the approximate seal route", () => {
    expect([...sealLint.tools.keys()].sort()).toEqual(Object.keys(sealSentSchemas).sort());
    for (const tool of sealLint.tools.values()) expect([tool.name, tool.route]).toEqual([tool.name, "seal (approximate)"]);
  });

  it("the rules report exactly the error findings the analysis holds", () => {
    expect(Object.fromEntries(sealLint.errorMessages)).toEqual(Object.fromEntries(countByCode(sealLint.tools.values())));
  });

  for (const [name, sent] of Object.entries(sealSentSchemas)) {
    it(name, () => {
      const tool = sealLint.tools.get(name)!;
      const real = runtimeErrors(name, sent);
      expect(lintErrors(tool).filter((finding) => !real.includes(finding))).toEqual([]);
    });
  }
});
