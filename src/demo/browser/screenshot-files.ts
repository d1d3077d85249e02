import { randomBytes } from 'node:crypto';

/** The names browser_screenshot gives its files; the demo server serves only names of this form. */
export const SCREENSHOT_NAME = /^screenshot-[0-9TZ-]+-[0-9a-f]{8}\.png$/;

/** A new screenshot's file name: the time it was taken and 4 random bytes. */
export function screenshotName(at = new Date()): string {
  return `screenshot-${at.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.png`;
}

/** Where the chat page finds a screenshot: on the demo server, the page's own origin. */
export function screenshotUrl(file: string): string {
  return `/screenshots/${file}`;
}
