// Groq's SDK: raw Chat Completions tools, checked for Groq, whose names take only letters, digits, `_` and `-` (at most 64).
import Groq from "groq-sdk";

const groq = new Groq();

export async function answer(question: string) {
  return groq.chat.completions.create({
    model: "llama-3.3-70b-versatile",
    messages: [{ role: "user", content: question }],
    tools: [
      {
        type: "function",
        function: {
          name: "invoices.lookup", // Groq refuses the dot: invalid-name
          description: "Finds one invoice by its number.",
          parameters: { type: "object", properties: { number: { type: "string", description: "Invoice number, e.g. INV-2041" } }, required: ["number"] },
        },
      },
    ],
  });
}
