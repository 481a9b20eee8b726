// Lints the bundled example project with ESLint's default output. ESLint exits 1 when it reports
// errors, which is the point of the demo, so only a crash (exit 2) fails this script.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const examples = fileURLToPath(new URL("../examples/", import.meta.url));
const eslint = fileURLToPath(new URL("../node_modules/eslint/bin/eslint.js", import.meta.url));
const started = performance.now();
const run = spawnSync(process.execPath, [eslint, "."], { cwd: examples, stdio: "inherit" });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (run.status === 0 || run.status === 1) {
  console.log(`Linted examples/ in ${seconds} s${run.status === 1 ? " (the findings above are what the demo shows)" : ""}.`);
  process.exit(0);
}
console.error(`eslint failed (exit ${run.status ?? run.signal}).`);
process.exit(run.status ?? 2);
