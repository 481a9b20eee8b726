// ts-json-schema-generator, loaded with require for the same reason as ./typescript.cts: an ESM import
// of this CommonJS package makes Node scan its whole re-export tree for names in every process.
import tsj = require("ts-json-schema-generator");
export = tsj;
