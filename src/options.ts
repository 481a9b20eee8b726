import type { JSONSchema4 } from "@typescript-eslint/utils/json-schema";
import type { CheckOptions } from "./checks/types.js";
import { targetIds } from "./providers/index.js";
import { defaultMcpHostIds, mcpHostIds } from "./providers/mcp-hosts.js";
import type { SendShape } from "./frameworks/core/send.js";
import { ToolSchemaConfigError } from "./util/config-error.js";

export { ToolSchemaConfigError };

/**
 * Options as configured (defaults < settings < rule options < CLI). `targets` stays undefined unless
 * the user lists targets: each tool is then checked where its framework really sends it.
 */
export interface ConfiguredOptions extends Omit<CheckOptions, "targets"> {
  /** The destinations the user asserts; undefined: each tool's real destinations. */
  readonly targets?: readonly string[];
}

export const defaultCheckOptions: ConfiguredOptions = {
  maxDescriptionChars: 1024,
  maxPropertyDescriptionChars: 512,
  warnAboveTokens: 500,
  charsPerToken: 4,
};

/** A user's own tool factory, declared in `settings["tool-schema"].callees`. */
export type CalleeSpecifier =
  | { readonly from: "package"; readonly package: string; readonly name: string; readonly sends: SendShape }
  | { readonly from: "file"; readonly path: string; readonly name: string; readonly sends: SendShape };

export interface PluginSettings {
  readonly options: Partial<CheckOptions>;
  readonly callees: readonly CalleeSpecifier[];
  /** Options of the tool-set rules (`tool-set-budget`), validated like the numeric check options. */
  readonly setOptions?: Partial<SetOptions>;
  /** The MCP hosts `invalid-name` checks MCP tools' names for, and the server name they use. */
  readonly hostOptions?: Partial<HostOptions>;
}

/** Options about a whole tool set rather than one definition. */
export interface SetOptions {
  /** Token budget of one set's definitions in one request. */
  readonly maxToolSetTokens: number;
}

export const defaultSetOptions: SetOptions = { maxToolSetTokens: 8000 };
const SET_NUMERIC_OPTIONS = ["maxToolSetTokens"] as const;

/**
 * Where an MCP server's tools are used, for the names hosts build from them (`mcp__{server}__{tool}`
 * in Claude Code). The name a user gives the server in their client's config is not in the code, so
 * the server's own `name` (`new McpServer({ name })`) stands for it unless `mcpServerName` says
 * otherwise: one name for every host, or one per host id.
 */
export interface HostOptions {
  /** Host ids (src/providers/mcp-hosts.ts); empty: no host is checked. */
  readonly mcpHosts: readonly string[];
  readonly mcpServerName?: string | Readonly<Record<string, string>>;
}

export const defaultHostOptions: HostOptions = { mcpHosts: defaultMcpHostIds };
const HOST_OPTIONS = ["mcpHosts", "mcpServerName"] as const;

const NUMERIC_OPTIONS = ["maxDescriptionChars", "maxPropertyDescriptionChars", "warnAboveTokens", "charsPerToken"] as const;
const SEND_SHAPES: readonly SendShape[] = ["as-written", "openai-strict", "closed-objects"];

function describe(value: unknown): string {
  // JSON.stringify writes Infinity and NaN as null; numbers are shown as they are.
  return typeof value === "number" ? String(value) : (JSON.stringify(value) ?? String(value));
}

/** Options shared by settings and rule options; `where` names the option in error messages. */
export function validateCheckOptions(raw: unknown, where: string): Partial<CheckOptions> {
  if (raw === undefined) return {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ToolSchemaConfigError(`${where} must be an object, got ${describe(raw)}.`);
  }
  const input = raw as Record<string, unknown>;
  const out: { -readonly [K in keyof CheckOptions]?: CheckOptions[K] } = {};
  if (input.targets !== undefined) {
    if (!Array.isArray(input.targets) || input.targets.length === 0) {
      throw new ToolSchemaConfigError(`${where}.targets must be a non-empty array of: ${targetIds.join(", ")}.`);
    }
    input.targets.forEach((target, index) => {
      if (typeof target !== "string" || !targetIds.includes(target)) {
        throw new ToolSchemaConfigError(
          `${where}.targets[${index}] is ${describe(target)}, which is not a known target. Allowed: ${targetIds.join(", ")}.`,
        );
      }
    });
    out.targets = [...new Set(input.targets as string[])];
  }
  for (const key of NUMERIC_OPTIONS) {
    const value = input[key];
    if (value === undefined) continue;
    out[key] = positiveNumber(value, `${where}.${key}`);
  }
  return out;
}

