#!/usr/bin/env node
// The CLI's entry: a TypeScript the plugin cannot use is refused with one plain message before
// anything that reads it is loaded; otherwise `run.ts` does the work.
import { installedTypeScriptProblem } from "../util/typescript-supported.js";

const problem = installedTypeScriptProblem();
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
