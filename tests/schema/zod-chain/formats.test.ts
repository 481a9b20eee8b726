import { z } from "zod";
import { describe, expect, it } from "vitest";
import {
  ZOD_DATE_PATTERN,
  ZOD_PATTERNS,
  zodDatetimePattern,
  zodMacPattern,
  zodTimePattern,
  zodUuidPattern,
} from "../../../src/schema/zod-chain/formats.js";

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
