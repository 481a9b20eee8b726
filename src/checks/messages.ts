import type { CheckCode, Severity } from "./types.js";

/**
 * Message templates per check, keyed by message id. The rules use these as `meta.messages` and the
 * API/CLI render the same text, so a finding reads the same everywhere. `{{targets}}` is always the
 * bracketed target list.
 */
export const checkMessages = {
  "invalid-name": {
    invalidName: 'Tool name "{{name}}" is not accepted by {{targets}}: {{problem}}.',
  },
  "oversized-description": {
    descriptionTooLong:
      "Tool description has {{length}} characters, over the {{limit}}-character budget for {{targets}}; it is sent with every call.",
    propertyDescriptionTooLong:
      "Description of {{path}} has {{length}} characters, over the {{limit}}-character budget for {{targets}}; it is sent with every call.",
  },
  "unsupported-keyword": {
    unsupportedKeyword: '{{where}} uses "{{keyword}}", which {{targets}} reject.{{instead}}',
    typeArray:
      '{{where}} gives "type" as a list ({{types}}), which {{targets}} reject: one type per schema, with "nullable": true for null.',
    nonStringEnum:
      '{{where}} has "enum" values that are not strings ({{values}}), which {{targets}} reject: enum values must be strings.',
    stringFormat: '{{where}} has "format": "{{format}}", which {{targets}} reject: a string takes only {{allowed}}.',
  },
  "ignored-keyword": {
    ignoredKeyword: '{{where}} uses "{{keyword}}", which {{targets}} silently ignore.{{instead}}',
  },
  "optional-forced-required": {
    forcedRequired:
      '"{{property}}" ({{path}}) is declared optional but is sent required and nullable to {{targets}}: the model must fill it on every call, with null when it has no value.',
  },
  "optional-not-required": {
    notRequired:
      '"{{property}}" ({{path}}) is missing from "required"; {{targets}} reject the tool, because strict mode needs every property listed there.',
  },
  "missing-additional-properties-false": {
    missingAdditionalPropertiesFalse:
      '{{where}} does not set "additionalProperties": false; {{targets}} reject open objects in strict mode.',
    openAdditionalProperties:
      '{{where}} allows additional properties ({{value}}); {{targets}} need "additionalProperties": false, so this map-like object cannot be sent in strict mode.',
  },
  "root-not-object": {
    rootNotObject: 'The input schema root is {{actual}}, not "type": "object"; {{targets}} reject the tool.',
    rootCombinator: 'The input schema root uses "{{keyword}}"; {{targets}} reject combinators at the top level.',
    rootDropped:
      "The input schema root is {{actual}}, not an object, so the framework sends the tool to {{targets}} with no parameters at all.",
    inputDropped:
      "The framework cannot convert {{input}} to JSON Schema, so it sends the tool to {{targets}} with no parameters at all.",
  },
  "heavy-definition": {
    heavy:
      'Tool "{{name}}" costs {{approx}}~{{tokens}} tokens per call (budget {{budget}}) for {{targets}}: name, description and schema are sent with every request.',
  },
  "silent-transform": {
    transform: "Before sending the tool to {{targets}}, {{by}} {{change}}.",
  },
  "unsendable-tool": {
    fails: "This tool never reaches {{targets}}: {{by}} {{reason}}.",
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

export function formatTargets(targets: readonly string[]): string {
  return `[${targets.join(", ")}]`;
}
