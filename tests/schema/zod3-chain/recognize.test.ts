import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { zodPatterns } from "zod-to-json-schema";
import { isZod3File, resolveZod3Chain } from "../../../src/schema/zod3-chain/index.js";
import { ZOD3_PATTERNS } from "../../../src/schema/zod3-chain/strings.js";
import { COMPILER_OPTIONS, exportedInitializers, FIXTURES, fixtureProgram, REPO } from "./program.js";

const modules = (relative: string) => path.join(REPO, "node_modules", relative);

describe("which declaration files are zod 3", () => {
  it("reads the version from the package.json above the file", () => {
    // zod@3.25.76 (installed as the alias `zod3`): its root and `v3/` are zod 3, its `v4/` preview is not.
    expect(isZod3File(modules("zod3/index.d.cts"))).toBe(true);
    expect(isZod3File(modules("zod3/v3/types.d.cts"))).toBe(true);
    expect(isZod3File(modules("zod3/v4/classic/schemas.d.cts"))).toBe(false);
    // zod@4.6.7: only `zod/v3` is zod 3.
    expect(isZod3File(modules("zod/v3/types.d.cts"))).toBe(true);
    expect(isZod3File(modules("zod/index.d.cts"))).toBe(false);
    expect(isZod3File(modules("zod/v4/classic/schemas.d.cts"))).toBe(false);
    // Not a package named zod.
    expect(isZod3File(modules("zod-to-json-schema/dist/types/index.d.ts"))).toBe(false);
    expect(isZod3File(path.join(FIXTURES, "corpus.ts"))).toBe(false);
  });
});

describe("the import forms zod 3 users write", () => {
  const program = fixtureProgram("forms.ts");
  const checker = program.getTypeChecker();
  const inits = exportedInitializers(program, "forms.ts");

  it("recognises zod 3 behind every form: namespace, default, named, zod/v3, an npm alias", () => {
    const kinds = [...inits].map(([name, init]) => [name, resolveZod3Chain(checker, init)?.ok]);
    expect(kinds).toEqual([
      ["f1", true],
      ["f2", true],
      ["f3", true],
      ["f4", true],
      ["f5", true],
      ["f6", true],
      ["f7", true],
    ]);
  });

  it("leaves `import … from \"zod\"` alone when the installed zod is 4, but still reads `zod/v3`", () => {
    const { baseUrl: _baseUrl, paths: _paths, ...zod4Options } = COMPILER_OPTIONS;
    const zod4Program = ts.createProgram([path.join(FIXTURES, "forms.ts")], zod4Options);
    const zod4Checker = zod4Program.getTypeChecker();
    const zod4Inits = exportedInitializers(zod4Program, "forms.ts");
    expect(resolveZod3Chain(zod4Checker, zod4Inits.get("f1")!)).toBeUndefined();
    expect(resolveZod3Chain(zod4Checker, zod4Inits.get("f3")!)).toBeUndefined();
    expect(resolveZod3Chain(zod4Checker, zod4Inits.get("f4")!)?.ok).toBe(true);
    expect(resolveZod3Chain(zod4Checker, zod4Inits.get("f6")!)?.ok).toBe(true);
  });
});

describe("the regex sources written for zod 3 string checks", () => {
  it("are zod-to-json-schema's own", () => {
    const real = zodPatterns as unknown as Record<string, RegExp | (() => RegExp)>;
    for (const [name, source] of Object.entries(ZOD3_PATTERNS)) {
      const pattern = real[name];
      expect([name, (typeof pattern === "function" ? pattern() : pattern).source]).toEqual([name, source]);
    }
  });
});
