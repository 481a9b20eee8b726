import path from "node:path";
import { getModel, type Tool } from "@mariozechner/pi-ai";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";
import { NAME_RULE } from "../langchain-providers/suite.js";
import { requestBody } from "../pi-ai/suite.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;

/** Chat Completions' shape, which pi-ai's openai-completions and mistral-conversations APIs both send. */
const functionTool = (body: Entry) => {
  const fn = Array.isArray(body.tools) ? ((body.tools[0] as Entry).function as Entry | undefined) : undefined;
  return fn && { name: fn.name as string, schema: fn.parameters as JsonObject };
};

/** Each list of the fixture with the model its `send` gives it (the same as written there). */
const ROUTES = [
  { target: "groq", list: "groqTools", model: () => getModel("groq", "llama-3.3-70b-versatile") },
  { target: "xai", list: "xaiTools", model: () => getModel("xai", "grok-4") },
  { target: "deepseek", list: "deepseekTools", model: () => getModel("deepseek", "deepseek-v4-flash") },
  { target: "openrouter", list: "openrouterTools", model: () => getModel("openrouter", "openai/gpt-4o") },
  { target: "mistral", list: "mistralTools", model: () => getModel("mistral", "mistral-large-latest") },
] as const;

/** Sends one tool alone to its route's provider. */
async function send(tool: Tool, route: (typeof ROUTES)[number]): Promise<WireCapture> {
  const body = await requestBody(route.model(), tool);
  const sent = body && functionTool(body);
  if (!sent) return { tool: tool.name, target: route.target, dropped: true };
  return { tool: tool.name, target: route.target, sent };
}

export const suite: WireSuite = {
  label: "pi-ai to other providers (@mariozechner/pi-ai 0.73.1)",
  dir,
  async capture() {
    const fixture = (await import("./fixture/routed.js")) as unknown as Record<string, Tool[]>;
    const captures: WireCapture[] = [];
    for (const route of ROUTES) for (const tool of fixture[route.list]!) captures.push(await send(tool, route));
    return captures;
  },
  // Sent with the name as written (captured).
  rejections: [
    { tool: "send email", target: "groq", code: "invalid-name", why: NAME_RULE.groq! },
    { tool: "post message", target: "deepseek", code: "invalid-name", why: NAME_RULE.deepseek! },
    { tool: "open ticket", target: "mistral", code: "invalid-name", why: NAME_RULE.mistral! },
  ],
};
