import ts from "../../util/typescript.cjs";
import { looksZod } from "../shared/library.js";
import type { EvalContext } from "../shared/static-eval.js";
import { DRAFT_07_URI, type JsonObject, type JsonValue, type Resolution, type SourceMap, type UnresolvedSchema } from "../types.js";
import { walkZod3ForConverter, type RefStrategy, type RemoveAdditionalStrategy, type Zod3Target } from "../zod3-chain/index.js";
import { startsAtZodBuilder } from "../zod-chain/index.js";
import { readConverterArguments, type ConverterOptions } from "./options.js";
import { resolved } from "./result.js";

/**
 * `zodToJsonSchema(schema, options?)` of zod-to-json-schema 3.25.2 (`dist/esm/zodToJsonSchema.js`,
 * `Refs.js`, `Options.js`): the zod 3 chain interpreter walks the schema under the options that
 * change the walk (`$refStrategy`, `basePath`, `definitionPath`, `definitions`, `name`,
 * `nameStrategy`, `target` jsonSchema7 or jsonSchema2019-09, `removeAdditionalStrategy`), and the
 * result is put together as the converter does, `$schema` included: it is the JSON the tool sends.
 * Any other option is accepted only at its default value; otherwise the answer names it (an
 * unresolved schema, never a guess).
 */
const DEFAULTS: Readonly<Record<string, JsonValue>> = {
  effectStrategy: "input",
  pipeStrategy: "all",
  dateStrategy: "format:date-time",
  mapStrategy: "entries",
  allowedAdditionalProperties: true,
  rejectedAdditionalProperties: false,
  strictUnions: false,
  errorMessages: false,
  markdownDescription: false,
  patternStrategy: "escape",
  applyRegexFlags: false,
  emailStrategy: "format:email",
  base64Strategy: "contentEncoding:base64",
};

/** Callbacks zodToJsonSchema runs on every def: their effect is user code. */
const CALLBACKS = ["override", "postProcess"];

const SCHEMA_URIS: Readonly<Record<Zod3Target, string>> = {
  jsonSchema7: DRAFT_07_URI,
  "jsonSchema2019-09": "https://json-schema.org/draft/2019-09/schema#",
};

const REF_STRATEGIES: readonly string[] = ["root", "relative", "none", "seen"];

interface Settings {
  /** `refs.name`: decides where the main schema is walked. */
  readonly name: string | undefined;
  /** The name the result is a `$ref` to (none under `nameStrategy: "title"`). */
  readonly refName: string | undefined;
  readonly title: string | undefined;
  readonly refStrategy: RefStrategy;
  readonly basePath: readonly string[];
  readonly definitionPath: string;
  readonly target: Zod3Target;
  readonly removeAdditionalStrategy: RemoveAdditionalStrategy;
  /** Undefined when the option is absent; an empty list for `definitions: {}` (which still writes the key). */
  readonly definitions: readonly (readonly [string, ts.Expression])[] | undefined;
}

type Failure = { ok: false } & UnresolvedSchema;

/** The version of a package Node would load from a file (`installedVersion` of the framework core), given by the caller. */
export type InstalledVersion = (pkg: string, fromFile: string) => string | undefined;

/** The versions whose output the route reproduces (the differential test runs 3.25.2). */
const REPRODUCED = /^3\.25\./;

/**
 * Another installed version may write other keywords, so the result only stands for what holds
 * either way (`exact: false`: no error-level findings from it), with a gap that says why.
 */
function versionGap(installed: InstalledVersion, call: ts.CallExpression): string | undefined {
  const version = installed("zod-to-json-schema", call.getSourceFile().fileName);
  if (version === undefined || REPRODUCED.test(version)) return undefined;
  return `zod-to-json-schema ${version} is installed, and the plugin reproduces what 3.25 returns: only findings that hold either way are reported`;
}

export function resolveZodToJsonSchema(ctx: EvalContext, call: ts.CallExpression, via: readonly ts.Node[], installed: InstalledVersion): Resolution {
  const version = versionGap(installed, call);
  const args = readConverterArguments(ctx, "zodToJsonSchema", call);
  if ("ok" in args) return args;
  const { schema, options, optionsNode } = args;
  const settings = settle(options, optionsNode);
  if ("ok" in settings) return settings;

  const walked = walkZod3ForConverter(ctx.checker, schema, {
    path: settings.name === undefined ? settings.basePath : [...settings.basePath, settings.definitionPath, settings.name],
    refStrategy: settings.refStrategy,
    target: settings.target,
    removeAdditionalStrategy: settings.removeAdditionalStrategy,
    definitions: (settings.definitions ?? []).map(([name, expr]) => ({ name, expr, path: [...settings.basePath, settings.definitionPath, name] })),
    definitionsKey: settings.definitionPath,
  });
  if (walked && !walked.ok) return walked;
  if (walked) {
    const definitions = settings.definitions && Object.fromEntries(walked.definitions.map(([name, json]) => [name, json ?? {}]));
    const main = walked.main ?? {};
    const result = assemble(main, definitions, settings);
    // The result object stands for the main schema unless it only refers to it by name.
    if (result !== main && settings.refName === undefined) walked.adopt(main, result);
    return resolved(result, walked.sourceMap(result), via, version ? [...walked.gaps, version] : walked.gaps, !version && walked.gaps.length === 0);
  }
  if (!isZod4(ctx.checker, schema)) {
    return { ok: false, reason: "the schema passed to zodToJsonSchema is not a zod schema the plugin can read", node: schema };
  }
  // zodToJsonSchema looks for zod 3's `_def.typeName`, which a zod 4 schema lacks: no parser
  // matches, and it writes `{}` (any value) in its place.
  if (settings.definitions?.length) {
    return { ok: false, reason: "zodToJsonSchema was given a zod 4 schema and `definitions`; the route does not reproduce that mix", node: schema };
  }
  const result = assemble({}, settings.definitions ? {} : undefined, settings);
  const map: SourceMap = new Map();
  map.set("", { node: schema, keywords: new Map(Object.keys(result).map((key) => [key, call] as const)), via: [] });
  const zod4 = "zodToJsonSchema (zod-to-json-schema 3.25) does not read zod 4 schemas: it sends `{}` (any value) for this one; convert a zod 4 schema with z.toJSONSchema()";
  return resolved(result, map, via, version ? [zod4, version] : [zod4], !version);
}

