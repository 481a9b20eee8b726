// Installs the packed tarball into fresh projects as a user would, with the README's install line and
// config, and checks what a new user meets:
// - the install prints no ERESOLVE or peer warning;
// - `eslint .` with the README's first configuration (read from README.md) lints a Next.js-shaped
//   project: an app-router `route.ts` with `streamText` tools, a `.tsx` component defining a tool,
//   `next.config.ts`, a zod tool and one typed by its `execute` parameter, and leaves the plain
//   .js/.mjs files that import things alone; the same with typescript-eslint's
//   `recommendedTypeChecked` before the preset;
// - the CLI reports the tools;
// - one TypeScript is loaded, also where npm gives ts-json-schema-generator its own copy;
// - token counts come from the rank table the build ships (dist/tokens/o200k-ranks.bin).
// Done with the peers npm picks today for ESLint 10 (TypeScript 6), with ESLint 9 + TypeScript 5, and
// with TypeScript 7 forced in: the CLI and a config importing the plugin first say, in one plain
// message, what to install; the project then runs that install line and every check above passes.
// Then the setups the plugin does not run on, installed for real in one project, one after the other:
// ESLint 10 with @typescript-eslint/parser 8.48 (older than ESLint 10 needs), the parser not installed
// (as Yarn leaves it), ESLint 8.57; `eslint .` and the CLI each stop with the plugin's one message.
// Between them, ESLint 10 with the oldest parser the peer range accepts (8.54.0) lints.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repo = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(path.join(os.tmpdir(), "tool-schema-pack-"));
const manifest = JSON.parse(execFileSync("npm", ["pkg", "get", "devDependencies"], { cwd: repo, encoding: "utf8" }));

/** Each project: what the user adds to the README's install line. */
const PROJECTS = [
  { label: "eslint 10, peers as npm picks them", extra: [`eslint@${manifest.eslint}`, "typescript-eslint", "zod", `ai@${manifest.ai}`] },
  { label: "eslint 9, typescript 5", extra: ["eslint@9.39.5", `typescript@${manifest.typescript}`, "typescript-eslint", "zod", `ai@${manifest.ai}`] },
  { label: "typescript 7 beside TypeScript 6's API", extra: [`eslint@${manifest.eslint}`, "typescript-eslint", "zod", `ai@${manifest.ai}`], typescript7: "7.0.2" },
];

