// ArkType route: a small reader of arktype's string definitions ("string", "number.integer >= 0",
// "string[]", "'a' | 'b'", "0 < number <= 100"), into the nodes arktype 2.2.10 reduces them to. Anything
// outside this grammar is refused by name, never guessed.
import { byHash, hashStart, type Constraint, type Node } from "./model.js";

export type Parsed = { ok: true; node: Node } | { ok: false; reason: string };

/** What the reader knows, for messages. */
export const READ_STRINGS =
  "string, number, boolean, null, true, false, object, unknown, Date, number.integer, string.email, string.url, string.alpha, quoted and number literals, /regex/, X[], (…), unions with |, bounds (< <= > >= ==, also on both sides) on string, number, number.integer and arrays, and % n";

/** Keywords read as arktype defines them (arktype 2.2.10 out/keywords/string.js, number.js). */
const KEYWORDS: Readonly<Record<string, () => Node>> = {
  string: () => ({ kind: "intersection", basis: "string", constraints: [] }),
  number: () => ({ kind: "intersection", basis: "number", constraints: [] }),
  object: () => ({ kind: "intersection", basis: "object", constraints: [] }),
  boolean: () => ({ kind: "union", branches: [{ kind: "unit", value: false }, { kind: "unit", value: true }] }),
  true: () => ({ kind: "unit", value: true }),
  false: () => ({ kind: "unit", value: false }),
  null: () => ({ kind: "unit", value: null }),
  unknown: () => ({ kind: "unknown" }),
  // A Date has no JSON Schema: the standard fallback (shared/toJsonSchema.js `standardFallback.date`) keeps its base, `{}`.
  Date: () => ({ kind: "unknown" }),
  "number.integer": () => ({ kind: "intersection", basis: "number", constraints: [{ kind: "divisor", rule: 1 }] }),
  // regexStringNode(/^[\w%+.-]+@[\d.A-Za-z-]+\.[A-Za-z]{2,}$/, "an email address", "email")
  "string.email": () => ({ kind: "intersection", basis: "string", constraints: [{ kind: "pattern", rule: "^[\\w%+.-]+@[\\d.A-Za-z-]+\\.[A-Za-z]{2,}$" }], meta: { format: "email" } }),
  // urlRoot: a predicate (dropped by the standard fallback) and `meta: { format: "uri" }`
  "string.url": () => ({ kind: "intersection", basis: "string", constraints: [], meta: { format: "uri" } }),
  "string.alpha": () => ({ kind: "intersection", basis: "string", constraints: [{ kind: "pattern", rule: "^[A-Za-z]*$" }] }),
};

/** Keywords whose node takes bounds the way a plain string, number or array does. */
const BOUNDABLE = new Set(["string", "number", "number.integer"]);

class Refused extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(): Node {
    const node = this.union();
    this.space();
    if (this.at < this.text.length) throw new Refused(`"${this.text.slice(this.at)}"`);
    return node;
  }

  private space(): void {
    while (this.text[this.at] === " ") this.at++;
  }

  private eat(token: string): boolean {
    this.space();
    if (!this.text.startsWith(token, this.at)) return false;
    this.at += token.length;
    return true;
  }

  private union(): Node {
    const branches = [this.bounded()];
    while (this.eat("|")) branches.push(this.bounded());
    return branches.length === 1 ? branches[0]! : unionOf(branches);
  }

  private number(): number | undefined {
    this.space();
    const match = /^-?\d+(\.\d+)?/.exec(this.text.slice(this.at));
    if (!match) return undefined;
    this.at += match[0].length;
    return Number(match[0]);
  }

  private comparator(): string | undefined {
    for (const op of ["<=", ">=", "==", "<", ">"]) if (this.eat(op)) return op;
    return undefined;
  }

  /** `n < operand <= m`, `operand >= n`, `operand % n`: bounds read as arktype normalizes them. */
  private bounded(): Node {
    const start = this.at;
    const left = this.number();
    let leftOp: string | undefined;
    if (left !== undefined) {
      leftOp = this.comparator();
      if (leftOp !== "<" && leftOp !== "<=") {
        // a number literal on its own
        this.at = start;
      }
    }
    const operandStart = this.at;
    const operand = this.postfix();
    const keyword = this.text.slice(operandStart, this.at).trim();
    const constraints: Constraint[] = [];
    if (this.eat("%")) {
      const n = this.number();
      if (n === undefined || !Number.isInteger(n) || n <= 0) throw new Refused("a `%` without a positive integer");
      constraints.push({ kind: "divisor", rule: n });
    }
    const rightStart = this.at;
    const rightOp = this.comparator();
    const right = rightOp ? this.number() : undefined;
    if (rightOp && right === undefined) {
      this.at = rightStart;
      throw new Refused(`"${this.text.slice(rightStart).trim()}"`);
    }
    if (leftOp) constraints.push(...bound(operand, keyword, leftOp === "<" ? ">" : ">=", left!));
    if (rightOp) constraints.push(...bound(operand, keyword, rightOp, right!));
    if (constraints.length === 0) return operand;
    if (operand.kind !== "intersection" || (!BOUNDABLE.has(keyword) && operand.basis !== "array")) throw new Refused(`bounds on "${keyword}"`);
    return withConstraints(operand, constraints);
  }

  private postfix(): Node {
    let node = this.primary();
    while (this.eat("[]")) node = { kind: "intersection", basis: "array", constraints: [], items: node };
    return node;
  }

  private primary(): Node {
    this.space();
    if (this.eat("(")) {
      const inner = this.union();
      if (!this.eat(")")) throw new Refused("an unclosed `(`");
      return inner;
    }
    const quote = this.text[this.at];
    if (quote === "'" || quote === '"') {
      const end = this.text.indexOf(quote, this.at + 1);
      if (end < 0 || this.text.slice(this.at + 1, end).includes("\\")) throw new Refused("a quoted literal with escapes");
      const value = this.text.slice(this.at + 1, end);
      this.at = end + 1;
      return { kind: "unit", value };
    }
    if (quote === "/") {
      const end = this.text.indexOf("/", this.at + 1);
      if (end < 0 || this.text.slice(this.at + 1, end).includes("\\/")) throw new Refused("a regex literal with an escaped slash");
      const source = this.text.slice(this.at + 1, end);
      this.at = end + 1;
      return { kind: "intersection", basis: "string", constraints: [{ kind: "pattern", rule: source }] };
    }
    const n = this.number();
    if (n !== undefined) return { kind: "unit", value: n };
    const match = /^[A-Za-z_$][\w$.]*/.exec(this.text.slice(this.at));
    const word = match?.[0];
    const keyword = word && KEYWORDS[word];
    if (!keyword) throw new Refused(word ? `"${word}"` : `"${this.text.slice(this.at)}"`);
    this.at += word.length;
    return keyword();
  }
}

