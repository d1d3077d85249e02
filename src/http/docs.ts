import type { Express, Response } from 'express';
import { readAsset } from '../assets.js';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

function sendAsset(res: Response, name: string): void {
  const ext = name.slice(name.lastIndexOf('.'));
  res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'public, max-age=86400');
  res.send(readAsset(name));
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function swaggerPage(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - Swagger UI</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/swagger-ui-init.js"></script>
</body></html>`;
}

const SWAGGER_INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true });\n`;

function redocPage(title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)} - ReDoc</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="/openapi.json"></redoc>
<script src="/redoc/redoc.standalone.js"></script>
</body></html>`;
}

/** /openapi.json, /docs (Swagger UI) and /redoc (ReDoc), from packaged files, no CDN. */
export function mountDocs(app: Express, title: string, openapi: () => unknown): void {
  let cached: string | undefined;
  // the docs pages are never shown inside another site's frame (clickjacking)
  app.use(['/docs', '/redoc'], (_req, res, next) => {
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    next();
  });
  app.get('/openapi.json', (_req, res) => {
    cached ??= JSON.stringify(openapi());
    res.type('application/json').send(cached);
  });
  app.get('/docs', (_req, res) => {
    res.type('html').send(swaggerPage(title));
  });
  app.get('/docs/swagger-ui-init.js', (_req, res) => {
    res.type('text/javascript').send(SWAGGER_INIT);
  });
  app.get('/docs/:file', (req, res) => {
    const file = req.params.file;
    if (!['swagger-ui.css', 'swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js'].includes(file)) {
      res.status(404).json({ detail: 'Not Found' });
      return;
    }
    sendAsset(res, file);
  });
  app.get('/redoc', (_req, res) => {
    res.type('html').send(redocPage(title));
  });
  app.get('/redoc/redoc.standalone.js', (_req, res) => sendAsset(res, 'redoc.standalone.js'));
}