/** The README's first configuration, exactly as a user copies it. */
const readme = readFileSync(path.join(repo, "README.md"), "utf8");
const README_CONFIG = /```js\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("## Configure")))?.[1];
if (!README_CONFIG?.includes("toolSchema.configs.recommended")) throw new Error("README.md has no configuration under ## Configure");

/** typescript-eslint's type-checked preset first, then the plugin's, as a user adding the plugin to a typed setup writes it. */
const TYPE_CHECKED_CONFIG = `import tseslint from "typescript-eslint";
import toolSchema from "eslint-plugin-tool-schema";
export default [
  ...tseslint.configs.recommendedTypeChecked,
  toolSchema.configs.recommended,
  { files: ["**/*.js", "**/*.mjs"], ...tseslint.configs.disableTypeChecked },
];
`;

/** An app-router route with `streamText` tools: a name no provider accepts. */
const ROUTE = `import { streamText, tool } from "ai";
import { z } from "zod";
export async function POST(request: Request) {
  const { prompt } = (await request.json()) as { prompt: string };
  const result = streamText({
    model: "openai/gpt-4.1",
    prompt,
    tools: { "get weather": tool({ description: "Weather by city.", inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city }) },
  });
  return result.toTextStreamResponse();
}
`;

/** A component file that defines a strict tool: an optional field OpenAI's strict mode rejects. */
const COMPONENT = `import { tool } from "ai";
import { z } from "zod";
export const lookup = tool({ description: "Look a record up.", inputSchema: z.object({ q: z.string().optional() }), strict: true, execute: async ({ q }) => q ?? "" });
export function Chat({ count }: { count: number }) {
  return <p>{count}</p>;
}
`;

const TOOLS = `import { ai } from "@warlock.js/ai";
import { z } from "zod";
export const t = ai.tool({ name: "fetch.weather", input: z.object({ city: z.string() }), execute: async () => 1 });
`;

const TYPED = `import { ai } from "@warlock.js/ai";
interface Input {
  /** The city. */
  city: string;
  unit: "c" | "f" | 3;
}
export const typed = ai.tool({ name: "typed_weather", description: "Weather by city.", execute: async (input: Input) => input.city });
`;

/** Lints with the installed ESLint in-process, then lists every TypeScript module that got loaded. */
const LOADED_TYPESCRIPTS = `import { createRequire } from "node:module";
import { ESLint } from "eslint";
const results = await new ESLint().lintFiles(["src"]);
const loaded = Object.keys(createRequire(import.meta.url).cache).filter((file) => /[\\\\/]typescript[\\\\/]lib[\\\\/]typescript\\.js$/.test(file));
console.log(JSON.stringify({ messages: results.reduce((n, r) => n + r.messages.length, 0), loaded }));
`;

function install(args, cwd) {
  const run = spawnSync("npm", ["install", "-D", "-E", "--no-audit", "--no-fund", ...args], { cwd, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`npm install failed (exit ${run.status}):\n${run.stderr}`);
  const complaints = run.stderr.split("\n").filter((line) => /ERESOLVE|peer dep|conflicting peer/i.test(line));
  if (complaints.length > 0) throw new Error(`npm install warned about peers:\n${complaints.join("\n")}`);
}

/** The config's first import is the plugin, so its check runs before typescript-eslint's parser loads. */
const PLUGIN_FIRST_CONFIG = `import toolSchema from "eslint-plugin-tool-schema";
import tseslint from "typescript-eslint";
export default [
  { files: ["**/*.ts"], languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  toolSchema.configs.recommended,
];
`;

/**
 * A user who forces TypeScript 7 in (npm refuses it for the peers otherwise): the CLI and ESLint stop
 * with the plugin's message and no stack of its frames; then the install line of that message is run.
 */
function forceTypeScript7(project, version) {
  const forced = spawnSync("npm", ["install", "-D", "-E", "--no-audit", "--no-fund", "--legacy-peer-deps", `typescript@${version}`], { cwd: project, encoding: "utf8" });
  if (forced.status !== 0) throw new Error(`npm install typescript@${version} failed (exit ${forced.status}):\n${forced.stderr}`);

  const cli = spawnSync(path.join(project, "node_modules", ".bin", "tool-schema"), ["report"], { cwd: project, encoding: "utf8" });
  const line = /^ {2}(npm install -D -E .+)$/m.exec(cli.stderr)?.[1];
  if (cli.status !== 2 || !cli.stderr.includes(`TypeScript ${version} is installed`) || !line || /^\s+at /m.test(cli.stderr)) {
    throw new Error(`the CLI under TypeScript ${version} did not stop with the plugin's message and an install line (exit ${cli.status}):\n${cli.stdout}${cli.stderr}`);
  }
  writeFileSync(path.join(project, "eslint.config.mjs"), PLUGIN_FIRST_CONFIG);
  const lint = spawnSync(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), "."], { cwd: project, encoding: "utf8" });
  const output = lint.stdout + lint.stderr;
  if (lint.status !== 2 || !output.includes(`eslint-plugin-tool-schema: TypeScript ${version} is installed`) || !output.includes(line) || /eslint-plugin-tool-schema[\\/]dist/.test(output)) {
    throw new Error(`eslint . under TypeScript ${version} did not stop with the plugin's message alone (exit ${lint.status}):\n${output}`);
  }

  install(line.split(" ").slice(4), project);
  const compiler = /`node (node_modules\/\S+)`/.exec(cli.stderr)?.[1] ?? "(no compiler path in the message)";
  const tsc = spawnSync(process.execPath, [compiler, "--version"], { cwd: project, encoding: "utf8" });
  if (!tsc.stdout.includes(version)) throw new Error(`after the install line, ${compiler} is not TypeScript ${version}: ${tsc.stdout}${tsc.stderr}`);
}

