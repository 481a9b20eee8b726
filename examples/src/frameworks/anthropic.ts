import Anthropic from "@anthropic-ai/sdk";
import { betaZodTool } from "@anthropic-ai/sdk/helpers/beta/zod";
import type { BetaRunnableTool } from "@anthropic-ai/sdk/lib/tools/BetaRunnableTool";
import { z } from "zod";

const client = new Anthropic();

/** Reused by several calls. The dot in "orders.lookup" is rejected by Anthropic's name pattern. */
export const orderTools: Anthropic.Tool[] = [
  {
    name: "orders.lookup",
    description: "Find an order by its id.",
    input_schema: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
  },
];

/** A runnable tool for the beta tool runner; zod's output conversion closes the object for strict mode. */
const refund = betaZodTool({
  name: "refund_order",
  description: "Refund an order, fully or in part.",
  inputSchema: z.object({ orderId: z.string(), amount: z.number().positive().optional() }),
  run: async ({ orderId }) => `refund queued for ${orderId}`,
});

/** The runners' own shape, written by hand: `run` and `parse` stay local, the rest is sent as written. */
const orderAge: BetaRunnableTool<{ orderId: string }> = {
  type: "custom",
  name: "order age",
  description: "How many days ago an order was placed.",
  input_schema: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
  parse: (input) => input as { orderId: string },
  run: async ({ orderId }) => `${orderId}: 3 days`,
};

/** A Managed Agent's custom tools go to Anthropic as written, never strict; toolsets are skipped. */
export const createSupportAgent = () =>
  client.beta.agents.create({
    name: "support-agent",
    model: "claude-sonnet-5",
    tools: [
      { type: "agent_toolset_20260401" },
      { type: "custom", name: "orders.cancel", description: "Cancel an order.", input_schema: { type: "object", properties: { orderId: { type: "string" } } } },
    ],
  });

export async function support(question: string) {
  const reply = await client.messages.create({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: question }],
    tools: [
      ...orderTools,
      // Server tools carry no schema and are not checked.
      { type: "web_search_20250305", name: "web_search", max_uses: 3 },
      {
        name: "escalate",
        description: "Hand the conversation to a human agent.",
        // strict tool use: every object must be closed, and this one is left open.
        input_schema: { type: "object", properties: { reason: { type: "string" } }, required: ["reason"] },
        strict: true,
      },
    ],
  });
  const runner = client.beta.messages.toolRunner({
    model: "claude-sonnet-4-5",
    max_tokens: 1024,
    messages: [{ role: "user", content: question }],
    tools: [refund, orderAge],
  });
  return { reply, final: await runner.runUntilDone() };
}
