// A framework's function re-exported by a file of the project that others import through a tsconfig
// `paths` alias (`@/kit`, `~/kit`) is the framework's function, as it is through a relative import;
// a function of the project's own under the same name, reached the same way, is not.
import { describe, expect, it } from "vitest";
import { FIXTURE_COMPILER_OPTIONS, lintProject } from "../../frameworks/harness.js";

const KIT = `import { jsonSchema, tool } from "ai";\nexport { jsonSchema, tool };\n`;
const OWN_KIT = `export const tool = (definition: { description: string; inputSchema: unknown }) => definition;\nexport const jsonSchema = (schema: object) => schema;\n`;
const toolFile = (specifier: string) =>
  `import { jsonSchema, tool } from "${specifier}";\n` +
  `export const tools = {\n` +
  `  fetch_page: tool({ description: "Fetch a page.", inputSchema: jsonSchema<{ url: string }>({ type: "object", properties: { url: { type: "string" } }, required: ["url"] }) }),\n` +
  `};\n`;

const withPaths = (paths: Record<string, string[]>) => ({ compilerOptions: { ...FIXTURE_COMPILER_OPTIONS, moduleResolution: "Bundler", module: "ESNext", paths } });

describe("a framework function re-exported by a file imported through a paths alias", () => {
  it.each([
    { alias: "@/kit", paths: { "@/*": ["./src/*"] } },
    { alias: "~/kit", paths: { "~/*": ["./src/*"] } },
    { alias: "#kit", paths: { "#kit": ["./src/kit.ts"] } },
  ] as { alias: string; paths: Record<string, string[]> }[])("$alias is the framework's function: the tool is found, named and read", async ({ alias, paths }) => {
    const { tools } = await lintProject({ "src/kit.ts": KIT, "src/fetch.ts": toolFile(alias) }, { tsconfig: withPaths(paths) });
    expect(tools.map((t) => [t.file, t.line, t.framework, t.name, t.schema])).toEqual([
      ["src/fetch.ts", 3, "Vercel AI SDK", "fetch_page", { type: "object", properties: { url: { type: "string" } }, required: ["url"] }],
    ]);
  }, 60_000);

  it("a function of the project's own under the framework's name is no tool", async () => {
    const { tools } = await lintProject({ "src/kit.ts": OWN_KIT, "src/fetch.ts": toolFile("@/kit") }, { tsconfig: withPaths({ "@/*": ["./src/*"] }) });
    expect(tools).toEqual([]);
  }, 60_000);
});
