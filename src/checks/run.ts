import { providerById } from "../providers/index.js";
import type { ProviderProfile } from "../providers/types.js";
import { pointerToPath, type JsonObject } from "../schema/types.js";
import { checkCost } from "./cost.js";
import { checkDecodedKeywords } from "./decoded-keywords.js";
import { checkDescriptions } from "./description.js";
import { checkKeywords } from "./keywords.js";
import { checkValueRules } from "./value-rules.js";
import { fixFor, spellingOf, type Spelling } from "./fixes.js";
import { checkMessages, checkSeverity, renderMessage } from "./messages.js";
import { causeKey, mergeData, oneFindingPerCause, type MergedFinding } from "./merge.js";
import { checkName } from "./name.js";
import { checkRoot } from "./root.js";
import { checkAllRequired, checkClosedObjects, checkForcedRequired } from "./strict-object.js";
import type { CheckCode, CheckContext, CheckOptions, Finding, RawFinding, ToolUnderCheck } from "./types.js";
import { schemaNodes } from "./walk.js";
import { capitalised, senderInWords, targetsInWords, type TargetPath } from "./words.js";

/** The code of the one check that counts tokens. */
const COUNTED_CODE: CheckCode = "heavy-definition";

type PerTargetCheck = (tool: ToolUnderCheck, provider: ProviderProfile, options: CheckOptions, context: CheckContext) => RawFinding[];

/** Checks of the name and description: they hold whatever the schema is, known or not. */
const textChecks: readonly PerTargetCheck[] = [checkName, (tool, _provider, options, context) => checkDescriptions(tool, options, context)];

/** Checks of the definition as a whole: they hold whatever happened to the schema. */
const definitionChecks: readonly PerTargetCheck[] = [...textChecks, checkRoot];

/** The check that counts tokens (heavy-definition): the only one that may load the tokenizer. */
const countingCheck = (tool: ToolUnderCheck, provider: ProviderProfile, options: CheckOptions): RawFinding[] => checkCost(tool, options, provider.id);

/**
 * Which part of the checks to run: every check, all but the token count ("uncounted"), or the token
 * count alone ("counted"). `all` is exactly `uncounted` followed by `counted`, so a reader that needs
 * no count (every rule but heavy-definition) never loads the tokenizer, and the two parts add up.
 */
export type CheckScope = "all" | "uncounted" | "counted";

/** Whether a reader of `code`'s findings (undefined: of every code) needs the token count. */
export function needsCount(code: CheckCode | undefined): boolean {
  return code === undefined || code === COUNTED_CODE;
}

/** Checks of the schema's contents: pointless when the framework dropped the schema altogether. */
const schemaChecks: readonly PerTargetCheck[] = [
  checkKeywords,
  checkDecodedKeywords,
  checkValueRules,
  // Nothing is forced on the handler where the framework turns the model's null back into a missing value.
  (tool, _provider, _options, context) => (tool.nullsBecomeMissing ? [] : forcedRequiredOnce(tool, context)),
  checkAllRequired,
  checkClosedObjects,
];

/**
 * optional-forced-required compares the draft with the schema a target receives, whatever the target:
 * computed once per context. A context belongs to one `checkTool` call (one draft) and one sent schema,
 * so it is a sufficient key; the same raw findings then merge into one finding for every target.
 */
const forcedRequiredByContext = new WeakMap<CheckContext, RawFinding[]>();

function forcedRequiredOnce(tool: ToolUnderCheck, context: CheckContext): RawFinding[] {
  let found = forcedRequiredByContext.get(context);
  if (!found) forcedRequiredByContext.set(context, (found = checkForcedRequired(tool)));
  return found;
}

