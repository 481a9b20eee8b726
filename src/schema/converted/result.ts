import type ts from "typescript";
import type { JsonObject, Resolution, SourceMap } from "../types.js";

/**
 * The route's answer: the converter's JSON as the tool sends it (a copy, so nothing the emitter
 * still holds is shared), with every origin also crossing the consts between the input and the call.
 */
export function resolved(schema: JsonObject, map: SourceMap, via: readonly ts.Node[], gaps: readonly string[], exact = true): Resolution {
  const copied = JSON.parse(JSON.stringify(schema)) as JsonObject;
  if (via.length > 0) for (const [pointer, origin] of map) map.set(pointer, { ...origin, via: [...via, ...origin.via] });
  return { ok: true, route: "converted", exact, gaps, schema: copied, map };
}
