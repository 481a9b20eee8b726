import { z } from "zod";
import type { PluginTool } from "../plugin.js";

export const clockTool = {
  name: "current_time",
  description: "The current date and time in an IANA time zone, e.g. Europe/Paris.",
  inputSchema: { timeZone: z.string().describe("IANA time zone name") },
  run: async (args) => new Date().toLocaleString("en-GB", { timeZone: String(args.timeZone) }),
} satisfies PluginTool;
