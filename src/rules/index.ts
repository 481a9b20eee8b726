import duplicateToolName from "./duplicate-tool-name.js";
import heavyDefinition from "./heavy-definition.js";
import ignoredKeyword from "./ignored-keyword.js";
import invalidName from "./invalid-name.js";
import missingAdditionalPropertiesFalse from "./missing-additional-properties-false.js";
import optionalForcedRequired from "./optional-forced-required.js";
import optionalNotRequired from "./optional-not-required.js";
import oversizedDescription from "./oversized-description.js";
import projectSetup from "./project-setup.js";
import rootNotObject from "./root-not-object.js";
import silentTransform from "./silent-transform.js";
import tooManyTools from "./too-many-tools.js";
import toolSetBudget from "./tool-set-budget.js";
import unfollowedTools from "./unfollowed-tools.js";
import unresolvedSchema from "./unresolved-schema.js";
import unsendableTool from "./unsendable-tool.js";
import unsupportedKeyword from "./unsupported-keyword.js";
import freeFormInput from "./free-form-input.js";
import inconsistentToolNames from "./inconsistent-tool-names.js";
import missingUsageGuidance from "./missing-usage-guidance.js";
import overlappingDescriptions from "./overlapping-descriptions.js";
import enumInDescription from "./enum-in-description.js";
import unboundedDestructive from "./unbounded-destructive.js";
import undeclaredRisk from "./undeclared-risk.js";

/** Every rule of the plugin, by name (alphabetical). */
export const rules = {
  "duplicate-tool-name": duplicateToolName,
  "enum-in-description": enumInDescription,
  "free-form-input": freeFormInput,
  "heavy-definition": heavyDefinition,
  "ignored-keyword": ignoredKeyword,
  "inconsistent-tool-names": inconsistentToolNames,
  "invalid-name": invalidName,
  "missing-additional-properties-false": missingAdditionalPropertiesFalse,
  "missing-usage-guidance": missingUsageGuidance,
  "optional-forced-required": optionalForcedRequired,
  "optional-not-required": optionalNotRequired,
  "oversized-description": oversizedDescription,
  "overlapping-descriptions": overlappingDescriptions,
  "project-setup": projectSetup,
  "root-not-object": rootNotObject,
  "silent-transform": silentTransform,
  "too-many-tools": tooManyTools,
  "tool-set-budget": toolSetBudget,
  "unbounded-destructive": unboundedDestructive,
  "undeclared-risk": undeclaredRisk,
  "unfollowed-tools": unfollowedTools,
  "unresolved-schema": unresolvedSchema,
  "unsendable-tool": unsendableTool,
  "unsupported-keyword": unsupportedKeyword,
};

export type RuleName = keyof typeof rules;
