import type { CheckCode, Severity } from "./types.js";

/**
 * Message templates per check, keyed by message id. The rules use these as `meta.messages` and the
 * API/CLI render the same text, so a finding reads the same everywhere. `{{targets}}` names the
 * providers in words with the path that leads there, `{{fix}}` says how to fix it in the user's own
 * library (src/checks/fixes.ts), `{{Where}}` opens a sentence with the node in words.
 */
export const checkMessages = {
  "invalid-name": {
    invalidName: 'Tool name "{{name}}" is rejected by {{targets}}: {{problem}}.{{fix}}',
    hostName: "In {{host}} this tool is {{full}}: {{problem}}.{{fix}}",
  },
  "oversized-description": {
    descriptionTooLong:
      "The tool description has {{length}} characters, over the budget of {{limit}} for {{targets}}, and is billed on every call.{{fix}}",
    propertyDescriptionTooLong:
      "The description of {{where}} has {{length}} characters, over the budget of {{limit}} for {{targets}}, and is billed on every call.{{fix}}",
  },
  "unsupported-keyword": {
    unsupportedKeyword: '{{Where}} uses "{{keyword}}", which fails the request to {{targets}}{{also}}.{{fix}}',
    typeArray: "{{Where}} has a list of types ({{types}}), which fails the request to {{targets}}.{{fix}}",
    nonStringEnum: "{{Where}} has enum values that are not strings ({{values}}), which fails the request to {{targets}}.{{fix}}",
    stringFormat: '{{Where}} has "format": "{{format}}", which fails the request to {{targets}}: only {{allowed}} pass.{{fix}}',
    tupleItems: '{{Where}} has an "items" array (a draft-07 tuple), which fails the request to {{targets}}.{{fix}}',
    booleanBound: '{{Where}} has "{{keyword}}": {{value}} (draft-04), which fails the request to {{targets}}.{{fix}}',
    arrayWithoutItems: '{{Where}} is an array without "items", which fails the request to {{targets}}.{{fix}}',
    requiredWithoutProperties: '{{Where}} lists "required" without "properties", which fails the request to {{targets}}.{{fix}}',
    objectWithoutProperties: '{{Where}} is an object without "properties", which fails the request to {{targets}}.{{fix}}',
    undecodable: '{{Where}} has "{{keyword}}" as {{actual}}, which fails the request to {{targets}}.{{fix}}',
    notSchemaObject: "{{Where}} is {{actual}}, not a schema object, which fails the request to {{targets}}.{{fix}}",
  },
  "ignored-keyword": {
    ignoredKeyword: '{{Where}} uses "{{keyword}}", which {{targets}} silently ignore{{s}}: the rule is not enforced.{{fix}}',
  },
  "optional-forced-required": {
    forcedRequired:
      'Field "{{field}}" is {{declared}} but sent required and nullable to {{targets}}: the model must always fill it.{{fix}}',
  },
  "optional-not-required": {
    notRequired: 'Field "{{field}}" is optional (not in "required"), which fails the request to {{targets}}.{{fix}}',
  },
  "missing-additional-properties-false": {
    missingAdditionalPropertiesFalse: "{{Where}} is an open object, which fails the request to {{targets}}.{{fix}}",
    openAdditionalProperties: "{{Where}} allows extra keys ({{value}}), which fails the request to {{targets}}.{{fix}}",
  },
  "root-not-object": {
    rootNotObject: "The schema root is {{actual}}, not an object, which fails the request to {{targets}}.{{fix}}",
    rootCombinator: 'The schema root uses "{{keyword}}": {{combination}} at the top level fails the request to {{targets}}.{{fix}}',
    rootUnionBranch: 'Branch {{position}} of the root\'s "{{keyword}}" is {{actual}}, not an object, which fails the request to {{targets}}.{{fix}}',
    rootDropped: "The schema root is {{actual}}, not an object, so the tool reaches {{targets}} without parameters.{{fix}}",
    inputDropped: "The framework cannot convert {{input}}, so the tool reaches {{targets}} without parameters.{{fix}}",
    inputIgnored: '{{by}} ignores "{{key}}" (it reads "{{reads}}"), so the tool reaches {{targets}} without parameters.{{fix}}',
  },
  "heavy-definition": {
    heavy: 'Tool "{{name}}" costs {{approx}}{{tokens}} tokens on every call to {{targets}}, over the budget of {{budget}}.{{fix}}',
  },
  "silent-transform": {
    transform: "On the way to {{targets}}, {{by}} {{change}}.{{fix}}",
  },
  "unsendable-tool": {
    fails: "This tool never reaches {{targets}}: {{by}} {{reason}}.{{fix}}",
  },
} as const satisfies Record<CheckCode, Record<string, string>>;

export type MessageIdOf<C extends CheckCode> = keyof (typeof checkMessages)[C] & string;

export const checkSeverity: Record<CheckCode, Severity> = {
  "invalid-name": "error",
  "oversized-description": "warning",
  // A keyword the provider rejects fails the request (HTTP 400); one it ignores only loses its constraint.
  "unsupported-keyword": "error",
  "ignored-keyword": "warning",
  "optional-forced-required": "info",
  "optional-not-required": "error",
  "missing-additional-properties-false": "error",
  "root-not-object": "error",
  "heavy-definition": "warning",
  "silent-transform": "warning",
  "unsendable-tool": "error",
};

export function renderMessage(template: string, data: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, key: string) => (key in data ? data[key] : whole));
}