/** zodToJsonSchema's last steps: the title, the definitions or the `$ref` to the name, then `$schema`. */
function assemble(main: JsonObject, definitions: JsonObject | undefined, settings: Settings): JsonObject {
  if (settings.title !== undefined) main.title = settings.title;
  let result: JsonObject;
  if (settings.refName === undefined) {
    result = definitions ? { ...main, [settings.definitionPath]: definitions } : main;
  } else {
    const base = settings.refStrategy === "relative" ? [] : settings.basePath;
    result = {
      $ref: [...base, settings.definitionPath, settings.refName].join("/"),
      [settings.definitionPath]: { ...definitions, [settings.refName]: main },
    };
  }
  result.$schema = SCHEMA_URIS[settings.target];
  return result;
}

/** `getDefaultOptions` and `getRefs`: the options the walk and the assembly read, each checked. */
function settle(options: ConverterOptions, node: ts.Node): Settings | Failure {
  if (options.text !== undefined) {
    return { name: options.text, refName: options.text, title: undefined, refStrategy: "root", basePath: ["#"], definitionPath: "definitions", target: "jsonSchema7", removeAdditionalStrategy: "passthrough", definitions: undefined };
  }
  for (const name of CALLBACKS) {
    if (options.names.includes(name)) return { ok: false, reason: `zodToJsonSchema's \`${name}\` option runs a function on every schema; its result cannot be known statically`, node };
  }
  for (const [name, fallback] of Object.entries(DEFAULTS)) {
    const given = options.value(name);
    if (!given.ok) return given;
    if (given.value !== undefined && JSON.stringify(given.value) !== JSON.stringify(fallback)) {
      return { ok: false, reason: `zodToJsonSchema's option \`${name}: ${JSON.stringify(given.value)}\` is not reproduced by the plugin (only its default, ${JSON.stringify(fallback)})`, node };
    }
  }
  const read = <T extends JsonValue>(name: string, fallback: T | undefined, valid: (value: JsonValue) => value is T, what: string): { ok: true; value: T | undefined } | Failure => {
    const found = options.value(name);
    if (!found.ok || found.value === undefined) return found.ok ? { ok: true, value: fallback } : found;
    if (valid(found.value)) return { ok: true, value: found.value };
    return { ok: false, reason: `zodToJsonSchema's option \`${name}: ${JSON.stringify(found.value)}\` is not ${what}`, node };
  };
  const name = read("name", undefined, isString, "a string");
  if (!name.ok) return name;
  const refStrategy = read("$refStrategy", "root", isRefStrategy, `one of ${REF_STRATEGIES.join(", ")}`);
  if (!refStrategy.ok) return refStrategy;
  const basePath = read("basePath", ["#"], isStringList, "a list of strings");
  if (!basePath.ok) return basePath;
  const definitionPath = read("definitionPath", "definitions", isString, "a string");
  if (!definitionPath.ok) return definitionPath;
  const target = read("target", "jsonSchema7", isTarget, 'a target the plugin reproduces ("jsonSchema7" or "jsonSchema2019-09"; "openApi3" and "openAi" rewrite nullables, records, optionals and `{}` in ways it does not model)');
  if (!target.ok) return target;
  const removeAdditional = read("removeAdditionalStrategy", "passthrough", isRemoveAdditional, 'one of "passthrough", "strict"');
  if (!removeAdditional.ok) return removeAdditional;
  // zodToJsonSchema compares `nameStrategy` with "title" only: any other value is "ref".
  const nameStrategy = options.value("nameStrategy");
  if (!nameStrategy.ok) return nameStrategy;
  const definitions = options.schemas("definitions");
  if (!definitions.ok) return definitions;
  const asTitle = nameStrategy.value === "title";
  return {
    name: name.value,
    refName: asTitle ? undefined : name.value,
    title: asTitle ? name.value : undefined,
    refStrategy: refStrategy.value!,
    basePath: basePath.value!,
    definitionPath: definitionPath.value!,
    target: target.value!,
    removeAdditionalStrategy: removeAdditional.value!,
    definitions: definitions.entries,
  };
}

const isString = (value: JsonValue): value is string => typeof value === "string";
const isStringList = (value: JsonValue): value is string[] => Array.isArray(value) && value.every(isString);
const isRefStrategy = (value: JsonValue): value is RefStrategy => REF_STRATEGIES.includes(value as string);
const isRemoveAdditional = (value: JsonValue): value is RemoveAdditionalStrategy => value === "passthrough" || value === "strict";
const isTarget = (value: JsonValue): value is Zod3Target => typeof value === "string" && Object.hasOwn(SCHEMA_URIS, value);

function isZod4(checker: ts.TypeChecker, expr: ts.Expression): boolean {
  if (startsAtZodBuilder(checker, expr)) return true;
  try {
    return looksZod(checker, checker.getTypeAtLocation(expr));
  } catch {
    return false;
  }
}
