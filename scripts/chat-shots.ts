/**
 * Screenshots of three ordinary questions on the chat page, as a user sees it right after each
 * answer arrives (1280x900, offline planner, the demo APIs): docs/images/first-hour/<tag>-<n>.png.
 * Usage: node --import tsx scripts/chat-shots.ts [tag=after] (needs Debian's Chromium and npm run build).
 * The "before" images in that folder were taken the same way before issue 35's page changes.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../test/helpers/chromium.js';
import { startStack } from '../test/helpers/stack.js';

const tag = process.argv[2] ?? 'after';
const QUESTIONS = ['total opportunity value by stage', 'how many opportunities are there', 'top 5 accounts by revenue'];
const dir = join(import.meta.dirname, '..', 'docs', 'images', 'first-hour');
mkdirSync(dir, { recursive: true });

const stack = await startStack({ mode: 'api', settingsOverrides: { llm: { provider: 'offline' } } });
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })).newPage();
  await page.goto(`${stack.demoUrl}/`);
  for (const [i, q] of QUESTIONS.entries()) {
    await page.getByRole('button', { name: 'New chat' }).click();
    await page.getByLabel('Message').fill(q);
    await page.getByLabel('Message').press('Enter');
    await page.locator('.msg.agent .answer').first().waitFor();
    await page.locator('.msg.agent[aria-busy]').waitFor({ state: 'detached' });
    await page.screenshot({ path: join(dir, `${tag}-${i + 1}.png`) });
  }
} finally {
  await browser.close();
  await stack.stop();
}
process.stdout.write(`written: ${dir}/${tag}-1..3.png\n`);
