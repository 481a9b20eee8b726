#!/usr/bin/env node
// The CLI's entry: a setup the plugin cannot run on (a peer not installed, ESLint older than 9, a
// typescript-eslint parser too old for the ESLint, a TypeScript without the compiler API) is refused
// with one plain message before anything that imports those packages is loaded; otherwise `run.ts`
// does the work.
import { installedSetupProblem } from "../util/setup-versions.js";
import { installedTypeScriptProblem } from "../util/typescript-supported.js";

const problem = installedSetupProblem() ?? installedTypeScriptProblem();
if (problem) {
  console.error(`tool-schema: ${problem}`);
  process.exitCode = 2;
} else {
  // Set the exit code and let Node exit on its own: process.exit() would cut piped output short.
  import("./run.js").then(({ main }) => main()).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 2;
    },
  );
}
