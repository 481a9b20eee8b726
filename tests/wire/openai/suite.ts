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

interface Body {
  readonly tools?: { type: string; function?: FunctionOnWire }[];
  /** The legacy Chat Completions parameter. */
  readonly functions?: FunctionOnWire[];
  /** A Realtime session (`realtime.clientSecrets.create`). */
  readonly session?: { readonly tools?: FunctionOnWire[] };
}

/**
 * The functions of a request body: Chat Completions nests them under `function`, Responses does not;
 * legacy `functions` and a Realtime session's tools are flat.
 */
function functionsIn(body: unknown): FunctionOnWire[] {
  const { tools = [], functions = [], session } = body as Body;
  return [...tools.map((tool) => tool.function ?? (tool as unknown as FunctionOnWire)), ...functions, ...(session?.tools ?? [])];
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
    const helpers = await import("./fixture/helpers.js");
    const captures: WireCapture[] = [];
    for (const send of [chat.send, responses.send, helpers.sendFunctions]) for (const fn of await sendAll(send)) captures.push(captureOf(fn.name, fn));
    // The helpers: built one by one (some throw), then sent in the request their shape belongs to.
    type Kind = "chat" | "responses" | "realtime";
    const built: { key: string; tool: unknown; kind: Kind }[] = [];
    const build = (makers: Record<string, () => unknown>, realtime: boolean) => {
      for (const [key, make] of Object.entries(makers)) {
        try {
          const tool = make();
          built.push({ key, tool, kind: realtime ? "realtime" : (tool as { function?: unknown }).function !== undefined ? "chat" : "responses" });
        } catch (error) {
          captures.push({ tool: key, target: realtime ? "openai" : "openai-strict", thrown: (error as Error).message });
        }
      }
    };
    build(tools, false);
    build(helpers.standardTools, false);
    build(helpers.realtimeTools, true);
    const send = async (kind: Kind) => {
      const mine = built.filter((b) => b.kind === kind);
      const list = mine.map((b) => b.tool as never);
      const sent = await sendAll((client) =>
        kind === "chat"
          ? client.chat.completions.create({ model: "gpt-4.1", messages: [{ role: "user", content: "hi" }], tools: list })
          : kind === "responses"
            ? client.responses.create({ model: "gpt-4.1", input: "hi", tools: list })
            : // A Realtime session's tools go in its configuration; this is the HTTP path that carries it.
              client.realtime.clientSecrets.create({ session: { type: "realtime", tools: list } }),
      );
      sent.forEach((fn, i) => captures.push(captureOf(mine[i]!.key, fn)));
    };
    await send("chat");
    await send("responses");
    await send("realtime");
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
    ...["std_default", "std_optional"].map((tool) => ({ tool, target: "openai-strict", code: "sdk", why: "the Standard Schema helper throws at definition: the field is optional and not nullable on the input side (observed; openai-node src/lib/transform.ts ensureStrictJsonSchema)" })),
    { tool: "std_schema_ambiguous", target: "openai-strict", code: "sdk", why: "the Standard Schema helper throws at definition: oneOf branches not provably exclusive (observed; openai-node src/helpers/standard-schema.ts normalizeStructuredOutputSchema)" },
    { tool: "std_zod3", target: "openai-strict", code: "sdk", why: "the Standard Schema helper throws at definition: zod 3 has no ~standard.jsonSchema (observed; openai-node src/helpers/standard-schema.ts resolveStandardJSONSchema)" },
    ...["strict_uri", "z_formats"].map((tool) => ({
      tool,
      target: "openai-strict",
      code: "unsupported-keyword",
      why: `"format": "uri" is not among strict mode's string formats (${STRICT_GUIDE}; ${PROVIDERS} §1c; refused for a strict MCP tool, cyanheads/git-mcp-server#47)`,
    })),
    { tool: "legacy.lookup", target: "openai", code: "invalid-name", why: `${NAME_RULE}; the same rule in the legacy functions' own type doc (resources/chat/completions/completions.d.ts, ChatCompletionCreateParams.Function.name, openai 7.59.0)` },
    { tool: "legacy_root_union", target: "openai", code: "root-not-object", why: `parameters must be "type": "object", even without strict (${PROVIDERS} §1a; alibaba/spring-ai-alibaba#4576)` },
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
