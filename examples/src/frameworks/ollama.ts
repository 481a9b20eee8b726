// Ollama's /api/chat through ollama-js: the library posts the tools as written, and the server keeps
// of each schema only what its Go structs hold, so bounds and closed objects never reach the model.
import ollama from "ollama";

/** "additionalProperties" and "maximum" are dropped by the server without an error. */
const setBrightness = {
  type: "function",
  function: {
    name: "set_brightness",
    description: "Set a room's light level.",
    parameters: {
      type: "object",
      additionalProperties: false,
      properties: { room: { type: "string", description: "Room name" }, level: { type: "integer", minimum: 0, maximum: 100 } },
      required: ["room", "level"],
    },
  },
};

export const ask = () =>
  ollama.chat({ model: "llama3.1", messages: [{ role: "user", content: "Turn the living room lights to 40 %." }], tools: [setBrightness] });
