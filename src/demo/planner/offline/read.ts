import { ownerAsked } from './understand/owner.js';
import type { PlanContext, Turn } from '../types.js';
import type { AgentTool } from '../../tools/types.js';
import { codesUnsaid, extract, type Mention } from './understand/extract.js';
import { parseIntent, plainRanks, type Intent } from './understand/intent.js';
import { wholeAppAsked } from './choose/whole-app.js';
import { emptyFieldAsked } from './understand/having.js';
import { namesOtherList, otherListAsked } from './understand/other-list.js';
import { oneListAsked } from './understand/union.js';
import { countEndTurned } from './understand/flipped-end.js';
import { buildLexicon, correctSpelling, type Fix, type Lexicon } from './understand/spell.js';
import { countriesNamed } from './core/countries.js';
import { FOLLOW_CUE, RANKING, THEIR_FIELD, fieldAskedOf, namesCapitalised, withoutFiller } from './understand/plain.js';
import { askedAgain } from './understand/asked-again.js';
import { outOfReach, type OutOfReach } from './understand/scope.js';
import { countFieldsNamed, valuesAside } from './understand/aside.js';
import { changeAsked } from './understand/comparison.js';
import { valueRanges } from './understand/range.js';
import { isPhaseValue } from './understand/phase.js';
import { carryNegation, flipExcludedSubjects, joinSplitLeads } from './understand/negation.js';
import { withoutBoundCompare } from './understand/beyond.js';
import { otherListFollowUp } from './choose/swap-subject.js';
import {
  figureKept,
  foldedInto,
  phaseSwapped,
  previousRows,
  recordPointed,
  rewriteFollowUp,
  widened,
  complemented,
} from './choose/followup.js';
import { swapApp } from './choose/swap-app.js';
import { fieldOfOther, rowPointed } from './choose/pointed-row.js';
import { periodShifted } from './choose/period-shift.js';
import { toolEntityTerms } from './choose/params.js';
import { personTerms } from './choose/people.js';
import { indexFor, retrievalQuery, type ToolIndex } from './choose/retrieve.js';
import { nameIndex, type NameIndex } from './run/names.js';
import { isSurname } from './run/surnames.js';
import { withNames } from './run/named.js';
import { refinePrevious, switchesValue } from './run/refine.js';
import { editSaid } from './choose/edits.js';
import { listedPeriods } from './understand/listed.js';
import type { Outcome } from './run/execute.js';
import { spaced, vocabFor, type Vocab } from './choose/vocab.js';
import { canonical, isStopWord, terms, words } from './core/tokenize.js';
import { fieldsOf } from './core/rows.js';
import { compounds, fieldNamesOf } from './understand/compounds.js';
import { namesContaining } from './understand/contains.js';
import { READ_RULES } from './rules/read.js';
import { SHAPE_RULES } from './rules/core-shapes.js';

/**
 * Reading a message before planning: its words spelt as the tools spell them, the values
 * and records it names (by name, through the name index), a follow-up folded into the
 * question it follows, and the retrieval query. pipeline.ts plans from what this returns.
 */
export type Named = Extract<Mention, { kind: 'entity' }>;

/** How the message was read: spelling fixes, records named by name. */
export interface Reading {
  fixes: Fix[];
  named: Named[];
}

export interface ReadMessage {
  index: ToolIndex;
  /** The message as planned: spelling fixed, a follow-up folded into the previous question. */
  message: string;
  intent: Intent;
  mentions: Mention[];
  query: string[];
  reading: Reading;
  prevTurn?: Turn;
  /** The previous question was folded into this one (its words are part of `message`). */
  folded?: boolean;
  /** The name index (records by name and id). */
  names?: NameIndex;
  /** An action or a thing no tool offers ("book …", "show my calendar"). */
  outOfReach?: OutOfReach;
  /** "just those in Ohio": the previous answer's rows, narrowed. */
  refined?: Outcome;
}

