import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { composedSetsOf } from "../../src/analysis/sets/composed.js";
import { toolsOfFile, type FileAnalysis } from "../../src/analysis/context.js";
import type { ToolAnalysis } from "../../src/analysis/analyze.js";
import { readPluginSettings } from "../../src/options.js";
import { corpusRoot } from "./corpus-project.js";

/**
 * Recall over the corpus: every tool definition in the fixture projects, counted by hand, must be
 * found (at its file and line) and named wherever the source gives it a name, by its own definition
 * or by a key of a tool set in any file. The seams' templates are not tools and must not be found.
 */
const EXPECTED: Readonly<Record<string, readonly { readonly at: string; readonly names: readonly string[] }[]>> = {
  "mcp-seam": [
    { at: "tools/search.ts:5", names: ["search_docs"] },
    { at: "tools/search.ts:13", names: ["search issues"] },
    { at: "tools/status.ts:5", names: ["service_status"] },
    { at: "tools/weather.ts:6", names: ["get_weather"] },
  ],
  "ai-sdk-seam": [
    { at: "tools/lookup.ts:4", names: ["lookup_order"] },
    { at: "tools/lookup.ts:11", names: ["cancel order"] },
  ],
  "ai-sdk-tools-object": [
    { at: "tools/search.ts:4", names: ["search"] },
    { at: "tools/search.ts:10", names: ["docs.search", "forecast"] },
    { at: "tools/weather.ts:4", names: ["getWeather", "weather"] },
    { at: "tools/weather.ts:10", names: ["forecast"] },
  ],
  "langchain-agent": [
    { at: "tools/calculator.ts:4", names: ["calculator"] },
    { at: "tools/search.ts:4", names: ["search"] },
    { at: "tools/search.ts:10", names: ["search"] },
  ],
};

/** Every tool of a layout's program with every name it is given: its own, and each key a set puts it under. */
function toolsWithNames(layout: string): Map<string, Set<string>> {
  const dir = path.join(corpusRoot, layout);
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dir, "tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error(`no tsconfig in ${dir}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const settings = readPluginSettings({});
  const at = (tool: ToolAnalysis) => {
    const file = tool.node.getSourceFile();
    return `${path.relative(dir, file.fileName)}:${file.getLineAndCharacterOfPosition(tool.node.getStart(file)).line + 1}`;
  };
  const found = new Map<string, Set<string>>();
  const nameTool = (tool: ToolAnalysis, name: string | undefined) => {
    const names = found.get(at(tool)) ?? new Set<string>();
    if (name !== undefined) names.add(name);
    found.set(at(tool), names);
  };
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile || program.isSourceFileFromExternalLibrary(sourceFile)) continue;
    const tools = toolsOfFile(program, sourceFile, settings, dir);
    for (const tool of tools) nameTool(tool, tool.name?.value);
    const file: FileAnalysis = { settings, cwd: dir, program, sourceFile, tools };
    for (const set of composedSetsOf(file, { rethrow: true })) for (const member of set.members) nameTool(member.tool, member.key);
  }
  return found;
}

describe("recall over the corpus", () => {
  let expectedTools = 0;
  let foundTools = 0;
  let namedTools = 0;
  it.each(Object.keys(EXPECTED))("%s: every tool found and named", (layout) => {
    const found = toolsWithNames(layout);
    const expected = EXPECTED[layout];
    expect([...found.keys()].sort()).toEqual(expected.map((tool) => tool.at).sort());
    for (const tool of expected) expect([...(found.get(tool.at) ?? [])].sort(), tool.at).toEqual([...tool.names].sort());
    expectedTools += expected.length;
    foundTools += expected.filter((tool) => found.has(tool.at)).length;
    namedTools += expected.filter((tool) => tool.names.every((name) => found.get(tool.at)?.has(name))).length;
  }, 60_000);

  it("adds up to full recall", () => {
    expect(expectedTools).toBe(13);
    expect({ found: foundTools / expectedTools, named: namedTools / expectedTools }).toEqual({ found: 1, named: 1 });
  });
});
