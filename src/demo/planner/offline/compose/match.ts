import { BEYOND, COMPOSE_RULES, OWN_WORDS, type ComposeOp } from '../lexicon/compose.js';
import { COMPOSE_FIRST, COUNT_OPENS, SUBJECT_BORROWED } from '../lexicon/compose-first.js';
import { escapeRegExp, phrasePattern } from '../core/known.js';
import { X_FOR_TIMES } from '../understand/spell.js';
import { inOrderSaid, orderSaid, ratioSubject } from '../understand/sides.js';
import { RANGE_AND } from '../lexicon/range-and.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';
import { THERE_RULES } from '../rules/compose-there.js';
import { POINTING } from '../lexicon/refer.js';
import { findStates } from '../core/states.js';
import { terms } from '../core/tokenize.js';
import { WORD_SHAPE_RULES } from '../rules/understand-shapes.js';
import { PREAMBLE } from '../lexicon/preamble.js';

/**
 * Which two questions a message is made of (lexicon/compose.ts): the rule's templates
 * compiled once to patterns, matched against the message without what it says about both
 * parts (a trailing clause after a question mark, a parenthesis), which `tail` keeps.
 */
export interface Composed {
  rule: string;
  op: ComposeOp;
  a: string;
  b: string;
  head?: string;
  field?: string;
  /** Said of both questions ("include both lists", "(any stage)"). */
  tail: string;
  /** How each figure is named in the answer when not by its question ("in the crm"). */
  labels?: [string, string];
  /** Two records weighed (compose/pair.ts): their names (the first asked in `a`, the second in `b`) and the quantity. */
  pair?: { names: [string, string]; measure: string };
}

/** The two parts of a question about the rows beyond a figure ("my clients bigger than the typical third-party one"). */
export interface Beyond {
  a: string;
  op: 'gt' | 'lt';
  agg: 'avg' | 'median' | 'max' | 'min' | 'sum';
  /** The figure's word as written ("avg", "largest"). */
  figure: string;
  /** What the figure is of ("third-party client"); the determiner that says whose ("my"). */
  of: string;
  whose: string;
  factor: number;
  tail: string;
}

const phrase = phrasePattern;

export function compile(template: string): RegExp {
  const ws = template.split(SHAPE_RULES.spaces.pattern);
  const body = ws
    .map((w, i) => {
      // ("{_}": any words, or none, with what parts them from the next word; after a word of the
      // template, never that word again: for "{b} in {_} same state as {a}", an earlier "in" of
      // the question, the app a count is of, stays in {b})
      const before = i > 0 && !ws[i - 1]!.startsWith('{') ? ws[i - 1]! : undefined;
      if (w === '{_}' && i < ws.length - 1) return before ? `(?:(?:(?!${phrase(before)}[\\s,])[^\\s,]+[\\s,]+)*?)` : '(?:.*?[\\s,]+)??';
      // ("{a}'s": the slot's words, then the possessive)
      const slot = COMPOSE_TEXT_RULES.templateSlot.pattern.exec(w);
      const part = !slot ? phrase(w) : (slot[1] === '_' ? '(?:.*?)' : `(?<${slot[1]}>.+?)`) + (slot[2] ? "['’]s" : '');
      return i < ws.length - 1 ? `${part}[\\s,]+` : part;
    })
    .join('');
  return new RegExp(`^\\s*${body}\\s*[?.!]*\\s*$`, 'i');
}

// (the forms of lexicon/compose-first.ts first: each says more than a form of COMPOSE_RULES that would take the message)
const RULES = [...COMPOSE_FIRST, ...COMPOSE_RULES].map((r) => ({
  ...r,
  patterns: r.templates.map((t) => ({ re: compile(t), met: t.includes(';'), words: literalWords(t) })),
}));

/** The words a template says as written (no slot, no mark, no apostrophe): a message lacking one cannot match it. */
function literalWords(template: string): string[] {
  return template
    .toLowerCase()
    .split(SHAPE_RULES.spaces.pattern)
    .filter((w) => w !== ';' && !w.includes('{') && !w.includes("'") && !w.includes('’'))
    .flatMap((w) => w.split(WORD_SHAPE_RULES.dashOrSpaceRun.pattern))
    .filter((w) => w !== '');
}

