import type { PlanContext, PlanResult, Planner } from '../types.js';
import { answerApi } from './pipeline.js';
import { composeAnswer } from './compose/answer.js';
import { leaderPlaced, placedForPrevious, recordValuePointed, referAnswer, thereUnplaced } from './compose/refer.js';
import { namedAnswer } from './compose/named.js';
import { notMineAnswer } from './compose/not-mine.js';
import { pairAnswer } from './compose/pair.js';
import { acrossAnswer } from './compose/across.js';
import { preambleAnswer } from './compose/preamble.js';
import { whoWeighed } from './understand/plain.js';
import { reworded } from './understand/reworded.js';
import { existsFirst, followedPerson, placeLed, storyQuestion } from './compose/story.js';
import { placeStoryAnswer } from './compose/place-story.js';
import { words } from './core/tokenize.js';
import { writeAsked } from './understand/write.js';
import { SUM_WITH_PREVIOUS } from './lexicon/refer.js';
import { readAs } from './compose/parts.js';
import { pointedPhrase } from './compose/preamble-named.js';
import { bareField, bareValue, composedSwapped, leftOutValue } from './compose/bare-value.js';
import { linkedRecord } from './compose/linked-record.js';
import { measureSwitched } from './compose/measure-switch.js';
import { claimedShare, claimedWinner } from './compose/claimed-winner.js';
import { backInTurn, inTurn } from './compose/in-turn.js';
import { correctedAnswer } from './compose/corrected.js';
import { quotedAnswer } from './compose/quoted.js';
import { restatedAnswer, restatedWhole } from './compose/restated.js';
import { claimedAnswer } from './compose/claimed.js';
import { figureClaimed } from './compose/figure-claimed.js';
import { fieldMeaning, meaningPointed } from './compose/field-meaning.js';
import { handedOver } from './compose/handed-over.js';
import { nextRows } from './compose/next-rows.js';
import { answerRows } from './core/rows.js';
import { PLAIN_RULES } from './rules/plain.js';
import { numberedPlace } from './choose/pointed-row.js';
import { valuesRanked } from './compose/values-ranked.js';
import { placeInRanking, valuePlace } from './compose/value-place.js';
import { exactPrevious } from './compose/exact-previous.js';
import { countedEnd, flippedEnd, rankingBottom } from './compose/flipped.js';
import { twoEnds, twoFigures } from './compose/two-figures.js';
import { figurePointed, ofPreviousRows, partPointed } from './compose/previous-figures.js';
import { UNSURE_OPENINGS } from './answer/reading.js';

/**
 * The offline planner: the embedded default that answers with no model, over whatever
 * tools the ToolBox lists (BM25 retrieval over tool records, argument filling from the
 * message, joins, pagination, filters, aggregates, and a worded answer).
 *
 * Extension hook: `createOfflinePlanner({ extraStrategies })`. A Strategy sees the
 * PlanContext first and may claim the message by returning a PlanResult (e.g. browser
 * requests in hybrid/web mode, handled with the browser tools), or return null to let the
 * next strategy, and finally the API planner, try. Strategies run in the order given.
 */
export interface Strategy {
  readonly name: string;
  tryAnswer(ctx: PlanContext): Promise<PlanResult | null>;
}

export interface OfflinePlannerOptions {
  extraStrategies?: Strategy[];
}

/**
 * A message answered: by a strategy, as two questions each read whole, else by the single reading;
 * `whole` reads the question after a preamble (the whole planner, which also reads questions in turn).
 */
async function answerOf(ctx: PlanContext, strategies: Strategy[], whole?: (c: PlanContext) => Promise<PlanResult>): Promise<PlanResult> {
  for (const s of strategies) {
    const r = await s.tryAnswer(ctx);
    if (r) return r;
  }
  // ("median and mean zeta of my quito firms", "the highest … and the lowest?": each asked on its own)
  // (never for a change asked: "create a lead … with source X and status Y" is no question of two sets; "add in …" may sum)
  const lower = ctx.message.toLowerCase();
  const composed =
    writeAsked(lower, words(lower)) && !SUM_WITH_PREVIOUS.adds.some((a) => lower.includes(a))
      ? undefined
      : ((await twoFigures(ctx, answerApi)) ?? (await twoEnds(ctx, answerApi)) ?? (await composeAnswer(ctx, answerApi)));
  if (composed) {
    ctx.emit({ type: 'plan', text: composed.reading?.plan ?? 'two questions combined', planner: 'offline' });
    return composed;
  }
  const single = await answerApi(ctx);
  // a follow-up whose pointer ("of them", "the biggest one") was not used: read again with the previous subject
  // words left unused that are part of the records' names ("security upgrade deals"): read again as such
  // a record named that is none of the caller's own ("my contacts at Zeta Labs", a third-party firm): read again without "my"
  // two records named and weighed ("A or B, who does more revenue"): the quantity asked of each, and the gap
  // one question put to two apps ("engineers, tallying my book plus the crm's"): put to each, the figures combined
  for (const again of [referAnswer, namedAnswer, notMineAnswer, pairAnswer, acrossAnswer]) {
    const r = await again(ctx, single, answerApi);
    if (r) return r;
  }
  // words said before the question ("For the board memo: …") that it left unused: the question read on its own, whole
  return (await preambleAnswer(ctx, single, whole ?? ((c) => answerOf(c, strategies)))) ?? single;
}

