import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packageOf } from "../../src/analysis/recognition/imports.js";
import { viaOf } from "../../src/analysis/analyze.js";
import { frameworks } from "../../src/frameworks/index.js";

/** Every framework module comes with its page, its tests, an example and a line in the README. */

const root = path.join(import.meta.dirname, "..", "..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
const exampleSources = filesUnder(path.join(root, "examples", "src")).map((file) => readFileSync(file, "utf8"));

const pagesDir = path.join(root, "docs", "frameworks");
const pages = readdirSync(pagesDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => ({ file, text: readFileSync(path.join(pagesDir, file), "utf8") }));
const testsDir = path.join(root, "tests", "frameworks");
const testSources = filesUnder(testsDir)
  .filter((file) => file.endsWith(".test.ts"))
  .map((file) => readFileSync(file, "utf8"));

describe.each(frameworks.map((f) => [f.id, f] as const))("framework %s", (_id, framework) => {
  // A module's page is docs/frameworks/<id>.md, or the page of the family its id extends (`mcp-sdk` → mcp.md).
  const page = pages
    .filter(({ file }) => { const name = file.slice(0, -3); return _id === name || _id.startsWith(`${name}-`); })
    .sort((a, b) => b.file.length - a.file.length)[0];

  it("has a page in docs/frameworks/ naming its packages and every transform", () => {
    expect(page?.file).toBeDefined();
    for (const pkg of new Set(framework.packages.map(packageOf))) expect([pkg, page!.text.includes(pkg)]).toEqual([pkg, true]);
    for (const transform of framework.transforms ?? []) expect([transform.id, page!.text.includes(transform.id)]).toEqual([transform.id, true]);
  });

  it("has tests that lint code importing its packages", () => {
    const imported = (pkg: string) => testSources.some((text) => text.includes(`from "${pkg}`) || text.includes(`from '${pkg}`));
    expect(framework.packages.some(imported)).toBe(true);
  });

  it("is shown in examples/ (an example imports one of its packages)", () => {
    const imports = exampleSources.some((text) => framework.packages.some((pkg) => text.includes(`from "${pkg}"`)));
    expect(imports).toBe(true);
  });

  it("is listed in the README with a link to its page", () => {
    expect(readme).toContain(`(docs/frameworks/${page?.file})`);
  });

  it("says on its page and in the README where its tools go by default", () => {
    const section = /\n## Where its tools go\n([\s\S]*?)(?=\n## |$)/.exec(page?.text ?? "")?.[1] ?? "";
    const row = readme.split("\n").find((line) => line.includes(`(docs/frameworks/${page?.file})`)) ?? "";
    const { targets } = framework.destinations;
    // A destination that depends on the site (strict or not) is listed in both forms; check the common one.
    const listed = typeof targets === "function" ? targets({ version: undefined, strict: undefined }) : targets;
    expect(listed.length).toBeGreaterThan(0);
    for (const target of listed) expect([target, section.includes(`\`${target}\``), row.includes(`\`${target}\``)]).toEqual([target, true, true]);
    expect([viaOf(framework, { version: undefined, strict: undefined }).length > 0, framework.destinations.source.length > 0]).toEqual([true, true]);
  });
});
