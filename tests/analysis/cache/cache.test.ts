import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { ToolAnalysis } from "../../../src/analysis/analyze.js";
import { clearDefinitionCache, definitionCacheStats } from "../../../src/analysis/cache/index.js";
import { toolsOfFile } from "../../../src/analysis/context.js";
import { optionsFor } from "../../../src/analysis/report/index.js";
import { locateFinding } from "../../../src/analysis/report/locate.js";
import { mergeCheckOptions, readPluginSettings } from "../../../src/options.js";
import { keptTreesHost } from "./kept-trees-host.js";

/**
 * Definitions are kept across programs (an editor builds a new one after every edit): what a
 * definition resolves to must follow every change of its text and of the declarations it reads,
 * here or in another file, and an unchanged definition must come back exactly as a cold analysis
 * finds it, its nodes found again in the new program.
 */

const scratch = path.join(import.meta.dirname, "..", "..", "..", "scratch");
mkdirSync(scratch, { recursive: true });
const dir = mkdtempSync(path.join(scratch, "cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => clearDefinitionCache());

const OPTIONS = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, strict: true, noEmit: true, skipLibCheck: true, types: [] };

/**
 * Writes the files, builds a fresh program (as after an edit) from `roots` and analyses `tools.ts`.
 * With `host` from `keptTreesHost`, a file whose text did not change keeps its tree, as in an editor.
 */
function analyse(
  files: Record<string, string>,
  { roots = ["tools.ts", "warlock-ai.d.ts"], host }: { roots?: readonly string[]; host?: ts.CompilerHost } = {},
): { tools: readonly ToolAnalysis[]; sourceFile: ts.SourceFile } {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const file = path.join(dir, "tools.ts");
  const program = ts.createProgram(roots.map((root) => path.join(dir, root)), OPTIONS, host);
  const sourceFile = program.getSourceFile(file)!;
  return { tools: toolsOfFile(program, sourceFile, readPluginSettings({}), dir), sourceFile };
}

/** Every finding of every tool, with the text it points at and where. */
function described({ tools, sourceFile }: ReturnType<typeof analyse>): string[] {
  return tools.flatMap((tool) =>
    tool.findings(optionsFor(tool, mergeCheckOptions({ targets: ["openai-strict", "anthropic"], maxPropertyDescriptionChars: 10 }))).map((f) => {
      const place = locateFinding(tool, f, sourceFile);
      return `${f.code} ${f.path} @${place.node.getStart(sourceFile)} "${place.node.getText(sourceFile)}"`;
    }),
  );
}

const properties = (tool: ToolAnalysis) => Object.keys((tool.draft?.properties ?? {}) as object);

writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "module" }));
copyFileSync(path.join(import.meta.dirname, "..", "..", "..", "examples", "types", "warlock-ai.d.ts"), path.join(dir, "warlock-ai.d.ts"));

/** tools.ts calls `tool` of ./lib.js: the AI SDK's when lib re-exports it, the project's own otherwise. */
const TOOLS_IMPORTING_LIB = `import { tool } from "./lib.js";
import { z } from "zod";

export const lookup = tool({ description: "Look a place up and return its coordinates for the map view.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });
`;
const LIB_REEXPORTS_AI = `export { tool } from "ai";\n`;
const LIB_OWN_TOOL = `export function tool<T>(definition: T): T {\n  return definition;\n}\n`;

/** Each call a new program over tools.ts and the given lib.ts, on one host. */
const runWithLib = (host: ReturnType<typeof keptTreesHost>) => (lib: string) => analyse({ "tools.ts": TOOLS_IMPORTING_LIB, "lib.ts": lib }, { roots: ["tools.ts"], host });

