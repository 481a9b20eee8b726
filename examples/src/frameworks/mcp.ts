import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer as McpServerV2 } from "@modelcontextprotocol/server";
import { z } from "zod";

/** An MCP server on SDK 1.x: every tool registered on it is listed together. */
const server = new McpServer({ name: "library", version: "1.0.0" });

// The older positional form: name, description, zod raw shape, handler.
server.tool(
  "books.search",
  "Search the catalogue by title or author.",
  { query: z.string().describe("Words from the title or the author's name"), limit: z.number().int().max(50).optional() },
  async ({ query }) => ({ content: [{ type: "text", text: `results for ${query}` }] }),
);

// A union root: SDK 1.x lists this tool with no parameters at all, silently (typescript-sdk #1643).
server.registerTool(
  "loans_renew",
  {
    title: "Renew a loan",
    description: "Renew a loan by its id or by the book's barcode.",
    inputSchema: z.union([z.object({ loanId: z.string() }), z.object({ barcode: z.string().regex(/^\d{13}$/) })]),
  },
  async () => ({ content: [{ type: "text", text: "renewed" }] }),
);

/** SDK 2.x, held by a class: the server is recognised from the field's type. */
export class ReadingListServer {
  private readonly server = new McpServerV2({ name: "reading-list", version: "2.0.0" });

  register(): void {
    // A discriminated union: SDK 2.x stamps `type: "object"` beside its `oneOf`, which Anthropic rejects.
    this.server.registerTool(
      "reading_list_add",
      {
        description: "Add a book to the reading list, by ISBN or by title.",
        inputSchema: z.discriminatedUnion("by", [
          z.object({ by: z.literal("isbn"), isbn: z.string() }),
          z.object({ by: z.literal("title"), title: z.string(), author: z.string().optional() }),
        ]),
      },
      async () => ({ content: [{ type: "text", text: "added" }] }),
    );
  }
}

export { server };