let lexiconCache: { vocab: Vocab; names: NameIndex; lexicon: Lexicon } | undefined;
/** The initials of a value of several words ("vp" of Vice President): a word of the vocabulary too, never a typo. */
function initials(value: string): string {
  const ws = words(value).filter((w) => !isStopWord(w));
  return ws.length >= 2 ? ws.map((w) => w[0]).join('') : '';
}

function lexiconFor(vocab: Vocab, names: NameIndex): Lexicon {
  if (lexiconCache?.vocab !== vocab || lexiconCache.names !== names)
    lexiconCache = {
      vocab,
      names,
      lexicon: buildLexicon(
        // values seen in the rows ("Pharmaceuticals") are vocabulary; the words of records' names are names only
        [...vocab.texts, ...names.values.map((v) => v.value), ...vocab.knownValues.map(initials)],
        names.words,
      ),
    };
  return lexiconCache.lexicon;
}

const EMPTY_NAMES: NameIndex = { records: [], byToken: new Map(), values: [], fieldWords: new Map(), words: new Set() };

/** The name index, or none when the tools that list records cannot be read right now. */
async function namesFor(ctx: PlanContext, tools: AgentTool[]): Promise<NameIndex> {
  try {
    return await nameIndex(ctx, tools);
  } catch {
    return EMPTY_NAMES;
  }
}

/** Mentions minus the number the intent already read as "how many rows" ("top 5"). */
function withoutCount(mentions: Mention[], intent: Intent): Mention[] {
  const span = intent.order?.kSpan;
  return span ? mentions.filter((m) => m.kind !== 'number' || m.end <= span[0] || m.start >= span[1]) : mentions;
}

/** Whether the message names a kind of record (what some tool lists) other than `kind`. */
function namesOtherKind(message: string, tools: AgentTool[], kind: string[], mentions: Mention[] = []): boolean {
  // the words of a value the message names are that value ("contacted" is a status, not contacts)
  let text = message;
  for (const m of [...mentions].sort((a, b) => b.start - a.start))
    if (m.kind === 'text' && m.source === 'known') text = `${text.slice(0, m.start)} ${text.slice(m.end)}`;
  const named = new Set(terms(text));
  return tools.some((t) => toolEntityTerms(t).some((e) => named.has(e) && !kind.includes(e)));
}

