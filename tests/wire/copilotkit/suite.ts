import path from "node:path";
import { CopilotKitCore } from "@copilotkit/core";
import { getZodParameters, type Parameter } from "@copilotkit/shared";
// Resolved from this folder's own node_modules (its package.json): the AI SDK 6 and the providers
// @copilotkit/runtime 1.74.0 depends on.
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { generateText, jsonSchema, tool, type LanguageModel } from "ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
type Recorder = ReturnType<typeof recordingFetch>;
type Sent = { readonly name: string; readonly schema: JsonObject } | undefined;

/** A fixture definition, v1 (parameters array) or v2 (Standard Schema). */
interface Definition {
  readonly name: string;
  readonly description?: string;
  readonly parameters?: unknown;
}

/** An AG-UI tool as @copilotkit/core hands it to the agent. */
interface AgUiTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: Record<string, unknown>;
}

/** `buildFrontendTools` is private in the core's types; an agent run calls it (@copilotkit/core 1.74.0 dist/index.mjs). */
function frontendTools(core: CopilotKitCore): unknown[] {
  return (core as unknown as { buildFrontendTools(agentId: string | undefined): unknown[] }).buildFrontendTools(undefined);
}

/**
 * What the hooks register, made by the real packages: the v1 hooks pass
 * `getZodParameters(parameters)` (@copilotkit/shared) to the v2 hook, which adds the tool to the core
 * as given (@copilotkit/react-core 1.74.0 dist/index.mjs and copilotkit-DyZh7EH4.mjs); the core's
 * `buildFrontendTools` is what an agent run sends over AG-UI.
 */
function agUiTool(definition: Definition, v1: boolean): AgUiTool {
  const core = new CopilotKitCore({});
  const parameters = v1 ? getZodParameters(definition.parameters as unknown as Parameter[] | undefined) : definition.parameters;
  core.addTool({ name: definition.name, description: definition.description, parameters } as Parameters<CopilotKitCore["addTool"]>[0]);
  const [built] = frontendTools(core) as AgUiTool[];
  return built!;
}

/**
 * The runtime's BuiltInAgent hands each AG-UI tool to the AI SDK as
 * `tool({ description, inputSchema: jsonSchema(parameters) })` (@copilotkit/runtime 1.74.0
 * dist/agent/index.mjs, convertToolsToVercelAITools; its `validate` option only checks the model's
 * arguments), with the model `resolveModel` or a service adapter's getLanguageModel builds.
 */
const PROVIDERS = [
  {
    target: "openai",
    // createOpenAI()(model): the Responses API, `tools: [{ type: "function", name, parameters }]`.
    model: (recorder: Recorder): LanguageModel => createOpenAI({ apiKey: "x", fetch: recorder.fetch })("gpt-4o"),
    sent: (body: Entry): Sent => {
      const fn = (body.tools as Entry[] | undefined)?.[0];
      return fn ? { name: fn.name as string, schema: fn.parameters as JsonObject } : undefined;
    },
  },
  {
    target: "anthropic",
    model: (recorder: Recorder): LanguageModel => createAnthropic({ apiKey: "x", fetch: recorder.fetch })("claude-sonnet-4-5"),
    sent: (body: Entry): Sent => {
      const fn = (body.tools as Entry[] | undefined)?.[0];
      return fn ? { name: fn.name as string, schema: fn.input_schema as JsonObject } : undefined;
    },
  },
  {
    target: "google-parameters",
    model: (recorder: Recorder): LanguageModel => createGoogleGenerativeAI({ apiKey: "x", fetch: recorder.fetch })("gemini-2.5-flash"),
    sent: (body: Entry): Sent => {
      const fn = ((body.tools as { functionDeclarations?: Entry[] }[] | undefined)?.[0]?.functionDeclarations ?? [])[0];
      return fn ? { name: fn.name as string, schema: (fn.parameters ?? fn.parametersJsonSchema) as JsonObject } : undefined;
    },
  },
] as const;

async function send(definition: Definition, v1: boolean, provider: (typeof PROVIDERS)[number]): Promise<WireCapture> {
  let built: AgUiTool;
  try {
    built = agUiTool(definition, v1);
  } catch (error) {
    return { tool: definition.name, target: provider.target, thrown: (error as Error).message };
  }
  return sendBuilt(definition.name, built, provider);
}

