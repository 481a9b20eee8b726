/** Shared settings for rule tests (the RuleTester's working directory is the fixture project): the fixture project's own JSON Schema factory, and one from a package without types. */
export const calleeSettings = {
  "tool-schema": {
    callees: [
      { from: "file", path: "define-tool.ts", name: "defineTool", sends: "as-written" },
      { from: "package", package: "my-tools", name: "tools.define", sends: "openai-strict" },
    ],
  },
};

export const defineHeader = `import { defineTool } from "./define-tool.js";\n`;
