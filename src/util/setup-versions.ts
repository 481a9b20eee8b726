// The ESLint and typescript-eslint parser versions the plugin runs on, and the one plain message for
// a setup outside them: ESLint older than 9, a parser older than the installed ESLint needs, a peer
// that is not installed (Yarn 3 and `--legacy-peer-deps` install none). Read from the peers' package.json
// files (`peer-packages.cts`): nothing of the user's code runs, nothing is fetched.
import peerPackages from "./peer-packages.cjs";
import installedTypeScriptVersion from "./typescript-version.cjs";

/**
 * The oldest `@typescript-eslint/parser` that lints with each ESLint major, found by installing both
 * into fresh projects and linting with the presets (2026-12-04). ESLint 10 calls
 * `scopeManager.addGlobals()`, which typescript-eslint's scope manager has from 8.54.0: 8.53.1 stops
 * with "scopeManager.addGlobals is not a function" on ESLint 10.0.0 and 10.15.0, 8.54.0 lints on both.
 * ESLint 9 lints from 8.0.0 (8.0.0, 8.20.0 and 8.40.0 tried on ESLint 9.39.5, 8.0.0 on 9.0.0).
 */
export const PARSER_FLOOR: Readonly<Record<number, string>> = { 9: "8.0.0", 10: "8.54.0" };

/**
 * What the install line of a missing peer adds: inside the peer ranges of package.json (a test checks
 * it), never npm's `latest` tag alone, which for `typescript` is TypeScript 7, whose package has no
 * compiler API.
 */
export const PEER_INSTALL: Readonly<Record<string, string>> = {
  eslint: "eslint@^10.0.0",
  "@typescript-eslint/parser": "@typescript-eslint/parser@^8.54.0",
  typescript: "typescript@~6.0.0",
};

type Version = readonly [number, number, number];

function parse(version: string): Version | undefined {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

function older(a: Version, b: Version): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The message for ESLint `version`, or undefined when the plugin runs on it. */
export function eslintProblem(version: string): string | undefined {
  const major = parse(version)?.[0];
  if (major === undefined || major >= 9) return undefined;
  return (
    `this plugin needs ESLint 9 or 10; you have ${version}. ` +
    `Upgrade ESLint (npm install -D ${PEER_INSTALL.eslint}) and, if your configuration is an .eslintrc file, ` +
    "move it to eslint.config.mjs (https://eslint.org/docs/latest/use/configure/migration-guide)."
  );
}

/** The message for typescript-eslint's parser `parserVersion` under ESLint `eslintVersion`, or undefined when they lint together. */
export function parserProblem(parserVersion: string, eslintVersion: string): string | undefined {
  const parser = parse(parserVersion);
  const major = parse(eslintVersion)?.[0];
  const floor = major === undefined ? undefined : PARSER_FLOOR[major];
  const needed = floor === undefined ? undefined : parse(floor);
  if (!parser || !needed || !older(parser, needed)) return undefined;
  return (
    `typescript-eslint's parser ${parserVersion} is too old for ESLint ${eslintVersion}: ESLint ${major} needs @typescript-eslint/parser ${floor} or newer. ` +
    `Upgrade it (npm install -D @typescript-eslint/parser@^${floor}, and typescript-eslint to the same version if you use it).`
  );
}

/** The message for peers that are not installed (package names), or undefined when none is missing. */
export function missingPeersProblem(missing: readonly string[]): string | undefined {
  if (missing.length === 0) return undefined;
  const specs = missing.map((name) => PEER_INSTALL[name] ?? name).join(" ");
  const names = missing.map((name) => `\`${name}\``).join(", ");
  return [
    `${names} ${missing.length === 1 ? "is" : "are"} not installed: this plugin reads your code through ESLint, TypeScript and typescript-eslint's parser, which your project installs beside it (Yarn and pnpm with auto-install-peers=false install no peer dependencies). Add ${missing.length === 1 ? "it" : "them"}:`,
    `  npm install -D ${specs}`,
    `  pnpm add -D ${specs}`,
    `  yarn add -D ${specs}`,
  ].join("\n");
}

let eslintVersion: string | null | undefined;

/**
 * The ESLint that runs: the package of the `eslint` command when that is the process's main module
 * (the one whose behaviour matters, should another copy sit where the plugin resolves its peer), else
 * the peer the plugin resolves, which is the one its CLI imports (and, installed as a peer, the one an
 * editor's ESLint loads it with).
 * Computed once per process.
 */
export function installedEslintVersion(): string | undefined {
  if (eslintVersion === undefined) eslintVersion = peerPackages.eslintCommandVersion() ?? peerPackages.eslintVersion() ?? null;
  return eslintVersion ?? undefined;
}

/** For the CLI, before it loads anything that imports a peer: a missing peer, then ESLint, then the parser. */
export function installedSetupProblem(): string | undefined {
  const parser = peerPackages.parserVersion();
  const installed: Record<string, string | undefined> = { eslint: peerPackages.eslintVersion(), "@typescript-eslint/parser": parser, typescript: installedTypeScriptVersion() };
  const missing = Object.keys(installed).filter((name) => installed[name] === undefined);
  if (missing.length > 0) return missingPeersProblem(missing);
  const eslint = installedEslintVersion();
  return (eslint && eslintProblem(eslint)) || (eslint && parser && parserProblem(parser, eslint)) || undefined;
}
