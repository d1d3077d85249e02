// Checkers and row tests used by set AK that the earlier kinds files do not cover: a choice
// question ("is X mine or a third-party account?") answered by naming the right side plainly
// (a bare yes or no does not answer a choice), and close dates in the current calendar month or
// year, relative to the day a checker runs (UTC). Every expected answer is still computed from
// the APIs' data when the checker runs.

import { byName, leadOf, needName, type Check } from './judge.js';
import { loadAccounts } from './kinds-cd.js';

const MINE = [
  'mine',
  'yours',
  'your own account',
  'your account',
  'your accounts',
  'your territory',
  'my accounts',
  'my account',
  'own territory',
];
const THIRD = ['third-party', 'third party', '3rd party', '3rd-party'];

/** Phrases that deny a side ("not a third-party account", "isn't yours"), left out before reading the verdict. */
const NEGATED =
  /\b(?:not|n't|never|rather than|instead of)\s+(?:\w+\s+){0,3}?(?:third[- ]party|3rd[- ]party|yours|mine|your (?:own )?(?:account|accounts|territory)|my accounts?|own territory)\b/gi;

const says = (text: string, forms: string[]): boolean =>
  forms.some((f) => new RegExp(`(?<![A-Za-z])${f.replace(/[-]/g, '[- ]')}(?![A-Za-z])`, 'i').test(text));

export const AK = {
  /**
   * "Is X mine or a third-party account?": the direct answer names the right side (mine /
   * yours / your territory, or third-party) or denies the wrong one ("not one of yours"), and
   * neither claims the wrong side nor denies the right one ("third party: no" reads as a denial).
   */
  mineOrThirdParty:
    (name: string): Check =>
    async (a, d) => {
      const acc = byName(await loadAccounts(d, 'all'), name);
      const right = acc.is_third_party ? THIRD : MINE;
      const wrong = acc.is_third_party ? MINE : THIRD;
      const what = `${name}: ${acc.is_third_party ? 'a third-party account' : 'one of my accounts'}`;
      const named = needName(a, right, what);
      const lead = leadOf(a.text)
        .replace(/\b(?:is_)?third[ _-]party\??\s*[:=]?\s*(?:no|false)\b/gi, ' not third-party ')
        .replace(/\b(?:is_)?third[ _-]party\??\s*[:=]\s*(?:yes|true)\b/gi, ' third-party ');
      const denials = [...lead.matchAll(NEGATED)].map((m) => m[0]);
      const rest = lead.replace(NEGATED, ' ');
      const claims = (forms: string[]): boolean => says(rest, forms);
      const denies = (forms: string[]): boolean => denials.some((t) => says(t, forms));
      if (claims(wrong) || denies(right)) return `expected ${what}; the direct answer claims the other side: "${lead.slice(0, 160)}"`;
      if (claims(right) || denies(wrong)) return null;
      return named ?? `expected ${what}; the direct answer names that side only in a denial`;
    },
};

const iso = (t: Date): string => t.toISOString().slice(0, 10);

/** Whether a date (YYYY-MM-DD) lies in the current calendar month (UTC). */
export const inThisMonth = (date: string | null): boolean => date !== null && date.startsWith(iso(new Date()).slice(0, 7));

/** Whether a date (YYYY-MM-DD) lies in the next calendar month (UTC). */
export const inNextMonth = (date: string | null): boolean => {
  if (date === null) return false;
  const t = new Date();
  return date.startsWith(iso(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 1))).slice(0, 7));
};

/** Whether a date (YYYY-MM-DD) lies in the current calendar year (UTC). */
export const inThisYear = (date: string | null): boolean => date !== null && date.startsWith(`${new Date().getUTCFullYear()}-`);

/** Whether a date (YYYY-MM-DD) lies in the previous calendar year (UTC). */
export const inLastYear = (date: string | null): boolean => date !== null && date.startsWith(`${new Date().getUTCFullYear() - 1}-`);