/** A part that leaves values out (lexicon/negation.ts): an "and" after it joins the values left out. */
const EXCLUDING = COMPOSE_BUILT_RULES.excluding.pattern;

/** Where two questions meet: a comma, a colon or a dash between words (the templates' `;`). */
export const MEET = COMPOSE_TEXT_RULES.meet.pattern;

/** The message without what is said of both parts: text after a question mark that ends a question, and parentheses. */
function split(message: string): { main: string; tail: string } {
  const tails: string[] = [];
  // (a bracket said of the first part, before "and" and the second, is that part's own: "the gap between lima (zeta
  // only) and quito")
  let main = message.replace(COMPOSE_TEXT_RULES.bracketedInner.pattern, (m, inner: string, at: number, all: string) => {
    if (COMPOSE_TEXT_RULES.secondPartNext.pattern.test(all.slice(at + m.length))) return m;
    tails.push(inner);
    return ' ';
  });
  // ("zeta quarries over lumen quarries, in number": counts of the records each part names, which the parts say already)
  main = main.replace(COMPOSE_TEXT_RULES.countTail.pattern, '');
  const q = COMPOSE_TEXT_RULES.afterQuestionMark.pattern.exec(main);
  if (q) {
    tails.push(q[1]!);
    main = main.slice(0, q.index);
  }
  return { main: main.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim(), tail: tails.join(', ').trim() };
}

/** The rule a message follows and its two questions; undefined when it follows none. */
export function composedOf(said: string): Composed | undefined {
  // ("um so how many … and like how many …": the words said while thinking dropped)
  const message = said.replace(COMPOSE_TEXT_RULES.spokenFiller.pattern, '');
  const { main, tail } = split(message.replace(X_FOR_TIMES, 'how many times').replace(COMPOSE_TEXT_RULES.andAsks.pattern, ', and '));
  // "florida: crm accounts minus my accounts": what is said before a colon is said of both parts
  // ("CA, my book: …": a topic before a colon may hold commas)
  const topic = TOPIC.exec(main) ?? COLON_TOPIC.exec(main);
  // ("lima firms vs quito firms: which group is larger, and by how many?": the two sides said before the colon, weighed after it)
  const whole = matched(main, tail);
  if (whole?.rule === 'which is larger') return placedAround(main, whole);
  const rest = topic && matched(topic[2]!, tail);
  // ("prepping the lima review: …": words that say why it is asked are said of neither part)
  const framing = topic && PREAMBLE.framing.some((f) => topic[1]!.toLowerCase().includes(f));
  if (rest && framing && rest.op !== 'except') return placedAround(topic[2]!, rest);
  if (rest && rest.op !== 'except') return { ...rest, a: topicSaid(rest.a, topic[1]!.trim()), b: topicSaid(rest.b, topic[1]!.trim()) };
  return whole && placedAround(main, whole);
}

/**
 * "what is the lima revenue gap between my firms and the zeta ones": a place said around both
 * parts, in the words of the form, is said of both (never of parts that name a place of their own).
 */
function placedAround(main: string, c: Composed): Composed {
  if (c.op === 'except' || c.pair || findStates(`${c.a} ${c.b} ${c.tail}`).length > 0) return c;
  const around = findStates(main);
  if (around.length === 0) return c;
  const where = `in ${around.map((h) => h.name).join(' and ')}`;
  return { ...c, a: `${c.a} ${where}`, b: `${c.b} ${where}` };
}

const THERE_POINTER = COMPOSE_BUILT_RULES.therePointer.pattern;

/** A part with the topic said first: its "there" read as the topic ("Utah: how many firms do I have there"), else the topic after it. */
function topicSaid(part: string, topic: string): string {
  if (THERE_POINTER.test(part)) return part.replace(THERE_POINTER, `in ${topic.replace(COMPOSE_TEXT_RULES.topicLead.pattern, '')}`);
  // (said again in the part: "Utah: …, and how many crm firms sit in Utah")
  return new RegExp(`\\b${escapeRegExp(topic)}\\b`, 'i').test(part) ? part : `${part} ${topic}`;
}

