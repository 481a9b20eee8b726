import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import { optionsFor, reportCheckFindings } from "../analysis/report/index.js";
import { suggestValidToolName } from "../analysis/report/fix-providers.js";
import { locateFinding } from "../analysis/report/locate.js";
import { fileAnalysis, type ToolRuleContext } from "../analysis/context.js";
import type { ToolAnalysis } from "../analysis/analyze.js";
import { setRuleOptions } from "../analysis/sets/counted.js";
import { fixFor } from "../checks/fixes.js";
import { checkMessages, checkSeverity } from "../checks/messages.js";
import { hostNameProblem, suggestValidName } from "../checks/name.js";
import type { CheckOptions, Finding } from "../checks/types.js";
import { MCP_SERVER_FRAMEWORKS, serverNameOf } from "../frameworks/mcp/index.js";
import { defaultHostOptions, hostOptionProperties, ruleOptionSchema, validateHostOptions, type ConfiguredOptions, type HostOptions } from "../options.js";
import { mcpHosts } from "../providers/mcp-hosts.js";
import { createRule } from "../util/create-rule.js";

export type Options = [Partial<Pick<CheckOptions, "targets">> & Partial<HostOptions>];

/** The shared description of `targets`, beside the MCP host options. */
const targetsProperties = (ruleOptionSchema(["targets"])[0] as { readonly properties: Record<string, JSONSchema4> }).properties;

export default createRule({
  name: "invalid-name",
  meta: {
    type: "problem",
    docs: {
      description: "Disallow tool names that a target provider rejects",
      recommended: "recommended",
      requiresTypeChecking: true,
    },
    hasSuggestions: true,
    messages: { ...checkMessages["invalid-name"], renameTool: "Rename the tool to \"{{name}}\"." },
    schema: [{ type: "object", additionalProperties: false, properties: { ...targetsProperties, ...hostOptionProperties() } }],
  },
  defaultOptions: [{}] as Options,
  create(context, [options]) {
    const { mcpHosts: hostIds, mcpServerName, ...checkOptions } = options;
    const byTarget = reportCheckFindings(context, "invalid-name", checkOptions, suggestValidToolName);
    const { settings, defaults, where } = setRuleOptions(context, checkOptions);
    // Later wins, as for every option: the defaults, settings, then this rule's options.
    const hosts: HostOptions = { ...defaultHostOptions, ...settings.hostOptions, ...validateHostOptions({ mcpHosts: hostIds, mcpServerName }, where) };
    return {
      Program() {
        byTarget.Program();
        if (hosts.mcpHosts.length > 0) reportHostNames(context, hosts, defaults);
      },
    };
  },
});

/**
 * The names MCP hosts build from each MCP tool's name and its server's (`mcp__{server}__{tool}`),
 * checked against each listed host's rule and reported at the tool's name, one finding per host.
 * Run here rather than in the per-target checks (src/checks/run.ts): a host is not a target, and the
 * server's name is read from the tool's set, which the checks' view of a tool does not carry.
 */
function reportHostNames(context: ToolRuleContext, hosts: HostOptions, defaults: ConfiguredOptions): void {
  const file = fileAnalysis(context);
  const { program, sourceFile } = file;
  if (!program || !sourceFile) return;
  for (const analysis of file.tools) {
    // A tool the SDK throws on is never listed; one that turns its lint off is not checked.
    if (!MCP_SERVER_FRAMEWORKS.has(analysis.framework.id) || analysis.lint === false || analysis.fails || !analysis.name) continue;
    const tool = analysis.name.value;
    let own: string | undefined | null = null;
    for (const host of mcpHosts.filter((h) => hosts.mcpHosts.includes(h.id))) {
      const given = typeof hosts.mcpServerName === "string" ? hosts.mcpServerName : hosts.mcpServerName?.[host.id];
      const server = given ?? (own === null ? (own = serverNameOf(program.getTypeChecker(), analysis.toolSet)) : own);
      if (server === undefined) continue;
      const found = hostNameProblem(tool, server, host);
      // The characters of the tool's own name are the target check's finding when a target rejects them.
      if (!found || (found.kind === "characters" && rejectedByTargets(analysis, defaults))) continue;
      const data: Record<string, string> = { name: tool, full: found.full, host: host.label, problem: found.problem, kind: found.kind, suggestion: suggestValidName(tool) };
      const fix = fixFor({ code: "invalid-name", location: { kind: "name" }, messageId: "hostName", data }, "json");
      const finding: Finding = { code: "invalid-name", severity: checkSeverity["invalid-name"], targets: [], location: { kind: "name" }, path: "", messageId: "hostName", data, message: "" };
      const place = locateFinding(analysis, finding, sourceFile);
      const offer = found.kind === "characters" ? suggestValidToolName({ context, analysis, finding, place, sourceFile }) : undefined;
      context.report({
        loc: { start: context.sourceCode.getLocFromIndex(place.node.getStart(sourceFile)), end: context.sourceCode.getLocFromIndex(place.node.getEnd()) },
        messageId: "hostName",
        data: { ...data, fix: fix ? ` ${fix}` : "" },
        suggest: (offer?.suggest ?? []).map((s) => ({
          messageId: s.messageId as "renameTool",
          data: s.data,
          fix: (fixer) => s.edits.map((edit) => fixer.replaceTextRange([edit.range[0], edit.range[1]], edit.text)),
        })),
      });
    }
  }
}

function rejectedByTargets(analysis: ToolAnalysis, defaults: ConfiguredOptions): boolean {
  return analysis.findings(optionsFor(analysis, defaults), "invalid-name").some((f) => f.messageId === "invalidName");
}
