import path from "node:path";
import Groq from "groq-sdk";
import type { JsonObject } from "../../../src/schema/types.js";
import { recordingFetch, type WireCapture, type WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface FunctionOnWire {
  readonly name: string;
  readonly parameters?: JsonObject;
}

interface Body {
  readonly tools?: { type: string; function?: FunctionOnWire }[];
  readonly functions?: FunctionOnWire[];
}

/** Every function a Groq request carries goes to Groq, strict or not (Groq documents strict for response_format only). */
function capturesOf(body: unknown): WireCapture[] {
  const { tools = [], functions = [] } = body as Body;
  const sent = [...tools.flatMap((tool) => (tool.function ? [tool.function] : [])), ...functions];
  return sent.map((fn) => ({ tool: fn.name, target: "groq", sent: { name: fn.name, schema: fn.parameters ?? {} } }));
}

async function sendAll(send: (client: Groq) => Promise<void>): Promise<WireCapture[]> {
  const { fetch, bodies } = recordingFetch();
  const client = new Groq({ apiKey: "x", fetch, maxRetries: 0 });
  await send(client).catch(() => undefined); // the fake answers 400 once the body is recorded
  return bodies.flatMap(capturesOf);
}

const NAME_RULE = "function names: a-z, A-Z, 0-9, _ and -, at most 64 (groq-sdk 1.6.0 src/resources/shared.ts FunctionDefinition.name; langgenius/dify#22867)";

export const suite: WireSuite = {
  label: "Groq SDK (groq-sdk 1.6.0)",
  dir,
  async capture() {
    const chat = await import("./fixture/chat.js");
    const typed = await import("./fixture/typed.js");
    return [...(await sendAll(chat.send)), ...(await sendAll(typed.send))];
  },
  rejections: [
    {
      tool: "view_agent_graph",
      target: "groq",
      code: "unsupported-keyword",
      why: "Groq's 400 `'required' present but 'properties' is missing` (usestrix/strix#1088, #1204; livekit/agents#4610)",
    },
    ...["search.docs", "lookup_customer_order_history_with_every_shipment_and_refund_v2_x", "read file", "legacy.lookup"].map((tool) => ({ tool, target: "groq", code: "invalid-name", why: NAME_RULE })),
  ],
};