/** `eslint .` reports each expected rule, in the route, the component and the tool files, and nothing on the JavaScript files. */
function lintsTheProject(project, configLabel, expected) {
  const lint = spawnSync(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), "."], { cwd: project, encoding: "utf8" });
  const files = ["route.ts", "chat.tsx", "tools.ts"];
  if (lint.status !== 1 || !expected.every((rule) => lint.stdout.includes(rule)) || !files.every((file) => lint.stdout.includes(file)) || /script\.js|task\.mjs/.test(lint.stdout)) {
    throw new Error(`eslint . with ${configLabel} did not report ${expected.join(", ")} in ${files.join(", ")} and nothing on the JavaScript files (exit ${lint.status}):\n${lint.stdout}${lint.stderr}`);
  }
}

function smoke(tarball, { label, extra, typescript7 }) {
  const project = mkdtempSync(path.join(work, "project-"));
  mkdirSync(path.join(project, "src"), { recursive: true });
  writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "smoke", private: true, type: "module" }));
  // The README's install line, then what the README's config imports.
  install([path.join(work, tarball)], project);
  install(extra, project);

  copyFileSync(path.join(repo, "examples", "types", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
  writeFileSync(
    path.join(project, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", jsx: "preserve", strict: true, noEmit: true, skipLibCheck: true }, include: ["**/*.ts", "**/*.tsx"] }),
  );
  mkdirSync(path.join(project, "app", "api", "chat"), { recursive: true });
  mkdirSync(path.join(project, "components"), { recursive: true });
  writeFileSync(path.join(project, "app", "api", "chat", "route.ts"), ROUTE);
  writeFileSync(path.join(project, "components", "chat.tsx"), COMPONENT);
  writeFileSync(path.join(project, "next.config.ts"), `const nextConfig = { reactStrictMode: true };\nexport default nextConfig;\n`);
  writeFileSync(path.join(project, "src", "tools.ts"), TOOLS);
  writeFileSync(path.join(project, "src", "typed.ts"), TYPED);
  writeFileSync(path.join(project, "src", "script.js"), `import path from "node:path";\nexport const here = path.resolve(".");\n`);
  writeFileSync(path.join(project, "src", "task.mjs"), `import { readFileSync } from "node:fs";\nexport const read = () => readFileSync("x", "utf8");\n`);
  if (typescript7) forceTypeScript7(project, typescript7);
  writeFileSync(path.join(project, "eslint.config.mjs"), README_CONFIG);

  const expected = ["tool-schema/invalid-name", "tool-schema/missing-additional-properties-false", "tool-schema/optional-not-required"];
  lintsTheProject(project, "the README's configuration", expected);

  const cli = spawnSync(path.join(project, "node_modules", ".bin", "tool-schema"), ["report", "--json"], { cwd: project, encoding: "utf8" });
  const tools = cli.status === 0 ? JSON.parse(cli.stdout).tools : [];
  const names = tools.map((tool) => `${tool.file}:${tool.name}:${tool.route}`).sort();
  // The typed tool goes through ts-json-schema-generator ("type"), even on another TypeScript major.
  if (names.join() !== "app/api/chat/route.ts:get weather:zod,components/chat.tsx:null:zod,src/tools.ts:fetch.weather:zod,src/typed.ts:typed_weather:type") {
    throw new Error(`the installed CLI did not report both tools with their routes (exit ${cli.status}): ${names.join()}\n${cli.stderr}`);
  }

  writeFileSync(path.join(project, "eslint.config.mjs"), TYPE_CHECKED_CONFIG);
  lintsTheProject(project, "typescript-eslint's recommendedTypeChecked before the preset", expected);
  writeFileSync(path.join(project, "eslint.config.mjs"), README_CONFIG);

  writeFileSync(path.join(project, "loaded.mjs"), LOADED_TYPESCRIPTS);
  const probe = spawnSync(process.execPath, ["loaded.mjs"], { cwd: project, encoding: "utf8" });
  const { loaded = [] } = probe.status === 0 ? JSON.parse(probe.stdout) : {};
  if (loaded.length !== 1) throw new Error(`expected one TypeScript loaded, found ${loaded.length}: ${loaded.join(", ")}\n${probe.stderr}`);

  // Token counts come from the rank table the build wrote into the package, not gpt-tokenizer's 2.4 MB module.
  const tokens = path.join(project, "node_modules", "eslint-plugin-tool-schema", "dist", "tokens", "o200k.js");
  const counted = spawnSync(process.execPath, ["--input-type=module", "-e", `const m = await import(${JSON.stringify(pathToFileURL(tokens).href)}); m.countO200k("tiktoken is great!"); console.log(JSON.stringify(m.o200kState()));`], { cwd: project, encoding: "utf8" });
  const source = counted.status === 0 ? JSON.parse(counted.stdout).source : undefined;
  if (source !== "table") throw new Error(`the installed package counted tokens from ${source}, not its rank table\n${counted.stderr}`);

  const typescript = JSON.parse(execFileSync("npm", ["pkg", "get", "version"], { cwd: path.join(project, "node_modules", "typescript"), encoding: "utf8" }));
  const refused = typescript7 ? `; TypeScript ${typescript7} refused with the install line, which then works` : "";
  console.log(`pack smoke (${label}): installs without peer warnings, typescript ${typescript}${refused}; eslint . with the README's configuration and after recommendedTypeChecked reports ${expected.length} rules in .ts and .tsx files only; the CLI reports ${tools.length} tools; one TypeScript loaded; tokens counted from the shipped rank table.`);
}

/** The README's configuration on one tool file, in a project installed as `legacy-peer-deps` users, pnpm and Yarn get there. */
function installRefused(project, args) {
  // npm itself refuses these peers (ERESOLVE); `--legacy-peer-deps` installs what a project asks as is.
  const run = spawnSync("npm", ["install", "-D", "-E", "--no-audit", "--no-fund", "--legacy-peer-deps", "--prefer-offline", ...args], { cwd: project, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`npm install ${args.join(" ")} failed (exit ${run.status}):\n${run.stderr}`);
}

/** `eslint .` and `tool-schema report` both stop with exactly `message`, prefixed by who says it, and nothing of ESLint's or Node's own. */
function stopsWith(project, label, message, foreign) {
  const lint = spawnSync(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), "."], { cwd: project, encoding: "utf8" });
  const output = lint.stdout + lint.stderr;
  if (lint.status !== 2 || !output.includes(`eslint-plugin-tool-schema: ${message}\n`) || foreign.test(output) || /eslint-plugin-tool-schema[\\/]dist|^\s+at /m.test(output)) {
    throw new Error(`eslint . with ${label} did not stop with the plugin's message alone (exit ${lint.status}):\n${output}`);
  }
  const cli = spawnSync(path.join(project, "node_modules", ".bin", "tool-schema"), ["report"], { cwd: project, encoding: "utf8" });
  if (cli.status !== 2 || cli.stderr !== `tool-schema: ${message}\n` || cli.stdout !== "") {
    throw new Error(`tool-schema report with ${label} did not exit 2 with the plugin's message alone (exit ${cli.status}):\n${cli.stdout}${cli.stderr}`);
  }
}

/**
 * The setups the plugin refuses, in one project installed once and changed in place (each change a
 * small install from npm's cache): the expected messages come from the installed package's own
 * functions, so the check is that they are what the user sees, and ESLint's or Node's text is not.
 */
async function refusedSetups(tarball) {
  const started = Date.now();
  const project = mkdtempSync(path.join(work, "refused-"));
  mkdirSync(path.join(project, "src"), { recursive: true });
  writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "smoke-refused", private: true, type: "module" }));
  writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true, skipLibCheck: true }, include: ["src"] }));
  copyFileSync(path.join(repo, "examples", "types", "warlock-ai.d.ts"), path.join(project, "src", "warlock-ai.d.ts"));
  writeFileSync(path.join(project, "src", "tools.ts"), TOOLS);
  writeFileSync(path.join(project, "eslint.config.mjs"), README_CONFIG);
  // TypeScript 5.9, inside the peer range of typescript-eslint 8.48 too.
  installRefused(project, [path.join(work, tarball), `eslint@${manifest.eslint}`, `typescript@${manifest.typescript}`, `zod@${manifest.zod}`, "@typescript-eslint/parser@8.48.0"]);
  const versions = await import(pathToFileURL(path.join(project, "node_modules", "eslint-plugin-tool-schema", "dist", "util", "setup-versions.js")).href);

  stopsWith(project, "@typescript-eslint/parser 8.48.0 under ESLint 10", versions.parserProblem("8.48.0", manifest.eslint), /addGlobals|TypeError/);

  // The floor itself lints: ESLint 10 with the oldest parser the peer range accepts.
  installRefused(project, [`@typescript-eslint/parser@${versions.PARSER_FLOOR[10]}`]);
  const floor = spawnSync(process.execPath, [path.join(project, "node_modules", "eslint", "bin", "eslint.js"), "."], { cwd: project, encoding: "utf8" });
  if (floor.status !== 1 || !floor.stdout.includes("tool-schema/invalid-name")) {
    throw new Error(`eslint . with @typescript-eslint/parser ${versions.PARSER_FLOOR[10]} under ESLint 10 did not lint (exit ${floor.status}):\n${floor.stdout}${floor.stderr}`);
  }

  const removed = spawnSync("npm", ["uninstall", "--no-audit", "--no-fund", "--legacy-peer-deps", "@typescript-eslint/parser"], { cwd: project, encoding: "utf8" });
  if (removed.status !== 0) throw new Error(`npm uninstall @typescript-eslint/parser failed:\n${removed.stderr}`);
  stopsWith(project, "no @typescript-eslint/parser", versions.missingPeersProblem(["@typescript-eslint/parser"]), /Cannot find (package|module)/);

  installRefused(project, ["eslint@8.57.1", `@typescript-eslint/parser@${manifest["@typescript-eslint/parser"]}`]);
  stopsWith(project, "ESLint 8.57.1", versions.eslintProblem("8.57.1"), /overrideConfigFile|Invalid Options/);

  console.log(`pack smoke (refused setups): ESLint 10 with @typescript-eslint/parser 8.48.0, no parser, and ESLint 8.57.1 each stop eslint . and the CLI with the plugin's one message; parser ${versions.PARSER_FLOOR[10]} lints under ESLint 10 (${Math.round((Date.now() - started) / 1000)} s).`);
}

try {
  execFileSync("npm", ["pack", "--pack-destination", work, "--loglevel=error"], { cwd: repo, stdio: ["ignore", "ignore", "inherit"] });
  const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
  // PACK_SMOKE_ONLY=<part of a label> runs only the matching projects (CI runs them all).
  const only = process.env.PACK_SMOKE_ONLY;
  for (const project of PROJECTS.filter(({ label }) => !only || label.includes(only))) smoke(tarball, project);
  if (!only || "refused setups".includes(only)) await refusedSetups(tarball);
} finally {
  rmSync(work, { recursive: true, force: true });
}
