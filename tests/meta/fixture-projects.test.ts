import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { asSingleRun, parseArgs, report, type ReportResult } from "../../src/cli/report.js";
import { frameworks } from "../../src/frameworks/index.js";

/**
 * Every fixture project of the suite (and the example project) through `tool-schema report`, the
 * path every rule's findings share: one finding per cause per spot, and a message names no framework
 * but the tool's own.
 */

const root = path.join(import.meta.dirname, "..", "..");
const withTsconfig = (dir: string) => existsSync(path.join(root, dir, "tsconfig.json"));
const subfolders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.posix.join(dir, entry.name));
const PROJECTS = [
  ...subfolders("tests/fixtures").flatMap((dir) => [dir, ...subfolders(dir)]),
  ...subfolders("tests/wire").map((dir) => `${dir}/fixture`),
  "examples",
].filter((dir) => existsSync(path.join(root, dir)) && withTsconfig(dir));

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
      const via = frameworks.find((f) => f.label === tool.framework)?.destinations.via ?? "";
      const others = names.filter((name) => name !== own && !tool.framework.includes(name) && !via.includes(name));
      return tool.findings.flatMap((finding) => others.filter((name) => finding.message.includes(name)).map((name) => `${tool.file}:${finding.line} (${tool.framework}) names ${name}: ${finding.message}`));
    });
    expect(wrong).toEqual([]);
  });
});
