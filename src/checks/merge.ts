import { providerById } from "../providers/index.js";
import type { RawFinding } from "./types.js";
import { listInWords } from "./words.js";

/** One cause at one place, with every target it holds for. */
export interface MergedFinding {
  raw: RawFinding;
  targets: string[];
}

/**
 * Data that may differ between targets without making a second cause: the wording of a name problem
 * (each provider allows a slightly different alphabet), a token count (each provider counts its own) and
 * the keyword a provider takes instead (one that has none still rejects the same keyword).
 */
const PER_TARGET_DATA = new Set(["problem", "tokens", "approx", "instead"]);

/** Findings with the same key are one finding listing several targets. */
export function causeKey(raw: RawFinding): string {
  const data = Object.entries(raw.data).filter(([key]) => !PER_TARGET_DATA.has(key));
  return JSON.stringify([raw.code, raw.messageId, raw.location, data]);
}

/** Keeps the first target's data, except a token count, where the largest is what the user must fit. */
export function mergeData(kept: RawFinding, next: RawFinding): RawFinding {
  if (!kept.data.instead && next.data.instead) kept = { ...kept, data: { ...kept.data, instead: next.data.instead } };
  if (kept.data.tokens === undefined || next.data.tokens === kept.data.tokens) return kept;
  // Targets count differently (OpenAI exactly, others by estimate): the message gives the largest, as a bound.
  const larger = Number(next.data.tokens) > Number(kept.data.tokens) ? next : kept;
  return { ...kept, data: { ...kept.data, tokens: larger.data.tokens, approx: larger.data.approx === "at least " ? "at least " : "up to " } };
}

const COMBINATORS = new Set(["oneOf", "anyOf", "allOf"]);

/** The findings about the root's own shape: one cause, however many targets see it. */
const ROOT_SHAPE = new Set(["rootNotObject", "rootCombinator", "rootUnionBranch"]);

/**
 * One finding per cause and node, whatever rules and targets see it:
 * - a root that is not a plain object is one `root-not-object` finding, not also a keyword finding per
 *   target for its combinator nor an open-object finding for the union (its fix rewrites the root);
 * - a keyword that some targets reject and others ignore is one `unsupported-keyword` finding that says
 *   both, not also an `ignored-keyword` warning on the same span.
 */
export function oneFindingPerCause(entries: readonly MergedFinding[]): MergedFinding[] {
  const dropped = new Set<MergedFinding>();
  const roots = entries.filter((e) => e.raw.code === "root-not-object" && ROOT_SHAPE.has(e.raw.messageId));
  const root = roots.find((e) => e.raw.messageId === "rootNotObject") ?? roots[0];
  if (root) {
    for (const entry of entries) {
      if (entry === root) continue;
      if (roots.includes(entry) || (isRootKeyword(entry) && entry.raw.code === "unsupported-keyword")) absorb(root, entry, dropped);
      else if (isRootKeyword(entry)) dropped.add(entry);
    }
    // The open root is folded in only where the root finding holds: a target that takes the union
    // root but needs it closed keeps its own error.
    for (const entry of entries) if (isRootOpenObject(entry) && entry.targets.every((id) => root.targets.includes(id))) dropped.add(entry);
  }
  for (const ignored of entries) {
    if (dropped.has(ignored) || ignored.raw.code !== "ignored-keyword") continue;
    const rejected = entries.find((e) => !dropped.has(e) && e.raw.code === "unsupported-keyword" && sameSpan(e.raw, ignored.raw));
    if (!rejected) continue;
    const names = listInWords(ignored.targets.map((id) => providerById(id)?.inWords ?? id));
    rejected.raw = { ...rejected.raw, data: { ...rejected.raw.data, also: `; ignored by ${names}` } };
    dropped.add(ignored);
  }
  return entries.filter((e) => !dropped.has(e));
}

function absorb(into: MergedFinding, entry: MergedFinding, dropped: Set<MergedFinding>): void {
  for (const id of entry.targets) if (!into.targets.includes(id)) into.targets.push(id);
  dropped.add(entry);
}

function isRootKeyword(entry: MergedFinding): boolean {
  const { location } = entry.raw;
  return (
    (entry.raw.code === "unsupported-keyword" || entry.raw.code === "ignored-keyword") &&
    location.kind === "schema" &&
    location.pointer === "" &&
    COMBINATORS.has(location.keyword ?? "")
  );
}

function isRootOpenObject(entry: MergedFinding): boolean {
  const { location } = entry.raw;
  return entry.raw.code === "missing-additional-properties-false" && location.kind === "schema" && location.pointer === "";
}

function sameSpan(a: RawFinding, b: RawFinding): boolean {
  return (
    a.location.kind === "schema" &&
    b.location.kind === "schema" &&
    a.location.pointer === b.location.pointer &&
    a.location.keyword === b.location.keyword
  );
}
