// https://github.com/MystenLabs/MemWal/issues/356
// A quick-start copied with `parameters:` on ai 7.0.15: the SDK reads `inputSchema` only, so the model saw a
// tool without properties and always called it with `{}`; the failure surfaced later, far from the cause.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/MystenLabs/MemWal/issues/356",
  summary: "tool({ parameters: z.object({ fact }) }) written from an old example, installed ai is 7.0.15.\nThe key is silently ignored: OpenAI gets no properties and the model calls the tool with {}.",
  framework: "ai-sdk",
  provider: "OpenAI",
  failureClass: "key ignored by the installed version",
  verdict: "failure",
  files: {
    "src/memory.ts": `import { tool } from "ai";
import { z } from "zod";

export const tools = {
  remember: tool({
    description: "Store a fact about the user for later",
    parameters: z.object({ fact: z.string() }),
    execute: async ({ fact }: { fact: string }) => fact,
  }),
};
`,
  },
  // The reporter's version, without the installed package's types (they belong to another version).
  extraFiles: { "node_modules/ai/package.json": JSON.stringify({ name: "ai", version: "7.0.15" }) },
  withoutTypes: ["ai"],
  expected: [{ file: "src/memory.ts", line: 7, rule: "root-not-object" }],
  status: "caught",
});
