import { ESLintUtils } from "@typescript-eslint/utils";

export interface ToolSchemaRuleDocs {
  description: string;
  /** Which preset turns the rule on: `recommended` (and so `strict`), or only `strict`. */
  recommended: "recommended" | "strict";
  requiresTypeChecking: boolean;
}

export const DOCS_BASE_URL = "https://github.com/tool-schema/eslint-plugin-tool-schema/blob/main/docs/rules/";

export const createRule = ESLintUtils.RuleCreator<ToolSchemaRuleDocs>((name) => `${DOCS_BASE_URL}${name}.md`);
