// LangChain.js tools bound to Gemini: `ChatGoogleGenerativeAI` forwards what google-common would rewrite.
import { tool } from "@langchain/core/tools";
import { ChatGoogleGenerativeAI } from "@langchain/google-genai";
import { z } from "zod";

/** `.positive()` writes exclusiveMinimum and `.nullable()` a type list: Gemini's parameters field refuses both. */
const setDiscount = tool(async ({ percent }) => `discount set to ${percent}%`, {
  name: "set_discount",
  description: "Set the discount of a cart.",
  schema: z.object({ percent: z.number().positive().max(50), code: z.string().nullable() }),
});

export const gemini = new ChatGoogleGenerativeAI({ model: "gemini-2.5-flash" }).bindTools([setDiscount]);
