import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import type { Service } from '../../http/index.js';
import { notFound } from '../../http/errors.js';
import { SCREENSHOT_NAME } from '../browser/screenshot-files.js';

/** GET /screenshots/<name>: a screenshot the browser took (AGENT_HOME/data/screenshots), so the chat page shows it as an image. */
export function registerScreenshots(service: Service, dir: string): void {
  service.app.get('/screenshots/:file', (req: Request, res: Response, next: NextFunction) => {
    const file = String(req.params.file);
    if (!SCREENSHOT_NAME.test(file)) return next(notFound(`No screenshot named '${file}'; names look like screenshot-<time>-<hex>.png`));
    readFile(join(dir, file)).then(
      (png) => {
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Cache-Control', 'private, max-age=3600');
        res.send(png);
      },
      (err: NodeJS.ErrnoException) =>
        next(err.code === 'ENOENT' ? notFound(`No screenshot named '${file}' (it may have been deleted)`) : err),
    );
  });
}
