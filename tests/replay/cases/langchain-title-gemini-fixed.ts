// https://github.com/langchain-ai/langchainjs/issues/7711
// An early @langchain/google-genai forwarded JSON Schema 'title' to Gemini, which rejected it; the current
// converter drops such keys, so the same plain zod tool now goes through.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/langchain-ai/langchainjs/issues/7711",
  summary: "A plain zod tool (strings and an enum) bound to ChatGoogleGenerativeAI, which once failed on 'title'.\nFixed in the installed LangChain: nothing the converter sends is rejected, so no error may be reported.",
  framework: "langchain",
  provider: "Google Gemini",
  failureClass: "fixed in the installed version",
  verdict: "user-error",
  files: {
    "src/triage.ts": `import { tool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { z } from "zod";

const triage = tool(async () => "ok", {
  name: "triage_ticket",
  description: "Route a support ticket",
  schema: z.object({ summary: z.string(), priority: z.enum(["low", "normal", "urgent"]) }),
});

export const model = new ChatGoogleGenerativeAI({ model: "gemini-2.0-flash" }).bindTools([triage]);
`,
  },
  expected: [],
  status: "caught",
});
