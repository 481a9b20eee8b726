import path from "node:path";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { ModelContextRegistry, type ModelContext } from "@assistant-ui/react";
import { AssistantChatTransport, frontendTools } from "@assistant-ui/react-ai-sdk";
import { generateText, type LanguageModel, type UIMessage } from "ai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

type Entry = Record<string, unknown>;
const first = (list: unknown): Entry | undefined => (Array.isArray(list) ? (list[0] as Entry) : undefined);

/** The route's model, one per AI SDK provider, and where its request body holds the tool (never strict: frontendTools sets none). */
const PROVIDERS: readonly { target: string; model: (fetch: typeof globalThis.fetch) => LanguageModel; read: (body: Entry) => { name: string; schema: JsonObject } | undefined }[] = [
  {
    target: "openai",
    model: (fetch) => createOpenAI({ fetch, apiKey: "x" })("gpt-4o"),
    read: (body) => {
      const tool = first(body.tools);
      return tool && { name: tool.name as string, schema: tool.parameters as JsonObject };
    },
  },
  {
    target: "anthropic",
    model: (fetch) => createAnthropic({ fetch, apiKey: "x" })("claude-sonnet-4-5"),
    read: (body) => {
      const tool = first(body.tools);
      return tool && { name: tool.name as string, schema: tool.input_schema as JsonObject };
    },
  },
  {
    target: "google",
    model: (fetch) => createGoogleGenerativeAI({ fetch, apiKey: "x" })("gemini-2.5-flash"),
    read: (body) => {
      const tool = first(first(body.tools)?.functionDeclarations);
      return tool && { name: tool.name as string, schema: tool.parametersJsonSchema as JsonObject };
    },
  },
];

/** One tool as the browser registers it: props of useAssistantTool / makeAssistantTool, or one toolkit entry. */
export type Registration = { readonly name: string; readonly register: (registry: ModelContextRegistry) => void };

const MESSAGE: UIMessage = { id: "m1", role: "user", parts: [{ type: "text", text: "x" }] };

/**
 * The browser's half: the real registry and AssistantChatTransport, which converts the model
 * context's tools and posts them with the chat. The runtime the transport reads is reduced to what
 * it asks for (the thread's model context, no thread list item). Returns the uploaded `tools`, or
 * what the transport threw.
 */
async function upload(registration: Registration): Promise<{ tools?: Entry; thrown?: string }> {
  const registry = new ModelContextRegistry();
  registration.register(registry);
  const recorder = recordingFetch();
  const transport = new AssistantChatTransport({ api: "http://localhost/api/chat", fetch: recorder.fetch });
  const runtime = { thread: { getModelContext: (): ModelContext => registry.getModelContext() }, threads: { mainItem: undefined } };
  transport.setRuntime(runtime as unknown as Parameters<typeof transport.setRuntime>[0]);
  try {
    await transport.sendMessages({ chatId: "c1", messages: [MESSAGE], abortSignal: undefined, trigger: "submit-message", messageId: undefined });
  } catch (error) {
    // The recorder's 400 is expected once the body exists; anything before it is assistant-ui's.
    if (recorder.bodies.length === 0) return { thrown: (error as Error).message };
  }
  return { tools: ((recorder.bodies[0] as Entry | undefined)?.tools ?? {}) as Entry };
}

/** The route's half: `frontendTools(tools)` given to `generateText` with each provider's model. */
export async function send(registration: Registration): Promise<WireCapture[]> {
  const uploaded = await upload(registration);
  const { name } = registration;
  if (uploaded.thrown) return PROVIDERS.map((p) => ({ tool: name, target: p.target, thrown: uploaded.thrown }));
  if (!uploaded.tools || !(name in uploaded.tools)) return PROVIDERS.map((p) => ({ tool: name, target: p.target, dropped: true }));
  const tools = frontendTools(uploaded.tools as Parameters<typeof frontendTools>[0]);
  const captures: WireCapture[] = [];
  for (const provider of PROVIDERS) {
    const recorder = recordingFetch();
    let thrown: string | undefined;
    try {
      await generateText({ model: provider.model(recorder.fetch), tools, prompt: "x", maxRetries: 0 });
    } catch (error) {
      thrown = (error as Error).message;
    }
    const body = recorder.bodies[0] as Entry | undefined;
    const sent = body && provider.read(body);
    if (!body) captures.push({ tool: name, target: provider.target, thrown: thrown ?? "no request" });
    else if (!sent) captures.push({ tool: name, target: provider.target, dropped: true });
    else captures.push({ tool: name, target: provider.target, sent });
  }
  return captures;
}

