import { CopilotKitCore } from "@copilotkit/core";
import { actionParametersToJsonSchema, getZodParameters, type Parameter } from "@copilotkit/shared";
import { describe, expect, it } from "vitest";
import { lintProject } from "../harness.js";

// Differential: each parameters array below is written into a useCopilotAction() call and linted;
// the plugin's draft must be what the real @copilotkit/shared 1.74.0 `actionParametersToJsonSchema`
// returns for it, and its view of every destination what the real `getZodParameters` and
// @copilotkit/core's `buildFrontendTools` give the agent (or the throw, when they throw).
const CASES: readonly (readonly Record<string, unknown>[])[] = [
  [],
  [{ name: "city" }],
  [{ name: "city", type: "string", description: "City name" }],
  [{ name: "unit", type: "string", enum: ["c", "f"], required: false }],
  [{ name: "unit", type: "string", enum: [] }],
  [{ name: "unit", type: "string", enum: ["a"], description: "One unit" }],
  [{ name: "count", type: "number", description: "How many" }, { name: "exact", type: "boolean", required: false }],
  [{ name: "count", type: "number", enum: [1, 2] }],
  [{ name: "tags", type: "string[]" }, { name: "scores", type: "number[]", description: "Scores" }, { name: "flags", type: "boolean[]" }],
  [{ name: "times", type: "date[]" }, { name: "counts", type: "integer[]", description: "Counts" }],
  [{ name: "nested", type: "string[][]" }],
  [{ name: "keys", type: "array[]" }],
  [{ name: "extras", type: "object" }, { name: "notes", type: "object", description: "Notes" }],
  [{ name: "empty", type: "object", attributes: [], description: "Nothing inside" }],
  [{ name: "stop", type: "object", description: "A stop", attributes: [{ name: "lat", type: "number" }, { name: "lng", type: "number", required: false }] }],
  [{ name: "stop", type: "object", attributes: [{ name: "a", required: false }, { name: "b", type: "boolean", required: false }] }],
  [{ name: "stops", type: "object[]", description: "Stops", attributes: [{ name: "city", type: "string" }, { name: "at", type: "date" }] }],
  [{ name: "rows", type: "object[]" }],
  [{ name: "rows", type: "object[]", attributes: [] }],
  [{ name: "deep", type: "object", attributes: [{ name: "inner", type: "object[]", attributes: [{ name: "leaf", type: "string", enum: ["x", "y"] }] }] }],
  [{ name: "dup", type: "string" }, { name: "dup", type: "number", required: false }],
  [{ name: "additionalProperties", type: "string" }, { name: "other", type: "string" }],
  [{ name: "when", type: "date", description: "A date" }, { name: "free", type: "any" }],
];

/** `buildFrontendTools` is private in the core's types; an agent run calls it (@copilotkit/core 1.74.0 dist/index.mjs). */
function frontendTools(core: CopilotKitCore): unknown[] {
  return (core as unknown as { buildFrontendTools(agentId: string | undefined): unknown[] }).buildFrontendTools(undefined);
}

/** What the agent is given for the array, by the real packages; the error's message when they throw. */
function agentSchema(parameters: readonly Record<string, unknown>[]): Record<string, unknown> | string {
  const quiet = console.warn;
  console.warn = () => {};
  try {
    const core = new CopilotKitCore({});
    core.addTool({ name: "t", description: "d", parameters: getZodParameters(parameters as unknown as Parameter[]) } as Parameters<CopilotKitCore["addTool"]>[0]);
    return (frontendTools(core) as { parameters: Record<string, unknown> }[])[0]!.parameters;
  } catch (error) {
    return (error as Error).message;
  } finally {
    console.warn = quiet;
  }
}

const source = (parameters: readonly Record<string, unknown>[], index: number) => `import { useCopilotAction } from "@copilotkit/react-core";

export function Case${index}() {
  // @ts-ignore some cases are not what the types allow, but what users write
  useCopilotAction({ name: "case_${index}", description: "Case ${index}", parameters: ${JSON.stringify(parameters)}, handler: () => "done" });
}
`;

describe("CopilotKit parameters arrays, against @copilotkit/shared and @copilotkit/core 1.74.0", () => {
  const project = lintProject(Object.fromEntries(CASES.map((parameters, index) => [`case-${index}.ts`, source(parameters, index)])), { cli: { targets: ["openai", "anthropic"] } });

  it.each(CASES.map((parameters, index) => [index, parameters] as const))("case %i", async (index, parameters) => {
    const { tools } = await project;
    const tool = tools.find((t) => t.name === `case_${index}`);
    expect(tool?.route).toBe("parameter-list");
    expect(tool?.schema).toEqual(JSON.parse(JSON.stringify(actionParametersToJsonSchema(parameters as unknown as Parameter[]))));
    const agent = agentSchema(parameters);
    if (typeof agent === "string") {
      // The hook throws: no destination gets the tool, and unsendable-tool says so.
      expect(tool?.findings.map((f) => f.code)).toContain("unsendable-tool");
      return;
    }
    expect(tool!.destinations.map((d) => d.target)).toEqual(["openai", "anthropic"]);
    for (const destination of tool!.destinations) expect(destination.schema).toEqual(agent);
  });
});
