// The input fields the design rules read: a tool's sent schema when it is the author's own design
// and fully known, and a field named in the user's words. Plain reads of the analysis, no checker.
import type { ToolAnalysis } from "../analysis/analyze.js";
import { nodeInWords } from "../checks/words.js";
import type { JsonObject, Pointer } from "../schema/types.js";

/**
 * The schema a tool sends, when it is the author's own design and fully known: not for a tool with
 * `lint: false`, one the SDK throws on, one without input or whose schema the framework replaces
 * (LangChain's string tools), nor one read only through types (its descriptions are not visible).
 */
export function designedSchema(analysis: ToolAnalysis): JsonObject | undefined {
  if (analysis.lint === false || analysis.fails || analysis.unresolved || !analysis.sent) return undefined;
  if (analysis.route === "none" || analysis.route === "framework") return undefined;
  if (!analysis.exact) return undefined;
  return analysis.sent;
}

/**
 * A field in the user's words: `field "tags[]"` for the items of a nullable list too, since the
 * branch of a nullable (or of an object union, whose properties are named alike) is no field of its own.
 */
export function fieldInWords(pointer: Pointer): string {
  return nodeInWords(pointer.replace(/\/(anyOf|oneOf|allOf)\/\d+/g, ""));
}
