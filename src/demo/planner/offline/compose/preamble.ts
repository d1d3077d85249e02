import type { PlanContext, PlanResult } from '../../types.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { allowedValues } from '../core/schema.js';
import { canonical, isStopWord, RECORD_KINDS, words } from '../core/tokenize.js';
import { ASKED_WITHIN, PREAMBLE, PREAMBLE_POINTED } from '../lexicon/preamble.js';
import { DAY_NAMES, MONTH_NAMES } from '../lexicon/calendar.js';
import { isContent } from '../answer/accounting.js';
import { findStates } from '../core/states.js';
import { isCountryName } from '../core/countries.js';
import { readAs } from './parts.js';
import { outOfScope } from '../answer/decline.js';
import { NUMBER_WORDS } from '../lexicon/amounts.js';
import { SHAPE_RULES } from '../rules/core-shapes.js';
import { COMPOSE_NAME_RULES } from '../rules/compose-names.js';
import { WRITE_RULES } from '../rules/write.js';
import { readMessage } from '../read.js';
import type { Mention } from '../understand/mention.js';
import { namedBefore } from './preamble-named.js';
import { RANKING } from '../understand/plain.js';

/**
 * What a person says before the question itself: a few words set apart by a colon ("For the
 * coverage memo: which …") or whole sentences before the last ("We meet both of them on
 * monday. Between A and B, who's bigger?"). When the single reading left words of that
 * preamble unused and nothing else, the question after it is read on its own; kept only when
 * that reading is whole, and only when the preamble names nothing the tools could use: no word
 * the reading used that the question does not say again, no value a tool takes, no number, no
 * capitalised word (a name, a place) past its first. The answer says how it was read.
 */
export interface Preamble {
  /** Where the question itself starts. */
  rest: number;
  /** Where it ends, when a reason follows it (", because …"). */
  end?: number;
}

/** The preamble of a message: before its first colon, else its sentences before the last (lexicon/preamble.ts). */
export function preambleOf(whole: string): Preamble | undefined {
  // (a sentence after the question that says why it is asked, or thanks for it: set apart first)
  const end = reasonAfter(whole);
  const text = end === undefined ? whole : whole.slice(0, end);
  const lead = leadOf(text);
  if (lead) return end === undefined || lead.end !== undefined ? lead : { ...lead, end };
  return end === undefined ? undefined : { rest: 0, end };
}

const REASON_OPENERS = PREAMBLE.reasonOpeners.map((o) => words(o).join(' '));

/** "… on file? We plan a zeta mailing. Thanks!": where the question ends, when what follows its last mark says why or thanks. */
function reasonAfter(text: string): number | undefined {
  // (or its last full stop, when it asks no question: "… of my lima firms. My guess: two giants tilt it.")
  const asked = text.lastIndexOf('?');
  // (only after a request said first: "Give me …. I suspect …", never "A colleague handed me …. I'd like …")
  const opening = ` ${words(text).slice(0, 3).join(' ')} `;
  const request = PREAMBLE.requestOpeners.some((o) => opening.startsWith(` ${o} `));
  // (or its last long dash: "I need the zeta of … — we'll mail them later")
  const dash = Math.max(...PREAMBLE.dashes.map((d) => text.lastIndexOf(d)));
  const mark = asked >= 0 ? asked : request ? Math.max(text.trimEnd().slice(0, -1).lastIndexOf('. '), dash) : -1;
  const reason = mark > 0 ? words(text.slice(mark + 1)).join(' ') : '';
  const opens = REASON_OPENERS.some((o) => reason === o || reason.startsWith(`${o} `));
  if (opens && words(text.slice(0, mark)).length >= PREAMBLE.minQuestionWords) return mark + 1;
  // (", just in case a second stop fits?": a last clause that says why)
  const lower = text.toLowerCase();
  const clause = Math.max(...[...PREAMBLE.reasonClauses, ...(request ? PREAMBLE.doingClauses : [])].map((r) => lower.lastIndexOf(r)));
  return clause > 0 && words(text.slice(0, clause)).length >= PREAMBLE.minQuestionWords ? clause : undefined;
}

