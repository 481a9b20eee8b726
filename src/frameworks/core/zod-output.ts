// Framework core: zod 4's output-mode conversion (defaults required, objects closed), for frameworks
// that call `z.toJSONSchema()` without `io: "input"`.
import { outputModeOf } from "../../schema/zod-chain/output-mode.js";
import { pointerToPath, type JsonObject } from "../../schema/types.js";
import type { TransformResult } from "../types.js";

/**
 * zod 4's `io: "output"` conversion derived from the `io: "input"` one the zod route extracts: objects
 * closed with `additionalProperties: false`, properties with a default required. Frameworks that call
 * `z.toJSONSchema(schema)` without `io` (`betaZodTool`, LangChain) send this shape. Only the required
 * defaults are reported: a closed object only asks the model for what the schema lists.
 */
export function zodOutputShape(schema: JsonObject): TransformResult {
  const output = outputModeOf(schema);
  const changes = output.madeRequired.map((pointer) => ({
    location: { kind: "schema" as const, pointer, keyword: "default" },
    change: `makes ${pointerToPath(pointer)} required (zod's output conversion of a field with a default)`,
  }));
  return { schema: output.schema, changes };
}
