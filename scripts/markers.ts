/**
 * Generated parts of the docs: the text between `<!-- <name>:start ... -->` and
 * `<!-- <name>:end -->` is replaced, the rest of the file kept as it is.
 */
export function replaceSection(markdown: string, name: string, body: string): string {
  const start = new RegExp(`<!-- ${name}:start[^>]*-->`).exec(markdown);
  const endMark = `<!-- ${name}:end -->`;
  const end = markdown.indexOf(endMark);
  if (!start || end < start.index) throw new Error(`the markers <!-- ${name}:start --> and ${endMark} are missing`);
  return `${markdown.slice(0, start.index + start[0].length)}\n${body}\n${markdown.slice(end)}`;
}