/**
 * A few words said first, before a colon ("florida: ..."), a measure said first ("revenue-wise, ...",
 * "by headcount, ..."), or the records both parts are of ("for leads from 2024, won ones over lost ones").
 */
const COLON_TOPIC = COMPOSE_TEXT_RULES.colonTopic.pattern;
const TOPIC = COMPOSE_TEXT_RULES.topic.pattern;

const figureWords = (agg: string) => new Set(BEYOND.figures.find((f) => f.agg === agg)!.words);
const [MAX_WORDS, MIN_WORDS] = [figureWords('max'), figureWords('min')];

/** The first part ends at one end of an order and the second starts at the other ("biggest" … "smallest …"). */
function twoEnds(a: string, b: string): boolean {
  const last = a.trim().split(SHAPE_RULES.spaces.pattern).at(-1)!.toLowerCase();
  const first = b.trim().split(SHAPE_RULES.spaces.pattern)[0]!.toLowerCase();
  return (MAX_WORDS.has(last) && MIN_WORDS.has(first)) || (MIN_WORDS.has(last) && MAX_WORDS.has(first));
}

/** A part that ends at a range's first end ("… between $3M"): its "and" joins the range's ends. */
function rangeOpen(a: string): boolean {
  const last = a.trim().toLowerCase().split(SHAPE_RULES.spaces.pattern).slice(-RANGE_AND.reach);
  const at = last.findLastIndex((w) => RANGE_AND.leads.includes(w));
  return at >= 0 && !last.slice(at).includes('and');
}

/** Whether a part holds the side a ratio is said to be "more" of (`subject`: "crm" of "how many times as many banks does the crm have"). */
const saysOf = (part: string, subject: string) => part.toLowerCase().split(COMPOSE_TEXT_RULES.notWordOrHyphen.pattern).includes(subject);

/** Both sides name figures of records: neither is a number said ("9.5 million"), nor the first "there is any …". */
function twoFiguresWeighed(a: string, b: string): boolean {
  const first = (x: string) => x.trim().split(SHAPE_RULES.spaces.pattern)[0]!.toLowerCase();
  return !SHAPE_RULES.digit.pattern.test(first(b).replace('$', '')) && !COMPOSE_TEXT_RULES.anyRowLead.pattern.test(a);
}

/** The second part with the first part's records in place of none ("how many sit at zeta"), or as said. */
function subjectBorrowed(a: string, b: string): string {
  const m = COMPOSE_TEXT_RULES.subjectLess.pattern.exec(b);
  if (!m) return b;
  const lead = ` ${a.toLowerCase()} `;
  const asks = lead.indexOf(` ${m[1]!.toLowerCase()} `);
  const from = asks + m[1]!.length + 2;
  // (the word that places them said otherwise in the first part: "are at my firms", then "how many to quito's")
  const said = lead.indexOf(` ${m[2]!.toLowerCase()} `, from);
  const placed = SUBJECT_BORROWED.places.includes(m[2]!.toLowerCase())
    ? SUBJECT_BORROWED.places.map((w) => lead.indexOf(` ${w} `, from)).filter((i) => i >= 0)
    : [];
  const verb = asks < 0 ? -1 : said >= 0 ? said : placed.length > 0 ? Math.min(...placed) : -1;
  return verb < 0 ? b : `${a.slice(asks, verb - 1).trim()} ${b.slice(m.index + m[0].length - m[2]!.length)}`;
}

/** "how many crm firms in lima, and how much do my firms there earn": "there" of the second part is the one state the first names. */
function placeBorrowed(a: string, b: string): string {
  const [one, ...more] = findStates(a);
  if (!one || more.some((h) => h.code !== one.code) || findStates(b).length > 0) return b;
  return b.replace(THERE_RULES.thereAdded.pattern, `in ${a.slice(one.start, one.end)}`);
}

/** "my zeta firms there, and the crm zeta firms in lima too": the first part is asked of the place the second says too. */
function placeToo(a: string, b: string): string {
  const [one, ...more] = findStates(b);
  if (!one || more.some((h) => h.code !== one.code) || findStates(a).length > 0 || !THERE_RULES.placeToo.pattern.test(b)) return a;
  return `${a} in ${b.slice(one.start, one.end)}`;
}

