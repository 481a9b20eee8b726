import { readFileSync } from "node:fs";

const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { name: string; version: string };

export const pluginMeta = { name: manifest.name, version: manifest.version, namespace: "tool-schema" } as const;
