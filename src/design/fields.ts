// The input fields the design rules read: a tool's sent schema when it is the author's own design
// and fully known, and a field named in the user's words. Plain reads of the analysis, no checker.
import type ts from "typescript";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { locateFinding } from "../analysis/report/locate.js";
import type { Finding } from "../checks/types.js";
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

/**
 * Where a place in a tool's schema is written in the linted file, as a text range: the field's builder
 * call or literal, or the tool's anchor when it cannot be placed. Only the location is read of the
 * finding `locateFinding` takes, so a design rule passes its own message id with a stand-in code.
 */
export function schemaRange(analysis: ToolAnalysis, location: Finding["location"], messageId: string, sourceFile: ts.SourceFile): readonly [number, number] {
  const finding: Finding = { code: "unsupported-keyword", severity: "warning", targets: [], location, path: "", messageId, data: {}, message: "" };
  try {
    const place = locateFinding(analysis, finding, sourceFile);
    return place.range ?? [place.node.getStart(sourceFile), place.node.getEnd()];
  } catch {
    return [analysis.anchor.getStart(sourceFile), analysis.anchor.getEnd()];
  }
}
