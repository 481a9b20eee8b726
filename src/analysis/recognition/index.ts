// Recognition: which tool definitions a file holds, found through its imports, the frameworks' site
// forms and the project's own seams over them, before any schema is resolved.
import type ts from "../../util/typescript.cjs";
import type { FrameworkModule } from "../../frameworks/types.js";
import { toolsWithSeams } from "./front-door.js";
export { filesWithTools, holdsPlacedTools } from "./front-door.js";
export { frameworkPackages } from "./framework-packages.js";
import type { RecognisedTool } from "./sites.js";

/**
 * Finds every tool defined in a file: factory calls, `new` expressions, method calls on framework
 * instances, subclasses, values typed with a framework's tool type (`sites.ts`), and calls of the
 * project's own functions that forward their parameters into one of those (`seams.ts`).
 * Candidates are filtered by the file's imports first, so a file that imports no framework and no
 * local module costs one pass over its statements.
 */
export function findTools(
  program: ts.Program,
  sourceFile: ts.SourceFile,
  frameworks: readonly FrameworkModule[],
  options: { readonly rethrow?: boolean } = {},
): RecognisedTool[] {
  return toolsWithSeams(program, sourceFile, frameworks, options);
}
