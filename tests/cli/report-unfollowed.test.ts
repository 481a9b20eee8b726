import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * A place whose tools cannot be followed (here a tool an installed package makes, handed to a model call
 * beside the program's own) is no tool definition: the text report lists it with why, without a name,
 * size or hash, and counts it apart in the summary; the JSON marks it `unfollowed`.
 */

const root = path.join(import.meta.dirname, "..", "..");
const cli = path.join(root, "dist", "cli", "main.js");
const scratch = path.join(root, "scratch");
mkdirSync(scratch, { recursive: true });
const project = mkdtempSync(path.join(scratch, "unfollowed-"));

const files: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true, types: [] }, include: ["src"] }),
  "node_modules/@acme/search-tools/package.json": JSON.stringify({ name: "@acme/search-tools", version: "1.2.0", types: "index.d.ts" }),
  "node_modules/@acme/search-tools/index.d.ts": `import type { Tool } from "ai";
export declare function createSearchTool(options: { index: string }): Tool;
`,
  "src/agent.ts": `import { generateText, tool } from "ai";
import { openai } from "@ai-sdk/openai";
import { createSearchTool } from "@acme/search-tools";
import { z } from "zod";
const lookup = tool({ description: "Look up an order by its id.", inputSchema: z.object({ id: z.string() }), execute: async ({ id }) => id });
export const run = (prompt: string) =>
  generateText({ model: openai("gpt-4o"), prompt, tools: { lookup, search: createSearchTool({ index: "docs" }) } });
`,
};

const cliRun = (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { cwd: project, encoding: "utf8" });

describe("a place whose tools are not followed, in the report", () => {
  beforeAll(() => {
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(project, name)), { recursive: true });
      writeFileSync(path.join(project, name), text);
    }
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  it("is listed with why and counted apart from the tool definitions", () => {
    const text = cliRun("report");
    expect(text.status).toBe(0);
    const lines = text.stdout.trim().split("\n");
    expect(lines.filter((line) => line.startsWith("src/")).map((line) => line.replace(/ [0-9a-f]{16} /, " (hash) "))).toEqual([
      "src/agent.ts:5  lookup  Vercel AI SDK tool()  25 tokens  (hash)  zod",
      "src/agent.ts:7  (tools not followed)  Vercel AI SDK generateText()",
      // The set's count and totals are of the tools followed; the member not followed adds what is not known.
      "src/agent.ts#run.tools  1 tool(s) per request and 1 member(s) whose tools are not followed: openai 37 and more",
    ]);
    expect(lines).toContain("  note  `createSearchTool()` makes it, and the program has only the declarations of `@acme/search-tools`");
    expect(lines.at(-1)).toBe("1 tool definition(s), 0 finding(s); 1 place(s) whose tools are not followed (see the notes)");
    const json = JSON.parse(cliRun("report", "--json").stdout) as { tools: { line: number; unfollowed?: true; unfollowedIn?: string }[]; toolSets: { id: string; tools: number; notFollowed?: number }[] };
    expect(json.tools.map((t) => [t.line, t.unfollowed ?? false, t.unfollowedIn ?? null])).toEqual([
      [5, false, null],
      [7, true, "src/agent.ts#run.tools"],
    ]);
    expect(json.toolSets.map((set) => [set.id, set.tools, set.notFollowed ?? 0])).toEqual([["src/agent.ts#run.tools", 1, 1]]);
  }, 120_000);
});
