import type { JsonObject, Pointer, Route } from "../schema/types.js";

export type CheckCode =
  | "invalid-name"
  | "oversized-description"
  | "unsupported-keyword"
  | "ignored-keyword"
  | "optional-forced-required"
  | "optional-not-required"
  | "missing-additional-properties-false"
  | "root-not-object"
  | "heavy-definition"
  | "silent-transform"
  | "unsendable-tool";

export type Severity = "error" | "warning" | "info";

/** What a finding is about, so the rule layer can map it back to a source node. */
export type FindingLocation =
  | { readonly kind: "name" }
  | { readonly kind: "description" }
  | { readonly kind: "definition" }
  /** The node the framework fails on (ToolParts.fails) or the input key it ignores (ToolParts.ignoredInput), else the definition. */
  | { readonly kind: "failure" }
  | {
      readonly kind: "schema";
      /** The schema node the finding is about. */
      readonly pointer: Pointer;
      /** The keyword at fault inside that node (`oneOf`, `description`). */
      readonly keyword?: string;
      /** The property at fault inside that object node (`note`). */
      readonly property?: string;
    };

export interface Finding {
  readonly code: CheckCode;
  readonly severity: Severity;
  /** Targets the finding holds for, in the order the options list them. */
  readonly targets: readonly string[];
  readonly location: FindingLocation;
  /** Dotted path of the schema node (`properties.note`), "" for the root or non-schema findings. */
  readonly path: string;
  /** Message id inside the code's rule (`optionalNotRequired`). */
  readonly messageId: string;
  /** Placeholder values for the message; `targets` is always set. */
  readonly data: Readonly<Record<string, string>>;
  /** The rendered message, as the API and the CLI print it. */
  readonly message: string;
}

/** A tool definition as the checks see it: what the framework really sends, plus the draft. */
export interface ToolUnderCheck {
  readonly name: string | undefined;
  readonly description: string | undefined;
  /** The schema as sent to the provider (after the framework's own conversion). */
  readonly sent: JsonObject;
  /** The draft-2020-12 extraction of the input, before any send-time conversion. */
  readonly draft: JsonObject;
  /** False when the schema may be missing keywords (see ResolvedSchema.exact). */
  readonly exact: boolean;
  /**
   * Set when the framework replaces a non-object input schema before sending (the tool then goes out
   * with no parameters): a few words on what the root was, e.g. `a union ("oneOf")`.
   */
  readonly droppedRoot?: string;
  /** Set when the framework cannot convert the input at all and sends no parameters: what it was. */
  readonly unconvertible?: string;
  /** Set when the input is under a key the framework (`by`, with its version) does not read, so no parameters are sent. */
  readonly ignoredInput?: { readonly key: string; readonly reads: string; readonly by: string };
  /** Set when the framework throws on the tool, whatever the target: who, what happens, and how to avoid it. */
  readonly fails?: { readonly by: string; readonly reason: string; readonly fix?: string };
  /** The framework that sends the tool, as messages name it ("OpenAI Agents SDK"). */
  readonly sender?: string;
  /** How the schema was written, which decides how a fix is spelled (`.nullable()` or `"required"`). */
  readonly route?: Route | "none";
  /** What one target receives after the framework's target-specific rewrites; absent: `sent` and `name` as they are. */
  readonly viewFor?: (target: string) => TargetView;
  /** Set for a target's view when the framework turns a `null` for a forced-required property back into a missing one (`TransformResult.nullsBecomeMissing`). */
  readonly nullsBecomeMissing?: boolean;
  /**
   * Set when the schema could not be resolved (`sent` and `draft` are placeholders): only the name and
   * the description are checked, as each target receives the name; nothing about the schema is said.
   */
  readonly schemaUnknown?: boolean;
}

/** The schema node a framework fails on (`TransformResult.failsAt`): a node, and the keyword at fault in it. */
export interface FailurePlace {
  readonly pointer: Pointer;
  readonly keyword?: string;
}

/** A tool as one target receives it, and the silent changes that made it so. */
export interface TargetView {
  /** Set when the framework throws on the tool or drops it on the way to this target: who, what happens, and on which node. */
  readonly fails?: { readonly by: string; readonly reason: string; readonly fix?: string; readonly at?: FailurePlace };
  readonly sent: JsonObject;
  readonly name: string | undefined;
  readonly changes: readonly { readonly location: FindingLocation; readonly by: string; readonly change: string; readonly fix?: string }[];
  /** A transform on the way turns a `null` for a property it forced into `required` back into a missing property. */
  readonly nullsBecomeMissing?: boolean;
}

/** Work shared by every check of one tool: the sent schema's nodes, walked once. */
export interface CheckContext {
  readonly sentNodes: readonly import("./walk.js").SchemaVisit[];
}

/** A finding before targets are merged: produced by one check for one provider. */
export interface RawFinding {
  readonly code: CheckCode;
  readonly location: FindingLocation;
  readonly messageId: string;
  readonly data: Readonly<Record<string, string>>;
}

export interface CheckOptions {
  readonly targets: readonly string[];
  readonly maxDescriptionChars: number;
  readonly maxPropertyDescriptionChars: number;
  readonly warnAboveTokens: number;
  readonly charsPerToken: number;
  /** The user listed the targets: messages then call them listed rather than the framework's path. */
  readonly targetsAsserted?: boolean;
}
