import type { SchemaLibrary } from "../schema/library.js";
import type { SendPolicyShape, SendShape } from "../schema/send.js";

/** What a framework does to an input schema before it reaches the provider. */
export interface SendPolicy {
  /** A JSON Schema object literal. */
  readonly literal: SendShape;
  /** An input known only by its TypeScript type (type argument, annotated parameter, unknown library). */
  readonly typed: SendShape;
  /** Schema libraries whose converter decides the shape (`zod3`: zod 3, which has no converter of its own). */
  readonly libraries: Readonly<Partial<Record<SchemaLibrary | "zod3", SendPolicyShape>>>;
  /** A root that is not `type: "object"` is replaced by an empty parameter list. */
  readonly replaceNonObjectRoot: boolean;
}

/** Where the parts of a tool definition live in the factory's first argument. */
export interface DefinitionKeys {
  readonly name: string;
  readonly description: string;
  readonly input: string;
  readonly execute: string;
  /** Per-definition lint options (`lint: false | { … }`), when the framework has them. */
  readonly lint?: string;
}

/**
 * One tool framework: how to recognise its tool factories from import declarations, where the parts
 * of a definition are, and what it sends. Adding a framework is one module like this.
 */
export interface FrameworkModule {
  readonly id: string;
  /** Module specifiers whose exports create tools. */
  readonly packages: readonly string[];
  /** Export paths of tool factories inside those modules: `["tool"]`, `["ai", "tool"]`. */
  readonly factories: readonly (readonly string[])[];
  readonly definition: DefinitionKeys;
  readonly sends: SendPolicy;
  /** Where the behaviour described here was read. */
  readonly source: string;
}
