/** Regular-expression literals in code: after an operator or an opening bracket, outside strings, comments and imports. */
export function regexLiterals(code: string): number {
  const bare = code
    .split('\n')
    .filter((l) => !/^\s*(?:import|export .* from)\b/.test(l) && !/^\s*(?:\/\/|\*|\/\*)/.test(l))
    .join('\n')
    .replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");
  return (bare.match(/(?:^|[=(,:[!&|?{};]|\breturn)\s*\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\n\\[])+\/[dgimsuy]*/gm) ?? []).length;
}
