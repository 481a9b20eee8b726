// https://github.com/vercel/ai/issues/10014
// A type error with zod 4 schemas on ai 5 that maintainers could not reproduce: a clean install worked, and
// the error came from a mixed dependency tree. The schema itself was fine.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/vercel/ai/issues/10014",
  summary: "A zod 4 object schema used with AI SDK 5 looked broken because of a stale mixed zod install.\nA clean install compiles and sends it; nothing in the schema should be reported.",
  framework: "ai-sdk",
  provider: "OpenAI",
  failureClass: "environment, not the schema",
  verdict: "user-error",
  files: {
    "src/extract.ts": `import { tool } from "ai";
import { z } from "zod";

export const extractContact = tool({
  description: "Extract a contact from a message",
  inputSchema: z.object({ name: z.string(), email: z.string(), company: z.string().nullable() }),
  execute: async (contact) => contact,
});
`,
  },
  expected: [],
  status: "caught",
});
