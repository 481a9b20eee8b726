import { ai } from "@warlock.js/ai";
import { z } from "zod";

/** A clean tool: required fields only, a closed object, a short description. */
export const getWeather = ai.tool({
  name: "get_weather",
  description: "Current weather for a city. Use when the user asks about weather right now.",
  input: z.strictObject({
    city: z.string(),
    unit: z.enum(["celsius", "fahrenheit"]),
  }),
  execute: async ({ city, unit }) => ({ city, unit, temperature: 21 }),
});
