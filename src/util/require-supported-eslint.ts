// Imported by the plugin's entry before its rules and presets: under ESLint 8 the load stops here with
// one plain message, instead of ESLint's own text about options or rules it cannot use.
import { ToolSchemaConfigError } from "./config-error.js";
import { eslintProblem, installedEslintVersion } from "./setup-versions.js";

const version = installedEslintVersion();
const problem = version === undefined ? undefined : eslintProblem(version);
if (problem) throw new ToolSchemaConfigError(problem);
