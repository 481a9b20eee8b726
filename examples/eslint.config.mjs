// The example project's lint setup, as a user of the plugin writes it: the preset, and one setting.
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
];
