import { builtPage, registerPageAssets, servePage, type Service } from '../../http/index.js';

/**
 * GET /ui: the catalogue page (src/web/catalogue, built into dist/pages). It reads the
 * registry's own endpoints (GET /applications, GET /apis, POST /functions/call) from the
 * browser; it adds no data route of its own.
 */
const PAGE_FILES = builtPage('catalogue', { html: '/ui', js: '/ui/catalogue.js', css: '/ui/catalogue.css' }, 'registry-ui');

registerPageAssets(PAGE_FILES);

export function registerCataloguePage(service: Service): void {
  servePage(service, PAGE_FILES);
  service.document({
    method: 'get',
    path: '/ui',
    operationId: 'catalogue_page',
    summary: 'The catalogue page: search every tool, read its record, try it',
    tag: 'pages',
    type: 'text/html',
  });
}
