// TypeScript, loaded with require. typescript-eslint's parser has already required this module, and
// an ESM import of it would make Node scan the 9 MB file for export names in every ESLint process
// (0.5–1.5 s): going through require keeps one instance and skips the scan.
import ts = require("typescript");
export = ts;
