// Installs the packed tarball into a fresh project, as a user would, and lints a tool definition with
// `import toolSchema from "eslint-plugin-tool-schema"` and `configs.recommended`, then runs the CLI.
// Done once with the ESLint the project develops on and once with the last ESLint 9.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), "tool-schema-pack-"));
const manifest = JSON.parse(execFileSync("npm", ["pkg", "get", "devDependencies"], { cwd: repo, encoding: "utf8" }));

function npm(args, cwd) {
  execFileSync("npm", [...args, "--loglevel=error"], { cwd, stdio: ["ignore", "ignore", "inherit"] });
}

const ESLINT_VERSIONS = [manifest.eslint, "9.39.5"];

function smoke(tarball, eslintVersion) {
  const project = path.join(work, `project-eslint-${eslintVersion}`);
  mkdirSync(path.join(project, "src"), { recursive: true });
  writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "smoke", private: true, type: "module" }));
  const peers = ["typescript", "@typescript-eslint/parser", "zod"].map((name) => `${name}@${manifest[name]}`);
  npm(["install", "--prefer-offline", "--no-audit", "--no-fund", path.join(work, tarball), `eslint@${eslintVersion}`, ...peers], project);

  copyFileSync(path.join(repo, "examples", "types", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
  writeFileSync(
    path.join(project, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }),
  );
  writeFileSync(
    path.join(project, "eslint.config.mjs"),
    `import tsParser from "@typescript-eslint/parser";
import toolSchema from "eslint-plugin-tool-schema";
export default [
  { files: ["**/*.ts"], languageOptions: { parser: tsParser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  toolSchema.configs.recommended,
];
`,
  );
  writeFileSync(
    path.join(project, "src", "tools.ts"),
    `import { ai } from "@warlock.js/ai";
import { z } from "zod";
export const t = ai.tool({ name: "fetch.weather", input: z.object({ city: z.string() }), execute: async () => 1 });
`,
  );
  const lint = spawnSync(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), "src"], { cwd: project, encoding: "utf8" });
  const expected = ["tool-schema/invalid-name", "tool-schema/missing-additional-properties-false"];
  if (lint.status !== 1 || !expected.every((rule) => lint.stdout.includes(rule))) {
    throw new Error(`eslint on the installed package did not report ${expected.join(", ")} (exit ${lint.status}):\n${lint.stdout}${lint.stderr}`);
  }
  const cli = spawnSync(path.join(project, "node_modules", ".bin", "tool-schema"), ["report", "--json"], { cwd: project, encoding: "utf8" });
  const tools = cli.status === 0 ? JSON.parse(cli.stdout).tools : [];
  if (tools.length !== 1 || tools[0].name !== "fetch.weather") {
    throw new Error(`the installed CLI did not report the tool (exit ${cli.status}):\n${cli.stdout}${cli.stderr}`);
  }
  console.log(`pack smoke: ${tarball} installs with eslint ${eslintVersion}, lints (${expected.length} rules fired) and reports 1 tool.`);
}

try {
  npm(["pack", "--pack-destination", work], repo);
  const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
  for (const version of ESLINT_VERSIONS) smoke(tarball, version);
} finally {
  rmSync(work, { recursive: true, force: true });
}
