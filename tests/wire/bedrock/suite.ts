import path from "node:path";
import { BedrockRuntime, BedrockRuntimeClient } from "@aws-sdk/client-bedrock-runtime";
import type { JsonObject } from "../../../src/schema/types.js";
import type { WireCapture, WireSuite } from "../harness.js";

const dir = path.join(import.meta.dirname, "fixture");

interface ToolOnWire {
  readonly toolSpec?: { readonly name: string; readonly inputSchema: { readonly json: JsonObject } };
}

/**
 * The AWS SDK's own request pipeline (serialisation, endpoint, SigV4 signing with fake credentials)
 * down to the HTTP handler, which records the request and answers a ValidationException: nothing
 * leaves the machine and the SDK does not retry (`maxAttempts: 1`).
 */
function recordingConfig(bodies: unknown[]) {
  return {
    region: "us-east-1",
    credentials: { accessKeyId: "AKIDWIRETEST", secretAccessKey: "wire-test" },
    maxAttempts: 1,
    requestHandler: {
      async handle(request: { body?: unknown }) {
        const body = request.body;
        bodies.push(JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body as Uint8Array)));
        const answer = new TextEncoder().encode(JSON.stringify({ message: "captured by the wire test" }));
        return { response: { statusCode: 400, headers: { "content-type": "application/json", "x-amzn-errortype": "ValidationException" }, body: answer } };
      },
    },
  };
}

/** Runs each fixture request; returns the `toolSpec`s of every body, as the `bedrock` destination received them. */
async function sendAll(): Promise<WireCapture[]> {
  const fixture = await import("./fixture/tools.js");
  const bodies: unknown[] = [];
  const client = new BedrockRuntimeClient(recordingConfig(bodies));
  const aggregated = new BedrockRuntime(recordingConfig(bodies));
  for (const send of [() => fixture.converse(client), () => fixture.converseStream(client), () => fixture.aggregated(aggregated)]) {
    const before = bodies.length;
    // The fake handler answers 400 once the body is recorded; an error before that is the SDK's own.
    await send().catch((error: unknown) => {
      if (bodies.length === before) throw error;
    });
  }
  return bodies.flatMap((body) =>
    ((body as { toolConfig?: { tools?: ToolOnWire[] } }).toolConfig?.tools ?? []).flatMap((tool) =>
      tool.toolSpec ? [{ tool: tool.toolSpec.name, target: "bedrock", sent: { name: tool.toolSpec.name, schema: tool.toolSpec.inputSchema.json } }] : [],
    ),
  );
}

const PROVIDERS = "shared/reference/providers.md";
const TOOL_SPEC = "docs.aws.amazon.com/bedrock/latest/APIReference/API_runtime_ToolSpecification.html";

export const suite: WireSuite = {
  label: "AWS Bedrock Runtime SDK (@aws-sdk/client-bedrock-runtime 3.1164.0)",
  dir,
  capture: sendAll,
  rejections: [
    { tool: "search.docs", target: "bedrock", code: "invalid-name", why: `toolSpec.name matches [a-zA-Z0-9_-]+ (${TOOL_SPEC}; ${PROVIDERS} §Bedrock)` },
    {
      tool: "look_up_the_complete_shipping_history_of_one_parcel_with_every_scan",
      target: "bedrock",
      code: "invalid-name",
      why: `toolSpec.name is 1–64 characters: \`tools.43.custom.name: String should have at most 64 characters\` (${TOOL_SPEC}; aws/aws-sdk-js-v3#7287, anthropics/claude-code#5132)`,
    },
    ...["root_union", "object_one_of"].map((tool) => ({
      tool,
      target: "bedrock",
      code: "root-not-object",
      why: `Claude behind Converse is validated by Anthropic: "input_schema does not support oneOf, allOf, or anyOf at the top level" (${PROVIDERS} §2; anthropics/claude-code#27337)`,
    })),
    { tool: "no_type_root", target: "bedrock", code: "root-not-object", why: `Claude behind Converse: "tools.N.custom.input_schema.type: Field required" (${PROVIDERS} §2; anthropics/claude-code#5132)` },
  ],
};
