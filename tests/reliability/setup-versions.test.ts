// The versions the plugin runs on and its one message for each setup outside them. The end-to-end
// cases (ESLint 8.57.1 and the packed plugin; ESLint 10 and @typescript-eslint/parser 8.48.0; the
// parser not installed) are installed for real in scripts/pack-smoke.mjs.
import { readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import {
  eslintProblem,
  installedEslintVersion,
  installedSetupProblem,
  missingPeersProblem,
  PARSER_FLOOR,
  parserProblem,
  PEER_INSTALL,
} from "../../src/util/setup-versions.js";

const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, "..", "..", "package.json"), "utf8")) as {
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("ESLint", () => {
  it.each([["9.0.0"], ["9.39.5"], ["10.0.0"], ["10.15.0"], ["10.0.0-rc.2"]])("runs on ESLint %s", (version) => {
    expect(eslintProblem(version)).toBeUndefined();
  });

  it.each([["8.57.1"], ["8.57.0"], ["8.0.0"], ["7.32.0"]])("refuses ESLint %s in one sentence that says what to do", (version) => {
    expect(eslintProblem(version)).toBe(
      `this plugin needs ESLint 9 or 10; you have ${version}. Upgrade ESLint (npm install -D eslint@^10.0.0) and, if your configuration is an .eslintrc file, move it to eslint.config.mjs (https://eslint.org/docs/latest/use/configure/migration-guide).`,
    );
  });

  it("finds the ESLint this checkout installs, and nothing wrong with it", () => {
    expect(installedEslintVersion()).toBe(manifest.devDependencies.eslint);
    expect(installedSetupProblem()).toBeUndefined();
  });
});

describe("typescript-eslint's parser for the installed ESLint", () => {
  // Floors found by installing each pair and linting (see PARSER_FLOOR): 8.53.1 is the newest that stops
  // with "scopeManager.addGlobals is not a function" under ESLint 10.
  it.each([
    ["8.54.0", "10.0.0"],
    ["8.72.0", "10.15.0"],
    ["8.74.0", "10.16.0"],
    ["8.0.0", "9.0.0"],
    ["8.48.0", "9.39.5"],
    ["8.53.1", "9.39.5"],
  ])("parser %s lints with ESLint %s", (parser, eslint) => {
    expect(parserProblem(parser, eslint)).toBeUndefined();
  });

  it.each([
    ["8.48.0", "10.15.0"],
    ["8.53.1", "10.0.0"],
    ["8.0.0", "10.4.1"],
  ])("parser %s is refused under ESLint %s, with the version to install", (parser, eslint) => {
    expect(parserProblem(parser, eslint)).toBe(
      `typescript-eslint's parser ${parser} is too old for ESLint ${eslint}: ESLint 10 needs @typescript-eslint/parser 8.54.0 or newer. Upgrade it (npm install -D @typescript-eslint/parser@^8.54.0, and typescript-eslint to the same version if you use it).`,
    );
  });

  it("the peer range starts at the floor of the newest ESLint it accepts, and every floor is inside it", () => {
    expect(manifest.peerDependencies["@typescript-eslint/parser"]).toBe(`^${PARSER_FLOOR[10]}`);
    expect(Object.keys(PARSER_FLOOR).map(Number)).toEqual([9, 10]);
    expect(semver.satisfies(`${PARSER_FLOOR[10]}`, manifest.peerDependencies["@typescript-eslint/parser"]!)).toBe(true);
  });
});

describe("a peer that is not installed", () => {
  it("names each missing package with the line for npm, pnpm and Yarn", () => {
    expect(missingPeersProblem(["@typescript-eslint/parser"])!.split("\n")).toEqual([
      "`@typescript-eslint/parser` is not installed: this plugin reads your code through ESLint, TypeScript and typescript-eslint's parser, which your project installs beside it (Yarn and pnpm with auto-install-peers=false install no peer dependencies). Add it:",
      "  npm install -D @typescript-eslint/parser@^8.54.0",
      "  pnpm add -D @typescript-eslint/parser@^8.54.0",
      "  yarn add -D @typescript-eslint/parser@^8.54.0",
    ]);
    expect(missingPeersProblem(["@typescript-eslint/parser", "typescript"])!.split("\n")[1]).toBe("  npm install -D @typescript-eslint/parser@^8.54.0 typescript@~6.0.0");
    expect(missingPeersProblem([])).toBeUndefined();
  });

  it("installs only versions inside the peer ranges (never npm's latest TypeScript 7)", () => {
    for (const [name, range] of Object.entries(manifest.peerDependencies)) {
      const spec = PEER_INSTALL[name]!;
      expect(spec.startsWith(`${name}@`)).toBe(true);
      expect(semver.subset(spec.slice(name.length + 1), range), `${spec} inside ${range}`).toBe(true);
    }
  });
});
