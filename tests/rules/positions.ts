/**
 * The exact 1-based position of the `nth` occurrence of `needle` in `code`, as RuleTester expects it.
 * Positions are computed from the test's own source text, so a case states what it underlines.
 */
export function at(code: string, needle: string, nth = 0): { line: number; column: number; endLine: number; endColumn: number } {
  let index = -1;
  for (let i = 0; i <= nth; i++) {
    index = code.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`"${needle}" occurs fewer than ${nth + 1} times in the test code`);
  }
  const position = (offset: number) => {
    const before = code.slice(0, offset);
    const line = before.split("\n").length;
    return { line, column: offset - before.lastIndexOf("\n") };
  };
  const start = position(index);
  const end = position(index + needle.length);
  return { line: start.line, column: start.column, endLine: end.line, endColumn: end.column };
}
