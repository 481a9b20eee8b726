// Installs the test folders that pin packages the root cannot hold beside its own
// (an older zod or AI SDK, a framework whose peers conflict with ours): every
// tests/wire/<name>/ with its own package-lock.json gets `npm ci` there.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const wire = path.join(root, "tests", "wire");
const npm = process.platform === "win32" ? "npm.cmd" : "npm";

for (const name of readdirSync(wire).sort()) {
  const folder = path.join(wire, name);
  if (!existsSync(path.join(folder, "package-lock.json"))) continue;
  console.log(`installing tests/wire/${name}`);
  execFileSync(npm, ["ci", "--prefix", folder, "--ignore-scripts", "--no-audit", "--no-fund"], { stdio: "inherit" });
}
