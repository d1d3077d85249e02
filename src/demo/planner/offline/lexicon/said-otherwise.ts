import { SAID_BUILT } from './said-otherwise-built.js';
import { SAID_LINKED } from './said-linked.js';
import { SAID_PLAINLY } from './said-plainly.js';

/**
 * Words said in other words, read as the words the readers know (understand/reworded.ts): each
 * `said` phrase, matched whole in any letter case (a phrase opening with a sign needs no word
 * boundary before it; none is read when a hyphen follows it), is read `as`; examples beside.
 * One table for every wording of this shape, in the order they are read.
 */
const WRITTEN: { name: string; said: string[]; as: string; examples: { said: string; reads: string }[] }[] = [
  {
    // "(my own quarries i mean)": a restatement, no average
    name: 'i mean',
    said: ['i mean', 'i meant', 'i mean,', 'i meant,'],
    as: '',
    examples: [{ said: 'any quarry in lima? (my own i mean)', reads: 'any quarry in lima? (my own )' }],
  },
  {
    // "the mean quito revenue there, to the cent": how exact a figure should be (every figure is exact)
    name: 'to the cent',
    said: [
      ...['to the cent', 'to the penny', 'to the dollar', 'in full'],
      ...['to two', 'to 2', 'to one', 'to 1', 'two', '2', 'one', '1'].flatMap((n) =>
        ['decimal places', 'decimal place', 'decimals', 'decimal', 'dp'].map((d) => `${n} ${d}`),
      ),
    ],
    as: '',
    examples: [{ said: 'and the mean quito revenue there, to the cent', reads: 'and the mean quito revenue there, ' }],
  },
  {
    // "lima's share of the zeta total. Percent, one decimal.": the form a share is given in, said after it
    name: 'in percent after',
    said: ['. percent,', '. percent.', '. percent', '. in percent', ', in percent', ', as a percent', ', percent'],
    as: '.',
    examples: [{ said: "lima's share of the zeta total. Percent, please", reads: "lima's share of the zeta total. please" }],
  },
  {
    // "by how many bucks is A ahead of B": how far apart, in money
    name: 'how far in money',
    said: ['by how many dollars', 'by how many $', 'by how many bucks', 'by what amount', 'by how much money', 'by what margin'],
    as: 'by how much',
    examples: [{ said: 'by how many bucks does zeta out-earn lumen', reads: 'by how much does zeta earn more than lumen' }],
  },
  // "in the past month": the days up to today, as "the past 30 days" is read (the calendar month
  // before this one is "last month")
  ...(
    [
      ['week', 7, 'leads made in the past week'],
      ['fortnight', 14, 'deals won over the past fortnight'],
      ['month', 30, 'deals that closed in the past month'],
      ['quarter', 91, 'lost deals in the past quarter'],
      ['year', 365, 'revenue won in the past year'],
    ] as const
  ).map(([period, days, example]) => ({
    name: `the past ${period}`,
    said: [`the past ${period}`],
    as: `the past ${days} days`,
    examples: [{ said: example, reads: example.replace(`the past ${period}`, `the past ${days} days`) }],
  })),
  // (plain words for what the readers know: lexicon/said-plainly.ts)
  ...SAID_LINKED,
  ...SAID_PLAINLY,
  {
    // "closed-won dollars last month": the value of the deals won
    name: 'won dollars',
    said: ['won dollars', 'won bucks', 'won total', 'won totals'],
    as: 'won value',
    examples: [{ said: 'closed-won dollars in lima this spring', reads: 'closed-won value in lima this spring' }],
  },
  {
    // "lost dollars by region": the value of the deals lost
    name: 'lost dollars',
    said: ['lost dollars', 'lost bucks', 'lost total', 'lost totals'],
    as: 'lost value',
    examples: [{ said: 'lost dollars by region this year', reads: 'lost value by region this year' }],
  },
  {
    // "the dollar value of the deals": their value
    name: 'dollar value',
    said: ['dollar value', 'dollar amount', '$ value', 'dollar worth'],
    as: 'value',
    examples: [{ said: 'the dollar amount of the quito deals', reads: 'the value of the quito deals' }],
  },
  {
    // "the value of everything at proposal": the deals' value added up
    name: 'value of all',
    said: ['the worth of everything', 'the value of everything'],
    as: 'the summed value of everything',
    examples: [{ said: 'the value of everything parked in quito', reads: 'the summed value of everything parked in quito' }],
  },
  {
    name: 'value of every one',
    said: ['the value of all', 'the worth of all'],
    as: 'the summed value of all',
    examples: [{ said: 'the worth of all quito deals', reads: 'the summed value of all quito deals' }],
  },
  {
    // "which city posts the top mean": has it
    name: 'posts',
    said: ['posts the', 'boasts the', 'puts up the', 'clocks the', 'notches the'],
    as: 'has the',
    examples: [{ said: 'which city posts the top mean deal size', reads: 'which city has the top mean deal size' }],
  },
  {
    // "zeta firms that share the same region": hold it, no share of a whole
    name: 'share a value',
    said: ['share the same', 'share that same', 'share that', 'shares the same', 'shares that same', 'sharing the same'],
    as: 'hold the same',
    examples: [{ said: 'quarries that share that same zeta', reads: 'quarries that have the same zeta' }],
  },
  {
    // "the greatest number of" quarries: the most
    name: 'greatest number of',
    said: ['biggest', 'largest', 'highest', 'greatest'].map((size) => `the ${size} number of`),
    as: 'the most',
    examples: [{ said: 'what zeta shows the greatest number of quarries', reads: 'what zeta shows the most quarries' }],
  },
  {
    // "how many lima firms on their own …": by themselves, naming nothing
    name: 'on their own',
    said: ['on their own', 'on its own', 'by themselves', 'by itself', 'taken alone', 'taken on their own'],
    as: '',
    examples: [{ said: 'how many zeta firms on their own earn 5m?', reads: 'how many zeta firms  earn 5m?' }],
  },
  {
    // "firms with over 500 people on the payroll": their headcount, not the contacts on file
    name: 'on the payroll',
    said: ['people on the payroll', 'people on payroll', 'staff on the payroll', 'staff on payroll', 'persons on the payroll'],
    as: 'employees',
    examples: [{ said: 'quito firms with 500+ people on the payroll', reads: 'quito firms with 500+ employees' }],
  },
  {
    // "zeta: how many people work there": its headcount, not the contacts on file
    name: 'people working',
    said: [
      ...['how many people work', 'how many ppl work', 'how many folks work', 'how many staff work', 'how many persons work'],
      ...['how many people are employed', 'how many people are working'],
    ],
    as: 'how many employees work',
    examples: [{ said: 'lumen corp - how many people work there', reads: 'lumen corp - how many employees work there' }],
  },
  {
    // "which city is sitting on the thickest pipeline": has it
    name: 'sits on',
    said: ['is sitting on the', 'sits on the', 'is holding the', 'holds the', 'carries the', 'commands the', 'owns the'],
    as: 'has the',
    examples: [{ said: 'what city is sitting on the largest won value', reads: 'what city has the largest won value' }],
  },
  {
    // "which cities are sitting on the most deals": have them (several asked for)
    name: 'sit on',
    said: ['are sitting on the', 'sit on the', 'are holding the', 'hold the', 'carry the', 'command the', 'own the'],
    as: 'have the',
    examples: [{ said: 'which cities are sitting on the most lost deals', reads: 'which cities have the most lost deals' }],
  },
  {
    // "the middle value of headcount": the median
    name: 'middle value',
    said: ['middle value', 'midpoint value', 'midpoint', 'middle figure'],
    as: 'median',
    examples: [{ said: 'the middle value of headcount at my banks', reads: 'the median of headcount at my banks' }],
  },
  {
    // "what portion of the leads …": a share
    name: 'portion',
    said: ['what portion', 'which portion'],
    as: 'what share',
    examples: [{ said: 'what portion of quito leads are hot', reads: 'what share of quito leads are hot' }],
  },
  {
    // "what share converted to closed-won": ended in that status
    name: 'ended as',
    said: ['converted to', 'converted into', 'turned into', 'ended up as', 'ended up in', 'ended up', 'wound up as', 'wound up in'],
    as: 'are',
    examples: [{ said: 'what share of quito leads ended up as closed-lost', reads: 'what share of quito leads are closed-lost' }],
  },
  {
    // "nova labs: a part of our patch?": one of my records
    name: 'part of mine',
    said: ['part of my', 'a part of my', 'part of our', 'a part of our'],
    as: 'in my',
    examples: [{ said: 'nova labs llc: a part of our patch?', reads: 'nova labs llc: in my patch?' }],
  },
  {
    // "nova labs: one of mine, or 3rd party?": mine or third party, the choice asked
    name: 'mine or theirs',
    said: ['one of ours or', 'one of mine or', 'one of my own or', 'ours or', 'my own or'],
    as: 'mine or',
    examples: [{ said: 'quito steel: ours or 3rd party?', reads: 'quito steel: mine or third party?' }],
  },
  {
    name: 'a third-party one',
    said: ['a third party one', 'a third-party one', 'a 3rd party one', 'a 3rd-party one'],
    as: 'third party',
    examples: [{ said: 'nova labs: mine, or rather a 3rd-party one?', reads: 'nova labs: mine, or third party?' }],
  },
  {
    // "how much is already sitting at proposal": at it (never "already customers", which says which records)
    name: 'already at',
    said: ['already at', 'already sitting at', 'by now at'],
    as: 'at',
    examples: [{ said: 'fraction of 2029 pipeline already sitting at proposal', reads: 'fraction of 2029 pipeline at proposal' }],
  },
  {
    // "quarries not already in review": in it
    name: 'already in',
    said: ['already in', 'already sitting in', 'by now in'],
    as: 'in',
    examples: [
      {
        said: 'lumen deals over $2M, minus those already in review',
        reads: 'lumen deals over $2M, minus those in review',
      },
    ],
  },
  {
    // "is there even one bank in lima": any
    name: 'even one',
    said: ['is there even one', 'is there even a single', 'is there a single', 'are there even any'],
    as: 'is there any',
    examples: [{ said: 'is there even one media client in oslo?', reads: 'is there any media client in oslo?' }],
  },
  {
    // "got a single bank in peru?": any (never "a single-contact firm", said with a hyphen)
    name: 'a single one',
    said: ['we have a single', 'we have even a single', 'we have even one', 'got a single'],
    as: 'we have any',
    examples: [{ said: 'got a single media client in oslo?', reads: 'we have any media client in oslo?' }],
  },
  {
    // "count lima leads on where they came from": their source (a field records of a first contact hold)
    name: 'where they came from',
    said: ['where they came from', 'where they come from', 'where each came from', 'where they originated'],
    as: 'source',
    examples: [{ said: 'count lima leads on where they came from', reads: 'count lima leads on source' }],
  },
  {
    // "rarest sector among my firms": the least common value (never "rare earth", said of a thing)
    name: 'rarest',
    said: ['rarest', 'most uncommon', 'least frequent'],
    as: 'least common',
    examples: [{ said: 'rarest sector among my lima firms?', reads: 'least common sector among my lima firms?' }],
  },
  {
    // "cities with my quarries but not a single lima bank": none of them
    name: 'but not a single',
    said: ['but not a single', 'but not even one', 'but not even a single', 'yet not a single'],
    as: 'but no',
    examples: [{ said: 'cities with my quarries but not a single lima bank', reads: 'cities with my quarries but no lima bank' }],
  },
  {
    // "we never won a single media deal in oslo?": any (a deal of a phase, not a deal of one)
    name: 'won a single one',
    said: ['won a single', 'won even a single', 'won even one'],
    as: 'won any',
    examples: [{ said: 'so we won a single media deal in oslo?', reads: 'so we won any media deal in oslo?' }],
  },
  {
    name: 'lost a single one',
    said: ['lost a single', 'lost even a single', 'lost even one'],
    as: 'lost any',
    examples: [{ said: 'so we lost a single media deal in oslo?', reads: 'so we lost any media deal in oslo?' }],
  },
  {
    name: 'a single one of mine',
    said: ['i have a single', 'i have even a single', 'i have even one'],
    as: 'i have any',
    examples: [{ said: 'do i have a single bank in reno?', reads: 'do i have any bank in reno?' }],
  },
  {
    // "firms that only have a single cfo": exactly one (a count, never "any")
    name: 'only one',
    said: ['only have a single', 'only have one', 'have just one', 'have only one', 'have only a single', 'has only one', 'has just one'],
    as: 'have exactly one',
    examples: [{ said: 'banks of mine that only have a single cfo', reads: 'banks of mine that have exactly one cfo' }],
  },
  {
    // "order the firms by headcount, top first": every row in that order (never the top row alone)
    name: 'top first',
    said: ['top first', 'top ones first', 'top one first', 'best first'],
    as: 'highest first',
    examples: [{ said: 'order the lima firms by headcount, top first', reads: 'order the lima firms by headcount, highest first' }],
  },
  {
    // "sum of worth grouped by stage": by stage (as a query language writes it)
    name: 'grouped by',
    said: ['grouped by', 'group by'],
    as: 'by',
    examples: [{ said: 'sum of quarry worth grouped by city', reads: 'sum of quarry worth by city' }],
  },
  {
    // "quito firms order by revenue descending limit 5": the first 5 (as a query language writes it)
    name: 'limit',
    said: ['limit to', 'limited to', 'limit'],
    as: 'the first',
    examples: [{ said: 'quito firms by revenue descending limit 5', reads: 'quito firms by revenue descending the first 5' }],
  },
  {
    // "the revenue variance between lima and quito": the difference between them
    name: 'variance between',
    said: ['variance between', 'delta between'],
    as: 'difference between',
    examples: [{ said: 'the revenue variance between lima and quito', reads: 'the revenue difference between lima and quito' }],
  },
  {
    // "between those three, how many quarries": for them (a range says "between" with a number after it)
    name: 'between those',
    said: ['between those', 'between these', 'between them', 'across those', 'across these'],
    as: 'for those',
    examples: [{ said: 'between those three, how many quarries are listed', reads: 'for those three, how many quarries are listed' }],
  },
  {
    // "list out my quito firms": list them
    name: 'list out',
    said: ['list out', 'lay out', 'spell out'],
    as: 'list',
    examples: [{ said: 'list out my quito firms', reads: 'list my quito firms' }],
  },
  {
    // "which city do my firms rack up the most revenue in": have the most
    name: 'rack up',
    said: ['rack up', 'racks up', 'racked up', 'rake in', 'rakes in', 'pile up', 'piles up'],
    as: 'have',
    examples: [
      { said: 'which city do my lima firms rack up the most value in', reads: 'which city do my lima firms have the most value in' },
    ],
  },
  {
    // "new here - which lima firm has a cto": who is asking, said first, says nothing of the records ("new" is no name)
    name: 'new here',
    said: [
      ...['new here', "i'm new here", 'im new here', 'i am new here', "i'm new", 'i am new', 'first day here'],
      ...['new to the team', "i'm new to the team", 'new on the team', 'just joined the team', 'just joined'],
    ],
    as: '',
    examples: [{ said: "i'm new here - which lima firm has a cto", reads: ' - which lima firm has a cto' }],
  },
  {
    // "risk-adjusted lima pipeline": each value times its probability, added up
    name: 'adjusted by probability',
    said: ['probability-adjusted', 'probability adjusted', 'risk-adjusted', 'risk adjusted', 'likelihood-adjusted'],
    as: 'probability-weighted',
    examples: [{ said: 'the lima deals, risk-adjusted', reads: 'the lima deals, probability-weighted' }],
  },
  {
    // "my firms where there is a CTO": the records that have one
    name: 'where there is',
    said: ['where there is a', 'where there is an', "where there's a", "where there's an", 'where there exists a'],
    as: 'that have a',
    examples: [{ said: 'my quarries where there is a cfo', reads: 'my quarries that have a cfo' }],
  },
  {
    // "the smallest firm i got in lima", "how many firms i am having": the caller's own, said otherwise
    name: 'i got',
    said: ['i got', "i've got", 'ive got', 'i have got', 'i am having', "i'm having", 'im having'],
    as: 'i have',
    examples: [{ said: 'the tiniest quarry i got in lima', reads: 'the smallest quarry i have in lima' }],
  },
  {
    // "it exists some lima firm of mine?": whether any is, asked as some learners of English ask it
    name: 'it exists',
    said: [
      'it exists some',
      'it exists any',
      'it exists a',
      'exists some',
      'exist some',
      'there exists some',
      'there exists a',
      'there exists',
    ],
    as: 'is there any',
    examples: [{ said: 'it exists some quarry in utah?', reads: 'is there any quarry in utah?' }],
  },
  {
    // "lima revenue subtotaled by city": a total for each group
    name: 'subtotals',
    said: ['subtotaled by', 'subtotalled by', 'sub-totaled by', 'subtotaled per', 'subtotalled per', 'with subtotals by'],
    as: 'broken down by',
    examples: [{ said: 'quarry revenue subtotaled by city', reads: 'quarry revenue broken down by city' }],
  },
  {
    // "brand-new quito leads": the word new said more strongly
    name: 'brand new',
    said: ['brand-new', 'brand new', 'all-new'],
    as: 'new',
    examples: [{ said: 'brand-new quito leads by source', reads: 'new quito leads by source' }],
  },
  {
    // "quito prospects, did not come from fairs": a value left out, said with a verb
    name: 'not come from',
    said: ['did not come from', "didn't come from", 'do not come from', "don't come from", 'does not come from', "doesn't come from"],
    as: 'not from',
    examples: [{ said: 'quito prospects, did not come from fairs', reads: 'quito prospects, not from fairs' }],
  },
];

export const SAID_OTHERWISE = [...WRITTEN, ...SAID_BUILT];
