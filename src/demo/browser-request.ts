/**
 * The one browser-intent classifier: does a message ask for browser work (open/navigate/
 * visit a page or URL, click, fill a form, scrape, screenshot, UI test)? Used before any
 * planning, so `api` mode refuses such a request without running anything.
 *
 * Deliberately specific: business words that merely look similar ("open opportunities",
 * "fill rate", "click-through rate", "test accounts") are not browser requests.
 */
const URL_LIKE =
  /\b(?:https?:\/\/|www\.)\S+|(?<![@\w.-])[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|app|edu|gov|co|uk|de|fr|html?)\b(?:\/\S*)?/i;
const PAGE_WORDS = '(?:web\\s*)?(?:page|site|website|webpage|url|link|tab|browser|homepage|web app|login screen|screen)';

const PATTERNS: RegExp[] = [
  // open / visit / navigate / go to / browse + a page-like object or a URL
  new RegExp(`\\b(?:open|visit|navigate|browse|load|go\\s+to|goto|launch)\\b[^.?!]{0,60}\\b${PAGE_WORDS}s?\\b`, 'i'),
  /\b(?:open|visit|navigate(?:\s+to)?|browse(?:\s+to)?|go\s+to|goto|load|launch)\s+(?:the\s+)?(?:url\s+)?(?:https?:\/\/|www\.)/i,
  /\bnavigate\s+to\b/i,
  /\b(?:in|with|using|from)\s+(?:the|a)\s+(?:web\s+)?browser\b/i,
  /\bbrowser\s+(?:automation|tools?|session)\b/i,
  // clicks and forms
  /\bclick(?:s|ed|ing)?\b(?!\s*(?:-|\s)?through\s+rates?)(?:\s+(?:on|the|a|an|at|button|link|into|that|this|it)\b)/i,
  /\b(?:double|right)[-\s]click/i,
  /\b(?:fill(?:\s+(?:in|out))?|complete|submit)\s+(?:the\s+|a\s+|an\s+|this\s+|that\s+)?(?:\w+\s+){0,3}(?:web\s+)?forms?\b/i,
  /\b(?:type|enter)\s+[^.?!]{0,60}\b(?:into|in)\s+(?:the\s+)?(?:\w+\s+){0,2}(?:field|input|text\s*box|search\s*box|box)\b/i,
  /\bsubmit\s+(?:the\s+)?(?:\w+\s+)?button\b/i,
  /\bselect\s+[^.?!]{0,40}\bfrom\s+(?:the\s+)?drop-?down\b/i,
  // scraping, screenshots, UI testing
  /\bscrap(?:e|es|ed|ing)\b/i,
  /\bweb\s*scraping\b/i,
  /\bcrawl(?:s|ed|ing)?\b[^.?!]{0,40}\b(?:site|page|website|web)\b/i,
  /\bscreen\s*-?shots?\b/i,
  /\b(?:capture|grab|take)\s+(?:a\s+)?(?:picture|image|snapshot)\s+of\s+(?:the\s+)?(?:\w+\s+)?(?:page|site|screen)\b/i,
  /\b(?:ui|end[-\s]to[-\s]end|e2e|browser|front[-\s]?end|web)\s+tests?(?:ing)?\b/i,
  /\btest\s+(?:the\s+)?(?:\w+\s+)?(?:ui|user\s+interface|login\s+(?:page|flow|form)|web\s+page|website)\b/i,
  /\b(?:headless\s+)?(?:chrome|chromium|playwright|selenium|puppeteer)\b/i,
  // reading a part of a page at an explicit web address ("read the table on http://…", "the title of https://…")
  /\b(?:tables?|title|headings?|text|contents?|links?|images?)\b[^.?!]{0,30}\b(?:on|of|at|from|in)\s+(?:the\s+)?(?:(?:web\s*)?page\s+)?(?:https?:\/\/|www\.)/i,
];

export interface IntentResult {
  browser: boolean;
  /** The phrase that made it a browser request (for logs and tests). */
  matched?: string;
}

export function classifyIntent(message: string): IntentResult {
  for (const re of PATTERNS) {
    const m = re.exec(message);
    if (m) return { browser: true, matched: m[0] };
  }
  // A reading verb right before a URL ("read https://…", "summarize example.com") is browser work too.
  const reading = new RegExp(
    '\\b(?:read|fetch|extract|summari[sz]e|check|look\\s+at)\\s+(?:the\\s+)?' +
      `(?:(?:web\\s*)?page\\s+)?(?:at\\s+|on\\s+)?(?:${URL_LIKE.source})`,
    'i',
  ).exec(message);
  if (reading) return { browser: true, matched: reading[0] };
  return { browser: false };
}