export async function readMessage(ctx: PlanContext, tools: AgentTool[]): Promise<ReadMessage> {
  const index = indexFor(tools);
  const vocab = vocabFor(tools, index);
  const opts = {
    knownValues: vocab.knownValues,
    vocabulary: vocab.vocabulary,
    entities: vocab.entities,
    categories: vocab.categories,
    fieldParts: vocab.fieldParts,
    knownFields: vocab.knownFields,
  };
  const names = await namesFor(ctx, tools);
  const lexicon = lexiconFor(vocab, names);
  const typed = correctSpelling(namesCapitalised(ctx.message), lexicon);
  const values = new Set(names.values.map((v) => v.value.toLowerCase()));
  const countries = countriesNamed(typed.text, (c) => values.has(c.toLowerCase()));
  const spelled = { text: countries.text, fixes: [...typed.fixes, ...countries.fixes] };
  const read = (text: string) =>
    carryNegation(text, listedPeriods(text, valueRanges(text, withNames(text, extract(text, opts), names), vocab.valueLists)));
  const empty = emptyFieldAsked(plainRanks(withoutFiller(spelled.text)), vocab.fieldParts, vocab.entities);
  const parse = (text: string): Intent => {
    const said = parseIntent(countFieldsNamed(text, vocab.countFields));
    // ("all <app> accounts": every list of the kind in that app, the caller's own and the rest)
    const intent = said.union || !wholeAppAsked(text, tools) ? said : { ...said, union: true };
    return { ...intent, ...(empty ? { empty: empty.words } : {}), ...fieldAskedOf(text, vocab, intent.distinct) };
  };
  // (a follow-up rewritten as the question before it is read in the same plain words as a question of its own)
  const plain = (text: string) =>
    namesContaining(flipExcludedSubjects(joinSplitLeads(compounds(text, vocab.entities, fieldNamesOf(tools)))));
  let message = plain(empty?.text ?? plainRanks(withoutFiller(spelled.text)));
  let mentions = read(message);
  let intent = parse(codesUnsaid(message, mentions));
  const asWritten = mentions;
  const lastTurn = ctx.history[ctx.history.length - 1];
  // the previous question (after a follow-up, the question it was read as), spelled right and read once
  // (its numbers said in words written as digits, as this message's are: "over five million")
  const lastAsked = lastTurn ? askedAgain(lastTurn.asked ?? lastTurn.message, lexicon, (c) => values.has(c.toLowerCase())) : undefined;
  const lastRead = lastAsked !== undefined ? read(lastAsked) : [];
  // "swap zeta for lima", "drop the revenue filter": an edit of the previous question, read as the follow-up it says
  // (or as that question, changed: then a question of its own, no follow-up of the previous answer)
  const edit = lastAsked !== undefined ? editSaid(message, lastAsked, lastRead, read) : undefined;
  if (edit) {
    message = plain(plainRanks(withoutFiller(edit.text)));
    mentions = read(message);
    intent = parse(codesUnsaid(message, mentions));
  }
  const prevTurn = edit?.whole ? undefined : lastTurn;
  const prevAsked = edit?.whole ? undefined : lastAsked;
  const prevRead = edit?.whole ? [] : lastRead;
  // "how many of them …", "sort them by …": about the previous rows themselves when it names no other kind of record
  const before = prevTurn ? previousRows(prevTurn, tools) : undefined;
  const prevKind = before?.entity ?? [];
  // "what are their emails", "their job titles?": a field the previous rows hold (even one a tool lists)
  // (never when it names a field they lack: "what industries are their accounts in" asks more of the accounts than which)
  const more = fieldOfOther(message, vocab, before?.rows);
  const theirs = more ? null : THEIR_FIELD.exec(message);
  const asked = theirs ? words(theirs[1]!).map(canonical) : [];
  const theirField = asked.length > 0 && fieldsOf(before?.rows ?? []).some((f) => asked.every((w) => terms(spaced(f)).includes(w)));
  // (a pointer even when "their" is typed "there": "need there emails too")
  if (theirField) intent = { ...intent, project: asked, pronoun: true };
  // "the cfo's phone" after a list of people: the one of them holding that value, its field
  if (before && ownerAsked(message, mentions, before.rows)) intent = { ...intent, pronoun: true };
  // "and his account?": the record of that kind the previous record refers to (its account_id); "which of them …" narrows instead
  const refField =
    !theirField && intent.pronoun && !intent.refine && READ_RULES.whatOfThem.pattern.test(message) && !more
      ? fieldsOf(before?.rows ?? []).find((f) =>
          terms(message).some(
            // ("what firm is she with" after one quarry record: its field that names that kind, "company", holds it)
            (k) =>
              vocab.entities.has(k) &&
              (new RegExp(`^${k}_?id$`, 'i').test(f) || (before?.rows.length === 1 && terms(spaced(f)).join(' ') === k)),
          ),
        )
      : undefined;
  if (refField) intent = { ...intent, project: terms(spaced(refField)), distinct: undefined };
  // "who works there": people, another kind of record than the previous rows
  const otherKind =
    !theirField &&
    !refField &&
    (namesOtherKind(message, tools, prevKind, mentions) || personTerms(message, tools, index).some((k) => !prevKind.includes(k)));
  // "the CEO at the first one": the record at that place of the previous answer
  if (otherKind && intent.ordinal !== undefined && READ_RULES.ordinalOne.pattern.test(message)) intent = { ...intent, pronoun: true };
  // "who is the CFO" after one account: the people of that record (no other record named)
  if (
    otherKind &&
    !intent.pronoun &&
    before?.rows.length === 1 &&
    personTerms(message, tools, index).length > 0 &&
    !mentions.some((m) => m.kind === 'entity' || m.kind === 'state' || m.kind === 'id' || m.kind === 'email')
  )
    intent = { ...intent, pronoun: true };
  // "the top 3 by value", "sorted by state": a shaping alone, naming no kind of record and no value, is about the previous rows
  const shapingOnly =
    prevTurn !== undefined &&
    (intent.order !== undefined || intent.aggregate !== undefined || intent.by !== undefined) &&
    !namesOtherKind(message, tools, []) &&
    mentions.every((m) => m.kind === 'number');
  // "how many are qualified", "which are in Texas": a question with no subject, about the previous rows
  const subjectless = prevTurn !== undefined && READ_RULES.ofThem.pattern.test(message) && !namesOtherKind(message, tools, [], mentions);
  const aboutThem = (intent.pronoun || shapingOnly || subjectless) && prevTurn !== undefined && !otherKind;
  // "and how about the lowest 3?" after "my top 3 accounts": the previous question again, ranked the new way
  // ("and which of them logs the fewest?" after a ranking of groups: the other end of it, as a question of its own)
  const reranked =
    prevTurn !== undefined &&
    ((intent.followUp && !intent.pronoun) ||
      READ_RULES.whichOneRanked.pattern.test(message) ||
      READ_RULES.wholeSaid.pattern.test(message)) &&
    intent.order !== undefined &&
    !otherKind &&
    // ("and washington versus oregon?" after a weighing of two states: the two weighed anew, not added to the old ones)
    !(intent.compare !== undefined && mentions.length >= 2) &&
    parseIntent(prevTurn.message).order;
  let folded = edit?.whole === true;
  // "plus 3rd-party ones over there?" after a question of my own clients: that question asked of the other list
  // ("include quito too": a value added to the previous question, whose words are then the ones to check)
  const wide = prevAsked !== undefined ? widened(message, prevAsked, prevRead, mentions) : undefined;
  const swapped =
    prevAsked !== undefined
      ? // ("and the smallest one" after a pick of the biggest: a ranking, no other list said)
        ((intent.order !== undefined && !namesOtherList(message) ? undefined : otherListFollowUp(message, prevAsked, prevRead)) ??
        phaseSwapped(message, prevAsked) ??
        wide ??
        complemented(message, prevAsked, prevRead, mentions))
      : undefined;
  const otherList = prevAsked !== undefined ? (swapped ?? swapApp(message, prevAsked, tools)) : undefined;
  if (otherList) {
    folded = true;
    message = otherList;
    intent = parse(message);
    mentions = read(message);
  } else if (reranked) {
    folded = true;
    const said = message.replace(FOLLOW_CUE, '').replace(READ_RULES.wholeSaid.pattern, '');
    // ("and the second?": a place alone keeps the ranking it is a place in; "smallest?" after a count: the fewest)
    const asked = said.search(RANKING) >= 0 ? prevAsked!.replace(RANKING, ' ') : prevAsked!;
    message = countEndTurned(message, prevAsked!) ?? `${asked.replace(SHAPE_RULES.spaceRuns.pattern, ' ').trim()} ${said}`;
    intent = parse(message);
    mentions = read(message);
  } else if ((intent.refine || aboutThem) && prevTurn) {
    const prev = before;
    // every previous row kept: they are narrowed (a change narrows nothing); only the first kept: its question asked again
    const kept = figureKept(intent, message, parse(prevAsked!), mentions.length > 0 || intent.phase !== undefined);
    const refined = prev?.complete && !intent.write ? refinePrevious(prev, withoutCount(mentions, intent), kept, prevRead) : undefined;
    if (refined)
      return { index, message, intent: kept, mentions, query: [], reading: { fixes: spelled.fixes, named: [] }, prevTurn, refined, names };
    // "keep those at third-party accounts" after people: a condition on another kind of record they belong to, which
    // the rows alone cannot test; the question is asked again with it too (a "which industry …" question about them: kept whole)
    const whole = foldedInto(oneListAsked(prevAsked!, message), message, intent);
    // (a change folded must stay one: "set each of them to x" would narrow them to x)
    // ("only the ones in lima" after people, whose rows hold no place: the question asked again with it)
    const placeOnly = mentions.length > 0 && mentions.every((m) => m.kind === 'state');
    // ("the ones still new" after a ranking of groups, whose rows are no records: the ranking asked again of those)
    const folds = prev ? !prev.complete || (intent.refine && (otherKind || placeOnly)) : mentions.length > 0 && parse(prevAsked!).winner;
    if (folds && !switchesValue(mentions, prevRead) && (!intent.write || parse(whole).write)) {
      folded = true;
      message = whole;
      intent = parse(message);
      mentions = read(message);
    }
  }
  const prevText = prevAsked;
  // "what is that firm worth" after a question naming one firm: asked of that firm, by name
  const pointed =
    prevText !== undefined
      ? (recordPointed(message, mentions, prevRead) ?? rowPointed(message, before?.rows) ?? periodShifted(message, prevText, prevRead))
      : undefined;
  // a follow-up about another kind of record at the previous rows joins from them; it is not the previous question again
  const rewritten =
    pointed ?? (intent.pronoun && otherKind ? undefined : rewriteFollowUp(message, intent, mentions, prevText, prevRead, vocab.valueLists));
  if (rewritten) {
    folded = true;
    // (only the previous question asked again is in its words as said; a pointer read in this one is plain already)
    message = pointed ? rewritten : plain(plainRanks(withoutFiller(rewritten)));
    intent = { ...parseIntent(message), ordinal: intent.ordinal ?? parseIntent(message).ordinal };
    mentions = read(message);
  }
  mentions = withoutCount(mentions, intent);
  // "grew from 2024 to 2025": the two periods weighed, not the range between them (a range of months, "jan-jun", stays one)
  const period = (m: Mention) => (m.kind === 'year' || (m.kind === 'month' && m.span)) && m.comparator;
  if (changeAsked(message.toLowerCase())) mentions = mentions.map((m) => (period(m) ? { ...m, comparator: undefined } : m));
  intent = withoutBoundCompare(valuesAside(message, mentions, intent), mentions);
  // "leaving out what they lost (closed-lost)": the value that restates the records left out leaves them out too
  const left = intent.phaseLeftOut;
  if (left) mentions = mentions.filter((m) => !(m.kind === 'text' && isPhaseValue(left.phase, m.text)));
  // "win rate of 2024 deals by close date": a share beside a period, "by" a date says which date the period is of, not a
  // share per day ("deals closing in december by close date" is a series by day)
  if (intent.share && intent.by?.at(-1) === 'date' && mentions.some((m) => m.kind === 'year' || m.kind === 'month'))
    intent = { ...intent, by: undefined };
  // a record named by name says what kind of record the question is about ("Acme Corp" -> account)
  const query = [
    // the kind of record asked for comes first ("who is employed at my largest client": contacts, at an account)
    ...personTerms(
      message,
      tools,
      index,
      mentions.some((m) => isSurname(m, names)),
    ),
    // ("my third-party accounts": the possessive says nothing of which list, the other list's name does)
    ...retrievalQuery(index, message, mentions).filter((t) => t !== 'my' || !namesOtherList(message)),
    ...mentions.flatMap((m) => (m.kind === 'entity' ? m.entity : [])),
    // "did we win more in 2025": no kind of record named, the values of that phase say which records close so
    ...(intent.phase && !namesOtherKind(message, tools, []) && !mentions.some((m) => m.kind === 'entity')
      ? vocab.knownValues.filter((v) => isPhaseValue(intent.phase!, v)).flatMap((v) => terms(v))
      : []),
    // "do I have", "of mine": the caller's own records (unless the other list's name says which records
    // are asked for and nothing says "my" or "own": "count the 3rd party firms I hold")
    ...(intent.mine && (!otherListAsked(message) || terms(message).includes('my')) ? ['my'] : []),
  ];
  const reading: Reading = { fixes: spelled.fixes, named: mentions.filter((m): m is Named => m.kind === 'entity') };
  return {
    index,
    message,
    intent,
    mentions,
    query,
    reading,
    prevTurn,
    folded,
    names,
    outOfReach: wide || edit ? undefined : outOfReach(withoutFiller(spelled.text), asWritten, lexicon),
  };
}