/** The preamble of a question (said before it, or an aside after its last short dash). */
function leadOf(text: string): Preamble | undefined {
  const enough = (from: number) => words(text.slice(from)).length >= PREAMBLE.minQuestionWords;
  const colon = text.indexOf(PREAMBLE.colon);
  if (colon > 0 && words(text.slice(0, colon)).length <= PREAMBLE.maxWords && enough(colon + 1)) return { rest: colon + 1 };
  // (a short dash only before a question that opens as one: "zeta sync - how many …")
  const short = text.indexOf(PREAMBLE.shortDash);
  const asked = short > 0 && WRITE_RULES.questionOpen.pattern.test(text.slice(short + PREAMBLE.shortDash.length).toLowerCase());
  const dash = Math.min(...[...PREAMBLE.dashes.map((d) => text.indexOf(d)), asked ? short : -1].filter((i) => i > 0));
  if (Number.isFinite(dash) && words(text.slice(0, dash)).length <= PREAMBLE.maxWords && enough(dash + 2)) return { rest: dash + 2 };
  const ends = PREAMBLE.sentenceEnds.map((e) => text.trimEnd().lastIndexOf(e)).filter((i) => i > 0);
  const last = Math.max(-1, ...ends);
  if (last > 0 && words(text.slice(0, last)).length <= PREAMBLE.maxSentencesWords && enough(last + 1)) return { rest: last + 1 };
  // ("how many zeta leads are new - nobody has called them yet?": an aside after the question, said of its records)
  const aside = text.lastIndexOf(PREAMBLE.shortDash);
  const after = aside > 0 ? text.slice(aside + PREAMBLE.shortDash.length) : '';
  const pointing = words(after.toLowerCase()).some((w) => PREAMBLE.asidePointers.includes(w));
  if (
    pointing &&
    !WRITE_RULES.questionOpen.pattern.test(after.toLowerCase()) &&
    words(text.slice(0, aside)).length >= PREAMBLE.minQuestionWords
  )
    return { rest: 0, end: aside };
  return undefined;
}

/** "…, so which …, because …": the question inside one long sentence (lexicon/preamble.ts ASKED_WITHIN), or undefined. */
export function askedWithin(text: string): Preamble | undefined {
  const lower = text.toLowerCase();
  const at = (phrase: string, from = 0) => {
    for (let i = lower.indexOf(phrase, from); i >= 0; i = lower.indexOf(phrase, i + 1))
      if (
        !SHAPE_RULES.letter.pattern.test(lower[i + phrase.length] ?? ' ') &&
        (phrase.startsWith(',') || phrase.startsWith(';') || !COMPOSE_NAME_RULES.letterOrApostrophe.pattern.test(lower[i - 1] ?? ' '))
      )
        return i;
    return -1;
  };
  // (a question that opens after a comma starts at its opening word: only its comma is the lead's)
  // (only when no lead says where it starts: "…, so of my lima firms, who …" starts after "so")
  const found = (ls: { l: string; n: number }[]) => ls.map(({ l, n }) => ({ n, i: at(l) })).filter((x) => x.i >= 0);
  const said = found(ASKED_WITHIN.leads.map((l) => ({ l, n: l.length })));
  // (and never after one word alone, "honestly, which …": no purpose said)
  const opened = found(ASKED_WITHIN.opens.map((l) => ({ l, n: 1 }))).filter((x) => words(text.slice(0, x.i)).length > 1);
  const leads = said.length > 0 ? said : opened;
  if (leads.length === 0) return undefined;
  const last = leads.reduce((x, y) => (y.i > x.i ? y : x));
  // (a comma or colon after the lead is the lead's: "I need to know: …")
  const after = last.i + last.n;
  const rest = after + (COMPOSE_NAME_RULES.commaColonAhead.pattern.exec(text.slice(after))?.[0].length ?? 0);
  const ends = ASKED_WITHIN.reasons.map((r) => at(r, rest)).filter((i) => i > rest);
  const end = ends.length > 0 ? Math.min(...ends) : undefined;
  const question = text.slice(rest, end);
  return words(question).length >= PREAMBLE.minQuestionWords ? { rest, ...(end !== undefined ? { end } : {}) } : undefined;
}

/** The question with its pointer at the records the preamble names read as them (lexicon/preamble.ts PREAMBLE_POINTED), or as said. */
export function pointedAtPreamble(said: string, rest: string): string {
  const ws = words(said);
  const kind = ws.findLastIndex((w) => RECORD_KINDS.has(canonical(w)));
  const opens = (w: string, i: number) => i <= kind && kind - i < PREAMBLE_POINTED.span && PREAMBLE_POINTED.openers.includes(w);
  const from = kind < 0 ? -1 : ws.findLastIndex(opens);
  if (from < 0) return rest;
  const lower = rest.toLowerCase();
  const pointer = PREAMBLE_POINTED.pointers.find((p) => ` ${words(lower).join(' ')} `.includes(` ${p} `));
  const at = pointer ? lower.indexOf(pointer) : -1;
  return at < 0 ? rest : `${rest.slice(0, at)}of ${ws.slice(from, kind + 1).join(' ')}${rest.slice(at + pointer!.length)}`;
}

