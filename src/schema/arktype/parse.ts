// ArkType route: a small reader of arktype's string definitions ("string", "number.integer >= 0",
// "string[]", "'a' | 'b'", "0 < number <= 100"), into the nodes arktype 2.2.10 reduces them to. Anything
// outside this grammar is refused by name, never guessed.
import { byHash, hashStart, type Constraint, type Node, type Unit } from "./model.js";

/** `optional`: a property's default (`"number = 5"`) or a tuple element's trailing `?`, both optional in the input JSON. */
export type Parsed = { ok: true; node: Node; optional: boolean } | { ok: false; reason: string };

/** Where a string definition stands: a property value may carry a default, a tuple element a trailing `?`. */
export type Position = "property" | "element" | "value";

/** What the reader knows, for messages. */
export const READ_STRINGS =
  "string, number, boolean, null, true, false, object, unknown, Date, number.integer, number.safe, number.epoch, string.email, string.url, string.uuid, string.uuid.v4, string.ip.v4, string.date, string.alpha, string.alphanumeric, string.digits, string.hex, quoted and number literals, /regex/, X[], (…), unions with |, bounds (< <= > >= ==, also on both sides) on string, number, number.integer, arrays and the string keywords other than string.uuid and string.date, % n, and a default (= literal) on a property";

type Intersection = Extract<Node, { kind: "intersection" }>;

/** arktype 2.2.10 out/keywords/string.js regexStringNode: a pattern on a string, and a JSON Schema format when given one. */
const patterned = (rule: string, format?: string): Intersection => ({
  kind: "intersection",
  basis: "string",
  constraints: [{ kind: "pattern", rule }],
  ...(format ? { meta: { format } } : {}),
});

const IPV4_OCTET = "(?:[0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])";
const UUID_MIDDLE = "[\\dA-Fa-f]{8}-[\\dA-Fa-f]{4}-";

/**
 * string.uuid (string.js `uuid`): the union `versioned | nil | max` given `{ description, format }` by the "@"
 * tuple, which reaches the union, each branch and the versioned branch's basis.
 */
function uuidNode(): Node {
  const meta = { description: "a UUID", format: "uuid" };
  const versioned: Intersection = { ...patterned(`^${UUID_MIDDLE}[1-8][\\dA-Fa-f]{3}-[89ABab][\\dA-Fa-f]{3}-[\\dA-Fa-f]{12}$`), shared: meta, meta };
  const nil: Node = { kind: "unit", value: "00000000-0000-0000-0000-000000000000", meta };
  const max: Node = { kind: "unit", value: "ffffffff-ffff-ffff-ffff-ffffffffffff", meta };
  return { kind: "union", branches: [versioned, nil, max], meta };
}

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
  // number.js `safe`: the safe integer range as value bounds (the basis is not an integer).
  "number.safe": () => ({
    kind: "intersection",
    basis: "number",
    constraints: [
      { kind: "max", rule: Number.MAX_SAFE_INTEGER },
      { kind: "min", rule: Number.MIN_SAFE_INTEGER },
    ],
  }),
  // number.js `epoch`: an integer within ±8.64e15 (the range of a Date), its description on the basis.
  "number.epoch": () => ({
    kind: "intersection",
    basis: "number",
    constraints: [{ kind: "divisor", rule: 1 }, { kind: "max", rule: 8.64e15 }, { kind: "min", rule: -8.64e15 }],
    shared: { description: "an integer representing a safe Unix timestamp" },
  }),
  "string.email": () => patterned("^[\\w%+.-]+@[\\d.A-Za-z-]+\\.[A-Za-z]{2,}$", "email"),
  // urlRoot: a predicate (dropped by the standard fallback) and `meta: { format: "uri" }`
  "string.url": () => ({ kind: "intersection", basis: "string", constraints: [], meta: { format: "uri" }, predicate: true }),
  // stringDate: a predicate on a string, nothing JSON Schema can say.
  "string.date": () => ({ kind: "intersection", basis: "string", constraints: [], predicate: true }),
  "string.uuid": uuidNode,
  "string.uuid.v4": () => patterned(`^${UUID_MIDDLE}4[\\dA-Fa-f]{3}-[89ABab][\\dA-Fa-f]{3}-[\\dA-Fa-f]{12}$`),
  "string.ip.v4": () => patterned(`^(${IPV4_OCTET}[.]){3}${IPV4_OCTET}$`, "ipv4"),
  "string.alpha": () => patterned("^[A-Za-z]*$"),
  "string.alphanumeric": () => patterned("^[\\dA-Za-z]*$"),
  "string.digits": () => patterned("^\\d*$"),
  "string.hex": () => patterned("^[\\dA-Fa-f]+$"),
};

/**
 * Keywords whose node takes bounds the way a plain string, number or array does. A bound makes a new
 * intersection of the keyword's children, so a format the keyword carried as its own meta is lost.
 */
const BOUNDABLE = new Set([
  "string",
  "number",
  "number.integer",
  "string.email",
  "string.url",
  "string.uuid.v4",
  "string.ip.v4",
  "string.alpha",
  "string.alphanumeric",
  "string.digits",
  "string.hex",
]);

