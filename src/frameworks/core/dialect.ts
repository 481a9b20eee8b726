// Framework core: the draft-07 `$schema` a framework's converter writes on the inputs it converts,
// as one quiet transform (no provider treats the marker differently from the schema without it).
import { DRAFT_07_URI, type JsonObject, type Route } from "../../schema/types.js";
import type { FrameworkTransform, SendContext } from "../types.js";

export interface DialectMarker {
  readonly id: string;
  readonly by: string;
  readonly source: string;
  /** The inputs the framework's converter writes the marker on, by how they were resolved. */
  readonly marks: (route: Route | "none") => boolean;
  readonly targets?: FrameworkTransform["targets"];
  readonly appliesTo?: (context: SendContext) => boolean;
  /** The framework's own no-input schemas (one per release range), recognised by identity, which it sends without the marker. */
  readonly unmarked?: readonly JsonObject[];
}

/** Adds the marker where the converter writes it and it is not there yet (the zod route writes its own). */
export function dialectMarker({ id, by, source, marks, targets = "all", appliesTo, unmarked }: DialectMarker): FrameworkTransform {
  return {
    id,
    by,
    targets,
    quiet: true,
    ...(appliesTo ? { appliesTo } : {}),
    source,
    apply({ schema, route = "none" }) {
      if (!marks(route) || unmarked?.includes(schema) || schema.$schema !== undefined) return { changes: [] };
      return { schema: { $schema: DRAFT_07_URI, ...schema }, changes: [] };
    },
  };
}
