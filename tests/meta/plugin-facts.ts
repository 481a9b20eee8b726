import plugin from "../../src/index.js";

/** The parts of a rule's `meta` the meta tests read, without typescript-eslint's generics. */
export interface RuleMetaView {
  readonly docs?: {
    readonly description?: string;
    readonly recommended?: string;
    readonly requiresTypeChecking?: boolean;
    readonly url?: string;
  };
  readonly type?: string;
  readonly messages: Readonly<Record<string, string>>;
  readonly schema?: unknown;
  readonly fixable?: string;
  readonly hasSuggestions?: boolean;
}

export const ruleNames: readonly string[] = Object.keys(plugin.rules).sort();

export function ruleMeta(name: string): RuleMetaView {
  return (plugin.rules as Record<string, { meta: unknown }>)[name].meta as RuleMetaView;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Every object schema with `properties` inside a rule's `meta.schema`, at any depth. */
export function propertyBags(schema: unknown): Record<string, unknown>[] {
  const bags: Record<string, unknown>[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isRecord(node)) return;
    if (isRecord(node.properties)) {
      bags.push(node.properties);
      Object.values(node.properties).forEach(visit);
    }
    for (const key of ["items", "anyOf", "oneOf", "allOf"]) visit(node[key]);
  };
  visit(schema);
  return bags;
}

/** The option names a rule accepts: every property of every object in its `meta.schema`. */
export function optionNames(name: string): string[] {
  return [...new Set(propertyBags(ruleMeta(name).schema).flatMap((bag) => Object.keys(bag)))].sort();
}

/** `error` / `warn` for a rule in a flat config's rules map, undefined when the preset leaves it off. */
export function severityIn(preset: "recommended" | "strict" | "design", name: string): string | undefined {
  const entry = (plugin.configs[preset].rules as Record<string, unknown> | undefined)?.[`tool-schema/${name}`];
  const level = Array.isArray(entry) ? entry[0] : entry;
  return typeof level === "string" ? level : undefined;
}
