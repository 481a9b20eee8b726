import type { PatternRef } from "./ir.js";
import type { ZodBehaviour } from "./versions.js";

/**
 * The regex sources zod 4.6 attaches to its string formats, as data: the plugin never loads zod.
 * `tests/schema/zod-chain/formats.test.ts` checks every one against the installed zod's own regexes.
 * A pattern zod keeps in a module constant is shared between schemas (zod de-duplicates patterns
 * by identity), so it gets a named identity; one zod builds per call gets a fresh identity.
 */
export const ZOD_PATTERNS = {
  cuid: String.raw`^[cC][0-9a-z]{6,}$`,
  cuid2: String.raw`^[0-9a-z]+$`,
  ulid: String.raw`^[0-7][0-9A-HJKMNP-TV-Za-hjkmnp-tv-z]{25}$`,
  xid: String.raw`^[0-9a-vA-V]{20}$`,
  ksuid: String.raw`^[A-Za-z0-9]{27}$`,
  nanoid: String.raw`^[a-zA-Z0-9_-]{21}$`,
  duration: String.raw`^P(?:(\d+W)|(?!.*W)(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+([.,]\d+)?S)?)?)$`,
  guid: String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$`,
  uuid: String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$`,
  email: String.raw`^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$`,
  emoji: String.raw`^(?=[\s\S]*[\p{Extended_Pictographic}\p{Regional_Indicator}\u20E3])[\p{Extended_Pictographic}\p{Emoji_Component}]+$`,
  ipv4: String.raw`^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$`,
  ipv6: String.raw`^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))$`,
  cidrv4: String.raw`^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/([0-9]|[1-2][0-9]|3[0-2])$`,
  cidrv6: String.raw`^(([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$`,
  // zod validates base64 with a lax charset and writes the exact block form into JSON Schema.
  base64: String.raw`^$|^(?:[0-9a-zA-Z+/]{4})*(?:(?:[0-9a-zA-Z+/]{2}==)|(?:[0-9a-zA-Z+/]{3}=))?$`,
  base64url: String.raw`^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$`,
  hostname: String.raw`^(?=.{1,253}\.?$)[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[-0-9a-zA-Z]{0,61}[0-9a-zA-Z])?)*\.?$`,
  e164: String.raw`^\+[1-9]\d{6,14}$`,
  creditCard: String.raw`^\d(?:[ -]?\d){11,18}$`,
  iban: String.raw`^[A-Z]{2}(?!00|01|99)\d{2}[A-Z0-9]{11,30}$`,
  lowercase: String.raw`^[^A-Z]*$`,
  uppercase: String.raw`^[^a-z]*$`,
  hex: String.raw`^[0-9a-fA-F]*$`,
} as const;

const DATE_SOURCE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
export const ZOD_DATE_PATTERN = `^${DATE_SOURCE}$`;

function timeSource(precision: number | null, seconds: boolean): string {
  const hhmm = String.raw`(?:[01]\d|2[0-3]):[0-5]\d`;
  if (typeof precision === "number") {
    if (precision === -1) return hhmm;
    if (precision === 0) return String.raw`${hhmm}:[0-5]\d`;
    return String.raw`${hhmm}:[0-5]\d\.\d{${precision}}`;
  }
  return seconds ? String.raw`${hhmm}:[0-5]\d(?:\.\d+)?` : String.raw`${hhmm}(?::[0-5]\d(?:\.\d+)?)?`;
}

export function zodTimePattern(precision: number | null): string {
  return `^${timeSource(precision, false)}$`;
}

export function zodDatetimePattern(options: { precision: number | null; offset: boolean; local: boolean }, zod?: ZodBehaviour): string {
  if (zod?.has("datetime-lax")) {
    // Before 4.5 the seconds stayed optional beside a zone, and `local` was an empty zone.
    const zones = ["Z", ...(options.local ? [""] : []), ...(options.offset ? [String.raw`([+-](?:[01]\d|2[0-3]):[0-5]\d)`] : [])];
    return `^${DATE_SOURCE}T(?:${timeSource(options.precision, false)}(?:${zones.join("|")}))$`;
  }
  const zones = ["Z"];
  if (options.offset) zones.push(String.raw`([+-](?:[01]\d|2[0-3]):[0-5]\d)`);
  const qualified = `${timeSource(options.precision, true)}(?:${zones.join("|")})`;
  const time = options.local ? `${qualified}|${timeSource(options.precision, false)}` : qualified;
  return `^${DATE_SOURCE}T(?:${time})$`;
}

export function zodUuidPattern(version: number): string {
  return String.raw`^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-${version}[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12})$`;
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function zodMacPattern(delimiter: string): string {
  const d = escapeRegex(delimiter);
  return `^(?:[0-9A-F]{2}${d}){5}[0-9A-F]{2}$|^(?:[0-9a-f]{2}${d}){5}[0-9a-f]{2}$`;
}

/** A pattern zod keeps in a module constant: every schema using it shares one identity. Its source is the release's (`zod`). */
export function sharedPattern(name: keyof typeof ZOD_PATTERNS, zod?: ZodBehaviour): PatternRef {
  return { source: zod?.pattern(name) ?? ZOD_PATTERNS[name], identity: `zod:${name}` };
}

/** A pattern zod builds on each call. */
export function freshPattern(source: string): PatternRef {
  return { source, identity: {} };
}

/** What a `format` name becomes in JSON Schema (zod's `formatMap`); "" means no keyword. */
export function jsonFormatName(format: string): string {
  switch (format) {
    case "guid":
      return "uuid";
    case "url":
      return "uri";
    case "datetime":
      return "date-time";
    case "json_string":
      return "json-string";
    case "regex":
      return "";
    default:
      return format;
  }
}

export const UUID_VERSIONS: Record<string, number> = { v1: 1, v2: 2, v3: 3, v4: 4, v5: 5, v6: 6, v7: 7, v8: 8 };

export const NUMBER_FORMAT_RANGES: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2147483648, 2147483647],
  uint32: [0, 4294967295],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};
