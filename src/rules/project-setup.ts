import path from "node:path";
import { lintedProgram } from "../analysis/context.js";
import { bareSpecifiers, checkedPackages, missingDependenciesMessage, missingDependenciesToReport } from "../analysis/missing-dependencies.js";
import { packageOf } from "../analysis/recognition/imports.js";
import { locOf } from "../analysis/report/index.js";
import { unreadTsconfigToReport } from "../analysis/unread-tsconfig.js";
import { readPluginSettings } from "../options.js";
import { createRule } from "../util/create-rule.js";

export type Options = [{ ignorePackages?: string[] }];
export type MessageIds = "notInstalled" | "unreadTsconfig";

/**
 * What keeps the lint from seeing the project's tools as they are: framework packages that are not
 * installed, a tsconfig that could not be read in full. Each is said once per program, at the first
 * file linted that imports a framework, so a clean lint of a checkout before its install does not read
 * as "the tools are fine".
 */
export default createRule<Options, MessageIds>({
  name: "project-setup",
  meta: {
    type: "suggestion",
    docs: {
      description: "Report framework packages that are not installed and a tsconfig that could not be read, once per program: both hide tools from every other rule",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      notInstalled: "{{summary}}",
      unreadTsconfig: "{{config}} could not be read in full ({{problems}}): tools reached through its unread paths or types may be missed. Fix it, then lint again.",
    },
    schema: [
      {
        type: "object",
        additionalProperties: false,
        properties: {
          ignorePackages: {
            type: "array",
            items: { type: "string", minLength: 1 },
            uniqueItems: true,
            description:
              "Packages imported on purpose where they are not installed (types the project gets another way, a package only another workspace installs): never reported as not installed.",
          },
        },
      },
    ],
  },
  defaultOptions: [{ ignorePackages: [] }],
  create(context, [{ ignorePackages = [] }]) {
    const ignored = new Set(ignorePackages.map(packageOf));
    readPluginSettings(context.settings as Record<string, unknown>);
    return {
      Program() {
        const linted = lintedProgram(context);
        if (!linted) return;
        const { program, sourceFile, frameworks } = linted;
        const names = checkedPackages(frameworks);
        const imports = bareSpecifiers(sourceFile).filter((specifier) => names.has(packageOf(specifier.text)));
        // Said at a framework import: a file without one neither takes the report nor pays for it.
        if (imports.length === 0) return;
        const packages = [...names].filter((name) => !ignored.has(name));
        const missing = missingDependenciesToReport(program, sourceFile, packages);
        if (missing) {
          const at = imports.find((specifier) => missing.has(packageOf(specifier.text)));
          if (at) context.report({ loc: locOf(context, at, sourceFile), messageId: "notInstalled", data: { summary: missingDependenciesMessage(missing, context.cwd)! } });
        }
        const unread = unreadTsconfigToReport(program);
        if (unread) {
          const config = shownPath(context.cwd, unread.config);
          context.report({ loc: locOf(context, imports[0], sourceFile), messageId: "unreadTsconfig", data: { config, problems: unread.problems.map((p) => p.replace(/\.$/, "")).join("; ") } });
        }
      },
    };
  },
});

/** The tsconfig's path as the user runs ESLint: relative to the working directory when inside it. */
function shownPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}