export function createOfflinePlanner(opts: OfflinePlannerOptions = {}): Planner {
  const strategies = opts.extraStrategies ?? [];
  const planner: Planner = {
    name: 'offline',
    async answer(given: PlanContext): Promise<PlanResult> {
      // ("how many quarries in lima.. actually no, their total revenue": the second asked after the first)
      const corrected = await correctedAnswer(given, (c) => planner.answer(c));
      if (corrected) return corrected;
      // ("what does the zeta number on a quarry mean?": what the field holds, as its tool describes it)
      const meaning = fieldMeaning(given);
      if (meaning) return meaning;
      const ofField = meaningPointed(given);
      if (ofField)
        return readAs(await planner.answer({ ...given, message: ofField, history: [] }), ofField, `follow-up: read as "${ofField}"`);
      // ("check that again, only my quito firms" after a question: what narrows it, said after the redo)
      const redone = given.history.length > 0 ? given.message.replace(PLAIN_RULES.redoFirst.pattern, '') : given.message;
      if (redone !== given.message && redone.trim()) return planner.answer({ ...given, message: redone });
      // ("who works at #2" after several records: "at the second one")
      const prevRows = given.history.length > 0 ? answerRows(given.history.at(-1)!.result)?.rows : undefined;
      const placed = prevRows ? numberedPlace(given.message, prevRows) : undefined;
      if (placed) return readAs(await planner.answer({ ...given, message: placed }), placed, `follow-up: read as "${placed}"`);
      // ('Lima wrote: "the zeta quarries total 5M". So the true zeta count?': the quote, then the question)
      const quoted = await quotedAnswer(given, (c) => planner.answer(c));
      if (quoted) return quoted;
      // ("and Georgia?" after two questions of Ohio asked together: both asked again of Georgia)
      // ("which firm is this one tied to?" after one deal: the firm its row names)
      // ("same but by value" after a count: that question asked for the total of the measure)
      const before = given.history.at(-1);
      const swapped = composedSwapped(given) ?? linkedRecord(given) ?? (before && measureSwitched(given, before.asked ?? before.message));
      if (swapped)
        return readAs(await planner.answer({ ...given, message: swapped, history: [] }), swapped, `follow-up: read as "${swapped}"`);
      // ("now the next 4?" after a ranking: the rows after those it showed)
      // ("where does lima place among our zones for summed zeta?": the zones ranked, then lima's place; "which one is third?" after them)
      const next =
        (await nextRows(given)) ??
        (await valuesRanked(given)) ??
        exactPrevious(given) ??
        (await rankingBottom(given, (c) => planner.answer(c))) ??
        (await countedEnd(given, (c) => planner.answer(c))) ??
        (await valuePlace(given, (c) => planner.answer(c))) ??
        (await placeInRanking(given, (c) => planner.answer(c)));
      if (next) return next;
      // ("suppose we gave our lima quarries to a colleague: how much zeta would remain?": asked without them)
      const handed = await handedOver(given, (c) => planner.answer(c));
      if (handed) return handed;
      // ("is it true that lima holds more quarries than quito?": the claim asked as a question)
      // ("is Lima really the region with the most quarries?": which leads, weighed against the value said)
      // ("Finance says the zeta quarries gross 20 million. so what's the true figure?": the figure asked, or the question after)
      const claimed =
        (await figureClaimed(given, (c) => planner.answer(c))) ??
        (await claimedWinner(given, (c) => planner.answer(c))) ??
        (await claimedShare(given, (c) => planner.answer(c))) ??
        (await claimedAnswer(given, (c) => planner.answer(c)));
      if (claimed) return claimed;
      // ("the zeta rate of finished quarries, i.e. lima ones over all quarries": the restatement, when both read alike)
      const restated = await restatedWhole(given, (c) => planner.answer(c));
      if (restated) return restated;
      // ("which zone is leanest, i.e. holds the fewest quarries?": a clause said again in plainer words, read as those
      // words when they are read whole; "how many are new, meaning not yet visited, …": else read whole)
      const plainer = await restatedAnswer(given, (c) => planner.answer(c));
      if (plainer && (plainer.reading?.unused.length ?? 1) === 0) return plainer;
      const whole = doubtCarried(given, await answerWhole(given));
      // ("and which converts worst?" after "which converts best?": the question before with its end turned)
      if (whole.confidence > 0.5) return whole;
      return plainer ?? (await flippedEnd(given, (c) => planner.answer(c))) ?? whole;
    },
  };
  async function answerWhole(given0: PlanContext): Promise<PlanResult> {
    // ("… above that figure" after an answer of one figure: asked of that figure, on its own)
    // ("how much of it came from quito firms?" after a figure: its question asked of them)
    // ("Rank the zones by zeta. Which one comes last?": the second asked of the first's answer)
    const back = await backInTurn(
      given0,
      (c) => answerOf(c, strategies),
      (c) => planner.answer(c),
    );
    if (back) return back;
    const figured = figurePointed(given0) ?? partPointed(given0);
    if (figured) {
      const r = await planner.answer({ ...given0, message: figured, history: ofPreviousRows(figured) ? given0.history : [] });
      return readAs(r, figured, `follow-up: read as "${figured}"`);
    }
    // ("Canada?" after a question of peru: that question asked of canada)
    // ("leaving Canada out, what region tops it?": that question asked again without canada)
    // ("email?" after an answer of records: that field of them)
    // (the question before asked again is read as asked then, its pointers at what it pointed at: no history of its own)
    const named = bareValue(given0);
    const askedAgain = named ? undefined : leftOutValue(given0);
    const bare = named ?? askedAgain ?? bareField(given0);
    const said = bare ? { ...given0, message: bare, ...(askedAgain ? { history: [] } : {}) } : given0;
    // "Grace Hill is one of my contacts. Which state is her company in?": the pointer read as the name
    // ("who is Ana Ruiz?" then "what does her company make?": the pointer read as the one person the answer was about)
    const told = storyQuestion(said.message) ?? placeLed(said.message) ?? followedPerson(said.message, said.history.at(-1)?.result);
    // (orders, totals, rates and records said in other words: read as the words every reading knows)
    const given = { ...said, message: whoWeighed(reworded(told ?? said.message)) };
    // "… in that state" after an answer led by one state: asked of that state, as a question of its own
    // ("… hold that same title" after one record: its title)
    const placedFirst = leaderPlaced(given) ?? recordValuePointed(given);
    const unplaced = placedFirst ? undefined : thereUnplaced(given);
    const asked = unplaced ? { ...given, message: unplaced } : given;
    const placed = placedFirst ?? leaderPlaced(asked);
    if (!placed && told) return existsFirst(said.message, readAs(await answerOf(asked, strategies), told, `story: read as "${told}"`));
    // "Lunch with Acme Corp on friday. Crm banks within that same state?": asked of the record's state
    const story = told || placed ? undefined : await placeStoryAnswer(asked, answerApi, (c) => answerOf(c, strategies));
    if (story) return story;
    if (!placed) {
      // ("where do zeta firms cluster? and how many quarries in that same region?": asked in turn, when no reading
      // of the whole is sure of itself)
      const r = await answerOf(asked, strategies, (c) => planner.answer(c));
      if (r.confidence > 0.5) return r;
      // ("… pinged me about the zeta phone at Lima Mill. Could you dig it up?": the phrase pointed at, asked)
      const phrase = pointedPhrase(given.message);
      const p = phrase ? await answerOf({ ...given, message: phrase }, strategies) : undefined;
      if (p && p.confidence > 0.5 && p.reading?.unused.length === 0) return readAs(p, phrase!, `pointed at: read as "${phrase}"`);
      return (
        (await inTurn(
          given,
          (c) => answerOf(c, strategies),
          (c) => planner.answer(c),
        )) ?? r
      );
    }
    // (a follow-up read whole by the readers of follow-ups, "and the zeta ones over in that same city?", keeps its figure)
    // (only when it holds the place the pointer names: the words the placed question adds are in its plan)
    const whole = await answerOf(asked, strategies);
    const added = words(placed).filter((w) => !words(asked.message).includes(w));
    const holds = added.length > 0 && added.every((w) => words(whole.reading?.plan ?? '').includes(w));
    if (holds && whole.confidence > 0.5 && whole.reading?.unused.length === 0) return whole;
    const first = await answerOf({ ...asked, message: placed, history: [] }, strategies);
    // (naming no kind of record and read by another app: asked of the previous answer's records)
    const again = placedForPrevious(asked, placed, first);
    const second = again ? await answerOf({ ...asked, message: again, history: [] }, strategies) : undefined;
    const [r, as] = second && second.confidence > 0.5 ? [second, again!] : [first, placed];
    const rules = [...(r.reading?.rules ?? []), `follow-up: read as "${as}"`];
    // (the answer first, how the follow-up was read after it)
    return { ...r, response: `${r.response}\n\nRead as: "${as}".`, ...(r.reading ? { reading: { ...r.reading, rules } } : {}) };
  }
  return planner;
}

/**
 * "the top one of those?" after an answer that was not sure of itself: read over that
 * answer's rows, it is no surer than they are, and says so first.
 */
function doubtCarried(ctx: PlanContext, r: PlanResult): PlanResult {
  const prev = ctx.history.at(-1);
  if (!prev?.handle || r.confidence <= 0.5 || !UNSURE_OPENINGS.some((o) => prev.response.startsWith(o))) return r;
  if (!JSON.stringify(r.plans?.map((p) => p.json) ?? []).includes(`"handle":"${prev.handle}"`)) return r;
  return { ...r, confidence: 0.5, response: `I was not sure of the answer before, and this one is read from its rows:\n${r.response}` };
}
