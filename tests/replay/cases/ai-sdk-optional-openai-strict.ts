// https://github.com/vercel/ai/issues/6776
// Optional zod fields in a tool sent to OpenAI in strict mode: strict mode wants every property listed in
// `required`, so the request failed naming the first optional field.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/6776",
  summary: "A shell tool with two .optional() string fields, sent by the OpenAI provider with strict: true.\nOpenAI answers 400: 'required' must list every key of properties, and one is missing.",
  framework: "ai-sdk",
  provider: "OpenAI",
  failureClass: "strict mode requires every property",
  verdict: "failure",
  files: {
    "src/shell.ts": `import { tool } from "ai";
import { z } from "zod";

export const runCommand = tool({
  description: "Run a command in a shell",
  inputSchema: z.object({
    command: z.array(z.string()),
    cwd: z.string().optional(),
    timeoutMs: z.number().optional(),
  }),
  strict: true,
  execute: async () => "done",
});
`,
  },
  expected: [
    { file: "src/shell.ts", line: 8, rule: "optional-not-required" },
    { file: "src/shell.ts", line: 9, rule: "optional-not-required" },
  ],
  status: "caught",
});
