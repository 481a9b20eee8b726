import duplicateToolName from "./duplicate-tool-name.js";
import heavyDefinition from "./heavy-definition.js";
import ignoredKeyword from "./ignored-keyword.js";
import invalidName from "./invalid-name.js";
import missingAdditionalPropertiesFalse from "./missing-additional-properties-false.js";
import optionalForcedRequired from "./optional-forced-required.js";
import optionalNotRequired from "./optional-not-required.js";
import oversizedDescription from "./oversized-description.js";
import rootNotObject from "./root-not-object.js";
import silentTransform from "./silent-transform.js";
import tooManyTools from "./too-many-tools.js";
import toolSetBudget from "./tool-set-budget.js";
import unresolvedSchema from "./unresolved-schema.js";
import unsendableTool from "./unsendable-tool.js";
import unsupportedKeyword from "./unsupported-keyword.js";

/** Every rule of the plugin, by name (alphabetical). */
export const rules = {
  "duplicate-tool-name": duplicateToolName,
  "heavy-definition": heavyDefinition,
  "ignored-keyword": ignoredKeyword,
  "invalid-name": invalidName,
  "missing-additional-properties-false": missingAdditionalPropertiesFalse,
  "optional-forced-required": optionalForcedRequired,
  "optional-not-required": optionalNotRequired,
  "oversized-description": oversizedDescription,
  "root-not-object": rootNotObject,
  "silent-transform": silentTransform,
  "too-many-tools": tooManyTools,
  "tool-set-budget": toolSetBudget,
  "unresolved-schema": unresolvedSchema,
  "unsendable-tool": unsendableTool,
  "unsupported-keyword": unsupportedKeyword,
};

export type RuleName = keyof typeof rules;