function matched(main: string, tail: string): Composed | undefined {
  const met = main.replace(MEET, ' ; ');
  const lower = main.toLowerCase();
  for (const r of RULES)
    for (const p of r.patterns) {
      // (a template whose words the message does not hold is not tried: two thousand of them, each slow to fail)
      if (!p.words.every((w) => lower.includes(w))) continue;
      const m = p.re.exec(p.met ? met : main);
      if (!m?.groups) continue;
      const g = m.groups;
      // "a count of quarries, mine and also the third-party ones": one list and another, counted as one
      if (r.op === 'sum' && OWN_WORDS.some((w) => ` ${g.a!.trim().toLowerCase()}`.endsWith(` ${w}`))) continue;
      // "how many … in lima, and what do they make combined": the second part points at the first's rows, no sum of two
      if (r.op === 'sum' && pointsBack(g.b!)) continue;
      // "leads of every source but webinar and referral", "sum of quito's deals leaving out lima and
      // peru": values left out together, not two questions
      if ((r.op === 'both' || r.op === 'sum') && EXCLUDING.test(g.a!)) continue;
      // ("quito firms with worth over 5m, and sort those by city": an instruction after "and", no second set)
      if ((r.op === 'intersect' || r.op === 'except') && COMPOSE_TEXT_RULES.instructionOpen.pattern.test(g.b!)) continue;
      // ("the zeta quarries ranked by worth having a lima close day: names plus sums": rows ranked, no values of a field two sets share;
      // what two sets both have is of one field, said in a word or two: "which regions", "does any firm name")
      if (r.op === 'intersect' && terms(g.field ?? '').length > 2) continue;
      // ("count cfos in both lists, mine and 3rd-party": a set is never said over a comma)
      if (r.op === 'intersect' && g.a!.includes(',')) continue;
      // ("sum of deal value where stage = won and close date in 2025": conditions joined, not two figures)
      if (r.op === 'sum' && COMPOSE_TEXT_RULES.conditionsSaid.pattern.test(g.a!)) continue;
      // ("# A vs # B": each side a count as said; never two lists weighed)
      if (r.name === 'two counts' && !(countSaid(g.a!) && countSaid(g.b!))) continue;
      // "is zeta higher or lower than …": a choice of direction, read by its own reader, not a yes or a no
      // (nor a row held to a number, "is there a zeta firm doing more than 9 million": two figures, each of records)
      if (r.name === 'is one larger' && (COMPOSE_TEXT_RULES.orEnd.pattern.test(g.a!) || !twoFiguresWeighed(g.a!, g.b!))) continue;
      // "revenue between $3M and $40M": the "and" of a range, not two questions
      if (rangeOpen(g.a!)) continue;
      // "gap from the priciest to the cheapest utah firm": the spread of one set of rows, not two questions
      if (r.op === 'difference' && twoEnds(g.a!, g.b!)) continue;
      // ("deal total, peru minus chile": where two questions meet inside a part is a comma again)
      let [a, b] = [g.a!, g.b!].map((x) => x.replace(COMPOSE_TEXT_RULES.templateMeet.pattern, ', ')) as [string, string];
      // ("how many lima firms sit in quito, and how many sit at zeta": the second asks of the first's records)
      b = placeBorrowed(a, subjectBorrowed(a, b));
      if (r.op === 'both') a = placeToo(a, b);
      // ("how much bigger, in zeta, is A than B": each side asked by the measure said apart)
      if (g.by) [a, b] = [a, b].map((x) => `${x} by ${g.by!.trim()}`) as [string, string];
      // ("lima firms vs quito firms: which group is bigger?": how many each holds)
      if (['which is larger', 'is one larger', 'two questions'].includes(r.name) && COMPOSE_TEXT_RULES.groupSize.pattern.test(main))
        [a, b] = [a, b].map((x) => (COMPOSE_TEXT_RULES.countSaid.pattern.test(x) ? x : `number of ${x}`)) as [string, string];
      // "A vs B - B has how many times as many": B is the side divided
      const subject = r.op === 'ratio' ? ratioSubject(main) : undefined;
      if (subject !== undefined && saysOf(b, subject) && !saysOf(a, subject)) [a, b] = [b, a];
      // "(mine divided by theirs)": the order said apart from the sides; one that places neither is not read as two
      const said = r.op === 'ratio' || r.op === 'difference' ? orderSaid(tail) : undefined;
      if (said) {
        const kept = inOrderSaid(said.order, a, b);
        if (kept === undefined) return undefined;
        if (!kept) [a, b] = [b, a];
      }
      const rest = said ? said.rest : tail;
      return { rule: r.name, op: r.op, a: a.trim(), b: b.trim(), head: g.head?.trim(), field: g.field?.trim(), tail: rest };
    }
  return undefined;
}

