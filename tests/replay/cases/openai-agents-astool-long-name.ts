// https://github.com/openai/openai-agents-python/issues/4112
// Names given explicitly to Agents SDK tools are sent unchecked, so a name over 64 characters only fails at
// the API. In agents-js, asTool passes `toolName` the same way (tool() replaces characters, never trims).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/openai/openai-agents-python/issues/4112",
  summary: "A sub-agent exposed with agent.asTool({ toolName }) where the chosen name is 70 characters long.\nThe SDK keeps the length and OpenAI rejects the request: function names have at most 64 characters.",
  framework: "openai-agents",
  provider: "OpenAI",
  failureClass: "name outside the provider's pattern",
  verdict: "failure",
  files: {
    "src/agents.ts": `import { Agent } from "@openai/agents";

const billing = new Agent({ name: "Billing", instructions: "Answer billing questions." });

export const triage = new Agent({
  name: "Triage",
  instructions: "Send each question to the right specialist.",
  tools: [
    billing.asTool({
      toolName: "answer_questions_about_invoices_refunds_and_payment_methods_for_users",
      toolDescription: "Ask the billing specialist",
    }),
  ],
});
`,
  },
  expected: [{ file: "src/agents.ts", line: 10, rule: "invalid-name" }],
  status: "caught",
});
