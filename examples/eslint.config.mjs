// The example project's lint setup, as a user of the plugin writes it: the preset, one setting, and one rule option.
import toolSchema from "eslint-plugin-tool-schema";

export default [
  toolSchema.configs.recommended,
  {
    settings: {
      "tool-schema": {
        // Our own factory for plain JSON Schema tools: it sends the schema exactly as written.
        callees: [{ from: "file", path: "src/lib/define-tool.ts", name: "defineTool", sends: "as-written" }],
      },
    },
  },
  {
    files: ["**/*.ts"],
    rules: {
      // `@google/adk` is imported here without being installed, on purpose: src/frameworks/adk.ts shows
      // that its tools are found by the import alone.
      "tool-schema/project-setup": ["warn", { ignorePackages: ["@google/adk"] }],
    },
  },
];
