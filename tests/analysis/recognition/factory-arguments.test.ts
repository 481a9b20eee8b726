import { describe, expect, it } from "vitest";
import { lintProject } from "../../frameworks/harness.js";
import { findingsOf } from "../../corpus/corpus-project.js";

/**
 * Definitions made by factories of the program: the factory's literal is read with its parameters
 * standing for the call's arguments, so a name or description passed in is known (and reported at the
 * argument); a part that reads a parameter bound to nothing static stays unresolved, and the rest of
 * the tool is still checked.
 */
describe("a definition a factory of the program returns", () => {
  it("names LangChain tools whose fields a factory makes, and reports the name at the argument", async () => {
    const { tools, messages } = await lintProject({
      "agent.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
const fields = (name: string, what: string) => ({ name, description: \`Look \${what} up.\`, schema: z.object({ word: z.string() }) });
const made = fields("define_word", "a definition");
export const lookup = tool(async ({ word }) => word, fields("look.up", "a word"));
export const define = tool(async ({ word }) => word, made);
`,
    });
    expect(tools.map((t) => `${t.line} ${t.name} ${t.description} ${t.route}`)).toEqual(["5 look.up Look a word up. zod", "6 define_word Look a definition up. zod"]);
    expect(findingsOf(messages["agent.ts"])).toEqual(["invalid-name/invalidName@5:61-5:70"]);
  });

  it("reads a schema that depends on an argument known only at run time approximately, with the tool's name known", async () => {
    const { tools } = await lintProject({
      "agent.ts": `import { tool } from "@langchain/core/tools";
import { z } from "zod";
declare const limit: number;
const fields = (name: string, max: number) => ({ name, description: "Fetch a page.", schema: z.object({ url: z.string().max(max) }) });
export const fetchPage = tool(async ({ url }) => url, fields("fetch_page", limit));
`,
    });
    expect(tools.map((t) => `${t.line} ${t.name} ${t.route}${t.unresolved ? `: ${t.unresolved}` : ""}`)).toEqual([
      // The `.max()` bound is unknown: the schema is read through its type, which holds the fields.
      "5 fetch_page zod (approximate)",
    ]);
  });
});
