// The one error the plugin throws on purpose: the user's setup is at fault, so ESLint and the CLI show
// its message alone, never a stack of the plugin's frames.

/** Thrown for a bad `settings["tool-schema"]` or an unusable TypeScript; ESLint shows the message as a configuration error. */
export class ToolSchemaConfigError extends Error {
  constructor(message: string) {
    super(`eslint-plugin-tool-schema: ${message}`);
    this.name = "ToolSchemaConfigError";
    // ESLint prints a fatal error's `stack`: make it the message alone, the user's setting is at fault,
    // not a line of the plugin.
    this.stack = `${this.message}\n`;
  }
}
