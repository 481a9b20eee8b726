// https://github.com/BrokkAi/bifrost/issues/25
// A tool parameter declared as an integer with enum [1]: Gemini's schema models enum as a list of strings,
// so the whole request (not only that tool) was rejected with 400.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/BrokkAi/bifrost/issues/25",
  summary: "A function declaration whose schemaVersion parameter is { type: 'integer', enum: [1] }.\nGemini rejects the request: enum values must be strings.",
  framework: "google-genai",
  provider: "Google Gemini",
  failureClass: "keyword the provider rejects",
  verdict: "failure",
  files: {
    "src/query.ts": `import { GoogleGenAI, type FunctionDeclaration } from "@google/genai";

const queryCode: FunctionDeclaration = {
  name: "query_code",
  description: "Query the code index",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string" },
      schemaVersion: { type: "integer", enum: [1] },
    },
    required: ["query"],
  } as any,
};

const ai = new GoogleGenAI({});
export const ask = (q: string) =>
  ai.models.generateContent({ model: "gemini-2.5-flash", contents: q, config: { tools: [{ functionDeclarations: [queryCode] }] } });
`,
  },
  expected: [{ file: "src/query.ts", line: 10, rule: "unsupported-keyword" }],
  status: "caught",
});
