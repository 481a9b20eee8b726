// The two lint setups compared. A: typed parsing plus one cheap typed rule, so the checker really
// types every call (what any typed rule set does). B: A plus the plugin's recommended preset.
// The plugin is imported only for B, so A does not pay for loading it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import tsParser from "@typescript-eslint/parser";

/** Asks the checker for the type of every call expression: a baseline that forces type-checking. */
const typeOfCalls = {
  meta: { type: "problem", schema: [], docs: { description: "Type every call expression (benchmark baseline)" } },
  create(context) {
    const services = context.sourceCode.parserServices;
    if (!services?.program) throw new Error("bench/type-of-calls needs typed linting (projectService).");
    const checker = services.program.getTypeChecker();
    return {
      CallExpression(node) {
        checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node));
      },
    };
  },
};

const baselinePlugin = { meta: { name: "bench" }, rules: { "type-of-calls": typeOfCalls } };

export function baselineConfig(tsconfigRootDir) {
  return [
    {
      files: ["**/*.ts"],
      languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir } },
      plugins: { bench: baselinePlugin },
      rules: { "bench/type-of-calls": "error" },
      settings: {
        "tool-schema": {
          callees: [{ from: "file", path: "src/lib/define-tool.ts", name: "defineTool", sends: "as-written" }],
        },
      },
    },
  ];
}

export async function pluginConfig(tsconfigRootDir) {
  const { default: toolSchema } = await import("eslint-plugin-tool-schema");
  return [...baselineConfig(tsconfigRootDir), toolSchema.configs.recommended];
}

/** The config file a generated project uses for setup A or B (ESLint's default name for B). */
export function configFile(projectDir, setup) {
  const shared = path.relative(projectDir, fileURLToPath(new URL("./configs.mjs", import.meta.url))).split(path.sep).join("/");
  return setup === "A"
    ? { name: "eslint.baseline.config.mjs", text: `import { baselineConfig } from "${shared}";\n\nexport default baselineConfig(import.meta.dirname);\n` }
    : { name: "eslint.config.mjs", text: `import { pluginConfig } from "${shared}";\n\nexport default await pluginConfig(import.meta.dirname);\n` };
}
