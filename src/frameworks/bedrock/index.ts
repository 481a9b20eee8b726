// AWS SDK for JavaScript v3, Bedrock Runtime: the Converse API's tools (`ConverseCommand`, `ConverseStreamCommand`,
// `BedrockRuntime#converse`, typed `Tool` values), whose `inputSchema.json` the SDK sends as written (read.ts).
import { readCommand, readMethod, readTyped } from "./read.js";
import type { FrameworkModule } from "../types.js";

const SDK = "@aws-sdk/client-bedrock-runtime";

const SERIALISER =
  "@smithy/core 3.41.1 dist-es/submodules/protocols/json/codec-v2/JsonShapeSerializer2.js (a document is written key by key, values as JSON), the codec of AwsRestJsonProtocol (@aws-sdk/core 3.981.2), which @aws-sdk/client-bedrock-runtime 3.1164.0 dist-es/runtimeConfig.shared.js uses";

/**
 * Bedrock's Converse API through the AWS SDK v3: a tool is `{ toolSpec: { name, description,
 * inputSchema: { json } } }` in `toolConfig.tools`. The SDK has no schema helper and converts
 * nothing: `json` is a Smithy document, serialised as the JSON it is (seen on the wire,
 * tests/wire/bedrock). A schema object of a library placed there (a zod schema) is not converted
 * either: its internals would be sent, so such an input counts as unconvertible.
 */
export const bedrock: FrameworkModule = {
  id: "bedrock",
  label: "AWS Bedrock Runtime SDK",
  packages: [SDK],
  versionPackage: SDK,
  forms: [
    { kind: "new", callee: ["ConverseCommand"], read: readCommand("ConverseCommand") },
    { kind: "new", callee: ["ConverseStreamCommand"], read: readCommand("ConverseStreamCommand") },
    { kind: "method", instanceOf: [["BedrockRuntime"]], method: ["converse"], read: readMethod("converse") },
    { kind: "method", instanceOf: [["BedrockRuntime"]], method: ["converseStream"], read: readMethod("converseStream") },
    { kind: "typed", typeNames: ["Tool", "ToolSpecification", "ToolConfiguration"], read: readTyped },
  ],
  sends: {
    literal: "as-written",
    typed: "as-written",
    // No converter: a zod / Seal / Standard Schema object would be serialised as a document of its internals.
    libraries: { zod: "unconvertible", zod3: "unconvertible", seal: "unconvertible", standard: "unconvertible" },
    replaceNonObjectRoot: false,
  },
  destinations: {
    targets: ["bedrock"],
    via: "in the Converse request's `toolConfig.tools[].toolSpec.inputSchema.json`, as written",
    source: `${SDK} 3.1164.0 dist-types/models/models_0.d.ts (ToolSpecification, ToolInputSchema.json: __DocumentType) and ${SERIALISER}; seen on the wire (tests/wire/bedrock), 2026-12-02`,
  },
  source: `${SDK} 3.1164.0 (npm): dist-types/commands/ConverseCommand.d.ts, ConverseStreamCommand.d.ts, BedrockRuntime.d.ts (converse, converseStream), dist-types/models/models_0.d.ts (ToolConfiguration, Tool, ToolSpecification, ToolInputSchema); ${SERIALISER}; read 2026-12-02`,
};
