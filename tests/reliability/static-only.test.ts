import { cpSync, existsSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ESLint } from "eslint";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCollector, type ReportedTool } from "../../src/cli/collect.js";
import { createLinter, describeMessages, fixturesRoot } from "./harness.js";
import { forbiddenUses, sourceFiles } from "./source-scan.js";

/**
 * The plugin never executes, imports or requires user code. (a) Every module of the canary project
 * writes a marker file into the OS temp folder when it is loaded; a full lint with every rule on
 * must leave no marker. The test then loads the modules itself to prove the canaries work.
 * (b) The plugin's own source must not contain a way to run code or reach the network.
 */

const canaryDir = path.join(fixturesRoot, "canary");
const installedPackage = path.join(canaryDir, "node_modules", "canary-pkg");
const CANARIES = ["schema-module", "helper", "legacy", "package-main"] as const;
const marker = (name: string) => path.join(os.tmpdir(), `tool-schema-canary.${name}.marker`);
const markersPresent = () => CANARIES.filter((name) => existsSync(marker(name)));
const removeMarkers = () => CANARIES.forEach((name) => rmSync(marker(name), { force: true }));

const canarySettings = {
  "tool-schema": { callees: [{ from: "package", package: "canary-pkg", name: "defineTool", sends: "as-written" }] },
};

let messages: string;
let tools: ReportedTool[];
let markersAfterLint: string[];

beforeAll(async () => {
  removeMarkers();
  // A real package under node_modules, resolved through its package.json "main"/"types".
  cpSync(path.join(canaryDir, "packages", "canary-pkg"), installedPackage, { recursive: true });
  const collector = createCollector({}, canaryDir);
  const eslint = createLinter({
    cwd: canaryDir,
    settings: canarySettings,
    plugins: { probe: collector.plugin as unknown as ESLint.Plugin },
    rules: { "probe/collect": "error" },
  });
  const results = await eslint.lintFiles(["tools.ts", "helper.ts", "schema-module.ts"].map((file) => path.join(canaryDir, file)));
  markersAfterLint = markersPresent();
  messages = results.map((r) => `${path.basename(r.filePath)}\n${describeMessages(r.messages)}`).join("\n");
  tools = collector.tools;
}, 60_000);

afterAll(() => {
  removeMarkers();
  rmSync(path.join(canaryDir, "node_modules"), { recursive: true, force: true });
});

describe("static only: the canary project", () => {
  it("a full lint loads none of the canary modules", () => {
    expect(markersAfterLint).toEqual([]);
  });

  it("the lint did read every tool (through the checker and static evaluation)", () => {
    expect(messages).not.toMatch(/\(fatal\)/);
    expect(tools.map((tool) => [tool.name, tool.route, tool.unresolved ?? ""])).toEqual([
      ["search", "zod", ""],
      ["lookup", "literal", ""],
      ["legacy", "literal", ""],
      // A declaration file has no values to read: the schema in the package's `.d.ts` stays unknown.
      [
        "from_package",
        "unresolved",
        '`input` of type `{ readonly type: "object"; readonly properties: { readonly n: { readonly type: "integer"; }; }; readonly required: readonly ["n"]; readonly additionalProperties: false; }` is not a JSON Schema literal or a Standard Schema with a known input type',
      ],
      // `computedName()` returns a constant: read from its source, never called.
      ["computed", "literal", ""],
    ]);
  });

  it("the canaries do sing: loading the modules writes every marker", async () => {
    for (const file of ["schema-module.ts", "helper.ts", "legacy.js"]) await import(pathToFileURL(path.join(canaryDir, file)).href);
    const main = JSON.parse(readFileSync(path.join(installedPackage, "package.json"), "utf8")) as { main: string };
    await import(pathToFileURL(path.join(installedPackage, main.main)).href);
    expect(markersPresent()).toEqual([...CANARIES]);
  });
});

describe("static only: the plugin's source", () => {
  it("has no eval, Function, dynamic import/require, vm, child_process or network use", () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(40);
    expect(files.flatMap((file) => forbiddenUses(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("the scan finds each forbidden use (checked on a sample that has them all)", () => {
    const sample = [
      'eval("1");',
      'globalThis["eval"]("1");',
      'new Function("return 1");',
      "const f = Function;",
      "await import(name);",
      "require(name);",
      'import { createRequire } from "node:module";',
      'import vm from "node:vm"; vm.runInThisContext("1");',
      'import { exec } from "child_process";',
      'import net from "node:net"; import http from "http"; import https from "node:https";',
      'await fetch("https://example.com");',
      'await import("./static-path.js"); require("fs");',
    ].join("\n");
    expect(forbiddenUses("sample.ts", sample).map((use) => use.replace(/^sample\.ts:/, ""))).toEqual([
      "1: eval",
      "2: eval",
      "3: Function",
      "4: Function",
      "5: import() of a computed specifier",
      "6: require() of a computed specifier",
      '7: import of "node:module"',
      "7: createRequire",
      '8: import of "node:vm"',
      "8: vm.runInThisContext",
      '9: import of "child_process"',
      '10: import of "node:net"',
      '10: import of "http"',
      '10: import of "node:https"',
      "11: fetch",
    ]);
  });
});