describe("the definition cache", () => {
  const TOOL = (shape: string) => `import { tool } from "ai";
import { z } from "zod";

export const lookup = tool({
  description: "Look a city up by name and return its coordinates for the map view.",
  inputSchema: z.object(${shape}),
  execute: async () => 1,
});
`;

  it("is not used for a file analysed in one program only (a batch run)", () => {
    analyse({ "tools.ts": TOOL(`{ city: z.string() }`) });
    expect(definitionCacheStats()).toMatchObject({ hits: 0, misses: 0, entries: 0 });
  });

  it("sees a schema edited between two programs", () => {
    analyse({ "tools.ts": TOOL(`{ city: z.string() }`) });
    const first = analyse({ "tools.ts": TOOL(`{ city: z.string() }`) });
    expect(properties(first.tools[0])).toEqual(["city"]);
    const second = analyse({ "tools.ts": TOOL(`{ town: z.string().describe("The town to look up on the map.") }`) });
    expect(properties(second.tools[0])).toEqual(["town"]);
    expect(described(second)).toEqual(['oversized-description properties.town @220 ""The town to look up on the map.""']);
    const back = analyse({ "tools.ts": TOOL(`{ city: z.string() }`) });
    expect(properties(back.tools[0])).toEqual(["city"]);
    expect(described(back)).toEqual([]);
    expect(definitionCacheStats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it("takes an unchanged definition from the cache, its findings pointing at the moved text", () => {
    const text = TOOL(`{ town: z.string().describe("The town to look up on the map."), zip: z.string().describe("Postal code of the town.") }`);
    analyse({ "tools.ts": text });
    analyse({ "tools.ts": text });
    const warm = analyse({ "tools.ts": `// an edit above the definition\n\n${text}` });
    expect(definitionCacheStats()).toMatchObject({ hits: 1, misses: 1 });
    const warmFindings = described(warm);
    clearDefinitionCache();
    const cold = analyse({ "tools.ts": `// an edit above the definition\n\n${text}` });
    expect(warmFindings.length).toBeGreaterThan(0);
    expect(warmFindings).toEqual(described(cold));
  });

  it("resolves again when an imported declaration changes", () => {
    const tools = `import { tool } from "ai";
import { z } from "zod";
import { place } from "./shared.js";

export const lookup = tool({
  description: "Look a place up and return its coordinates for the map view.",
  inputSchema: z.object({ place }),
  execute: async () => 1,
});
`;
    analyse({ "tools.ts": tools, "shared.ts": `import { z } from "zod";\nexport const place = z.object({ city: z.string() });\n` });
    const first = analyse({ "tools.ts": tools, "shared.ts": `import { z } from "zod";\nexport const place = z.object({ city: z.string() });\n` });
    expect(Object.keys(first.tools[0].draft!.properties as object)).toEqual(["place"]);
    expect(JSON.stringify(first.tools[0].draft)).toContain('"city"');
    const second = analyse({ "tools.ts": tools, "shared.ts": `import { z } from "zod";\nexport const place = z.object({ postcode: z.string() });\n` });
    expect(JSON.stringify(second.tools[0].draft)).toContain('"postcode"');
    expect(JSON.stringify(second.tools[0].draft)).not.toContain('"city"');
    expect(definitionCacheStats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it.each([
    ["a const the definition takes in by shorthand", (field: string) => `const place = z.object({ ${field}: z.string() });`],
    [
      "a var declared in a top-level block, which the definition reads,",
      (field: string) => `if (process.env.PLACES !== "off") {\n  var place = z.object({ ${field}: z.string() });\n}`,
    ],
  ])("resolves again when %s changes", (_, declaration) => {
    const tools = (field: string) => `import { tool } from "ai";
import { z } from "zod";

${declaration(field)}

export const lookup = tool({
  description: "Look a place up and return its coordinates for the map view.",
  inputSchema: z.object({ place }),
  execute: async () => 1,
});
`;
    analyse({ "tools.ts": tools("city") });
    expect(JSON.stringify(analyse({ "tools.ts": tools("city") }).tools[0].draft)).toContain('"city"');
    const second = analyse({ "tools.ts": tools("postcode") });
    expect(JSON.stringify(second.tools[0].draft)).toContain('"postcode"');
    expect(definitionCacheStats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it("resolves again when a declaration in the same file, outside the definition, changes", () => {
    const typed = (field: string) => `import { tool } from "@warlock.js/ai";

/** What the lookup takes. */
interface LookupArgs {
  /** The place to look up. */
  ${field}: string;
}

export const lookup = tool({
  name: "lookup",
  description: "Look a place up and return its coordinates for the map view.",
  execute: async (args: LookupArgs) => args,
});
`;
    analyse({ "tools.ts": typed("city") });
    const first = analyse({ "tools.ts": typed("city") });
    expect(first.tools[0].route).toBe("type");
    expect(properties(first.tools[0])).toEqual(["city"]);
    const second = analyse({ "tools.ts": typed("town") });
    expect(properties(second.tools[0])).toEqual(["town"]);
    const third = analyse({ "tools.ts": `// moved\n${typed("town")}` });
    expect(properties(third.tools[0])).toEqual(["town"]);
    expect(definitionCacheStats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it("resolves again when one of two merged declarations changes", () => {
    const typed = (field: string) => `import { tool } from "@warlock.js/ai";

/** What the lookup takes. */
interface LookupArgs {
  /** The place to look up. */
  city: string;
}

export const lookup = tool({
  name: "lookup",
  description: "Look a place up and return its coordinates for the map view.",
  execute: async (args: LookupArgs) => args,
});

interface LookupArgs {
  /** A second field, declared further down. */
  ${field}: string;
}
`;
    analyse({ "tools.ts": typed("zip") });
    expect(properties(analyse({ "tools.ts": typed("zip") }).tools[0])).toEqual(["city", "zip"]);
    expect(properties(analyse({ "tools.ts": typed("region") }).tools[0])).toEqual(["city", "region"]);
    expect(definitionCacheStats()).toMatchObject({ hits: 0, misses: 2 });
  });

  it("resolves again when a module named only in an import() type changes", () => {
    const typed = `import { tool } from "@warlock.js/ai";

export const lookup = tool({
  name: "lookup",
  description: "Look a place up and return its coordinates for the map view.",
  execute: async (args: import("./args.js").LookupArgs) => args,
});
`;
    const args = (field: string) => `/** What the lookup takes. */\nexport interface LookupArgs {\n  /** The place. */\n  ${field}: string;\n}\n`;
    analyse({ "tools.ts": typed, "args.ts": args("city") });
    expect(properties(analyse({ "tools.ts": typed, "args.ts": args("city") }).tools[0])).toEqual(["city"]);
    expect(properties(analyse({ "tools.ts": typed, "args.ts": args("town") }).tools[0])).toEqual(["town"]);
    expect(properties(analyse({ "tools.ts": typed, "args.ts": args("town") }).tools[0])).toEqual(["town"]);
    expect(definitionCacheStats()).toMatchObject({ hits: 1, misses: 2 });
  });

  it("resolves again when a global declaration the definition reads changes, its own tree kept", () => {
    const host = keptTreesHost(OPTIONS);
    const tools = `import { tool } from "@warlock.js/ai";

export const lookup = tool({
  name: "lookup",
  description: "Look a place up and return its coordinates for the map view.",
  execute: async (args: LookupArgs) => args,
});
`;
    const run = (globals: string) => analyse({ "tools.ts": tools, "globals.ts": globals }, { roots: ["tools.ts", "globals.ts", "warlock-ai.d.ts"], host });
    // A module (this package is `"type": "module"`) whose `declare global` block declares the type.
    const augmenting = (field: string) => `export {};\n\ndeclare global {\n  /** What the lookup takes. */\n  interface LookupArgs {\n    /** The place. */\n    ${field}: string;\n  }\n}\n`;
    const first = run(`export const unrelated = 1;\n`);
    expect(first.tools[0].unresolved).toBeDefined();
    run(`export const unrelated = 1;\n`);
    const declared = run(augmenting("city"));
    expect(declared.sourceFile).toBe(first.sourceFile);
    expect(properties(declared.tools[0])).toEqual(["city"]);
    expect(properties(run(augmenting("town")).tools[0])).toEqual(["town"]);
    expect(definitionCacheStats()).toMatchObject({ hits: 0, misses: 3 });
  });

  it("follows an import that resolves once the module it names is written, its own tree kept", () => {
    const host = keptTreesHost(OPTIONS);
    const tools = `import { tool } from "ai";
import { z } from "zod";
import { place } from "./places.js";

export const lookup = tool({
  description: "Look a place up and return its coordinates for the map view.",
  inputSchema: z.object({ place }),
  execute: async () => 1,
});
`;
    const run = () => analyse({ "tools.ts": tools }, { roots: ["tools.ts"], host });
    rmSync(path.join(dir, "places.ts"), { force: true });
    const first = run();
    expect(first.tools[0].unresolved).toBeDefined();
    expect(run().tools[0].unresolved).toBeDefined();
    writeFileSync(path.join(dir, "places.ts"), `import { z } from "zod";\nexport const place = z.object({ city: z.string() });\n`);
    const written = run();
    expect(written.sourceFile).toBe(first.sourceFile);
    expect(JSON.stringify(written.tools[0].draft)).toContain('"city"');
  });

  it("recognises an unchanged file again when a module it imports changes", () => {
    const run = runWithLib(keptTreesHost(OPTIONS));
    const first = run(LIB_REEXPORTS_AI);
    expect(first.tools.map((t) => t.framework.id)).toEqual(["ai-sdk"]);
    // The first program keeps its files' sites with its trees, unkeyed; the next takes them while the
    // file and what it imports are the same trees (a batch run's next program, after a `#!` file).
    expect(definitionCacheStats().fileHits).toBe(0);
    const same = run(LIB_REEXPORTS_AI);
    expect(same.sourceFile).toBe(first.sourceFile);
    expect(same.tools.map((t) => t.framework.id)).toEqual(["ai-sdk"]);
    expect(definitionCacheStats().fileHits).toBeGreaterThan(0);
    const changed = run(LIB_OWN_TOOL);
    expect(changed.sourceFile).toBe(first.sourceFile);
    expect(changed.tools).toEqual([]);
  });

  it("does not take the first program's sites into a program where a module the file imports has a new tree", () => {
    const run = runWithLib(keptTreesHost(OPTIONS));
    const first = run(LIB_REEXPORTS_AI);
    expect(first.tools.map((t) => t.framework.id)).toEqual(["ai-sdk"]);
    const changed = run(LIB_OWN_TOOL);
    expect(changed.sourceFile).toBe(first.sourceFile);
    expect(definitionCacheStats().fileHits).toBe(0);
    expect(changed.tools).toEqual([]);
  });

  it("judges a kept file's tool where another file's model sends it now, not where it did", () => {
    const host = keptTreesHost(OPTIONS);
    const tools = `import { tool } from "ai";
import { z } from "zod";

export const lookup = tool({ description: "Look a place up and return its coordinates for the map view.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });
`;
    const route = (provider: string) => `import { generateText } from "ai";
import { ${provider} } from "@ai-sdk/${provider}";
import { lookup } from "./tools.js";
await generateText({ model: ${provider}("some-model"), tools: { lookup }, prompt: "x" });
`;
    const run = (provider: string) => analyse({ "tools.ts": tools, "route.ts": route(provider) }, { roots: ["tools.ts", "route.ts"], host });
    const first = run("openai");
    expect(first.tools[0].targetsFor(undefined)).toEqual(["openai"]);
    // Kept from here on: tools.ts and what it imports do not change.
    expect(run("openai").tools[0].targetsFor(undefined)).toEqual(["openai"]);
    const moved = run("anthropic");
    expect(moved.sourceFile).toBe(first.sourceFile);
    expect(definitionCacheStats().fileHits).toBeGreaterThan(0);
    expect(moved.tools[0].targetsFor(undefined)).toEqual(["anthropic"]);
  });
});
