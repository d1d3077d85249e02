/**
 * The words of a sentence as the readers of requests take them (the chat's write rule, the
 * offline reader's accounting of a question): lower case, curly quotes straight, `n't` as
 * `not`, a possessive `'s` dropped, hyphenated words apart ("third-party": third, party),
 * numbers and ids whole ("1.49", "$5m", "acc_12"; a range "2m-3m" is two), and `#` and `?` kept as words of their own.
 */
export function sentenceWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/n't\b/g, ' not')
      .replace(/'s\b/g, ' ')
      .replace(/([a-z])-(?=[a-z])/g, '$1 ')
      .match(/[a-z0-9$%]+(?:[._][a-z0-9]+)*|[#?]/g) ?? []
  );
}
