/**
 * The two browser pages (the demo's chat page, the registry's catalogue at /ui), built into
 * dist/pages/ by `npm run build`: each page's JavaScript (src/web/<page>/main.js, with uPlot
 * and the shared modules) and CSS bundled and minified by esbuild, its HTML copied. The
 * services serve these files (src/assets.ts); the single executable embeds them.
 * Usage: node --import tsx scripts/build-pages.ts
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PAGES = ['chat', 'catalogue'] as const;

/** Writes through a temporary name, so a server reading the file never sees half of it. */
function writeAtomic(file: string, data: Uint8Array | string): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

/** Builds every page into `<root>/dist/pages`; returns the files written with their sizes. */
export async function buildPages(root = ROOT): Promise<{ file: string; bytes: number }[]> {
  const out = join(root, 'dist', 'pages');
  mkdirSync(out, { recursive: true });
  const entryPoints: Record<string, string> = {};
  for (const page of PAGES) {
    entryPoints[page] = join(root, 'src', 'web', page, 'main.js');
    entryPoints[`${page}-style`] = join(root, 'src', 'web', page, `${page}.css`);
  }
  const result = await build({
    entryPoints,
    outdir: out,
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    target: ['chrome100', 'firefox100', 'safari15'],
    legalComments: 'none',
    logLevel: 'error',
    absWorkingDir: root,
  });
  const written: { file: string; bytes: number }[] = [];
  for (const f of result.outputFiles) {
    // chat-style.css -> chat.css: esbuild needs distinct entry names for a page's .js and .css
    const file = f.path.replace(/-style\.css$/, '.css');
    writeAtomic(file, f.contents);
    written.push({ file, bytes: f.contents.length });
  }
  for (const page of PAGES) {
    const file = join(out, `${page}.html`);
    const html = readFileSync(join(root, 'src', 'web', page, 'index.html'));
    writeAtomic(file, html);
    written.push({ file, bytes: html.length });
  }
  return written.map((w) => ({ ...w, file: relative(root, w.file) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildPages().then(
    (files) => {
      for (const f of files) process.stdout.write(`build:pages: ${f.file} ${(f.bytes / 1024).toFixed(1)} KB\n`);
    },
    (err: unknown) => {
      process.stderr.write(`build:pages failed: ${(err as Error)?.message ?? String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
