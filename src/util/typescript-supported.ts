// Whether the installed `typescript` has the compiler API the plugin and typescript-eslint read, and
// when it does not (TypeScript 7), the install line that puts TypeScript 6's API beside it.
import { existsSync } from "node:fs";
import path from "node:path";
import installedTypeScriptVersion from "./typescript-version.cjs";

/**
 * TypeScript 6's compiler API published as its own package for projects on TypeScript 7 (the
 * side-by-side setup of the TypeScript 7.0 release notes; 6.0.2 is the npm `latest` of
 * `@typescript/typescript6` on 2026-12-02), installed under the name `typescript`. TypeScript 7 then
 * goes under a name of its own: not `@typescript/native`, which typescript-eslint 8.74 reserves (an
 * optional peer) for TypeScript 7.1's API, and whose `tsc` competes with the one
 * `@typescript/typescript6` brings, so the message names the compiler by its path.
 */
const TYPESCRIPT6_API = "@typescript/typescript6@6.0.2";

/**
 * How the project adds a dev dependency at an exact version, by the lockfile nearest above the working
 * directory: pnpm's `add` refuses the root package of a workspace without `-w`, which adds it there.
 */
export function addDevCommand(cwd: string): string {
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "pnpm-lock.yaml"))) return existsSync(path.join(cwd, "pnpm-workspace.yaml")) ? "pnpm add -w -D -E" : "pnpm add -D -E";
    if (existsSync(path.join(dir, "yarn.lock"))) return "yarn add -D -E";
    if (existsSync(path.join(dir, "package-lock.json")) || path.dirname(dir) === dir) return "npm install -D -E";
  }
}

/** The message for a `typescript` of `version`, or undefined when the plugin can use it; `add` is how the project adds a dev dependency. */
export function typescriptProblem(version: string, add = "npm install -D -E"): string | undefined {
  const major = Number.parseInt(version, 10);
  if (!(major >= 7)) return undefined;
  return [
    `TypeScript ${version} is installed as \`typescript\`, but TypeScript ${major} does not offer the JavaScript compiler API this plugin and typescript-eslint's parser read: they need TypeScript 5.0 to 6.0.`,
    `Install TypeScript 6's API as \`typescript\` and keep TypeScript ${major} beside it under another name:`,
    `  ${add} typescript@npm:${TYPESCRIPT6_API} typescript${major}@npm:typescript@${version}`,
    `and run TypeScript ${major}'s compiler by its path: \`node node_modules/typescript${major}/bin/tsc\`.`,
  ].join("\n");
}

/** The problem with the `typescript` the plugin resolves, if any; none when it is missing (Node's own message then says so). */
export function installedTypeScriptProblem(): string | undefined {
  const version = installedTypeScriptVersion();
  // The lockfiles are looked for only when the message is given: every load of the plugin asks this.
  if (version === undefined || typescriptProblem(version) === undefined) return undefined;
  return typescriptProblem(version, addDevCommand(process.cwd()));
}