/** One AG-UI tool as the runtime's agent sends it to one provider. */
async function sendBuilt(name: string, built: AgUiTool, provider: (typeof PROVIDERS)[number]): Promise<WireCapture> {
  const recorder = recordingFetch();
  const tools = { [built.name]: tool({ description: built.description, inputSchema: jsonSchema(built.parameters as Parameters<typeof jsonSchema>[0]) }) };
  try {
    await generateText({ model: provider.model(recorder), tools, prompt: "x", maxRetries: 0 });
  } catch (error) {
    if (recorder.bodies.length === 0) return { tool: name, target: provider.target, thrown: (error as Error).message };
  }
  const body = recorder.bodies[0] as Entry | undefined;
  const sent = body ? provider.sent(body) : undefined;
  return sent ? { tool: name, target: provider.target, sent } : { tool: name, target: provider.target, dropped: true };
}

const PROVIDERS_MD = "shared/reference/providers.md";
const OPENAI_ITEMS =
  "OpenAI answers `Invalid schema for function …: In context=('properties', 'times'), array schema missing items.` (invalid_function_parameters, also without strict: mark3labs/mcphost#35 with gpt-4o, gumloop/guMCP#136, modelscope/ms-agent#610)";
const EMPTY_ROOT =
  "@ai-sdk/google 3.0.141 sends a root object without properties as no `parameters` at all (convertJSONSchemaToOpenAPISchema returns undefined), which Gemini reads as a function without parameters; the plugin checks it as the empty object schema";

export const suite: WireSuite = {
  label: "CopilotKit (@copilotkit/react-core, shared, core 1.74.0; AI SDK 6.0.333 as @copilotkit/runtime 1.74.0 uses it)",
  dir,
  async capture() {
    const v1 = (await import("./fixture/v1.js")) as Record<string, Definition>;
    const v2 = (await import("./fixture/v2.js")) as Record<string, Definition>;
    // Registered by the fixture on its own core: what that core's buildFrontendTools gives.
    const { core } = await import("./fixture/core.js");
    const captures: WireCapture[] = [];
    const quiet = console.warn;
    // The core warns for a tool without parameters and for an item type zod does not know.
    console.warn = () => {};
    try {
      for (const provider of PROVIDERS) {
        for (const definition of Object.values(v1)) captures.push(await send(definition, true, provider));
        for (const definition of Object.values(v2)) captures.push(await send(definition, false, provider));
        for (const built of frontendTools(core) as AgUiTool[]) captures.push(await sendBuilt(built.name, built, provider));
      }
    } finally {
      console.warn = quiet;
    }
    return captures;
  },
  rejections: [
    { tool: "send email", target: "openai", code: "invalid-name", why: `OpenAI function names match ^[a-zA-Z0-9_-]+$ (${PROVIDERS_MD} §1a)` },
    { tool: "send email", target: "anthropic", code: "invalid-name", why: `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (${PROVIDERS_MD} §2)` },
    { tool: "send email", target: "google-parameters", code: "invalid-name", why: "Gemini function names match ^[a-zA-Z_][a-zA-Z0-9_.:-]*$ (googleapis/python-genai types.py FunctionDeclaration.name)" },
    {
      tool: "find_user",
      target: "anthropic",
      code: "root-not-object",
      why: `createToolSchema adds "type": "object" beside the root's anyOf; "input_schema does not support oneOf, allOf, or anyOf at the top level" (${PROVIDERS_MD} §2)`,
    },
    { tool: "log_events", target: "openai", code: "unsupported-keyword", why: OPENAI_ITEMS },
    ...["openai", "anthropic", "google-parameters"].map((target) => ({
      tool: "remove_contact",
      target,
      code: "sdk",
      why: 'buildFrontendTools throws "Cannot convert schema to JSON Schema" for a valibot schema (no ~standard.jsonSchema), observed with @copilotkit/core 1.74.0 and valibot 1.5.0',
    })),
    ...["openai", "anthropic", "google-parameters"].map((target) => ({
      tool: "refresh_cache",
      target,
      code: "sdk",
      why: "getZodParameters throws a TypeError for a parameter typed \"array[]\" (its items have no items), observed with @copilotkit/shared 1.74.0",
    })),
  ],
  knownDifferences: [
    { tool: "ping", target: "google-parameters", reason: EMPTY_ROOT },
    { tool: "find_user", target: "google-parameters", reason: `${EMPTY_ROOT} (the root's anyOf is dropped first, reported by silent-transform)` },
  ],
};
