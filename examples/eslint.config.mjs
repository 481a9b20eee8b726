// The example project's lint setup, as a user of the plugin writes it.
import tsParser from "@typescript-eslint/parser";
import toolSchema from "eslint-plugin-tool-schema";

export default [
  {
    files: ["**/*.ts"],
    languageOptions: {
      parser: tsParser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      "tool-schema": {
        // Our own factory for plain JSON Schema tools: it sends the schema exactly as written.
        callees: [{ from: "file", path: "src/lib/define-tool.ts", name: "defineTool", sends: "as-written" }],
      },
    },
  },
  toolSchema.configs.recommended,
];
