import path from "node:path";
import { lintedProgram, type ToolRuleContext } from "../analysis/context.js";
import { bareSpecifiers, checkedPackages, missingDependenciesMessage, missingDependenciesToReport } from "../analysis/missing-dependencies.js";
import { frameworkPackages } from "../analysis/recognition/framework-packages.js";
import { packageOf } from "../analysis/recognition/imports.js";
import { unbuiltImportsOf } from "../analysis/recognition/unbuilt-import.js";
import { locOf } from "../analysis/report/index.js";
import { unreadTsconfigToReport } from "../analysis/unread-tsconfig.js";
import { readPluginSettings } from "../options.js";
import { createRule } from "../util/create-rule.js";
import type ts from "../util/typescript.cjs";

export type Options = [{ ignorePackages?: string[] }];
export type MessageIds = "notInstalled" | "unbuiltWorkspace" | "unreadTsconfig";

/**
 * What keeps the lint from seeing the project's tools as they are: framework packages that are not
 * installed, a workspace package built on a framework whose types are not built, a tsconfig that could
 * not be read in full. Each is said once per program, at the first file linted that imports the package
 * (a framework, for the other two), so a clean lint of a checkout before its install or build does not
 * read as "the tools are fine".
 */
export default createRule<Options, MessageIds>({
  name: "project-setup",
  meta: {
    type: "suggestion",
    docs: {
      description:
        "Report framework packages that are not installed, workspace packages built on a framework whose types are not built, and a tsconfig that could not be read, once per program: each hides tools from every other rule",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    messages: {
      notInstalled: "{{summary}}",
      unbuiltWorkspace:
        "`{{package}}`, built on `{{framework}}`, has no types (`{{types}}` is not built): tools made with it go unchecked. Build it first, or map it to its sources in tsconfig `paths`.",
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
              "Packages imported on purpose where they are not installed or not built (types the project gets another way, a package only another workspace installs): never reported as not installed or not built.",
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
        reportUnbuilt(context, program, sourceFile, frameworkPackages(frameworks), ignored);
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

/** Per program, the unbuilt workspace packages already reported: each is said once, at the first import linted. */
const unbuiltReported = new WeakMap<ts.Program, Set<string>>();

/**
 * A workspace package this file imports whose declared types are not built (a monorepo linted before its
 * build) and whose manifest lists a framework: everything the file takes from it has no type, so the tools
 * made with it (its own `tool()` helper, a server it wraps) are not seen. Said at the import.
 */
function reportUnbuilt(context: ToolRuleContext, program: ts.Program, sourceFile: ts.SourceFile, frameworks: ReadonlySet<string>, ignored: ReadonlySet<string>): void {
  let reported = unbuiltReported.get(program);
  for (const unbuilt of unbuiltImportsOf(program, sourceFile)) {
    const framework = unbuilt.dependencies.find((name) => frameworks.has(packageOf(name)));
    if (!framework || ignored.has(unbuilt.package) || reported?.has(unbuilt.package)) continue;
    const at = bareSpecifiers(sourceFile).find((specifier) => packageOf(specifier.text) === unbuilt.package);
    if (!at) continue;
    if (!reported) unbuiltReported.set(program, (reported = new Set()));
    reported.add(unbuilt.package);
    context.report({ loc: locOf(context, at, sourceFile), messageId: "unbuiltWorkspace", data: { package: unbuilt.package, types: unbuilt.types, framework } });
  }
}

/** The tsconfig's path as the user runs ESLint: relative to the working directory when inside it. */
function shownPath(cwd: string, file: string): string {
  const relative = path.relative(cwd, file);
  return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}
