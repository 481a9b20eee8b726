// https://github.com/ahmadrosid/nakama/issues/292
// Tool schemas made with zod 4's toJSONSchema were passed verbatim as Gemini function declaration
// `parameters`; .positive() gave exclusiveMinimum, which Gemini does not know, and every turn failed with 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/ahmadrosid/nakama/issues/292",
  summary: "A functionDeclarations entry whose parameters are z.toJSONSchema() of an object with .int().positive().\nGemini answers 400 INVALID_ARGUMENT: unknown name exclusiveMinimum.",
  framework: "google-genai",
  provider: "Google Gemini",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/chat.ts": `import { GoogleGenAI } from "@google/genai";
import { z } from "zod";

const ai = new GoogleGenAI({});
const readFileInput = z.object({ path: z.string(), maxLines: z.number().int().positive() });

export async function chat(prompt: string) {
  return ai.models.generateContent({
    model: "gemini-2.5-flash",
    contents: prompt,
    config: {
      tools: [{ functionDeclarations: [{ name: "read_file", description: "Read a file", parameters: z.toJSONSchema(readFileInput) as any }] }],
    },
  });
}
`,
  },
  expected: [{ file: "src/chat.ts", line: 5, rule: "unsupported-keyword" }],
  status: "caught",
});
