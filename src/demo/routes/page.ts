import { builtPage, registerPageAssets, servePage, type Service } from '../../http/index.js';

/** The chat page (src/web/chat, built into dist/pages): served from our own files, no CDN; the single executable embeds them. */
const PAGE_FILES = builtPage('chat', { html: '/', js: '/static/chat.js', css: '/static/chat.css' }, 'demo-chat');

registerPageAssets(PAGE_FILES);

export function registerPage(service: Service): void {
  servePage(service, PAGE_FILES);
}
