import { defineTool } from "../lib/define-tool.js";

export const searchDocs = defineTool<{ query: string; scope: string }>({
  name: "search_docs",
  description:
    "Search the product documentation and return the ten most relevant passages with their titles and links. " +
    "Use it for any question about configuration, limits, pricing tiers, error codes, SDK methods or migration " +
    "steps, and prefer it over answering from memory, because the documentation changes every week and older " +
    "answers are often wrong. Do not use it for questions about the user's own account, invoices or usage; use " +
    "the billing tools for those. Queries should be short keyword phrases rather than whole sentences, and should " +
    "name the product area when the user mentions one. When the first search returns nothing useful, try once " +
    "more with synonyms or a broader phrase before telling the user that the documentation does not cover it. " +
    "Always cite the passages you used by their titles, and never invent links: only return links that came back " +
    "from this tool. Results are ranked by relevance and freshness, so the first passages are usually the best. " +
    "Passages from deprecated pages are marked as such; mention the deprecation when you quote one of them.",
  input: {
    type: "object",
    properties: {
      query: { type: "string", description: "Keywords to search for." },
      scope: {
        oneOf: [
          { type: "string", enum: ["guides", "api", "changelog"] },
          { type: "string", pattern: "^version:[0-9]+$" },
        ],
      },
    },
    required: ["query", "scope"],
  },
  execute: async ({ query }) => ({ results: [query] }),
});
