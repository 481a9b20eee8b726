// Imported first by the plugin's entry: a TypeScript without the compiler API stops the load here,
// with one plain message, before any module reads `ts.SyntaxKind` or loads typescript-eslint's parser.
import { ToolSchemaConfigError } from "./config-error.js";
import { installedTypeScriptProblem } from "./typescript-supported.js";

const problem = installedTypeScriptProblem();
if (problem) throw new ToolSchemaConfigError(problem);
