import type { JsonObject } from "../../src/schema/types.js";

/**
 * What each schema of `tests/fixtures/reliability/seal-schemas.ts` sends, written by hand from its
 * runtime calls: the openai-strict shape the framework asks Seal for (every property required,
 * those without `.required()` nullable, every object closed), with what the type cannot show —
 * descriptions, `.min()`, enum values, date formats.
 */
export const sealSentSchemas: Record<string, JsonObject> = {
  sealFlat: {
    type: "object",
    properties: {
      name: { type: "string", description: "Full name" },
      age: { type: ["integer", "null"], minimum: 0 },
      active: { type: "boolean" },
    },
    required: ["name", "age", "active"],
    additionalProperties: false,
  },
  sealNested: {
    type: "object",
    properties: {
      user: {
        type: "object",
        properties: { id: { type: "string" }, tags: { type: ["array", "null"], items: { type: "string" } } },
        required: ["id", "tags"],
        additionalProperties: false,
      },
      people: {
        type: ["array", "null"],
        items: { type: "object", properties: { first: { type: "string" } }, required: ["first"], additionalProperties: false },
      },
    },
    required: ["user", "people"],
    additionalProperties: false,
  },
  sealRecord: {
    type: "object",
    properties: { counts: { type: ["object", "null"], additionalProperties: { type: "integer" } } },
    required: ["counts"],
    additionalProperties: false,
  },
  sealEnum: {
    type: "object",
    properties: {
      role: { type: "string", enum: ["admin", "user"] },
      born: { type: ["string", "null"], format: "date-time" },
    },
    required: ["role", "born"],
    additionalProperties: false,
  },
  sealRootString: { type: "string" },
};
