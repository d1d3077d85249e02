import { registerLocalAsset, readAsset } from '../../assets.js';
import type { Service } from '../../http/index.js';

/** The chat page's files, served from our own assets (no CDN); the single executable embeds them. */
const PAGE_FILES: Record<string, { asset: string; file: string; type: string }> = {
  '/': { asset: 'demo-chat.html', file: 'src/demo/page/index.html', type: 'text/html; charset=utf-8' },
  '/static/chat.css': { asset: 'demo-chat.css', file: 'src/demo/page/chat.css', type: 'text/css; charset=utf-8' },
  '/static/chat.js': { asset: 'demo-chat.js', file: 'src/demo/page/chat.js', type: 'text/javascript; charset=utf-8' },
};

for (const f of Object.values(PAGE_FILES)) registerLocalAsset(f.asset, f.file);

export function registerPage(service: Service): void {
  for (const [path, f] of Object.entries(PAGE_FILES)) {
    service.app.get(path, (_req, res) => {
      res.setHeader('Content-Type', f.type);
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'",
      );
      res.send(readAsset(f.asset));
    });
  }
}
