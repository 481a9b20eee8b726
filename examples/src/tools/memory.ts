import { z } from "zod";
import { ai } from "../lib/ai.js";

const source = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("chat"), messageId: z.string() }),
  z.object({ kind: z.literal("import"), file: z.string() }),
]);

export const saveFacts = ai.tool({
  name: "save_facts",
  description: "Store facts about the user for later turns. Call once per turn at most.",
  input: z.object({
    userId: z.string(),
    facts: z.array(z.string()),
    note: z.string().optional(),
    source,
  }),
  execute: async ({ facts }) => ({ saved: facts.length }),
});

export const forgetFacts = ai.tool({
  name: "memory.forget",
  description: "Forget every stored fact about the user.",
  input: z.strictObject({ userId: z.string() }),
  execute: async () => ({ forgotten: true }),
});
