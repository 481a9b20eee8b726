import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeTool } from "../../../src/analysis/analyze.js";
import { findTools } from "../../../src/analysis/recognition/index.js";
import { calleeFramework } from "../../../src/frameworks/index.js";
import type { FrameworkModule } from "../../../src/frameworks/types.js";

/**
 * A framework module that throws while reading a site (a bug of the plugin) must not make the tool
 * vanish: it stays a tool, unresolved, with the error as its reason, so `unresolved-schema` tells the
 * user and the fuzz test's crash filter catches the bug.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(path.join(scratch, "unreadable-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function programOf(code: string): { program: ts.Program; sourceFile: ts.SourceFile } {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "tools.ts");
  writeFileSync(file, code);
  const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [] });
  return { program, sourceFile: program.getSourceFile(file)! };
}

const working = calleeFramework({ from: "package", package: "@acme/ai-kit", name: "defineTool", sends: "as-written" }, dir);
const throwing: FrameworkModule = {
  ...working,
  id: "throwing",
  forms: [
    {
      kind: "call",
      callee: ["defineTool"],
      read: () => {
        throw new Error("cannot read this site");
      },
    },
  ],
};

const code = `import { defineTool } from "@acme/ai-kit";
export const search = defineTool({ name: "search", input: { type: "object", properties: {} } });
`;

describe("a framework module that throws on a site", () => {
  it("keeps the tool, unresolved, with the error as the reason, at the call", () => {
    const { program, sourceFile } = programOf(code);
    const [tool, ...rest] = findTools(program, sourceFile, [throwing]).map((recognised) => analyzeTool(program, recognised));
    expect(rest).toEqual([]);
    expect(tool.form).toBe("defineTool()");
    expect(tool.anchor.getText(sourceFile)).toBe("defineTool");
    expect(tool.unresolved?.reason).toBe("internal error while reading the tool definition: cannot read this site");
    expect(tool.sent).toBeUndefined();
  });

  it("throws instead when asked to (the fuzz test's tripwire)", () => {
    const { program, sourceFile } = programOf(code);
    expect(() => findTools(program, sourceFile, [throwing], { rethrow: true })).toThrow("cannot read this site");
  });

  it("reads the same site normally with a module that works", () => {
    const { program, sourceFile } = programOf(code);
    const [tool] = findTools(program, sourceFile, [working]).map((recognised) => analyzeTool(program, recognised));
    expect(tool.unresolved).toBeUndefined();
    expect(tool.name?.value).toBe("search");
  });
});