/** A bound `operand op n`: value bounds on numbers, inclusive length bounds on strings and arrays. */
function bound(operand: Node, keyword: string, op: string, n: number): Constraint[] {
  if (operand.kind !== "intersection") throw new Refused(`bounds on "${keyword}"`);
  if (operand.basis === "number") {
    if (op === "==") throw new Refused(`"${keyword} == ${n}"`);
    return [{ kind: op.startsWith(">") ? "min" : "max", rule: n, exclusive: !op.endsWith("=") }];
  }
  if (!Number.isInteger(n)) throw new Refused(`a length bound of ${n}`);
  if (op === "==") return [{ kind: "exactLength", rule: n }];
  const min = op.startsWith(">");
  const rule = op.endsWith("=") ? n : min ? n + 1 : n - 1;
  // A minimum length of 0 is always met: arktype omits it.
  if (min && rule === 0) return [];
  return [{ kind: min ? "minLength" : "maxLength", rule }];
}

function withConstraints(node: Extract<Node, { kind: "intersection" }>, added: Constraint[]): Node {
  let all = [...node.constraints, ...added];
  // Divisors meet at their least common multiple (refinements/divisor.js): `number.integer % 2` is `% 2`.
  const divisors = all.filter((c) => c.kind === "divisor").map((c) => c.rule as number);
  if (divisors.length > 1) all = [...all.filter((c) => c.kind !== "divisor"), { kind: "divisor", rule: divisors.reduce(lcm) }];
  // Two bounds of one kind would be merged (or found disjoint) by arktype: not modelled.
  if (new Set(all.map((c) => c.kind)).size !== all.length) throw new Refused("two bounds of the same kind");
  return { ...node, constraints: all };
}

/**
 * A union, its branches flattened and sorted by hash as arktype sorts them. Branches that arktype would
 * reduce (a unit its domain already allows) or whose hashes differ only past their kind are refused.
 */
export function unionOf(parts: readonly Node[]): Node {
  const branches = parts.flatMap((p) => (p.kind === "union" ? p.branches : [p]));
  if (branches.some((b) => b.kind === "unknown")) throw new Refused("`unknown` in a union");
  const starts = branches.map(hashStart);
  if (new Set(starts).size !== starts.length) throw new Refused("a union whose branches arktype would merge or order by more than their kind");
  const domains = new Set(branches.flatMap((b) => (b.kind === "intersection" ? [b.basis] : [])));
  if (branches.some((b) => b.kind === "unit" && b.value !== null && domains.has(typeof b.value as "string"))) throw new Refused("a literal its own type already allows, in one union");
  // `number | number.integer`, `string | string.email`: arktype keeps only the wider one.
  const plain = branches.filter((b) => hashStart(b).startsWith('{"kind":"domain"'));
  if (plain.some((p) => branches.some((b) => b !== p && b.kind === "intersection" && p.kind === "intersection" && b.basis === p.basis))) {
    throw new Refused("a union of a type and a narrower one of the same kind");
  }
  return { kind: "union", branches: byHash(branches, hashStart) };
}

/** Reads one string definition. */
export function parseDefinition(text: string): Parsed {
  try {
    return { ok: true, node: new Reader(text).parse() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: `the ArkType definition "${text}" is not read by the plugin: ${error.message} (it reads ${READ_STRINGS})` };
    throw error;
  }
}


const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);
