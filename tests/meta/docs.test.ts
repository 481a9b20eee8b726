import { describe, expect, it } from "vitest";
import { docPageNames, examplesOf, firstParagraph, headings, presetsLine, readDocPage, section } from "./doc-pages.js";
import { optionNames, ruleMeta, ruleNames, severityIn } from "./plugin-facts.js";

const REQUIRED_SECTIONS = ["Rule details", "Examples", "Options", "Providers", "When not to use it"];

describe("docs/rules", () => {
  it("has exactly one page per rule", () => {
    expect(docPageNames()).toEqual(ruleNames);
  });

  describe.each(ruleNames)("%s", (name) => {
    const page = readDocPage(name);
    const meta = ruleMeta(name);

    it("opens with the rule id, then the rule's description as a sentence", () => {
      expect(page.split("\n")[0]).toBe(`# tool-schema/${name}`);
      expect(firstParagraph(page)).toBe(`${meta.docs?.description}.`);
    });

    it("says which presets enable it, at which severity, and what it offers", () => {
      const expected = presetsLine({
        recommended: severityIn("recommended", name),
        strict: severityIn("strict", name),
        design: severityIn("design", name),
        fixable: meta.fixable !== undefined,
        hasSuggestions: meta.hasSuggestions === true,
      });
      expect(page.split("\n")).toContain(expected);
    });

    it("has the required sections, in order", () => {
      const present = headings(page, 2).filter((heading) => REQUIRED_SECTIONS.includes(heading));
      expect(present).toEqual(REQUIRED_SECTIONS);
    });

    it("has an Options heading for each option of meta.schema, and no other", () => {
      expect(headings(section(page, "Options"), 3).sort()).toEqual(optionNames(name));
    });

    it("shows ❌ Incorrect and ✅ Correct examples as ts code", () => {
      expect(headings(section(page, "Examples"), 3)).toEqual(["❌ Incorrect", "✅ Correct"]);
      const kinds = new Set(examplesOf(page).map((example) => example.kind));
      expect([...kinds].sort()).toEqual(["correct", "incorrect"]);
    });

    it("explains where options come from, and names the defaults", () => {
      const options = section(page, "Options");
      for (const option of optionNames(name)) {
        const body = options.split(`### ${option}`)[1] ?? "";
        expect(body).toMatch(/^\s*Default: `/);
      }
      expect(options).toContain('settings["tool-schema"]');
      expect(options).toContain("lint: false");
    });
  });
});
