import path from "node:path";
import { GoogleGenAI, type FunctionDeclaration } from "@google/genai";
import type { JsonObject } from "../../../src/schema/types.js";
import { withJsonSchemaTypes, type GeminiRequest } from "../gemini-request.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

/** Sends one declaration alone through `models.generateContent`, with `globalThis.fetch` replaced for the call. */
async function send(declaration: FunctionDeclaration): Promise<WireCapture> {
  const tool = declaration.name ?? "";
  const { fetch, bodies } = recordingFetch();
  const original = globalThis.fetch;
  globalThis.fetch = fetch;
  try {
    const ai = new GoogleGenAI({ apiKey: "x" });
    await ai.models.generateContent({ model: "gemini-2.5-flash", contents: "x", config: { tools: [{ functionDeclarations: [declaration] }] } });
  } catch (error) {
    // The fake fetch answers 400: the SDK's error after sending is expected; one before sending is not.
    if (bodies.length === 0) return { tool, target: declaration.parametersJsonSchema === undefined && declaration.parameters ? "google-parameters" : "google", thrown: (error as Error).message };
  } finally {
    globalThis.fetch = original;
  }
  const sent = (bodies[0] as GeminiRequest).tools?.[0]?.functionDeclarations?.[0];
  if (!sent) return { tool, target: "google", dropped: true };
  const name = sent.name as string;
  if (sent.parameters) return { tool, target: "google-parameters", sent: { name, schema: withJsonSchemaTypes(sent.parameters as JsonObject) as JsonObject } };
  return { tool, target: "google", sent: { name, schema: (sent.parametersJsonSchema as JsonObject | undefined) ?? {} } };
}

const PROVIDERS = "shared/reference/providers.md";
const GEMINI_UNKNOWN = (keyword: string) =>
  `Gemini parameters answer "${keyword}" with \`Unknown name "${keyword}" ... Cannot find field\` (${PROVIDERS} §3: openswarm-ai/openswarm#24); @google/genai copies it as written`;

export const suite: WireSuite = {
  label: "@google/genai 3.3.0",
  dir,
  async capture() {
    const module = (await import("./fixture/declarations.js")) as Record<string, FunctionDeclaration>;
    const captures: WireCapture[] = [];
    for (const declaration of Object.values(module)) captures.push(await send(declaration));
    return captures;
  },
  rejections: [
    {
      tool: "payment",
      target: "google",
      code: "root-not-object",
      why: `parametersJsonSchema must describe an object (${PROVIDERS} §3: googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring)`,
    },
    {
      tool: "lookup",
      target: "google-parameters",
      code: "root-not-object",
      why: `parameters holds the named parameters under "type": OBJECT (${PROVIDERS} §3: googleapis/python-genai FunctionDeclaration.parameters docstring, medium); the SDK sends the root anyOf as written (captured)`,
    },
    {
      tool: "search docs",
      target: "google-parameters",
      code: "invalid-name",
      why: `Gemini function names start with a letter or _, then letters, digits, _ . : - (${PROVIDERS} §3; google-gemini/gemini-cli#2966)`,
    },
    { tool: "clear", target: "google-parameters", code: "sdk", why: 'generateContent throws "type: null can not be the only possible type for the field." before sending (captured)' },
    { tool: "mixed", target: "google-parameters", code: "sdk", why: 'generateContent throws "type and anyOf cannot be both populated." before sending (captured)' },
    { tool: "set_mode", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("const") },
    { tool: "resize", target: "google-parameters", code: "unsupported-keyword", why: GEMINI_UNKNOWN("exclusiveMinimum") },
    {
      tool: "contact_parameters",
      target: "google-parameters",
      code: "unsupported-keyword",
      why: `Gemini parameters accept only "enum" and "date-time" as a string format: \`format: only 'enum' and 'date-time' are supported for STRING type\` (${PROVIDERS} §3, user reports)`,
    },
  ],
  knownDifferences: [
    {
      tool: "ping",
      target: "google",
      reason:
        "a declaration without parameters is sent without any schema; the plugin checks it as the empty object schema (a view of {} would make root-not-object report a tool Gemini accepts)",
    },
  ],
};
