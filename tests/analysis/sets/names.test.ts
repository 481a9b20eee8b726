import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Names a tool set gives to AI SDK tools defined elsewhere: each key is checked by `invalid-name`
 * where it is written, once per set; keys of objects whose framework does not send them are not.
 */
describe("invalid-name for keys of tool sets", () => {
  it("checks a tool under each key it is placed under, in the file that writes the key", async () => {
    const { messages } = await lintProject({
      "weather.ts": `import { tool } from "ai";
import { z } from "zod";
export const weather = tool({ description: "Weather.", inputSchema: z.object({ city: z.string() }), execute: async () => 1 });
`,
      "search.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
export const search = tool(async () => "", { name: "search", description: "Search.", schema: z.object({ q: z.string() }) });
`,
      "agent.ts": `import { weather } from "./weather.js";
import { search } from "./search.js";
export const chat = { "get weather": weather };
export const voice = { weather, "weather.now": weather };
// LangChain sends the tool's own name, not the key.
export const byKey = { "search docs": search };
`,
    });
    expect(findingsOf(messages["agent.ts"])).toEqual(["invalid-name/invalidName@3:23-3:36", "invalid-name/invalidName@4:33-4:46"]);
    // The definition has no name of its own: nothing to report where it is written.
    expect(findingsOf(messages["weather.ts"])).toEqual([]);
  });
});
