// https://github.com/mastra-ai/mastra/issues/8452
// After upgrading Mastra (zod 4), a tool whose input held a date broke every run: zod 4 cannot turn a Date
// into JSON Schema, so converting the tool for the model threw before any request was sent. The installed
// @mastra/core 1.71.0 no longer throws: its compat layer sends the date as a string (observed 2026-12).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/mastra-ai/mastra/issues/8452",
  summary: "A Mastra createTool whose inputSchema has since: z.date(), which made a 2025 Mastra release throw while converting the tool.\nWith the installed @mastra/core 1.71.0 the date goes out as a date-time string, so no error may be reported.",
  framework: "mastra",
  provider: "Anthropic",
  failureClass: "fixed in the installed version",
  verdict: "user-error",
  files: {
    "src/tools.ts": `import { createTool } from "@mastra/core/tools";
import { z } from "zod";

export const recentOrders = createTool({
  id: "recent_orders",
  description: "List the orders placed since a date",
  inputSchema: z.object({ since: z.date() }),
  execute: async () => ({ orders: [] }),
});
`,
  },
  expected: [],
  status: "caught",
});
