// https://github.com/mastra-ai/mastra/issues/9929
// A Mastra tool with no inputSchema failed when called ('root: Required') because Mastra validated the
// missing arguments at run time; the schema sent to the model was accepted, so this is not a schema error.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/mastra-ai/mastra/issues/9929",
  summary: "createTool({ id, description, execute }) with no inputSchema, called by a Claude agent.\nThe provider accepted the tool; Mastra's own argument check failed later, so no schema error applies.",
  framework: "mastra",
  provider: "Anthropic",
  failureClass: "not a schema problem",
  verdict: "user-error",
  files: {
    "src/spec.ts": `import { createTool } from "@mastra/core/tools";

export const readSpec = createTool({
  id: "read_spec",
  description: "Read the current product specification",
  execute: async () => ({ spec: "..." }),
});
`,
  },
  expected: [],
  status: "caught",
});