const TARGETS = ["openai", "anthropic", "google"];
const PROVIDERS_MD = "shared/reference/providers.md";
const NAME: Record<string, string> = {
  openai: `OpenAI function names match ^[a-zA-Z0-9_-]+$ (openai/openai-python function_definition.py docstring; ${PROVIDERS_MD} §1a)`,
  anthropic: `Anthropic tool names match ^[a-zA-Z0-9_-]{1,128}$ (API reference; ${PROVIDERS_MD} §2)`,
  google: "Gemini function names match ^[a-zA-Z_][a-zA-Z0-9_.:-]*$ (googleapis/python-genai types.py FunctionDeclaration.name)",
};
const ROOT: Record<string, string> = {
  openai: `parameters must be "type": "object", even without strict (${PROVIDERS_MD} §1a)`,
  anthropic: `input_schema.type is the constant "object", and "input_schema does not support oneOf, allOf, or anyOf at the top level" (${PROVIDERS_MD} §2)`,
  google: "parametersJsonSchema must have type object (googleapis/python-genai FunctionDeclaration.parameters_json_schema docstring, 624c8e75)",
};
const THROWS = "AssistantChatTransport throws before any request (observed, assistant-stream 0.3.57 toJSONSchema)";

async function registrations(): Promise<Registration[]> {
  const hooks = await import("./fixture/hooks.js");
  const { toolkit } = await import("./fixture/toolkit.js");
  type Props = Parameters<ModelContextRegistry["addTool"]>[0];
  const props: Props[] = [
    // Typed by what useAssistantTool infers from it, which the registry's wider props type does not take as is.
    hooks.weatherTool as unknown as Props,
    ...[hooks.LookupOrder, hooks.SendEmail, hooks.TagItems, hooks.BookSlot, hooks.RateItem, hooks.OpenPanel, hooks.ArchiveNote].map((component) => component.unstable_tool),
    hooks.pingTool as unknown as Props,
  ];
  return [
    ...props.map((tool) => ({ name: tool.toolName, register: (registry: ModelContextRegistry) => void registry.addTool(tool) })),
    // As `Tools({ toolkit })` does: one model context provider whose tools are the toolkit's entries.
    ...Object.entries(toolkit)
      .filter(([, entry]) => entry.type !== "backend")
      .map(([name, entry]) => ({ name, register: (registry: ModelContextRegistry) => void registry.addProvider({ getModelContext: () => ({ tools: { [name]: entry } }) }) })),
  ];
}

export const suite: WireSuite = {
  label: "assistant-ui (@assistant-ui/react 0.15.22, @assistant-ui/react-ai-sdk 1.4.12, assistant-stream 0.3.57, ai 7.0.173)",
  dir,
  async capture() {
    const captures: WireCapture[] = [];
    for (const registration of await registrations()) captures.push(...(await send(registration)));
    return captures;
  },
  rejections: [
    ...TARGETS.flatMap((target) => [
      { tool: "send email", target, code: "invalid-name", why: NAME[target]! },
      { tool: "find_user", target, code: "root-not-object", why: ROOT[target]! },
      { tool: "tag_items", target, code: "sdk", why: `${THROWS}: "Could not convert the \"zod\" schema to JSON Schema" (zod 3 has no ~standard.jsonSchema)` },
      { tool: "rate_item", target, code: "sdk", why: `${THROWS}: "Could not convert the \"valibot\" schema to JSON Schema" (valibot 1.5.0 has no ~standard.jsonSchema)` },
      { tool: "book_slot", target, code: "sdk", why: `${THROWS}: zod's "Date cannot be represented in JSON Schema"` },
      { tool: "ping", target, code: "sdk", why: "the transport uploads no tool without parameters: the request is sent without it (observed, assistant-stream 0.3.57 toToolsJSONSchema)" },
      { tool: "open_panel", target, code: "sdk", why: 'the transport uploads no `type: "frontend"` tool without execute: the request is sent without it (observed, assistant-stream 0.3.57 toToolsJSONSchema)' },
    ]),
  ],
};
