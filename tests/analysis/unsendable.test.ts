import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeTool } from "../../src/analysis/analyze.js";
import { locateFinding } from "../../src/analysis/report/locate.js";
import { optionsFor } from "../../src/analysis/report/index.js";
import { findTools } from "../../src/analysis/recognition/index.js";
import { calleeFramework } from "../../src/frameworks/index.js";
import type { FrameworkModule } from "../../src/frameworks/types.js";
import { mergeCheckOptions } from "../../src/options.js";

/**
 * A framework that throws on a tool, or leaves it out of the request for some providers, gets one
 * `unsendable-tool` error per destination it fails for, at the node that causes it, and no other
 * finding there: the schema checks have nothing on the wire to check. The framework modules below
 * declare such failures the way a real module does (ToolParts.fails, TransformResult.fails).
 */

const scratch = path.join(import.meta.dirname, "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(path.join(scratch, "unsendable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function analysed(framework: FrameworkModule, code: string) {
  const file = path.join(dir, "tools.ts");
  writeFileSync(file, code);
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  const sourceFile = program.getSourceFile(file)!;
  const [tool, ...rest] = findTools(program, sourceFile, [framework]).map((recognised) => analyzeTool(program, recognised));
  expect(rest).toEqual([]);
  const findings = tool.findings(optionsFor(tool, mergeCheckOptions({})));
  return findings.map((f) => `${f.code} [${f.targets.join(", ")}] at "${locateFinding(tool, f, sourceFile).node.getText(sourceFile)}": ${f.message}`);
}

const base = calleeFramework({ from: "package", package: "@acme/ai-kit", name: "defineTool", sends: "as-written" }, dir);
const code = `import { defineTool } from "@acme/ai-kit";
export const search = defineTool({ name: "search.docs", input: { type: "object", properties: { q: { type: "string" } } } });
`;

describe("a framework that throws on a tool", () => {
  const throwing: FrameworkModule = {
    ...base,
    id: "throwing",
    forms: [
      {
        kind: "call",
        callee: ["defineTool"],
        read: (call, reader) =>
          base.forms[0]!.read(call as never, reader).map((parts) => ({
            ...parts,
            fails: { reason: "throws at registration: a JSON Schema is not accepted here", node: parts.input!, source: "a test framework" },
          })),
      },
    ],
  };

  it("reports one error for every destination, at the input, and nothing else", () => {
    expect(analysed(throwing, code)).toEqual([
      `unsendable-tool [openai-strict, anthropic, google] at "{ type: "object", properties: { q: { type: "string" } } }": This tool never reaches OpenAI strict mode, Anthropic and Gemini: defineTool throws at registration: a JSON Schema is not accepted here. Change what the error names.`,
    ]);
  });
});

describe("a framework that drops a tool on the way to one provider", () => {
  const dropping: FrameworkModule = {
    ...base,
    id: "dropping",
    transforms: [
      {
        id: "drops-for-anthropic",
        by: "The test framework",
        targets: ["anthropic"],
        source: "a test framework",
        apply: () => ({ fails: "sends the request without this tool", changes: [] }),
      },
    ],
  };

  it("reports the drop for that provider at the definition, and checks the others as usual", () => {
    expect(analysed(dropping, code)).toEqual([
      `invalid-name [openai-strict] at ""search.docs"": Tool name "search.docs" is rejected by OpenAI strict mode via defineTool: it may use only letters, digits, \`_\` and \`-\`. Rename it, e.g. "search_docs".`,
      `optional-not-required [openai-strict] at "q: { type: "string" }": Field "q" is optional (not in "required"), which fails the request to OpenAI strict mode via defineTool. List it in "required" and allow null ("type": [T, "null"]).`,
      `missing-additional-properties-false [openai-strict] at "{ type: "object", properties: { q: { type: "string" } } }": The root is an open object, which fails the request to OpenAI strict mode via defineTool. Add "additionalProperties": false.`,
      `unsendable-tool [anthropic] at "defineTool": This tool never reaches Anthropic: the test framework sends the request without this tool. Change what the error names.`,
    ]);
  });
});