const COMPARISON = COMPOSE_BUILT_RULES.comparison.pattern;

/** "have less revenue than": the comparison said around its quantity, said after it ("have revenue less than"). */
const AROUND = COMPOSE_BUILT_RULES.around.pattern;

/** "accounts bigger than the average third-party account": the rows asked for and the figure they are measured against. */
export function beyondOf(message: string): Beyond | undefined {
  const asked = message.replace(X_FOR_TIMES, 'how many times').replace(AROUND, (_m, cmp: string, what: string) => `${what}${cmp} than`);
  const { main, tail } = split(asked);
  const m = COMPARISON.exec(main);
  if (!m?.groups || m.index === 0) return undefined;
  // "is X above or below my average": a yes/no about a record, or a choice between two comparisons
  const before = main.slice(0, m.index).trim().toLowerCase().split(SHAPE_RULES.spaces.pattern);
  // ("does any zeta firm out-earn my biggest one": whether some rows lie beyond it, asked of the rows)
  const anyRow = BEYOND.anyLeads.includes(before[1] ?? '');
  if ((BEYOND.yesNoLeads.includes(before[0]!) && !anyRow) || BEYOND.alternatives.includes(before.at(-1)!)) return undefined;
  const g = m.groups;
  const said = (w: string) =>
    g.cmp!.toLowerCase().replace(COMPOSE_TEXT_RULES.spaceOrHyphenRuns.pattern, ' ') ===
    w.replace(COMPOSE_TEXT_RULES.spaceOrHyphenRuns.pattern, ' ');
  const op = BEYOND.comparisons.find((c) => c.words.some(said))!.op;
  const figure = g.figure!.toLowerCase();
  const agg = BEYOND.figures.find((f) => f.words.includes(figure))!.agg;
  const multiple = g.multiple?.toLowerCase().replace(SHAPE_RULES.spaceRuns.pattern, ' ');
  const factor = BEYOND.multiples.find((x) => x.words === multiple)?.factor ?? 1;
  // "… than my biggest utah client - count": what follows a dash is said of the whole question
  const [of, ...after] = g.of!.replace(SHAPE_RULES.endStop.pattern, '').split(COMPOSE_TEXT_RULES.dashBetween.pattern);
  return {
    a: main.slice(0, m.index).trim(),
    op,
    agg,
    figure,
    of: of!.trim(),
    whose: g.whose!.trim(),
    factor,
    tail: [tail, ...after].filter(Boolean).join(', '),
  };
}

/** Whether a part points at the previous answer (lexicon/refer.ts POINTING): asked alone it would lose what it points at. */
export function pointsBack(part: string): boolean {
  const ws = part.toLowerCase().match(COMPOSE_TEXT_RULES.lettersApostrophe.pattern) ?? [];
  return ws.some(
    (w, i) =>
      POINTING.words.includes(w) || (POINTING.determiners.includes(w) && i + 1 < ws.length && !POINTING.notBefore.includes(ws[i + 1]!)),
  );
}

/** "# crm quarries", "number of lima deals": a side that opens with a count (lexicon/compose-first.ts COUNT_OPENS). */
function countSaid(text: string): boolean {
  const t = text.trim().toLowerCase();
  return COUNT_OPENS.some((l) => t.startsWith(`${l} `));
}
