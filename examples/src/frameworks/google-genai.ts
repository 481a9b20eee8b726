import { GoogleGenAI, Type, type FunctionDeclaration, type Schema } from "@google/genai";

const ai = new GoogleGenAI({ apiKey: process.env.GEMINI_API_KEY });

/** The OpenAPI-style `parameters` field, written with the SDK's `Type` enum. */
const setThermostat: FunctionDeclaration = {
  name: "set_thermostat",
  description: "Set the target temperature of a room.",
  parameters: {
    type: Type.OBJECT,
    properties: { room: { type: Type.STRING }, celsius: { type: Type.NUMBER, minimum: 5, maximum: 30 } },
    required: ["room", "celsius"],
  },
};

/**
 * A JSON Schema copied from another provider's tool. The SDK rewrites it silently for `parameters`,
 * and the description beside the nullable anyOf is lost on the way.
 */
const findDeviceSchema = {
  type: "object",
  properties: {
    name: { type: "string" },
    room: { description: "Room to search; null for the whole house.", anyOf: [{ type: "string" }, { type: "null" }] },
    kind: { type: "string", const: "light" },
  },
  required: ["name"],
  additionalProperties: false,
};

export async function home(prompt: string) {
  return ai.models.generateContent({
    model: "gemini-2.5-flash",
    contents: prompt,
    config: {
      tools: [
        {
          functionDeclarations: [
            setThermostat,
            {
              name: "find_device",
              description: "Find a device by name.",
              parameters: findDeviceSchema as Schema,
            },
            {
              name: "list_scenes",
              description: "List the saved lighting scenes.",
              // The full JSON Schema field, sent as written.
              parametersJsonSchema: { type: "object", properties: { limit: { type: "integer", minimum: 1 } } },
            },
          ],
        },
      ],
    },
  });
}
