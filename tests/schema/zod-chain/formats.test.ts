import { z } from "zod";
import { z as z43 } from "zod43";
import { describe, expect, it } from "vitest";
import {
  ZOD_DATE_PATTERN,
  sharedPattern,
  ZOD_PATTERNS,
  zodDatetimePattern,
  zodMacPattern,
  zodTimePattern,
  zodUuidPattern,
} from "../../../src/schema/zod-chain/formats.js";
import { zodBehaviour } from "../../../src/schema/zod-chain/versions.js";

/** The pattern table is data copied from zod; this keeps it equal to the installed zod's regexes. */
describe("zod's format patterns, held as data", () => {
  it("every shared pattern equals zod's own regex source", () => {
    const regexes = z.regexes as unknown as Record<string, RegExp | ((...args: never[]) => RegExp)>;
    const own = (name: string): string => {
      const value = regexes[name];
      return typeof value === "function" ? (value as () => RegExp)().source : value.source;
    };
    for (const name of Object.keys(ZOD_PATTERNS) as (keyof typeof ZOD_PATTERNS)[]) {
      expect([name, ZOD_PATTERNS[name]]).toEqual([name, own(name)]);
    }
    expect(ZOD_DATE_PATTERN).toBe(z.regexes.date.source);
  });

  it("built patterns equal zod's builders for every option", () => {
    for (const precision of [null, -1, 0, 3]) {
      expect(zodTimePattern(precision)).toBe(z.regexes.time({ precision }).source);
      for (const offset of [false, true]) {
        for (const local of [false, true]) {
          expect(zodDatetimePattern({ precision, offset, local })).toBe(z.regexes.datetime({ precision, offset, local }).source);
        }
      }
    }
    for (const version of [1, 4, 7, 8]) expect(zodUuidPattern(version)).toBe(z.regexes.uuid(version).source);
    for (const delimiter of [":", "-", "."]) expect(zodMacPattern(delimiter)).toBe(z.regexes.mac(delimiter).source);
  });
});

/** The older patterns of the version table (`versions.ts`) against zod 4.3.6's own regexes (`zod43`). */
describe("zod 4.3.6's patterns, held as version facts", () => {
  it("every pattern and the datetime builder equal zod43's", () => {
    const old = zodBehaviour("4.3.6");
    const regexes = z43.regexes as unknown as Record<string, RegExp | ((...args: never[]) => RegExp)>;
    const own = (name: string): string => {
      const value = regexes[name];
      return typeof value === "function" ? (value as () => RegExp)().source : value.source;
    };
    const names = Object.keys(ZOD_PATTERNS).filter((name) => name in regexes) as (keyof typeof ZOD_PATTERNS)[];
    expect(names.length).toBeGreaterThan(20);
    for (const name of names) expect([name, sharedPattern(name, old).source]).toEqual([name, own(name)]);
    for (const precision of [null, -1, 0, 3]) {
      for (const offset of [false, true]) {
        for (const local of [false, true]) {
          expect(zodDatetimePattern({ precision, offset, local }, old)).toBe(z43.regexes.datetime({ precision, offset, local }).source);
        }
      }
    }
  });
});
