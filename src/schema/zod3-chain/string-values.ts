import type ts from "typescript";
import type { Z3Check } from "./ir.js";

/**
 * zod 3's string checks run on a known string, for the few places where zod-to-json-schema's
 * output depends on validation: whether a `.default()` value (or a coerced `undefined`) passes
 * makes a property optional or required. Formats whose test is not a plain regex here (ipv6,
 * cidr, jwt, emoji, duration) are reported as unknown rather than guessed.
 */
export type StringVerdict =
  | { readonly kind: "ok"; readonly value: string }
  | { readonly kind: "fail" }
  | { readonly kind: "unknown"; readonly reason: string; readonly node: ts.Node };

const DATE_SOURCE = String.raw`((\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-((0[13578]|1[02])-(0[1-9]|[12]\d|3[01])|(0[469]|11)-(0[1-9]|[12]\d|30)|(02)-(0[1-9]|1\d|2[0-8])))`;

function timeSource(precision: number | null | undefined): string {
  let seconds = String.raw`[0-5]\d`;
  if (precision) seconds = String.raw`${seconds}\.\d{${precision}}`;
  else if (precision == null) seconds = String.raw`${seconds}(\.\d+)?`;
  return String.raw`([01]\d|2[0-3]):[0-5]\d(:${seconds})${precision ? "+" : "?"}`;
}

function datetimePattern(check: Z3Check): RegExp {
  const zones = [check.local ? "Z?" : "Z"];
  if (check.offset) zones.push(String.raw`([+-]\d{2}:?\d{2})`);
  return new RegExp(`^${DATE_SOURCE}T${timeSource(check.precision)}(${zones.join("|")})$`);
}

const FORMAT_PATTERNS: Record<string, RegExp> = {
  email: /^(?!\.)(?!.*\.\.)([A-Z0-9_'+\-.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9-]*\.)+[A-Z]{2,}$/i,
  uuid: /^[0-9a-fA-F]{8}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{4}\b-[0-9a-fA-F]{12}$/i,
  nanoid: /^[a-z0-9_-]{21}$/i,
  cuid: /^c[^\s-]{8,}$/i,
  cuid2: /^[0-9a-z]+$/,
  ulid: /^[0-9A-HJKMNP-TV-Z]{26}$/i,
  base64: /^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$/,
  base64url: /^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$/,
  date: new RegExp(`^${DATE_SOURCE}$`),
  ipv4: /^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$/,
};

function isUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** One check: whether the string passes, or why that cannot be known here. */
function passes(check: Z3Check, text: string): boolean | string {
  const value = check.value ?? 0;
  switch (check.kind) {
    case "min":
      return text.length >= value;
    case "max":
      return text.length <= value;
    case "length":
      return text.length === value;
    case "url":
      return isUrl(text);
    case "regex":
      return new RegExp(check.regex!.source, check.regex!.flags).test(text);
    case "includes":
      return text.includes(check.text ?? "", check.position);
    case "startsWith":
      return text.startsWith(check.text ?? "");
    case "endsWith":
      return text.endsWith(check.text ?? "");
    case "datetime":
      return datetimePattern(check).test(text);
    case "time":
      return new RegExp(`^${timeSource(check.precision)}$`).test(text);
    case "ip":
      if (check.version === "v6") return "an IPv6 check";
      return FORMAT_PATTERNS.ipv4.test(text) || (check.version === "v4" ? false : "an IPv6 check");
    default: {
      const pattern = FORMAT_PATTERNS[check.kind];
      return pattern ? pattern.test(text) : `a .${check.kind}() check`;
    }
  }
}

/** Runs every check in order; `trim` / `toLowerCase` / `toUpperCase` rewrite the string for later ones. */
export function runStringChecks(checks: readonly Z3Check[], input: string): StringVerdict {
  let text = input;
  let failed = false;
  let unknown: StringVerdict | undefined;
  for (const check of checks) {
    if (check.kind === "trim") text = text.trim();
    else if (check.kind === "toLowerCase") text = text.toLowerCase();
    else if (check.kind === "toUpperCase") text = text.toUpperCase();
    else {
      const verdict = passes(check, text);
      if (typeof verdict === "string") {
        unknown ??= { kind: "unknown", reason: `whether ${JSON.stringify(text)} passes ${verdict}`, node: check.node };
      } else if (!verdict) {
        failed = true;
      }
    }
  }
  // zod runs every check; one known failure decides, whatever the checks it cannot judge say.
  if (failed) return { kind: "fail" };
  return unknown ?? { kind: "ok", value: text };
}
