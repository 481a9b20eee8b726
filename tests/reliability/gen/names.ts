import fc from "fast-check";

/** Property keys: plain, quoted, reserved-looking, prototype names and odd characters. */
export const propertyKey = fc.constantFrom(
  "a",
  "b",
  "query",
  "limit",
  "kind",
  "type",
  "properties",
  "required",
  "not",
  "default",
  "description",
  "$ref",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "with space",
  "dash-ed",
  "0",
  "ünï",
  "a/b~c",
  "",
);

/** A key written so that it parses whatever its characters: identifiers bare, the rest quoted. */
export function keyText(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

/** Tool names: valid, invalid characters, too long, empty, unicode. */
export const toolName = fc.constantFrom(
  "search",
  "get_weather",
  "tools.search",
  "has space",
  "",
  "x".repeat(65),
  "naïve",
  "a-b_c-1",
  "emoji🙂",
);

export const shortText = fc.constantFrom("", "Search the web.", "Line one\nline two", "quote \" and ` and ${x}", "é".repeat(3));

/** A string literal, a template literal without and with substitutions, or a concatenation. */
export function stringExpression(text: string, form: number): string {
  switch (form % 4) {
    case 0:
      return JSON.stringify(text);
    case 1:
      return "`" + text.replace(/[`\\$]/g, (c) => "\\" + c) + "`";
    case 2:
      return "`${prefix}_" + text.replace(/[`\\$]/g, (c) => "\\" + c) + "`";
    default:
      return `${JSON.stringify(text)} + "_" + prefix`;
  }
}

/** Literal values usable in unions, enums and `const`. */
export const literalValue = fc.oneof(
  fc.constantFrom('"a"', '"b"', '"with space"', '""', "0", "1", "-1", "1.5", "true", "false", "null"),
  fc.string({ maxLength: 6 }).map((s) => JSON.stringify(s)),
);

/** `"v0" | "v1" | … ` with `count` members: the huge unions and enums of the brief. */
export function manyLiterals(count: number): string[] {
  return Array.from({ length: count }, (_, i) => JSON.stringify(`v${i}`));
}
