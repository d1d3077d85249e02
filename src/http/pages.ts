import type { NextFunction, Request, Response } from 'express';
import { readAsset, registerLocalAsset } from '../assets.js';
import { unavailable } from './errors.js';
import type { Service } from './app.js';

/** One file of a browser page: the URL path it answers, its asset name, and the built file (relative to the package root). */
export interface PageFile {
  path: string;
  asset: string;
  file: string;
  type: string;
}

/** The pages load only their own files: no inline script or style, no other origin. */
const CSP = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

export const HTML = 'text/html; charset=utf-8';
export const JS = 'text/javascript; charset=utf-8';
export const CSS = 'text/css; charset=utf-8';

/** The files of a page built by `npm run build` into dist/pages (scripts/build-pages.ts): `<page>.html`, `.js`, `.css`. */
export function builtPage(page: string, paths: { html: string; js: string; css: string }, assetPrefix: string): PageFile[] {
  return [
    { path: paths.html, asset: `${assetPrefix}.html`, file: `dist/pages/${page}.html`, type: HTML },
    { path: paths.js, asset: `${assetPrefix}.js`, file: `dist/pages/${page}.js`, type: JS },
    { path: paths.css, asset: `${assetPrefix}.css`, file: `dist/pages/${page}.css`, type: CSS },
  ];
}

/** Registers the files as assets (so the single executable embeds them); call at module level. */
export function registerPageAssets(files: PageFile[]): void {
  for (const f of files) registerLocalAsset(f.asset, f.file);
}

/**
 * Serves a page's files with a strict Content-Security-Policy. A file that was never built
 * answers 503 saying how to build it, instead of an unexplained 500.
 */
export function servePage(service: Service, files: PageFile[]): void {
  for (const f of files) {
    service.app.get(f.path, (_req: Request, res: Response, next: NextFunction) => {
      let body: Buffer;
      try {
        body = readAsset(f.asset);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') return next(err);
        return next(unavailable(`This page is not built: ${f.file} is missing. Build it with: npm run build`));
      }
      res.setHeader('Content-Type', f.type);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Security-Policy', CSP);
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.send(body);
    });
  }
}
