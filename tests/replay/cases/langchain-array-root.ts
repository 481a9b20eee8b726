// https://github.com/langchain-ai/langchainjs/issues/5779
// A StructuredTool whose schema is an array of question objects: Gemini's function declarations need an
// object at the root, so the request failed with 400 Invalid JSON payload.
import { replayCase } from "../case.js";

export default replayCase({
  report: "https://github.com/langchain-ai/langchainjs/issues/5779",
  summary: "A StructuredTool subclass with schema = z.array(question object), used with ChatGoogleGenerativeAI.\nThe tool's parameters are an array, not an object, and Gemini rejects the request.",
  framework: "langchain",
  provider: "Google Gemini",
  failureClass: "root is not an object",
  verdict: "failure",
  files: {
    "src/quiz.ts": `import { StructuredTool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { z } from "zod";

const question = z.object({ text: z.string(), options: z.array(z.string()), answer: z.string() });

class QuizTool extends StructuredTool {
  name = "make_quiz";
  description = "Write quiz questions on a subject";
  schema = z.array(question);
  async _call() {
    return "ok";
  }
}

export const model = new ChatGoogleGenerativeAI({ model: "gemini-2.0-flash" }).bindTools([new QuizTool()]);
`,
  },
  expected: [{ file: "src/quiz.ts", line: 10, rule: "root-not-object" }],
  status: "caught",
});
