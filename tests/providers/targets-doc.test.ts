import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { providers } from "../../src/providers/index.js";
import { renderTargetsDoc } from "./render-targets-doc.js";

const docPath = path.resolve(import.meta.dirname, "..", "..", "docs", "targets.md");

describe("docs/targets.md", () => {
  it("is what the provider modules render (update with -u after changing a module)", async () => {
    await expect(renderTargetsDoc()).toMatchFileSnapshot(docPath);
  });

  it("has a section for every target and a row for every keyword rule of it", () => {
    const doc = readFileSync(docPath, "utf8");
    const sections = doc.split(/^## /m).slice(1);
    expect(sections.map((s) => /^`([^`]+)`/.exec(s)?.[1])).toEqual(providers.map((p) => p.id));
    const missing = providers.flatMap((p, i) =>
      p.keywords.filter((rule) => !sections[i].includes(`| \`${rule.keyword}\` | ${rule.effect} |`)).map((rule) => `${p.id}: ${rule.keyword}`),
    );
    expect(missing).toEqual([]);
  });

  it("shows every fact's source and date next to it", () => {
    const doc = readFileSync(docPath, "utf8");
    const optional = (p: (typeof providers)[number]) =>
      [
        p.descriptionMaxChars,
        p.requiresAllPropertiesRequired,
        p.requiresAdditionalPropertiesFalse,
        p.rejectsTypeArrays,
        p.enumValuesMustBeStrings,
        p.requiresDraft2020,
        p.arrayNeedsItems,
        p.stringFormats,
        p.maxTools,
        p.recommendedMaxTools,
        p.rejectsBooleanBounds,
        p.decodedKeywords,
        p.requiredNeedsProperties,
        p.objectRootNeedsProperties,
      ].filter((fact) => fact !== undefined);
    const facts = providers.flatMap((p) => [p.name.pattern, p.name.maxLength, p.root.mustBeObject, p.root.rejectedCombinators, ...optional(p), ...p.keywords]);
    const missing = facts.filter((f) => !doc.includes(`${f.source.replace(/\|/g, "\\|")} | ${f.date} |`)).map((f) => f.source);
    expect(missing).toEqual([]);
  });
});