function positiveNumber(value: unknown, where: string): number {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    throw new ToolSchemaConfigError(`${where} must be a positive number, got ${describe(value)}.`);
  }
  return value;
}

/** The tool-set options of settings or a rule's options, checked as the numeric check options are. */
export function validateSetOptions(raw: unknown, where: string): Partial<SetOptions> {
  if (raw === undefined) return {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ToolSchemaConfigError(`${where} must be an object, got ${describe(raw)}.`);
  }
  const input = raw as Record<string, unknown>;
  const out: { -readonly [K in keyof SetOptions]?: SetOptions[K] } = {};
  for (const key of SET_NUMERIC_OPTIONS) if (input[key] !== undefined) out[key] = positiveNumber(input[key], `${where}.${key}`);
  return out;
}

/** The MCP host options of settings or a rule's options; `where` names the option in error messages. */
export function validateHostOptions(raw: unknown, where: string): Partial<HostOptions> {
  if (raw === undefined) return {};
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ToolSchemaConfigError(`${where} must be an object, got ${describe(raw)}.`);
  }
  const input = raw as Record<string, unknown>;
  const out: { -readonly [K in keyof HostOptions]?: HostOptions[K] } = {};
  if (input.mcpHosts !== undefined) {
    // An empty list is allowed: it turns the host check off.
    if (!Array.isArray(input.mcpHosts)) throw new ToolSchemaConfigError(`${where}.mcpHosts must be an array of: ${mcpHostIds.join(", ")}.`);
    input.mcpHosts.forEach((host, index) => {
      if (typeof host !== "string" || !mcpHostIds.includes(host)) {
        throw new ToolSchemaConfigError(`${where}.mcpHosts[${index}] is ${describe(host)}, which is not a known MCP host. Allowed: ${mcpHostIds.join(", ")}.`);
      }
    });
    out.mcpHosts = [...new Set(input.mcpHosts as string[])];
  }
  const name = input.mcpServerName;
  if (name !== undefined) {
    if (typeof name === "string" && name !== "") out.mcpServerName = name;
    else if (typeof name === "object" && name !== null && !Array.isArray(name)) {
      for (const [host, value] of Object.entries(name)) {
        if (!mcpHostIds.includes(host)) throw new ToolSchemaConfigError(`${where}.mcpServerName.${host} is not a known MCP host. Allowed: ${mcpHostIds.join(", ")}.`);
        if (typeof value !== "string" || value === "") throw new ToolSchemaConfigError(`${where}.mcpServerName.${host} must be a non-empty string, got ${describe(value)}.`);
      }
      out.mcpServerName = { ...(name as Record<string, string>) };
    } else {
      throw new ToolSchemaConfigError(`${where}.mcpServerName must be a non-empty string or an object of host id to name, got ${describe(name)}.`);
    }
  }
  return out;
}

/** The rule-options JSON schema properties of the MCP host options (validated by validateHostOptions). */
export function hostOptionProperties(): Record<(typeof HOST_OPTIONS)[number], JSONSchema4> {
  return {
    mcpHosts: { type: "array", items: { type: "string" }, uniqueItems: true, description: `MCP hosts whose tool-name rules MCP tools are checked against: ${mcpHostIds.join(", ")}.` },
    mcpServerName: {
      anyOf: [{ type: "string", minLength: 1 }, { type: "object", additionalProperties: { type: "string", minLength: 1 } }],
      description: "The server's name in the hosts' config, for all hosts or per host id; default: the server's own `name`.",
    },
  };
}

function validateCallee(raw: unknown, where: string): CalleeSpecifier {
  if (typeof raw !== "object" || raw === null) {
    throw new ToolSchemaConfigError(`${where} must be an object like { from: "package", package: "my-lib", name: "defineTool" }.`);
  }
  const entry = raw as Record<string, unknown>;
  const sends = entry.sends ?? "as-written";
  if (typeof sends !== "string" || !SEND_SHAPES.includes(sends as SendShape)) {
    throw new ToolSchemaConfigError(`${where}.sends is ${describe(entry.sends)}; allowed: ${SEND_SHAPES.join(", ")}.`);
  }
  if (typeof entry.name !== "string" || !/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(entry.name)) {
    throw new ToolSchemaConfigError(`${where}.name must be an identifier or a dotted path like "tools.define", got ${describe(entry.name)}.`);
  }
  if (entry.from === "package") {
    if (typeof entry.package !== "string" || entry.package === "") {
      throw new ToolSchemaConfigError(`${where}.package must name the package the factory is imported from.`);
    }
    return { from: "package", package: entry.package, name: entry.name, sends: sends as SendShape };
  }
  if (entry.from === "file") {
    if (typeof entry.path !== "string" || entry.path === "") {
      throw new ToolSchemaConfigError(`${where}.path must be the file that declares the factory, relative to the ESLint working directory.`);
    }
    return { from: "file", path: entry.path, name: entry.name, sends: sends as SendShape };
  }
  throw new ToolSchemaConfigError(`${where}.from is ${describe(entry.from)}; allowed: "package", "file".`);
}

