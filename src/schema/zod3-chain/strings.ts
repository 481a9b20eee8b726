import type ts from "typescript";
import { isJsonObject, type JsonObject, type JsonValue } from "../types.js";
import type { Zod3Emitter } from "./emit.js";
import type { Z3Check, Z3Model } from "./ir.js";

/**
 * The regex sources zod-to-json-schema writes for zod 3 string checks (its `zodPatterns`), as
 * data: the plugin never loads either library. `tests/schema/zod3-chain/recognize.test.ts` checks
 * them against the installed zod-to-json-schema's `zodPatterns`.
 */
export const ZOD3_PATTERNS = {
  cuid: String.raw`^[cC][^\s-]{8,}$`,
  cuid2: String.raw`^[0-9a-z]+$`,
  ulid: String.raw`^[0-9A-HJKMNP-TV-Z]{26}$`,
  emoji: String.raw`^(\p{Extended_Pictographic}|\p{Emoji_Component})+$`,
  ipv4Cidr: String.raw`^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\/(3[0-2]|[12]?[0-9])$`,
  ipv6Cidr: String.raw`^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/(12[0-8]|1[01][0-9]|[1-9]?[0-9])$`,
  base64url: String.raw`^([0-9a-zA-Z-_]{4})*(([0-9a-zA-Z-_]{2}(==)?)|([0-9a-zA-Z-_]{3}(=)?))?$`,
  nanoid: String.raw`^[a-zA-Z0-9_-]{21}$`,
  jwt: String.raw`^[A-Za-z0-9-_]+\.[A-Za-z0-9-_]+\.[A-Za-z0-9-_]*$`,
} as const;

// zod-to-json-schema's set of characters it leaves unescaped; it lacks `W` and `w`, so those are
// escaped too (`w` becomes the class `\w`). Reproduced as written, since it decides the pattern.
const ALPHA_NUMERIC = new Set("ABCDEFGHIJKLMNOPQRSTUVXYZabcdefghijklmnopqrstuvxyz0123456789");

/** `includes` / `startsWith` / `endsWith` text as zod-to-json-schema escapes it (one UTF-16 unit at a time). */
export function escapeLiteral(text: string): string {
  let out = "";
  for (let index = 0; index < text.length; index++) {
    if (!ALPHA_NUMERIC.has(text[index])) out += "\\";
    out += text[index];
  }
  return out;
}

function addFormat(emitter: Zod3Emitter, schema: JsonObject, value: string, node: ts.Node): void {
  const anyOf = Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (schema.format || anyOf?.some((item) => isJsonObject(item) && item.format)) {
    const list: JsonValue[] = anyOf ?? [];
    if (!anyOf) emitter.set(schema, "anyOf", list, node);
    if (schema.format) {
      list.push({ format: schema.format });
      delete schema.format;
    }
    list.push({ format: value });
  } else {
    emitter.set(schema, "format", value, node);
  }
}

function addPattern(emitter: Zod3Emitter, schema: JsonObject, source: string, node: ts.Node): void {
  const allOf = Array.isArray(schema.allOf) ? schema.allOf : undefined;
  if (schema.pattern || allOf?.some((item) => isJsonObject(item) && item.pattern)) {
    const list: JsonValue[] = allOf ?? [];
    if (!allOf) emitter.set(schema, "allOf", list, node);
    if (schema.pattern) {
      list.push({ pattern: schema.pattern });
      delete schema.pattern;
    }
    list.push({ pattern: source });
  } else {
    emitter.set(schema, "pattern", source, node);
  }
}

/** zod-to-json-schema's `parseStringDef`, check by check in `_def.checks` order. */
export function parseString(model: Z3Model, emitter: Zod3Emitter): JsonObject {
  const res: JsonObject = {};
  emitter.set(res, "type", "string", model.baseNode);
  for (const check of model.checks ?? []) {
    const { node } = check;
    const value = check.value ?? 0;
    const tighten = (key: "minLength" | "maxLength") => {
      const current = res[key];
      const next = typeof current === "number" ? (key === "minLength" ? Math.max(current, value) : Math.min(current, value)) : value;
      if (next !== current) emitter.set(res, key, next, node);
    };
    switch (check.kind) {
      case "min":
        tighten("minLength");
        break;
      case "max":
        tighten("maxLength");
        break;
      case "length":
        tighten("minLength");
        tighten("maxLength");
        break;
      case "email":
        addFormat(emitter, res, "email", node);
        break;
      case "url":
        addFormat(emitter, res, "uri", node);
        break;
      case "uuid":
        addFormat(emitter, res, "uuid", node);
        break;
      case "datetime":
        addFormat(emitter, res, "date-time", node);
        break;
      case "date":
      case "time":
      case "duration":
        addFormat(emitter, res, check.kind, node);
        break;
      case "ip":
        if (check.version !== "v6") addFormat(emitter, res, "ipv4", node);
        if (check.version !== "v4") addFormat(emitter, res, "ipv6", node);
        break;
      case "regex":
        addPattern(emitter, res, check.regex!.source, node);
        break;
      case "startsWith":
        addPattern(emitter, res, new RegExp(`^${escapeLiteral(check.text ?? "")}`).source, node);
        break;
      case "endsWith":
        addPattern(emitter, res, new RegExp(`${escapeLiteral(check.text ?? "")}$`).source, node);
        break;
      case "includes":
        addPattern(emitter, res, new RegExp(escapeLiteral(check.text ?? "")).source, node);
        break;
      case "cidr":
        if (check.version !== "v6") addPattern(emitter, res, ZOD3_PATTERNS.ipv4Cidr, node);
        if (check.version !== "v4") addPattern(emitter, res, ZOD3_PATTERNS.ipv6Cidr, node);
        break;
      case "cuid":
      case "cuid2":
      case "ulid":
      case "emoji":
      case "base64url":
      case "jwt":
      case "nanoid":
        addPattern(emitter, res, ZOD3_PATTERNS[check.kind], node);
        break;
      case "base64":
        emitter.set(res, "contentEncoding", "base64", node);
        break;
      default:
        break;
    }
  }
  return res;
}

/**
 * zod-to-json-schema's `parseNumberDef`: later checks overwrite earlier ones. Every target but
 * jsonSchema7 writes an exclusive bound the draft-04 way (`exclusiveMinimum: true` beside `minimum`).
 */
export function parseNumber(model: Z3Model, emitter: Zod3Emitter): JsonObject {
  const res: JsonObject = {};
  emitter.set(res, "type", "number", model.baseNode);
  for (const check of model.checks ?? []) {
    const value = check.value ?? 0;
    switch (check.kind) {
      case "int":
        emitter.set(res, "type", "integer", check.node);
        break;
      case "min":
        setBound(res, emitter, "minimum", "exclusiveMinimum", check, value);
        break;
      case "max":
        setBound(res, emitter, "maximum", "exclusiveMaximum", check, value);
        break;
      case "multipleOf":
        emitter.set(res, "multipleOf", value, check.node);
        break;
      default:
        break;
    }
  }
  return res;
}

function setBound(res: JsonObject, emitter: Zod3Emitter, inclusiveKey: string, exclusiveKey: string, check: Z3Check, value: number): void {
  if (emitter.target === "jsonSchema7") {
    emitter.set(res, check.inclusive ? inclusiveKey : exclusiveKey, value, check.node);
    return;
  }
  if (!check.inclusive) emitter.set(res, exclusiveKey, true, check.node);
  emitter.set(res, inclusiveKey, value, check.node);
}
