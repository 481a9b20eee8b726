import { FastMCP } from "fastmcp";
import { z } from "zod";

/** A FastMCP server: every tool added to it is listed by its own tools/list handler. */
const server = new FastMCP({ name: "tracker", version: "1.0.0" });

server.addTool({
  name: "issues_search",
  description: "Search issues by words from their title or body.",
  parameters: z.object({ query: z.string(), state: z.enum(["open", "closed"]).optional() }),
  annotations: { readOnlyHint: true },
  execute: async ({ query }) => `results for ${query}`,
});

// FastMCP closes every object it lists: the record's value schema is replaced by `false`, so a
// client that checks arguments accepts no label at all.
server.addTool({
  name: "issues_label",
  description: "Set labels on an issue, as name → colour.",
  parameters: z.object({ issue: z.number().int(), labels: z.record(z.string(), z.string()) }),
  execute: async () => "labelled",
});

server.addTools([
  // A raw shape is not a Standard Schema: addTools throws when the server starts.
  // @ts-expect-error FastMCP types `parameters` as a Standard Schema.
  { name: "issues_close", description: "Close an issue.", parameters: { issue: z.number().int() }, execute: async () => "closed" },
  { name: "ping", description: "Check that the server answers.", execute: async () => "pong" },
]);

void server.start({ transportType: "stdio" });