const settingsCache = new WeakMap<object, PluginSettings>();
const NO_SETTINGS: PluginSettings = { options: {}, callees: [] };

/** Reads and validates `settings["tool-schema"]` once per settings object. */
export function readPluginSettings(settings: Record<string, unknown> | undefined): PluginSettings {
  const raw = settings?.["tool-schema"];
  if (raw === undefined) return NO_SETTINGS;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new ToolSchemaConfigError(`settings["tool-schema"] must be an object, got ${describe(raw)}.`);
  }
  const cached = settingsCache.get(raw);
  if (cached) return cached;
  const { callees, ...rest } = raw as Record<string, unknown>;
  const known = new Set(["targets", ...NUMERIC_OPTIONS, ...SET_NUMERIC_OPTIONS, ...HOST_OPTIONS]);
  for (const key of Object.keys(rest)) {
    if (!known.has(key)) {
      throw new ToolSchemaConfigError(
        `settings["tool-schema"].${key} is not an option. Allowed: targets, ${[...NUMERIC_OPTIONS, ...SET_NUMERIC_OPTIONS, ...HOST_OPTIONS].join(", ")}, callees.`,
      );
    }
  }
  if (callees !== undefined && !Array.isArray(callees)) {
    throw new ToolSchemaConfigError(`settings["tool-schema"].callees must be an array.`);
  }
  const parsed: PluginSettings = {
    options: validateCheckOptions(rest, 'settings["tool-schema"]'),
    setOptions: validateSetOptions(rest, 'settings["tool-schema"]'),
    hostOptions: validateHostOptions(rest, 'settings["tool-schema"]'),
    callees: (callees ?? []).map((c: unknown, i: number) => validateCallee(c, `settings["tool-schema"].callees[${i}]`)),
  };
  settingsCache.set(raw, parsed);
  return parsed;
}

/** Later layers win: defaults < settings < rule options < the definition's own `lint`. */
export function mergeCheckOptions(...layers: Partial<CheckOptions>[]): ConfiguredOptions {
  const merged: { -readonly [K in keyof CheckOptions]?: CheckOptions[K] } = { ...defaultCheckOptions };
  // A layer that leaves an option out (or undefined) keeps the one below it.
  for (const layer of layers) for (const [key, value] of Object.entries(layer)) if (value !== undefined) Object.assign(merged, { [key]: value });
  return merged as ConfiguredOptions;
}

/** Options with the targets decided: the user's, or the given destinations when the user listed none. */
export function withTargets(options: ConfiguredOptions, destinations: readonly string[]): CheckOptions {
  return { ...options, targets: options.targets ?? destinations };
}

/** The rule-options JSON schema fragment for the options a rule reads. */
export function ruleOptionSchema(keys: readonly Exclude<keyof CheckOptions, "targetsAsserted">[]): JSONSchema4[] {
  const descriptions: Record<Exclude<keyof CheckOptions, "targetsAsserted">, JSONSchema4> = {
    // Target names are checked by the rule itself (validateCheckOptions), whose error names the option
    // and lists the allowed targets; ESLint's schema error for an enum would do neither.
    targets: {
      type: "array",
      items: { type: "string" },
      minItems: 1,
      uniqueItems: true,
      description: `Destinations to check every tool against, instead of where its framework sends it: ${targetIds.join(", ")}.`,
    },
    maxDescriptionChars: { type: "integer", minimum: 1, description: "Longest tool description, in characters." },
    maxPropertyDescriptionChars: {
      type: "integer",
      minimum: 1,
      description: "Longest description inside the schema, in characters.",
    },
    warnAboveTokens: { type: "integer", minimum: 1, description: "Token budget of one definition." },
    charsPerToken: { type: "number", minimum: 1, description: "Characters per token in the estimate (at least 1)." },
  };
  return [
    {
      type: "object",
      additionalProperties: false,
      properties: Object.fromEntries(keys.map((k) => [k, descriptions[k]])),
    },
  ];
}
