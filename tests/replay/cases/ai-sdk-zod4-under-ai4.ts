// https://github.com/vercel/ai/issues/7325
// zod 4 schemas given to AI SDK 4, whose converter only reads zod 3: the tool went out with a schema that
// was not an object, and OpenAI refused it ('schema must be ... type object, got type string').
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/7325",
  summary: "A calculator tool with parameters: z.object(...) from zod 4, on ai 4.3.19.\nAI SDK 4's zod-to-json-schema cannot read zod 4, so OpenAI gets a non-object schema and rejects it.",
  framework: "ai-sdk",
  provider: "OpenAI",
  failureClass: "schema library the converter cannot read",
  verdict: "failure",
  files: {
    "src/calculator.ts": `import { tool } from "ai";
import { z } from "zod";

export const calculator = tool({
  description: "Evaluate a math expression",
  parameters: z.object({ expression: z.string() }),
  execute: async ({ expression }: { expression: string }) => expression,
});
`,
  },
  extraFiles: { "node_modules/ai/package.json": JSON.stringify({ name: "ai", version: "4.3.19" }) },
  withoutTypes: ["ai"],
  expected: [{ file: "src/calculator.ts", line: 4, rule: "unsendable-tool" }],
  status: "caught",
});
