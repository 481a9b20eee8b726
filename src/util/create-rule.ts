import { ESLintUtils } from "@typescript-eslint/utils";

export interface ToolSchemaRuleDocs {
  description: string;
  /**
   * Which preset turns the rule on: `recommended` (and so `strict`), only `strict`, or `design` (the
   * opt-in tool design rules, warnings only, in neither of the others).
   */
  recommended: "recommended" | "strict" | "design";
  requiresTypeChecking: boolean;
}

export const DOCS_BASE_URL = "https://github.com/tool-schema/eslint-plugin-tool-schema/blob/main/docs/rules/";

export const createRule = ESLintUtils.RuleCreator<ToolSchemaRuleDocs>((name) => `${DOCS_BASE_URL}${name}.md`);
