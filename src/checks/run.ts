import { providerById } from "../providers/index.js";
import type { ProviderProfile } from "../providers/types.js";
import { pointerToPath, type JsonObject } from "../schema/types.js";
import { checkCost } from "./cost.js";
import { checkDescriptions } from "./description.js";
import { checkKeywords } from "./keywords.js";
import { checkValueRules } from "./value-rules.js";
import { checkMessages, checkSeverity, formatTargets, renderMessage } from "./messages.js";
import { checkName } from "./name.js";
import { checkRoot } from "./root.js";
import { checkAllRequired, checkClosedObjects, checkForcedRequired } from "./strict-object.js";
import type { CheckContext, CheckOptions, Finding, RawFinding, ToolUnderCheck } from "./types.js";
import { walkSchema } from "./walk.js";

type PerTargetCheck = (tool: ToolUnderCheck, provider: ProviderProfile, options: CheckOptions, context: CheckContext) => RawFinding[];

/** Checks of the definition as a whole: they hold whatever happened to the schema. */
const definitionChecks: readonly PerTargetCheck[] = [
  checkName,
  (tool, _provider, options, context) => checkDescriptions(tool, options, context),
  checkRoot,
  (tool, _provider, options) => checkCost(tool, options),
];

/** Checks of the schema's contents: pointless when the framework dropped the schema altogether. */
const schemaChecks: readonly PerTargetCheck[] = [
  checkKeywords,
  checkValueRules,
  (tool) => checkForcedRequired(tool),
  checkAllRequired,
  checkClosedObjects,
];

/** The whole check of one definition: what the API, the CLI and every rule read. */
export function checkTool(tool: ToolUnderCheck, options: CheckOptions): Finding[] {
  const merged = new Map<string, { raw: RawFinding; targets: string[] }>();
  const contexts = new Map<JsonObject, CheckContext>();
  const add = (raw: RawFinding, targetId: string) => {
    const key = JSON.stringify([raw.code, raw.messageId, raw.location, raw.data]);
    const entry = merged.get(key);
    if (entry) entry.targets.push(targetId);
    else merged.set(key, { raw, targets: [targetId] });
  };
  for (const targetId of options.targets) {
    const provider = providerById(targetId);
    if (!provider) continue;
    // A tool the framework throws on, or leaves out of the request, is not sent: that is the one finding.
    if (tool.fails) {
      add(failure(tool.fails, { kind: "failure" }), targetId);
      continue;
    }
    const view = tool.viewFor?.(targetId);
    if (view?.fails) {
      add(failure(view.fails, { kind: "definition" }), targetId);
      continue;
    }
    const seen: ToolUnderCheck = view ? { ...tool, sent: view.sent, name: view.name } : tool;
    let context = contexts.get(seen.sent);
    if (!context) contexts.set(seen.sent, (context = { sentNodes: [...walkSchema(seen.sent)] }));
    const dropped = tool.droppedRoot !== undefined || tool.unconvertible !== undefined;
    const checks = dropped ? definitionChecks : [...definitionChecks, ...schemaChecks];
    for (const check of checks) for (const raw of check(seen, provider, options, context)) add(raw, targetId);
    for (const change of view?.changes ?? []) {
      add({ code: "silent-transform", location: change.location, messageId: "transform", data: { by: midSentence(change.by), change: change.change } }, targetId);
    }
  }
  return [...merged.values()].map(({ raw, targets }) => toFinding(raw, targets));
}

function failure(fails: { readonly by: string; readonly reason: string }, location: RawFinding["location"]): RawFinding {
  return { code: "unsendable-tool", location, messageId: "fails", data: { by: midSentence(fails.by), reason: fails.reason } };
}

function toFinding(raw: RawFinding, targets: string[]): Finding {
  const data = { ...raw.data, targets: formatTargets(targets) };
  const templates: Record<string, string> = checkMessages[raw.code];
  const location = raw.location;
  return {
    code: raw.code,
    severity: checkSeverity[raw.code],
    targets,
    location,
    path: location.kind === "schema" ? pointerToPath(location.pointer) : "",
    messageId: raw.messageId,
    data,
    message: renderMessage(templates[raw.messageId], data),
  };
}

/** `The MCP SDK` → `the MCP SDK`: the framework's name follows a comma in the message. */
function midSentence(text: string): string {
  return /^The\s/.test(text) ? `t${text.slice(1)}` : text;
}
