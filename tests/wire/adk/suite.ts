import path from "node:path";
import { FunctionTool, Gemini, InMemoryRunner, LlmAgent, LogLevel, setLogLevel, type BaseTool, type ToolInputParameters } from "@google/adk";
import type { JsonObject } from "../../../src/schema/types.js";
import { withJsonSchemaTypes, type GeminiRequest } from "../gemini-request.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/**
 * Runs one LlmAgent holding only `tool` through ADK's InMemoryRunner, its `Gemini` model on the Gemini
 * API with `globalThis.fetch` replaced for the run: the recorder keeps the generateContent body and
 * answers 400, which ADK turns into an error event (no retry, no network).
 */
export async function send(tool: BaseTool): Promise<WireCapture> {
  const name = tool.name;
  const { fetch, bodies } = recordingFetch();
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  let thrown: string | undefined;
  try {
    const agent = new LlmAgent({ name: "wire", model: new Gemini({ model: "gemini-2.5-flash", apiKey: "x" }), tools: [tool] });
    const runner = new InMemoryRunner({ agent, appName: "wire" });
    const session = await runner.sessionService.createSession({ appName: "wire", userId: "u" });
    for await (const event of runner.runAsync({ userId: "u", sessionId: session.id, newMessage: { role: "user", parts: [{ text: "x" }] } })) {
      if (event.errorMessage && bodies.length === 0) thrown = event.errorMessage;
    }
  } catch (error) {
    thrown = (error as Error).message;
  } finally {
    globalThis.fetch = original;
  }
  const sent = (bodies[0] as GeminiRequest | undefined)?.tools?.[0]?.functionDeclarations?.[0];
  if (!sent) return thrown !== undefined ? { tool: name, target: "google-parameters", thrown } : { tool: name, target: "google-parameters", dropped: true };
  const sentName = sent.name as string;
  if (sent.parameters) return { tool: name, target: "google-parameters", sent: { name: sentName, schema: withJsonSchemaTypes(sent.parameters as JsonObject) as JsonObject } };
  return { tool: name, target: "google", sent: { name: sentName, schema: (sent.parametersJsonSchema as JsonObject | undefined) ?? {} } };
}

/**
 * One FunctionTool made here (where @google/adk resolves) with the given `parameters`, sent as above:
 * for the differential over the zod corpus (tests/frameworks/adk/differential.test.ts).
 */
export function sendParameters(name: string, parameters: unknown): Promise<WireCapture> {
  setLogLevel(LogLevel.ERROR);
  return send(new FunctionTool({ name, description: `Corpus schema ${name}`, parameters: parameters as ToolInputParameters, execute: () => "ok" }));
}

const PROVIDERS = "shared/reference/providers.md";
const GEMINI_UNKNOWN = (keyword: string) =>
  `Gemini parameters answer "${keyword}" with \`Unknown name "${keyword}" ... Cannot find field\` (${PROVIDERS} §3: openswarm-ai/openswarm#24); ADK writes it (openapi-3.0's boolean form) and @google/genai copies it`;

export const suite: WireSuite = {
  label: "Google ADK (@google/adk 2.0.0, @google/genai 2.32.0)",
  dir,
  async capture() {
    // ADK logs every request it sends at INFO; the test output needs none of it.
    setLogLevel(LogLevel.ERROR);
    const module = (await import("./fixture/tools.js")) as Record<string, BaseTool>;
    const captures: WireCapture[] = [];
    for (const tool of Object.values(module)) captures.push(await send(tool));
    return captures;
  },
  rejections: [
    { tool: "resize", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("exclusiveMinimum") },
    {
      tool: "contact",
      target: "google-parameters",
      code: "unsupported-keyword",
      why: `Gemini parameters accept only "enum" and "date-time" as a string format: \`format: only 'enum' and 'date-time' are supported for STRING type\` (${PROVIDERS} §3, user reports); ADK writes z.email()'s and z.uuid()'s format (captured)`,
    },
    {
      tool: "send email",
      target: "google-parameters",
      code: "invalid-name",
      why: `Gemini function names start with a letter or _, then letters, digits, _ . : - (${PROVIDERS} §3; google-gemini/gemini-cli#2966)`,
    },
    {
      tool: "legacy_filter",
      target: "google-parameters",
      code: "unsupported-keyword",
      why: `${GEMINI_UNKNOWN("exclusiveMinimum")}; also z3.string().email()'s "format": "email" (only "enum" and "date-time" pass, ${PROVIDERS} §3) and the tuple's items keyed "0", "1" (not Schema fields)`,
    },
    { tool: "book_slot", target: "google-parameters", code: "sdk", why: 'the run fails with "Date cannot be represented in JSON Schema" before any request (captured: zod 4.6.7 under ADK\'s conversion)' },
    {
      tool: "pick_one",
      target: "google-parameters",
      code: "root-not-object",
      why: `ADK converts only a zod object: a union is sent as the zod instance's own fields (def, options, "type": TYPE_UNSPECIFIED), which Gemini answers with \`Unknown name "def"\` (captured body; ${PROVIDERS} §3)`,
    },
  ],
  knownDifferences: [
    {
      tool: "pick_one",
      target: "google-parameters",
      reason: "ADK passes a zod schema that is not an object on as it is, and @google/genai serialises its internals; the plugin's view is the union zod converts it to, and root-not-object reports the failing request",
    },
    {
      tool: "label",
      target: "google-parameters",
      reason: "z.union([z.string(), z.null()]) and z.string().nullable() extract to the same draft (type [\"string\", \"null\"]); the plugin writes the common .nullable() form (nullable: true) where zod's openapi-3.0 target keeps the union's anyOf with a null branch",
    },
  ],
};
