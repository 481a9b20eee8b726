// https://github.com/KasarLabs/snak/issues/132
// LangChain tools with .optional() fields bound to ChatOpenAI in strict mode: openai-node's converter
// warned that optional-without-nullable is unsupported and would become an error (it now is).
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/KasarLabs/snak/issues/132",
  summary: "A LangChain tool whose 'input' field is .optional(), bound with bindTools(..., { strict: true }).\nStrict mode needs every field required; the optional field is refused.",
  framework: "langchain",
  provider: "OpenAI",
  failureClass: "strict mode requires every property",
  verdict: "failure",
  files: {
    "src/chain.ts": `import { tool } from "@langchain/core/tools";
import { ChatOpenAI } from "@langchain/openai";
import { z } from "zod";

const getChainId = tool(async () => "0x1", {
  name: "get_chain_id",
  description: "Return the id of the connected chain",
  schema: z.object({ input: z.string().optional() }),
});

export const model = new ChatOpenAI({ model: "gpt-4o" }).bindTools([getChainId], { strict: true });
`,
  },
  expected: [{ file: "src/chain.ts", line: 8, rule: "optional-not-required" }],
  status: "caught",
});
