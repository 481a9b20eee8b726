import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { asSingleRun, parseArgs, report, type ReportResult } from "../../src/cli/report.js";
import { frameworks } from "../../src/frameworks/index.js";
import { viaOf } from "../../src/analysis/analyze.js";
import { readMessage, unbackedClaims } from "./finding-claims.js";
import { FIXTURE_PROJECTS, REPOSITORY_ROOT } from "./fixture-project-dirs.js";

/**
 * Every fixture project of the suite (and the example project) through `tool-schema report`, the
 * path every rule's findings share: one finding per cause per spot, a message names no framework
 * but the tool's own, and it claims no construct, destination or request its tool does not hold.
 */

const root = REPOSITORY_ROOT;
const PROJECTS = FIXTURE_PROJECTS;

/** How messages name a framework: its label without a version or helper suffix ("the MCP TypeScript SDK"). */
const nameInMessages = (label: string) => label.replace(/ (\d+\.x|zod helpers)$/, "");

const results = new Map<string, ReportResult>();
beforeAll(async () => {
  const args = parseArgs(["report"]);
  if (typeof args === "string") throw new Error(args);
  for (const dir of PROJECTS) results.set(dir, await asSingleRun(() => report(args, path.join(root, dir))));
}, 300_000);

describe("every fixture project", () => {
  it("is found: the suite's fixture projects, the wire suites' and the example project", () => {
    expect(PROJECTS.length).toBeGreaterThan(20);
    expect(PROJECTS).toContain("examples");
    expect(PROJECTS).toContain("tests/wire/mastra/fixture");
    const tools = [...results.values()].reduce((n, r) => n + r.tools.length, 0);
    expect(tools).toBeGreaterThan(300);
  });

  it.each(PROJECTS)("%s: one finding per cause per spot", (dir) => {
    const seen = new Map<string, number>();
    for (const tool of results.get(dir)!.tools) {
      for (const finding of tool.findings) {
        const key = `${tool.file}:${finding.line}:${finding.column} ${finding.code} ${finding.message}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });

  it.each(PROJECTS)("%s: a finding names no framework but its tool's", (dir) => {
    const names = [...new Set(frameworks.map((f) => nameInMessages(f.label)))];
    const wrong = results.get(dir)!.tools.flatMap((tool) => {
      const own = nameInMessages(tool.framework);
      // A framework that sends through another's SDK (ADK through @google/genai) may name it: its `via` says so.
      const framework = frameworks.find((f) => f.label === tool.framework);
      const via = framework ? viaOf(framework, { version: undefined, strict: undefined }) : "";
      const others = names.filter((name) => name !== own && !tool.framework.includes(name) && !via.includes(name));
      return tool.findings.flatMap((finding) => others.filter((name) => finding.message.includes(name)).map((name) => `${tool.file}:${finding.line} (${tool.framework}) names ${name}: ${finding.message}`));
    });
    expect(wrong).toEqual([]);
  });

  it.each(PROJECTS)("%s: a message claims only what its tool holds (the construct at its node, a destination and a request the tool reaches)", (dir) => {
    expect(results.get(dir)!.tools.flatMap(unbackedClaims)).toEqual([]);
  });
});

describe("reading a finding's claims", () => {
  const tool = (schema: object, message: string, code = "root-not-object") =>
    ({
      file: "tools.ts",
      name: "t",
      schema,
      destinations: [{ target: "anthropic", schema }],
      findings: [{ code, severity: "error", targets: ["anthropic"], path: "", message, line: 1, column: 1 }],
    }) as never;

  it("reads a message back into its template's placeholders", () => {
    expect(readMessage({ code: "root-not-object", message: 'The schema root uses "allOf": an intersection at the top level fails the request to Anthropic. Merge the parts.' })).toEqual({
      messageId: "rootCombinator",
      data: { keyword: "allOf", combination: "an intersection", targets: "Anthropic", fix: " Merge the parts." },
    });
  });

  it("finds a fix that speaks of a union the schema does not have, and a keyword that is not there", () => {
    const stringRoot = { type: "string" };
    expect(unbackedClaims(tool(stringRoot, 'The schema root is "type": "string", not an object, which fails the request to Anthropic. Use an object root with the union in a property.'))).toEqual([
      'tools.ts:1 t root-not-object: speaks of a union, but the root has none: The schema root is "type": "string", not an object, which fails the request to Anthropic. Use an object root with the union in a property.',
    ]);
    expect(unbackedClaims(tool({ type: "object", anyOf: [] }, 'The schema root uses "oneOf": a union at the top level fails the request to Anthropic. Use an object root with the union in a property.'))).toEqual([
      'tools.ts:1 t root-not-object: names "oneOf", which is not at the root',
    ]);
    expect(unbackedClaims(tool({ anyOf: [{ type: "object" }] }, 'The schema root is a union ("anyOf"), not an object, which fails the request to Anthropic. Use an object root with the union in a property.'))).toEqual([]);
  });
});
