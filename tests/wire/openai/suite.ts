import path from "node:path";
import OpenAI from "openai";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface FunctionOnWire {
  readonly name: string;
  readonly parameters?: JsonObject;
  readonly strict?: boolean | null;
}

/** The target a function goes to, by the `strict` it carries on the wire (Responses without strict: checked non-strict). */
const targetOf = (fn: FunctionOnWire) => (fn.strict === true ? "openai-strict" : "openai");

const captureOf = (tool: string, fn: FunctionOnWire): WireCapture => ({
  tool,
  target: targetOf(fn),
  sent: { name: fn.name, schema: fn.parameters ?? {} },
});

/** The functions of a request body: Chat Completions nests them under `function`, Responses does not. */
function functionsIn(body: unknown): FunctionOnWire[] {
  const tools = (body as { tools?: { type: string; function?: FunctionOnWire }[] }).tools ?? [];
  return tools.map((tool) => tool.function ?? (tool as unknown as FunctionOnWire));
}

async function sendAll(send: (client: OpenAI) => Promise<unknown>): Promise<FunctionOnWire[]> {
  const { fetch, bodies } = recordingFetch();
  const client = new OpenAI({ apiKey: "x", fetch, maxRetries: 0 });
  await send(client).catch(() => undefined); // the fake answers 400 once the body is recorded
  return bodies.flatMap(functionsIn);
}

const PROVIDERS = "shared/reference/providers.md";
const STRICT_GUIDE = "OpenAI structured-outputs guide, copy compiled 2026-04-07";
const NAME_RULE = "function names match ^[a-zA-Z0-9_-]+$ (openai/openai-python src/openai/types/shared_params/function_definition.py docstring; openai/openai-dotnet#441)";

export const suite: WireSuite = {
  label: "OpenAI SDK (openai 7.59.0)",
  dir,
  async capture() {
    const chat = await import("./fixture/chat.js");
    const responses = await import("./fixture/responses.js");
    const { tools } = await import("./fixture/zod-helpers.js");
    const captures: WireCapture[] = [];
    for (const fn of [...(await sendAll(chat.send)), ...(await sendAll(responses.send))]) captures.push(captureOf(fn.name, fn));
    // The zod helpers: built one by one (some throw), then sent in the request their shape belongs to.
    const built: { key: string; tool: unknown; chat: boolean }[] = [];
    for (const [key, make] of Object.entries(tools)) {
      try {
        const tool = make();
        built.push({ key, tool, chat: (tool as { type: string; function?: unknown }).function !== undefined });
      } catch (error) {
        captures.push({ tool: key, target: "openai-strict", thrown: (error as Error).message });
      }
    }
    const send = async (chat: boolean) => {
      const mine = built.filter((b) => b.chat === chat);
      const sent = await sendAll((client) =>
        chat
          ? client.chat.completions.create({ model: "gpt-4.1", messages: [{ role: "user", content: "hi" }], tools: mine.map((b) => b.tool as never) })
          : client.responses.create({ model: "gpt-4.1", input: "hi", tools: mine.map((b) => b.tool as never) }),
      );
      sent.forEach((fn, i) => captures.push(captureOf(mine[i]!.key, fn)));
    };
    await send(true);
    await send(false);
    return captures;
  },
  rejections: [
    ...["search.docs"].map((tool) => ({ tool, target: "openai", code: "invalid-name", why: NAME_RULE })),
    ...["cancel order", "z.invalid name"].map((tool) => ({ tool, target: "openai-strict", code: "invalid-name", why: NAME_RULE })),
    { tool: "root_union", target: "openai", code: "root-not-object", why: `parameters must be "type": "object", even without strict (${PROVIDERS} §1a; alibaba/spring-ai-alibaba#4576)` },
    { tool: "strict_root_one_of", target: "openai-strict", code: "root-not-object", why: `strict root must be an object, not a combinator: "In context=(), 'oneOf' is not permitted." (${STRICT_GUIDE})` },
    { tool: "strict_optional", target: "openai-strict", code: "optional-not-required", why: `strict mode needs every property in required (${STRICT_GUIDE})` },
    { tool: "strict_open_object", target: "openai-strict", code: "missing-additional-properties-false", why: `strict mode needs additionalProperties: false on every object (${STRICT_GUIDE})` },
    { tool: "strict_default", target: "openai-strict", code: "unsupported-keyword", why: `"'default' is not permitted" in strict mode (${PROVIDERS} §1c)` },
    { tool: "z_default", target: "openai-strict", code: "unsupported-keyword", why: `the helper keeps the field's default, and "'default' is not permitted" in strict mode (${PROVIDERS} §1c)` },
    { tool: "strict_one_of", target: "openai-strict", code: "unsupported-keyword", why: `"'oneOf' is not permitted" in strict mode (${PROVIDERS} §1c)` },
    { tool: "z3_nullish", target: "openai-strict", code: "unsupported-keyword", why: `the zod 3 path keeps the field's default, and "'default' is not permitted" in strict mode (${PROVIDERS} §1c)` },
    ...["z_string_bounds"].map((tool) => ({
      tool,
      target: "openai-strict",
      code: "unsupported-keyword",
      why: `"'minLength' is not permitted" / maxLength reported by users in strict mode; the 2026 guide implies support, so low confidence (${PROVIDERS} §1c)`,
    })),
    ...["z_optional", "z_root_union", "z_root_discriminated", "z_record", "z_open_object"].map((tool) => ({ tool, target: "openai-strict", code: "sdk", why: "the zod helper throws at definition (observed; openai-node src/lib/transform.ts ensureStrictJsonSchema)" })),
  ],
  knownDifferences: [
    {
      tool: "z3_nullish",
      target: "openai-strict",
      reason:
        "openai-node's zod 3 path (the vendored zod-to-json-schema in openaiStrictMode) writes a nullable primitive as `{ type, nullable: true }`; the zod 4 path writes a null union. The helpers' transform cannot tell which zod an input was (transforms see the schema, not its route), so the view has the null union",
    },
  ],
};
