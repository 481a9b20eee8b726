import path from "node:path";
import { RuleTester } from "@typescript-eslint/rule-tester";
import { afterAll, describe, it } from "vitest";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

export const projectDir = path.join(import.meta.dirname, "fixtures", "project");

/** A typed RuleTester over the shared fixture project (`file.ts` is the default file name). */
export function createRuleTester(settings?: Record<string, unknown>): RuleTester {
  return new RuleTester({
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: projectDir } },
    ...(settings ? { settings } : {}),
  });
}
