import { COMPANY_ENDINGS, LEGAL_FORMS, SHAPING_WORDS, STOP_WORDS } from './lexicon.js';

/**
 * The words of a request that make up a company's name: the words before a legal form
 * (`union motors inc`, `Harbor Logistics LLC`), or before a word that ends a company's name
 * when it is written as a name (`Northwind Trading Group`). They are a value the request
 * works on: a word of one no tool has is not read as a misspelt word, and the request is also
 * read as naming the field that holds it (kinds.ts COMPANY_NAME). A name is at most NAME_WORDS
 * words and stops at punctuation, a stop word or a word that shapes the answer.
 */
const NAME_WORDS = 3;
const LEGAL = new Set(LEGAL_FORMS);
const ENDINGS = new Set(COMPANY_ENDINGS);
const BOUNDARY = new Set([...STOP_WORDS, ...SHAPING_WORDS]);
const JOINERS = new Set(['and', '&']);
/** The lower-case words of one token as written (`inc's`: inc, s). */
const words = (token: string) =>
  token
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

export function companyNameWords(text: string): Set<string> {
  const out = new Set<string>();
  // tokens as written (punctuation after one ends a name)
  const tokens = text.split(/\s+/).filter(Boolean);
  for (let i = 1; i < tokens.length; i++) {
    const mark = tokens[i]!;
    const lower = words(mark)[0] ?? '';
    const legal = LEGAL.has(lower);
    // `Rutherford and Sons`, `smith & partners`: an ending after `and` ends a name in any case
    const joined = i >= 2 && JOINERS.has(tokens[i - 1]!.toLowerCase()) && ENDINGS.has(lower);
    if (!legal && !joined && !(ENDINGS.has(lower) && /^[A-Z]/.test(mark) && /^[A-Z]/.test(tokens[i - 1]!))) continue;
    const name: string[] = [];
    const end = joined ? i - 1 : i;
    // a name written with capitals is its capitalised words (`who runs Northwind Trading Group`)
    const capitalised = /^[A-Z]/.test(tokens[end - 1]!);
    for (let j = end - 1; j >= 0 && name.length < NAME_WORDS; j--) {
      const t = tokens[j]!;
      if (/[.,:;!?()]$/.test(t) || (capitalised && !/^[A-Z]/.test(t))) break;
      const w = words(t);
      if (w.length !== 1 || BOUNDARY.has(w[0]!) || LEGAL.has(w[0]!)) break;
      name.push(w[0]!);
    }
    for (const w of name) out.add(w);
  }
  return out;
}
