import path from "node:path";
import { describe, expect, it } from "vitest";
import { frameworks } from "../../src/frameworks/index.js";
import { providers } from "../../src/providers/index.js";
import plugin from "../../src/index.js";
import { messageRows, NAMES_NO_PROVIDER, renderMessagesDoc, SPELLINGS } from "./render-messages-doc.js";

const docPath = path.resolve(import.meta.dirname, "..", "..", "docs", "messages.md");
const rows = messageRows();
const findings = rows.filter((row) => !row.suggestion);
const providerNames = providers.map((p) => p.inWords);

describe("the message table", () => {
  it("docs/messages.md is what the rules render (update with -u after changing a message)", async () => {
    await expect(renderMessagesDoc()).toMatchFileSnapshot(docPath);
  });

  it("covers every message of every rule", () => {
    expect(rows.length).toBeGreaterThan(30);
    expect(rows.filter((row) => /\{\{\s*\w+\s*\}\}/.test(row.sample)).map((row) => `${row.rule}/${row.messageId}: ${row.sample}`)).toEqual([]);
  });

  it("every finding names a provider in words, unless the table says why not", () => {
    const silent = findings.filter((row) => !(row.messageId in NAMES_NO_PROVIDER) && !providerNames.some((name) => row.sample.includes(name)));
    expect(silent.map((row) => `${row.rule}/${row.messageId}`)).toEqual([]);
    // Target ids in brackets are the code's voice, not the user's.
    expect(findings.filter((row) => /\[(openai|anthropic|google|mcp|bedrock)[\w-]*[\],]/.test(row.sample)).map((row) => row.messageId)).toEqual([]);
  });

  it("every finding states a fix, in each way of writing a schema", () => {
    const noFix = findings.flatMap((row) => {
      if (Object.keys(row.fixes).length === 0) {
        // A rule's own message ends with its advice: an imperative sentence after the first.
        return /\. [A-Z][a-z]+ [^.]+\.$/.test(row.sample) ? [] : [`${row.rule}/${row.messageId}`];
      }
      // An SDK failure may carry the SDK's own advice instead; the sample's reason has none.
      return SPELLINGS.filter((s) => !row.fixes[s]).map((s) => `${row.rule}/${row.messageId} (${s})`);
    });
    expect(noFix.filter((entry) => !entry.startsWith("unresolved-schema/"))).toEqual([]);
  });

  it("no rule's own text names a framework: a framework is named only through the finding's data, from the tool's own", () => {
    // "MCP SDK" and "AI SDK" too, as messages shorten the labels.
    const names = [...new Set([...frameworks.map((f) => f.label), "MCP SDK", "AI SDK", "Mastra", "LangChain", "Agents SDK"])];
    const templates = Object.entries(plugin.rules).flatMap(([rule, module]) =>
      Object.entries(module.meta.messages as Record<string, string>).map(([id, text]) => ({ at: `${rule}/${id}`, text })),
    );
    expect(templates.length).toBeGreaterThan(30);
    expect(templates.filter(({ text }) => names.some((name) => text.includes(name))).map(({ at, text }) => `${at}: ${text}`)).toEqual([]);
  });

  it("no message is over 200 characters with two destinations and a framework named", () => {
    const long = rows.filter((row) => row.sample.length > 200).map((row) => `${row.messageId} (${row.sample.length}): ${row.sample}`);
    expect(long).toEqual([]);
    const longFixes = findings.flatMap((row) => SPELLINGS.map((s) => `${row.sample.length - (row.fixes.zod?.length ?? 0) + (row.fixes[s]?.length ?? 0)} ${row.messageId} ${s}`));
    expect(longFixes.filter((entry) => Number(entry.split(" ")[0]) > 200)).toEqual([]);
  });
});
