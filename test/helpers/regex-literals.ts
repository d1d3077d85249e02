import ts from 'typescript';

/** Regular-expression literals in TypeScript code, as the compiler's own parser finds them (never in strings or comments). */
export function regexLiterals(code: string): number {
  const file = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) n++;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return n;
}
