// CopilotKit tools registered without the hooks: `copilotkit.addTool(…)`, `new CopilotKitCore({ tools })`, the
// provider's `frontendTools` / `humanInTheLoop` props, typed lists. All reach the v2 hooks' buildFrontendTools.
import ts from "../../util/typescript.cjs";
import { calleeForm } from "../core/definition-parts.js";
import { catalogElements } from "../../analysis/recognition/catalog.js";
import type { SiteReader } from "../core/reader.js";
import type { ReadSite, ToolParts } from "../types.js";
import { readV2Definition } from "./v2-definition.js";

/**
 * @copilotkit/core 1.74.0 dist/index.mjs: `CopilotKitCore#addTool(tool)` is `runHandler.addTool(tool)`
 * (kept as given in `_hookTools`), the constructor's `tools = []` is `runHandler.initialize(tools)` (kept
 * in `_propTools`); RunHandler's `tools` merges both, and `buildFrontendTools` (what `runAgent` and
 * `connectAgent` send) converts every one with `createToolSchema`, as for the v2 hooks, which call
 * `copilotkit.addTool` themselves. @copilotkit/react-core 1.74.0 dist/copilotkit-DyZh7EH4.mjs:
 * `CopilotKitCoreReact extends CopilotKitCore` (`super(config)`), what `useCopilotKit().copilotkit`
 * is; CopilotKitProvider gives `[...frontendTools, ...generateSandboxedUi when enabled, ...humanInTheLoop
 * (as { type, name, description, parameters, followUp, agentId, handler })]` to `new CopilotKitCoreReact({ tools })`
 * and to `copilotkit.setTools` on change.
 */
export const REGISTRATIONS_SOURCE =
  "@copilotkit/core 1.74.0 dist/index.mjs (CopilotKitCore#addTool, the constructor's `tools`, CopilotKitCore#setTools: `this.runHandler.setTools(tools)`, which replaces the provider-owned tools and leaves those of addTool, RunHandler.buildFrontendTools); @copilotkit/react-core 1.74.0 dist/copilotkit-DyZh7EH4.mjs (CopilotKitCoreReact extends CopilotKitCore; CopilotKitProvider's frontendTools and humanInTheLoop props become the core's `tools`)";

/** `copilotkit.addTool({ … })` on a CopilotKitCore, also `useCopilotKit().copilotkit` (a CopilotKitCoreReact). */
export const readAddTool: ReadSite<ts.CallExpression> = (call, reader) => {
  const holder = { node: call, anchor: call.expression };
  return readV2Definition(reader, call.arguments[0], { ...holder, form: calleeForm(call, reader.sourceFile), holder });
};

/**
 * `new CopilotKitCore({ tools: [{ … }] })`, also `new CopilotKitCoreReact(…)` (its config extends the
 * core's): one tool per element of a list written in the program.
 */
export const readCoreTools: ReadSite<ts.NewExpression> = (expr, reader) => {
  const config = reader.definition(expr.arguments?.[0]);
  if ("reason" in config) return [];
  return readList(reader, { node: expr, anchor: expr.expression }, reader.value(config, "tools"), `${calleeForm(expr, reader.sourceFile)} tools[]`);
};

/** `copilotkit.setTools([{ … }])`: the provider-owned tools, replaced wholesale (those of `addTool` stay). */
export const readSetTools: ReadSite<ts.CallExpression> = (call, reader) =>
  readList(reader, { node: call, anchor: call.expression }, call.arguments[0], `${calleeForm(call, reader.sourceFile)}[]`);

/**
 * One tool per element of the list given at `site`, followed through spreads, consts and imports like
 * any catalog. A list that cannot be followed stands as one unfollowed stand-in at the site, so that a
 * clean lint does not hide the tools behind it.
 */
function readList(
  reader: SiteReader,
  site: { readonly node: ts.Node; readonly anchor: ts.Node },
  list: ts.Expression | undefined,
  form: string,
  dropped: { readonly availableDropped?: true } = {},
): readonly ToolParts[] {
  if (!list || ts.isSpreadElement(list)) return [];
  const walk = catalogElements(reader.checker, list);
  if (!walk.ok) {
    const reason = `the tools given to ${form.replace(/(?: tools)?\[\]$/, "")} cannot be followed statically: ${walk.reason}`;
    return [{ node: site.node, anchor: site.anchor, form, unreadable: { reason, node: list }, unfollowed: true }];
  }
  return walk.elements.flatMap((element) => readV2Definition(reader, element.value, { form, holder: { node: element.value, anchor: element.value }, ...dropped }));
}

/**
 * `<CopilotKitProvider frontendTools={[{ … }]}>` (an object literal typed by the attribute), the list
 * an attribute is given (`frontendTools={tools}`, `[tool, ...more]`: followed like any catalog), or a
 * list declared with the type (`const tools: ReactFrontendTool[] = […]`). A literal given to a call is
 * that call's site (a hook, `addTool`); a single object declared with the type is read where it is
 * registered, so that it is not read twice.
 */
export const readTyped: ReadSite<ts.Expression> = (value, reader) => {
  const attribute = jsxAttributeOf(value);
  if (attribute) {
    const name = attribute.name.getText(reader.sourceFile);
    const tag = attribute.parent.parent.tagName.getText(reader.sourceFile);
    const dropped = name === "humanInTheLoop" ? { availableDropped: true as const } : {};
    const form = `<${tag}> ${name}[]`;
    // `frontendTools={tools}`: the list, followed like any catalog; each element read as sent.
    if (!ts.isObjectLiteralExpression(value)) return readList(reader, { node: value, anchor: attribute.name }, value, form, dropped);
    return readV2Definition(reader, value, { form, holder: { node: value, anchor: value }, ...dropped });
  }
  const type = declaredType(value);
  const list = type && reader.array(value);
  if (!type || !list) return [];
  const form = type.getText(reader.sourceFile).replace(/<[^]*>/, "").replace(/\s+/g, "");
  return list.elements.flatMap((element) => readV2Definition(reader, element, { form, holder: { node: element, anchor: element } }));
};

/** The JSX attribute an object literal is given to, directly or as an element of an array literal. */
function jsxAttributeOf(value: ts.Expression): ts.JsxAttribute | undefined {
  const holder = ts.isArrayLiteralExpression(value.parent) ? value.parent.parent : value.parent;
  return holder && ts.isJsxExpression(holder) && ts.isJsxAttribute(holder.parent) ? holder.parent : undefined;
}

/** `const x: T = value`, `value satisfies T`, `value as T`: the type written for the value. */
function declaredType(value: ts.Expression): ts.TypeNode | undefined {
  const parent = value.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === value) return parent.type;
  if ((ts.isSatisfiesExpression(parent) || ts.isAsExpression(parent)) && parent.expression === value) return parent.type;
  return undefined;
}
