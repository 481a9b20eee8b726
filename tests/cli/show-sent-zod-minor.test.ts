import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseArgs, report, type ReportTool } from "../../src/cli/report.js";

/**
 * `report --show-sent` prints each destination's schema as the zod installed in the linted project
 * writes it: the same chain is sent as `anyOf` with zod 4.3 and as a `type` array with zod 4.6.
 * Each project is a scratch directory; the zod 4.3 one gets `node_modules/zod`, a copy of the real
 * zod 4.3.6's manifest and declarations (the `zod43` devDependency; a link would resolve to
 * `node_modules/zod43`, which is not where zod lives in a user's project), so its package.json says 4.3.6.
 */
const root = path.join(import.meta.dirname, "..", "..");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const projects: string[] = [];
afterAll(() => {
  for (const project of projects) rmSync(project, { recursive: true, force: true });
});

function project(zod43: boolean): string {
  const dir = mkdtempSync(path.join(scratch, "zod-minor-"));
  projects.push(dir);
  mkdirSync(path.join(dir, "src"), { recursive: true });
  copyFileSync(path.join(root, "tests", "fixtures", "project", "warlock-ai.d.ts"), path.join(dir, "src", "warlock-ai.d.ts"));
  copyFileSync(path.join(root, "tests", "fixtures", "zod-minor", "weather.ts"), path.join(dir, "src", "weather.ts"));
  writeFileSync(path.join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }));
  if (zod43) {
    const declarations = (file: string) => !/\.(c|m)?js$|\.map$|\/src(\/|$)/.test(file);
    cpSync(path.join(root, "node_modules", "zod43"), path.join(dir, "node_modules", "zod"), { recursive: true, filter: declarations });
  }
  return dir;
}

async function sent(dir: string): Promise<ReportTool> {
  const args = parseArgs(["report", "--show-sent"]);
  if (typeof args === "string") throw new Error(args);
  expect(args.showSent).toBe(true);
  const { tools } = await report(args, dir);
  expect(tools.map((tool) => `${tool.file}:${tool.line} ${tool.name} ${tool.route}`)).toEqual(["src/weather.ts:6 weather zod"]);
  return tools[0]!;
}

const anthropic = (tool: ReportTool) => tool.destinations.find((d) => d.target === "anthropic")!.schema;

describe("report --show-sent follows the project's zod minor", () => {
  it.each([
    ["4.3 (anyOf)", true, { anyOf: [{ type: "string" }, { type: "null" }] }],
    ["4.6 (type array)", false, { type: ["string", "null"] }],
  ])("zod %s", async (_label, zod43, unit) => {
    const tool = await sent(project(zod43));
    expect(anthropic(tool)).toEqual({
      type: "object",
      properties: { city: { type: "string" }, unit },
      required: ["city", "unit"],
    });
    // The schema the report shows for the tool is the same conversion.
    expect(JSON.stringify(tool.schema)).toContain(JSON.stringify(unit));
  });
});