class Refused extends Error {}

class Reader {
  private at = 0;
  constructor(private readonly text: string) {}

  parse(position: Position): { node: Node; optional: boolean } {
    const node = this.union();
    const optional = this.defaultValue(node, position) || this.optionalMark(position);
    this.space();
    if (this.at < this.text.length) throw new Refused(`"${this.text.slice(this.at)}"`);
    return { node, optional };
  }

  /**
   * `"number = 5"`: a default makes the property optional; the input JSON Schema writes neither the
   * default nor the key in "required" (structure/structure.js). arktype throws on a default its type
   * rejects, or one outside a property.
   */
  private defaultValue(node: Node, position: Position): boolean {
    if (!this.eat("=")) return false;
    if (position !== "property") throw new Refused("a default outside an object property");
    const value = this.literal();
    if (value === undefined) throw new Refused("a default other than a number, quoted string, true, false or null");
    if (allows(node, value.value) === false) throw new Refused(`a default its own type does not allow`);
    return true;
  }

  private optionalMark(position: Position): boolean {
    return position === "element" && this.eat("?");
  }

  private literal(): { value: Unit } | undefined {
    this.space();
    const n = this.number();
    if (n !== undefined) return { value: n };
    const quote = this.text[this.at];
    if (quote === "'" || quote === '"') return { value: this.quoted(quote) };
    for (const [word, value] of [["true", true], ["false", false], ["null", null]] as const) if (this.eat(word)) return { value };
    return undefined;
  }

  private quoted(quote: string): string {
    const end = this.text.indexOf(quote, this.at + 1);
    if (end < 0 || this.text.slice(this.at + 1, end).includes("\\")) throw new Refused("a quoted literal with escapes");
    const value = this.text.slice(this.at + 1, end);
    this.at = end + 1;
    return value;
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
    if (quote === "'" || quote === '"') return { kind: "unit", value: this.quoted(quote) };
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

function withConstraints(node: Intersection, added: Constraint[]): Node {
  // The bounded node is a new intersection of the keyword's children: the keyword's own meta is not among them.
  const { meta: _dropped, ...children } = node;
  let all = [...node.constraints, ...added];
  // Divisors meet at their least common multiple (refinements/divisor.js): `number.integer % 2` is `% 2`.
  const divisors = all.filter((c) => c.kind === "divisor").map((c) => c.rule as number);
  if (divisors.length > 1) all = [...all.filter((c) => c.kind !== "divisor"), { kind: "divisor", rule: divisors.reduce(lcm) }];
  // Two bounds of one kind would be merged (or found disjoint) by arktype: not modelled.
  if (new Set(all.map((c) => c.kind)).size !== all.length) throw new Refused("two bounds of the same kind");
  return { ...children, constraints: all };
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
  // A literal another branch allows is reduced away by arktype; one a predicate may allow cannot be told.
  const units = branches.filter((b) => b.kind === "unit");
  if (units.some((u) => branches.some((b) => b.kind === "intersection" && allows(b, u.value) !== false))) {
    throw new Refused("a literal its own type already allows, in one union");
  }
  // `number | number.integer`, `string | string.email`: arktype keeps only the wider one.
  const plain = branches.filter((b) => hashStart(b).startsWith('{"kind":"domain"'));
  if (plain.some((p) => branches.some((b) => b !== p && b.kind === "intersection" && p.kind === "intersection" && b.basis === p.basis))) {
    throw new Refused("a union of a type and a narrower one of the same kind");
  }
  return { kind: "union", branches: byHash(branches, hashStart) };
}

/**
 * Whether `node` allows `value`: false when a basis or a constraint rejects it, undefined when only a
 * predicate (not run statically) could tell.
 */
export function allows(node: Node, value: Unit): boolean | undefined {
  if (node.kind === "unknown") return true;
  if (node.kind === "unit") return node.value === value;
  if (node.kind === "union") {
    const verdicts = node.branches.map((b) => allows(b, value));
    return verdicts.includes(true) ? true : verdicts.includes(undefined) ? undefined : false;
  }
  if (value === null || typeof value === "boolean" || typeof value !== node.basis) return false;
  if (!node.constraints.every((c) => meets(c, value))) return false;
  return node.predicate ? undefined : true;
}

function meets(c: Constraint, value: string | number): boolean {
  const rule = c.rule as number;
  const size = typeof value === "string" ? value.length : value;
  switch (c.kind) {
    case "pattern":
      return new RegExp(c.rule as string).test(String(value));
    case "divisor":
      return (value as number) % rule === 0;
    case "exactLength":
      return size === rule;
    case "min":
    case "minLength":
      return c.exclusive ? size > rule : size >= rule;
    case "max":
    case "maxLength":
      return c.exclusive ? size < rule : size <= rule;
  }
}

/** Reads one string definition. */
export function parseDefinition(text: string, position: Position = "value"): Parsed {
  try {
    return { ok: true, ...new Reader(text).parse(position) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: `the ArkType definition "${text}" is not read by the plugin: ${error.message} (it reads ${READ_STRINGS})` };
    throw error;
  }
}


const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
const lcm = (a: number, b: number): number => (a * b) / gcd(a, b);