export async function preambleAnswer(
  ctx: PlanContext,
  single: PlanResult,
  answer: (c: PlanContext) => Promise<PlanResult>,
): Promise<PlanResult | undefined> {
  const unused = single.reading?.unused ?? [];
  if (unused.length === 0 && single.confidence > 0.5) return undefined;
  // (a request the tools do not serve, an opinion, is declined whole, never answered from part of it)
  if (outOfScope(ctx.message)) return undefined;
  const set = preambleOf(ctx.message);
  const p = set ?? askedWithin(ctx.message);
  if (!p) return undefined;
  // (the reason after the question, ", because …", is said before it would be: it names nothing either)
  const said = `${ctx.message.slice(0, p.rest)} ${p.end !== undefined ? ctx.message.slice(p.end) : ''}`;
  // ("Quito audit (our leads only): which of them …": the pointer read as the records said before)
  const question = ctx.message.slice(p.rest, p.end).trim();
  const rest = set && p.rest > 0 ? pointedAtPreamble(said, question) : question;
  const before = words(said).filter((w) => w.length > 1 && !isStopWord(w));
  const after = new Set(words(rest).map(canonical));
  // (said again in another form counts: "regional" of "region")
  const again = (w: string) => {
    const c = canonical(w);
    return after.has(c) || [...after].some((a) => Math.min(a.length, c.length) >= 5 && (c.startsWith(a) || a.startsWith(c)));
  };
  // some word of the preamble was left unused (a message declined whole used none), or the single reading is unsure
  // (a label it took for a name: "Two-parter: …")
  const left = single.reading ? unused.flatMap((u) => words(u.text)) : before;
  // (only a preamble of a word or two, "Two-parter:", is dropped for that alone)
  const unsure = single.confidence <= 0.5 && before.length <= PREAMBLE.unsureWords;
  if (!unsure && !before.some((w) => left.includes(w))) return undefined;
  // the preamble names nothing a tool could use: no value a tool takes, no number, no name or place
  const valueRaw = new Set(ctx.tools.list().flatMap((t) => t.parameters.flatMap((q) => allowedValues(q).flatMap((v) => words(v)))));
  const valueWords = new Set([...valueRaw].map(canonical));
  // (a kind of record is no value for sharing a stem with one: "contacts" of the lead status "contacted")
  const kindNamed = (w: string) => RECORD_KINDS.has(canonical(w)) && !valueRaw.has(w);
  // (unless it says why the question is asked: "… wants to know", "before the marketing meeting")
  const framed = PREAMBLE.framing.some((f) => said.toLowerCase().includes(f));
  // (nor when it points at the rows of an answer: "among those, how many …" asks of them)
  const pointing = words(ctx.message.slice(0, p.rest)).some((w) => PREAMBLE.asidePointers.includes(w));
  if (!framed && pointing && ctx.history.length > 0) return undefined;
  const valueSaid = (w: string) => !framed && !kindNamed(w) && valueWords.has(canonical(w)) && !after.has(canonical(w));
  // (nor an app or a list the question does not name again: "over to the zeta app: …", "only the lists of mine: …")
  const apps = new Set(ctx.tools.list().map((t) => t.app.toLowerCase()));
  // (the words of the tools' names that name a list, never their verbs: "for the board update: …")
  const lists = new Set(
    ctx.tools
      .list()
      .flatMap((t) => words(t.name))
      .filter((w) => !WRITE_RULES.changeVerb.pattern.test(w))
      .map(canonical),
  );
  // ("my" is said of anything: "before my meeting")
  // (nor when it says why the question is asked: "for my zeta review")
  const listSaid = (w: string) =>
    !framed && lists.has(canonical(w)) && !after.has(canonical(w)) && !RECORD_KINDS.has(canonical(w)) && canonical(w) !== 'my';
  // (a number said of a time, "in 5 min", is no value)
  const timed = (w: string) => PREAMBLE.times.includes(before[before.indexOf(w) + 1] ?? '');
  // ("three or more contacts: …" is a count; "the bigger one" is none)
  // (a number word said as a word of its own: "two-parter" is none)
  const tokens = new Set(said.toLowerCase().split(SHAPE_RULES.spaces.pattern));
  const number = (w: string) => (SHAPE_RULES.digit.pattern.test(w) || ((NUMBER_WORDS[w] ?? 0) > 1 && tokens.has(w))) && !timed(w);
  // (whole sentences before the question: what they name is read as a question's would be, below)
  const sentenced = set !== undefined && p.rest > 0 && PREAMBLE.sentenceEnds.some((e) => ctx.message.startsWith(e.trim(), p.rest - 1));
  const counted = (w: string) => (sentenced ? SHAPE_RULES.digit.pattern.test(w) && !again(w) : number(w));
  // (a value in whole sentences is weighed below, by whether the sentence names records: "a trip up to Quito" does not)
  if (before.some((w) => counted(w) || (!sentenced && valueSaid(w)) || apps.has(w) || listSaid(w))) return undefined;
  // (sentences before the question are read as a question is: what they name must be said again, a name nothing holds need not)
  // ("Lima zone goes to me in May. What is its zeta?": a value said before, pointed at, is the question's)
  const restSaid = ` ${words(rest).join(' ')} `;
  const pointedAt = [...PREAMBLE.recordPointers, ...PREAMBLE.placePointers].some((w) => restSaid.includes(` ${w} `));
  const read = sentenced ? await sentencesRead(ctx, said, again, framed, pointedAt) : undefined;
  if (read && read.lost.length > 0) {
    // ("Quarry tour at the Lima Mill on friday. Which zeta deals are open there?": the one record named, pointed at)
    const one = new Set(read.lost.map((m) => (m.kind === 'entity' ? m.label : m.kind === 'text' && pointedAt ? m.text : '')));
    const named = one.size === 1 && !one.has('') ? namedBefore(rest, [...one][0]!) : undefined;
    const r = named ? await answer({ ...ctx, message: named }) : undefined;
    if (!r || r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
    return { ...readAs(r, named!, `preamble: read "${named}", the record named before it`), asked: r.asked ?? named };
  }
  // (a place said again in a question inside one sentence is the question's: "I'm off to Lima …, so which of my lima firms …";
  // never before a colon, where it is said of the question: "texas head count: …")
  const placed = new Set(set && !sentenced ? [] : findStates(rest).map((h) => h.code));
  if (
    findStates(said).some((h) => !placed.has(h.code)) ||
    before.some((w) => isCountryName(w) && ((set !== undefined && !sentenced) || !again(w)))
  )
    return undefined;
  // (a sentence after the question's mark says why it is asked: a name in it, "mapping the Southeast", is none of the question's)
  const reasoned = p.end !== undefined && ctx.message.charAt(p.end - 1) === '?';
  const named = reasoned ? ctx.message.slice(0, p.rest) : said;
  const names = [...named.matchAll(COMPOSE_NAME_RULES.capitalisedInside.pattern)].map((m) => m[0]);
  // (a day is no name: "for Friday's review"; nor one no record or value holds, in sentences read whole: "driving to Quito")
  const day = (n: string) => DAY_NAMES.words.includes(n.toLowerCase().replace(COMPOSE_NAME_RULES.possessiveEnd.pattern, ''));
  const unknown = (n: string) => words(n).every((w) => read?.unknown.has(w));
  // (nor a place of a preamble that says why the question is asked, when the question names a place of its own: "my boss flies
  // to Lima next week …. How many firms do we have in Peru?")
  const ownPlace = framed && (findStates(rest).length > 0 || words(rest).some((w) => isCountryName(w)));
  const unsaid = names.filter((n) => !PREAMBLE.plain.includes(n.toLowerCase()) && !again(n) && !day(n) && !unknown(n) && !ownPlace);
  if (unsaid.length > 0) {
    // ("lunch with Lima Mill on monday, and then: where are they?": the one name, pointed at by the question)
    const named = new Set(unsaid).size === 1 ? namedBefore(rest, nameRun(said, unsaid[0]!), true) : undefined;
    const r = named ? await answer({ ...ctx, message: named }) : undefined;
    if (!r || r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
    return { ...readAs(r, named!, `preamble: read "${named}", the record named before it`), asked: r.asked ?? named };
  }
  // the words the single reading used must be said again in the question
  const used = before.filter((w) => isContent(w) && !left.includes(w) && !PREAMBLE.plain.includes(w) && !timed(w));
  // (nor when the question points at the records the preamble names: what it says of them is read in the question)
  // (a value of a sentence that names no records is none: "a trip up to Quito"; unless the question points at it: "… firms there?")
  const restWords = ` ${words(rest).join(' ')} `;
  const pointed = PREAMBLE.placePointers.some((w) => restWords.includes(` ${w} `));
  // ("my top quito firm, what is its zeta? …": the records said first are the ones the question points at)
  const kindBefore = before.some((w) => RECORD_KINDS.has(canonical(w)));
  if (rest === question && kindBefore && PREAMBLE.recordPointers.some((w) => restWords.includes(` ${w} `))) return undefined;
  // ("in the district holding most of my quarries, …": records ranked before the question say where it is asked)
  const placeLed = PREAMBLE.rankedPlace.leads.some((l) => said.trim().toLowerCase().startsWith(`${l} `));
  if (!framed && placeLed && kindBefore && new RegExp(RANKING.source, 'i').test(said)) return undefined;
  if (!framed && !unsure && rest === question && used.some((w) => !again(w) && (pointed || !read?.unknown.has(w)))) return undefined;
  const r = await answer({ ...ctx, message: rest });
  if (r.confidence <= 0.5 || (r.reading?.unused.length ?? 1) > 0) return undefined;
  // (the answer first: the note on how it was read after it)
  // (a follow-up after it folds into the question read: "of those, how many …")
  const why = p.rest === 0 ? 'what follows it is said of the same records' : 'what came before it says why it is asked';
  return { ...readAs(r, rest, `preamble: read "${rest}" on its own`, why), asked: r.asked ?? rest };
}

/** The kinds of value that, named in sentences before a question and not said again in it, would be lost with them. */
const NAMING = new Set(['entity', 'state', 'id', 'email']);

/**
 * "Driving to Quito soon. I keep two firms in Lima. Which of my Lima firms …?": the
 * sentences before the question read as a question is: `lost`, what they name (a record, a value the
 * data holds, a place, or a date in a sentence about records) that the question does not say again;
 * `unknown`, the words of names no record or value holds ("Quito"), which are no loss. A number in
 * words ("a visit or two") is none either.
 */
async function sentencesRead(
  ctx: PlanContext,
  said: string,
  again: (w: string) => boolean,
  framed: boolean,
  /** Whether the question points at what they name ("its zeta", "firms there"). */
  pointedAt = false,
): Promise<{ lost: Mention[]; unknown: Set<string> }> {
  const tools = ctx.tools.list().filter((t) => t.kind === 'api');
  const r = await readMessage({ ...ctx, message: said, history: [] }, tools);
  const text = (m: Mention) => r.message.slice(m.start, m.end);
  const lost = (m: Mention) => !words(text(m)).every((w) => again(w) || isStopWord(w));
  // (the sentence a date or a value is said in names records: "deals closing in may")
  const ofRecords = (m: Mention) => {
    const from = r.message.lastIndexOf('.', m.start) + 1;
    const to = r.message.indexOf('.', m.end);
    return words(r.message.slice(from, to < 0 ? undefined : to)).some((w) => RECORD_KINDS.has(canonical(w)));
  };
  // (a month read as a name, "in May.", is a date)
  const month = (m: Mention) => words(text(m)).some((w) => MONTH_NAMES.words.includes(w));
  const phrase = (m: Mention) => m.kind === 'text' && m.source === 'phrase' && !month(m);
  const dated = (m: Mention) => m.kind === 'month' || m.kind === 'year' || (m.kind === 'text' && month(m));
  const naming = (m: Mention) =>
    NAMING.has(m.kind) ||
    // (a value word names no condition in sentences that say why the question is asked, "marketing wants to know …", nor in
    // one that names no records: "mulling a lima-led zeta plan")
    (m.kind === 'text' && !phrase(m) && ((!framed && ofRecords(m)) || pointedAt)) ||
    (m.kind === 'number' && SHAPE_RULES.digit.pattern.test(m.raw)) ||
    (dated(m) && ofRecords(m) && !framed);
  return {
    lost: r.mentions.filter((m) => naming(m) && lost(m)),
    // (a value said in a sentence that names no records, "a trip up to Quito", is none of the question's either)
    unknown: new Set(
      r.mentions.filter((m) => phrase(m) || ((dated(m) || m.kind === 'text') && !ofRecords(m))).flatMap((m) => words(text(m))),
    ),
  };
}

/** The run of capitalised words `word` is said in ("Lima" of "lunch with Lima Mill Co on monday"): the whole name. */
function nameRun(said: string, word: string): string {
  const ws = said.split(SHAPE_RULES.spaces.pattern).map((w) => w.replace(COMPOSE_TEXT_RULES.markEnds.pattern, ''));
  const at = ws.indexOf(word);
  if (at < 0) return word;
  const capital = (w: string | undefined) =>
    w !== undefined && SHAPE_RULES.capitalFirst.pattern.test(w) && !DAY_NAMES.words.includes(w.toLowerCase());
  let end = at + 1;
  while (capital(ws[end]) && !said.includes(`${ws[end - 1]},`)) end++;
  return ws.slice(at, end).join(' ');
}
