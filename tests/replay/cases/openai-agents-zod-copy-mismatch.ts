// https://github.com/openai/openai-agents-js/issues/352
// A second copy of zod installed beside the Agents SDK made its schema conversion produce a non-object
// ('got type None'); removing the duplicate fixed it. The tool definition itself was correct.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/openai/openai-agents-js/issues/352",
  summary: "An Agents SDK tool with a plain zod object, failing only because two zod copies were installed.\nWith one zod the schema is a valid strict object, so no error may be reported.",
  framework: "openai-agents",
  provider: "OpenAI",
  failureClass: "environment, not the schema",
  verdict: "user-error",
  files: {
    "src/tools.ts": `import { tool } from "@openai/agents";
import { z } from "zod";

export const lookupOrder = tool({
  name: "lookup_order",
  description: "Find an order by its number",
  parameters: z.object({ orderNumber: z.string() }),
  execute: async ({ orderNumber }) => orderNumber,
});
`,
  },
  expected: [],
  status: "caught",
});
