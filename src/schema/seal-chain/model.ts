import type ts from "typescript";
import type { JsonObject, JsonValue } from "../types.js";

/** Seal's validator kinds, as the factory that built them decides. */
export type SealKind =
  | "string"
  | "number"
  | "integer"
  | "boolean"
  | "scalar"
  | "enum"
  | "any"
  | "date"
  | "object"
  | "array"
  | "record"
  | "tuple"
  | "union";

/** A Seal validator being interpreted: its factory's structure plus what its methods added. */
export interface SealBuilt {
  readonly kind: SealKind;
  /** Structural keywords from the factory (type, properties, items, anyOf…), in emission order. */
  readonly core: JsonObject;
  /** Length / range keywords from `.min()`, `.max()`, `.length()`, `.between()`. */
  readonly bounds: JsonObject;
  /** Allowed values from `v.enum()` or `.enum()/.in()/.oneOf()`. */
  allowed?: JsonValue[];
  format?: string;
  nullable: boolean;
  nullableCall?: ts.CallExpression;
  description?: string;
  describeCall?: ts.CallExpression;
  defaultValue?: { readonly value: JsonValue };
  requiredCall?: ts.CallExpression;
  /** Objects: Seal rejects unknown keys unless `.allowUnknown()` or `.stripUnknown()` is called. */
  closed: boolean;
}

/** A part of the chain that cannot be interpreted statically; carries the node to report. */
export class SealChainError extends Error {
  constructor(
    message: string,
    readonly node: ts.Node,
  ) {
    super(message);
  }
}

/** Pseudo-keywords in `SchemaOrigin.keywords`: the call that made a property required. */
export const REQUIRED_KEYWORD = "?required";
export const OPTIONAL_KEYWORD = "?optional";