/** The whole check of one definition (or one `scope` of it): what the API, the CLI and every rule read. */
export function checkTool(tool: ToolUnderCheck, options: CheckOptions, scope: CheckScope = "all"): Finding[] {
  const merged = new Map<string, MergedFinding>();
  // Counted findings are merged apart and come last, so `all` equals `uncounted` then `counted`.
  const counted = new Map<string, MergedFinding>();
  const contexts = new Map<JsonObject, CheckContext>();
  const add = (raw: RawFinding, targetId: string) => {
    const key = causeKey(raw);
    const into = raw.code === COUNTED_CODE ? counted : merged;
    const entry = into.get(key);
    if (!entry) into.set(key, { raw, targets: [targetId] });
    else {
      if (!entry.targets.includes(targetId)) entry.targets.push(targetId);
      entry.raw = mergeData(entry.raw, raw);
    }
  };
  for (const targetId of options.targets) {
    const provider = providerById(targetId);
    if (!provider) continue;
    // A tool the framework throws on, or leaves out of the request, is not sent: that is the one finding.
    // (The failure belongs to the uncounted part: nothing is counted for a tool that is not sent.)
    if (tool.fails) {
      if (scope !== "counted") add(failure(tool.fails, { kind: "failure" }), targetId);
      continue;
    }
    const view = tool.viewFor?.(targetId);
    if (tool.schemaUnknown) {
      // Only the name (as this target receives it) and the description: the schema, its cost and what happens to it are unknown.
      if (scope === "counted") continue;
      const seen: ToolUnderCheck = view ? { ...tool, name: view.name } : tool;
      for (const check of textChecks) for (const raw of check(seen, provider, options, { sentNodes: schemaNodes(tool.sent) })) add(raw, targetId);
      continue;
    }
    if (view?.fails) {
      // Reported at the node the framework fails on, where the transform knows it.
      const at = view.fails.at;
      if (scope !== "counted") add(failure(view.fails, at ? { kind: "schema", pointer: at.pointer, ...(at.keyword ? { keyword: at.keyword } : {}) } : { kind: "definition" }), targetId);
      continue;
    }
    const seen: ToolUnderCheck = view ? { ...tool, sent: view.sent, name: view.name, nullsBecomeMissing: view.nullsBecomeMissing } : tool;
    if (scope !== "uncounted") for (const raw of countingCheck(seen, provider, options)) add(raw, targetId);
    if (scope === "counted") continue;
    let context = contexts.get(seen.sent);
    if (!context) contexts.set(seen.sent, (context = { sentNodes: schemaNodes(seen.sent) }));
    const dropped = tool.droppedRoot !== undefined || tool.unconvertible !== undefined || tool.ignoredInput !== undefined;
    const checks = dropped ? definitionChecks : [...definitionChecks, ...schemaChecks];
    for (const check of checks) for (const raw of check(seen, provider, options, context)) add(raw, targetId);
    for (const change of view?.changes ?? []) {
      const data = { by: senderInWords(midSentence(change.by)), change: change.change, ...(change.fix ? { fix: change.fix } : {}) };
      add({ code: "silent-transform", location: change.location, messageId: "transform", data }, targetId);
    }
  }
  const entries = [...oneFindingPerCause([...merged.values()]), ...counted.values()];
  const path = { sender: tool.sender, asserted: options.targetsAsserted === true };
  const spelling = spellingOf(tool.route);
  return entries.map((entry) => toFinding(entry, options, path, spelling));
}

function failure(fails: { readonly by: string; readonly reason: string; readonly fix?: string }, location: RawFinding["location"]): RawFinding {
  return { code: "unsendable-tool", location, messageId: "fails", data: { by: senderInWords(midSentence(fails.by)), reason: fails.reason, fix: fails.fix ?? "" } };
}

function toFinding({ raw, targets }: MergedFinding, options: CheckOptions, path: TargetPath, spelling: Spelling): Finding {
  const ordered = options.targets.filter((id) => targets.includes(id));
  const scope = { rejects: (keyword: string) => ordered.some((id) => rejectsKeyword(id, keyword)) };
  // A framework's own change or failure already names the framework: the path would say it twice.
  const named = raw.code === "silent-transform" || raw.code === "unsendable-tool" || raw.messageId === "inputIgnored";
  const data: Record<string, string> = { ...raw.data, targets: targetsInWords(ordered, named ? { asserted: path.asserted } : path) };
  data.s = ordered.length === 1 ? "s" : "";
  if (data.where !== undefined) data.Where = capitalised(data.where);
  if (raw.code === "unsupported-keyword" && data.also === undefined) data.also = "";
  // Never advise a keyword that another target of the same finding rejects (anyOf at a strict root).
  if (data.instead && scope.rejects(data.instead)) data.instead = "";
  // The fix opens its own sentence; a message without one ends at its full stop.
  const fix = fixFor({ ...raw, data }, spelling);
  data.fix = fix ? ` ${fix}` : "";
  const templates: Record<string, string> = checkMessages[raw.code];
  const location = raw.location;
  return {
    code: raw.code,
    severity: checkSeverity[raw.code],
    targets: ordered,
    location,
    path: location.kind === "schema" ? pointerToPath(location.pointer) : "",
    messageId: raw.messageId,
    data,
    message: renderMessage(templates[raw.messageId], data),
  };
}

function rejectsKeyword(targetId: string, keyword: string): boolean {
  return providerById(targetId)?.keywords.some((rule) => rule.keyword === keyword && rule.effect === "rejected") ?? false;
}

/** `The MCP SDK` → `the MCP SDK`: the framework's name follows a comma in the message. */
function midSentence(text: string): string {
  return /^The\s/.test(text) ? `t${text.slice(1)}` : text;
}
