import path from "node:path";
import type { ToolAction } from "genkit";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/**
 * What Genkit hands a model plugin: `request.tools[]` (`toToolDefinition`), recorded by a model defined
 * for the test. The plugins themselves are not installed; `@genkit-ai/compat-oai` 1.41.0 (src/model.ts
 * toOpenAITool) sends `name` and `inputSchema` on to OpenAI unchanged as `function.name` and
 * `function.parameters`, so this is the `openai` body. The Anthropic and Gemini plugins rewrite it
 * further (read, not run: src/frameworks/genkit/transforms.ts, gemini.ts).
 */
const TARGET = "openai";

interface ToolDefinition {
  readonly name: string;
  readonly inputSchema?: JsonObject;
}

type Fixture = typeof import("./fixture/tools.js");

/** One generate() per tool, so a tool that throws fails alone; the name paired is the one written. */
async function sendOne(fixture: Fixture, action: ToolAction): Promise<WireCapture> {
  const written = action.__action.name;
  let received: readonly ToolDefinition[] | undefined;
  const model = fixture.ai.defineModel({ name: `capture-${written.replace(/\W/g, "_")}`, supports: { tools: true } }, async (request) => {
    received = request.tools as readonly ToolDefinition[];
    return { message: { role: "model", content: [{ text: "done" }] } };
  });
  try {
    await fixture.ai.generate({ model, prompt: "x", tools: [action] });
  } catch (error) {
    return { tool: written, target: TARGET, thrown: (error as Error).message };
  }
  const sent = received?.[0];
  if (!sent) return { tool: written, target: TARGET, dropped: true };
  return { tool: written, target: TARGET, sent: { name: sent.name, schema: sent.inputSchema ?? {} } };
}

const OPENAI_OBJECT = "parameters must be `\"type\": \"object\"`, even without strict (users' errors `schema must be a JSON Schema of 'type: \"object\"'`, shared/reference/providers.md §1a)";

export const suite: WireSuite = {
  label: "Genkit (genkit 1.42.0, request.tools as @genkit-ai/compat-oai sends them)",
  dir,
  // Only the body captured is scored; what the Anthropic and Gemini plugins make of it is held by
  // tests/frameworks/genkit/genkit.test.ts.
  targets: [TARGET],
  async capture() {
    const fixture = await import("./fixture/tools.js");
    const actions = Object.values(fixture).filter((value): value is ToolAction => typeof value === "function" && "__action" in value);
    const captures: WireCapture[] = [];
    // One at a time: each defines its own model on the fixture's instance.
    for (const action of actions) captures.push(await sendOne(fixture, action));
    return captures;
  },
  rejections: [
    { tool: "ping", target: TARGET, code: "root-not-object", why: `a tool without input is sent as { "$schema": … } (genkit-ai/genkit#1361, open: OpenAI fails, Gemini works); ${OPENAI_OBJECT}` },
    { tool: "find_user", target: TARGET, code: "root-not-object", why: `the root is an anyOf; ${OPENAI_OBJECT}` },
    { tool: "lookup_order", target: TARGET, code: "root-not-object", why: `a zod 4 schema is sent as { "$schema": … } (observed); ${OPENAI_OBJECT}` },
    { tool: "translate", target: TARGET, code: "root-not-object", why: `the root is "type": "string"; ${OPENAI_OBJECT}` },
    { tool: "send email", target: TARGET, code: "invalid-name", why: "OpenAI function names match ^[a-zA-Z0-9_-]+$ (no space)" },
    { tool: "raw_json", target: TARGET, code: "sdk", why: "generate() throws \"Cannot read properties of undefined (reading 'typeName')\" (observed, genkit 1.42.0: zod-to-json-schema given a plain object)" },
  ],
};
