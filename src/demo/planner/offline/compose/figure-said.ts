import { FIGURE_SAID } from '../lexicon/figure-said.js';
import { spacedAlternation as alt } from '../core/known.js';
import { COMPOSE_TEXT_RULES } from '../rules/compose-text.js';
import { COMPOSE_BUILT_RULES } from '../rules/compose-built.js';

const LEADS = `(?:(?:${alt(FIGURE_SAID.leads)})\\b[\\s,]*)*`;
const body = (figure: string) =>
  FIGURE_SAID.shapes
    .find((s) => s.figure === figure)!
    .slots.map((slot) => `(?:(?:${alt(slot)})\\b\\s*)${slot.includes('') ? '?' : ''}`)
    .join('');
const whole = (inner: string) => new RegExp(`^\\s*${LEADS}${inner}[?.!\\s]*$`, 'i');
const SHAPES = [
  ...FIGURE_SAID.shapes.map((s) => ({ figure: s.figure, re: whole(body(s.figure)), two: false })),
  // ("so how many were those plus how much did those earn": two figures, read as the one whose answer says both)
  ...FIGURE_SAID.pairs.map((p) => ({
    figure: p.reads,
    re: whole(`${body(p.figures[0])}[\\s,]*(?:${alt(FIGURE_SAID.joiners)})\\b[\\s,]*${body(p.figures[1])}`),
    two: true,
  })),
];

/** The question a previous answer was read as ("Read as: "…"." opens a folded answer), else its message. */
export function askedBefore(turn: { message: string; response: string }): string {
  const read = COMPOSE_TEXT_RULES.readAs.pattern.exec(turn.response.split('\n')[0] ?? '')?.[1];
  // (a figure asked so before, "the total of …": its records, of which the next figure is asked)
  return read ? read.replace(FIGURE_OF, '') : turn.message;
}
const FIGURE_OF = COMPOSE_BUILT_RULES.theFigureOf.pattern;

/** "how many is that": the figure a follow-up asks of the records just shown ("number"), or undefined when more is said. */
export function figureAsked(followUp: string): string | undefined {
  return SHAPES.find((s) => s.re.test(followUp))?.figure;
}

/** "so how many were those plus how much did those earn": two figures of the records just shown (FIGURE_SAID.pairs). */
export function figuresPaired(followUp: string): boolean {
  return SHAPES.some((s) => s.two && s.re.test(followUp));
}
