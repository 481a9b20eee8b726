// Corpus: layouts real tool code bases use (a seam over a framework, tools named by sets in other
// files), linted as whole projects; exact finding positions here, recall in recall.test.ts.
import { beforeAll, describe, expect, it } from "vitest";
import type { LintedProject } from "../frameworks/harness.js";
import { findingsOf, lintLayout } from "./corpus-project.js";

const TIMEOUT = 120_000;

/** `file:line form name` of every tool the CLI's collector saw. */
const toolLines = (project: LintedProject) => project.tools.map((t) => `${t.file}:${t.line} ${t.form} ${t.framework} ${t.name ?? "(no name)"}`);

describe("a seam over MCP server.registerTool (interface + class, factory of arrows, two levels, spread config)", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("mcp-seam");
  }, TIMEOUT);

  it("finds each tool at the seam's call in its own file, and none inside the seams", () => {
    expect(toolLines(project)).toEqual([
      "tools/search.ts:5 registry.tool() MCP TypeScript SDK 1.x search_docs",
      "tools/search.ts:13 registry.tool() MCP TypeScript SDK 1.x search issues",
      "tools/status.ts:5 registry.readOnlyTool() MCP TypeScript SDK 1.x service_status",
      "tools/weather.ts:6 defineTool() MCP TypeScript SDK 1.x get_weather",
    ]);
    // The inner framework's policy: MCP's destinations, and every schema read exactly through the seams.
    for (const tool of project.tools) {
      expect(tool.destinations.map((d) => d.target)).toEqual(["mcp", "openai", "anthropic", "google"]);
      expect(tool.unresolved).toBeUndefined();
      expect(tool.route).toBe("zod");
    }
    expect(project.tools.find((t) => t.name === "get_weather")?.schema).toMatchObject({ required: ["city"], properties: { city: { type: "string" }, units: { enum: ["c", "f"] } } });
  });

  it("reports at the name and inside the schema argument of the seam's call", () => {
    expect(findingsOf(project.messages["tools/search.ts"])).toEqual(["invalid-name/invalidName@13:17-13:32"]);
    // `z.record(…)` on line 11 of the status tool, read through the factory's arrow and `{ ...config, annotations }`.
    expect(findingsOf(project.messages["tools/status.ts"])).toEqual(["ignored-keyword/ignoredKeyword@11:19-11:49"]);
    for (const file of ["tools/weather.ts", "registry.ts", "define-tool.ts", "server.ts"]) expect(findingsOf(project.messages[file])).toEqual([]);
  });
});

describe("a seam over the AI SDK's tool()", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("ai-sdk-seam");
  }, TIMEOUT);

  it("finds each defineTool() call as an AI SDK tool, with its strict flag", () => {
    expect(toolLines(project)).toEqual([
      // Named by the keys the agent's tools object gives them (agent.ts), as the AI SDK sends them.
      "tools/lookup.ts:4 defineTool() Vercel AI SDK lookup_order",
      "tools/lookup.ts:11 defineTool() Vercel AI SDK cancel order",
    ]);
    // `strict: true` passed through the seam puts the tool in OpenAI's strict mode.
    expect(project.tools[0].destinations.map((d) => `${d.target}:${d.mode}`)).toContain("openai-strict:strict");
  });

  it("reports the schema inside the call and the invalid key where the agent names the tool", () => {
    expect(findingsOf(project.messages["tools/lookup.ts"])).toEqual(["optional-not-required/notRequired@7:69-7:79"]);
    expect(findingsOf(project.messages["agent.ts"])).toEqual(["invalid-name/invalidName@9:41-9:55"]);
    expect(findingsOf(project.messages["define-tool.ts"])).toEqual([]);
  });
});

describe("an AI SDK tools object naming tools imported from other files", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("ai-sdk-tools-object");
  }, TIMEOUT);

  it("reports a key two spread groups share, and an invalid key, in the file that writes them", () => {
    // `...searchTools` brings a second "forecast": its spread is what replaces the weather group's tool.
    // "docs.search" is a key of the agent's tools: the tool is defined in tools/search.ts, the name here.
    expect(findingsOf(project.messages["chat.ts"])).toEqual(["duplicate-tool-name/overwritten@11:31-11:45", "invalid-name/invalidName@17:24-17:37"]);
    for (const file of ["tool-groups.ts", "tools/search.ts", "tools/weather.ts"]) expect(findingsOf(project.messages[file])).toEqual([]);
  });
});

describe("a LangChain agent with imported tools", () => {
  let project: LintedProject;
  beforeAll(async () => {
    project = await lintLayout("langchain-agent");
  }, TIMEOUT);

  it("reports the second tool named \"search\" in the array that binds both", () => {
    expect(findingsOf(project.messages["agent.ts"])).toEqual(["duplicate-tool-name/duplicateFrom@7:58-7:70"]);
    expect(findingsOf(project.messages["tools/search.ts"])).toEqual([]);
    expect(findingsOf(project.messages["tools/calculator.ts"])).toEqual([]);
  });
});
