import { z } from "zod";
import type { PluginTool } from "../plugin.js";

export interface NoteStore {
  search(query: string): Promise<string[]>;
  append(title: string, text: string): Promise<void>;
}

/** The note tools, bound to a store: a factory whose declared return type is the type the server takes. */
export function noteTools(store: NoteStore): PluginTool[] {
  return [
    {
      name: "search_notes",
      description: "Search the user's notes by words in their title or text. Returns the matching titles.",
      inputSchema: { query: z.string().describe("Words to look for") },
      run: async (args) => (await store.search(String(args.query))).join("\n"),
    },
    {
      // A dot: OpenAI and Anthropic reject the name when an MCP client forwards the tool.
      name: "notes.append",
      description: "Append text to a note, creating the note when it does not exist.",
      inputSchema: { title: z.string(), text: z.string() },
      run: async (args) => {
        await store.append(String(args.title), String(args.text));
        return "ok";
      },
    },
  ];
}
