import fc from "fast-check";
import { keyText, literalValue, propertyKey } from "./names.js";

/**
 * Random TypeScript type expressions. They may name the prelude's declarations (`Box<T>`, `Tree`,
 * `Json`, `Color`, `Level`, `Big`, `Shape`) and are always syntactically valid; they need not be
 * sensible (`never & string`, `Record<never, any>` are welcome).
 */
const leafType = fc.oneof(
  fc.constantFrom(
    "string",
    "number",
    "boolean",
    "null",
    "undefined",
    "bigint",
    "any",
    "unknown",
    "never",
    "object",
    "Date",
    "symbol",
    "void",
    "Tree",
    "Json",
    "Color",
    "Color.Red",
    "Level",
    "Big",
    "keyof Shape",
    "Shape",
    "typeof sharedLiteral",
    "`id-${number}`",
    '`${"a" | "b"}-${string}`',
    "Uppercase<\"abc\">",
    "() => void",
    "Promise<string>",
    "RegExp",
    "Inf<string>",
    "Rec<number>",
    "Klass",
    "CE",
    "Brand",
    "WithCall",
    "Merged",
    "DeepPartial<Shape>",
    "Paths<Shape>",
    "Tup",
    "Wide",
    "Map<string, number>",
    "Set<string>",
    "Uint8Array",
    "Function",
    "String",
    "{}",
    "object & {}",
    "keyof any",
    "Record<never, string>",
    "Partial<any>",
    "[]",
    "Array<never>",
    "typeof sym",
    "{ [sym]: string; plain: number }",
    "{ [key: `x${string}`]: number }",
    "{ [key: symbol]: string }",
    "{ get size(): number; set size(value: number); method(): void; new (): object }",
    "import(\"./shared.js\").JsonToolLike",
    "typeof import(\"./shared.js\")",
  ),
  literalValue,
);

export const typeArb: fc.Arbitrary<string> = fc.letrec<{ type: string; member: string }>((tie) => ({
  type: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    leafType,
    fc.array(tie("member"), { maxLength: 5 }).map((members) => `{ ${members.join(" ")} }`),
    tie("type").map((t) => `(${t})[]`),
    tie("type").map((t) => `readonly (${t})[]`),
    fc.tuple(tie("type"), tie("type")).map(([a, b]) => `[${a}, (${b})?]`),
    fc.array(tie("type"), { minLength: 2, maxLength: 4 }).map((ts) => ts.map((t) => `(${t})`).join(" | ")),
    fc.array(tie("type"), { minLength: 2, maxLength: 3 }).map((ts) => ts.map((t) => `(${t})`).join(" & ")),
    tie("type").map((t) => `Box<${t}>`),
    tie("type").map((t) => `Partial<{ a: ${t}; b?: string }>`),
    tie("type").map((t) => `Required<{ a?: ${t} }>`),
    tie("type").map((t) => `Readonly<{ a: ${t} }>`),
    tie("type").map((t) => `Record<"x" | "y", ${t}>`),
    tie("type").map((t) => `Record<string, ${t}>`),
    tie("type").map((t) => `{ [key: string]: ${t}; [index: number]: ${t} }`),
    tie("type").map((t) => `{ [K in "p" | "q"]?: ${t} }`),
    tie("type").map((t) => `{ readonly [K in keyof Shape]-?: ${t} }`),
    tie("type").map((t) => `Pick<{ a: ${t}; b: number; c: string }, "a" | "c">`),
    tie("type").map((t) => `Omit<{ a: ${t}; b: number }, "b">`),
    fc.tuple(tie("type"), tie("type")).map(([a, b]) => `(${a}) extends string ? ${b} : { fallback: ${a} }`),
    tie("type").map((t) => `Exclude<${t}, string>`),
    tie("type").map((t) => `NonNullable<${t}>`),
    tie("type").map((t) => `Awaited<Promise<${t}>>`),
    tie("type").map((t) => `Box<${t}>["value"]`),
    tie("type").map((t) => `Array<${t}>`),
    tie("type").map((t) => `[label: ${t}, count?: number, ...rest: (${t})[]]`),
    tie("type").map((t) => `(${t}) extends infer U ? { inferred: U } : never`),
    tie("type").map((t) => `{ [K in keyof (${t})]: (${t})[K] }`),
    tie("type").map((t) => `Inf<${t}>`),
    tie("type").map((t) => `DeepPartial<{ x: ${t} }>`),
    tie("type").map((t) => `(${t}) & { __brand: "b" }`),
  ),
  member: fc
    .tuple(propertyKey, fc.constantFrom("", "?", "readonly ", "readonly ?"), tie("type"), fc.boolean())
    .map(([key, mark, type, documented]) => {
      const readonly = mark.startsWith("readonly") ? "readonly " : "";
      const optional = mark.endsWith("?") ? "?" : "";
      const doc = documented ? `/** The ${key.replace(/\*\//g, "")} field. @minLength 1 */ ` : "";
      return `${doc}${readonly}${keyText(key)}${optional}: ${type};`;
    }),
})).type;

/** `type Big = "v0" | … ` with up to 1,500 members, in the prelude of every case. */
export const bigUnionSize = fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 20 }) }, { weight: 1, arbitrary: fc.constantFrom(300, 1500) });
