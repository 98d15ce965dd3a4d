// The page at an address no screen has: answered 404 with a real page, readable before (and
// without) any script: it says so, offers a job search (a plain GET form to the search, which
// reads `?q=`), the job list and home, in the site's look. The shell's not-found view takes its
// place once the shell runs (src/not-found/), in the same words. Only when every remote's
// declaration was read: a path of a remote whose screens are unknown may be one of its screens.
import { findScreen, pathnameOf, type OwnedScreen } from 'shared-kit/screens';
import type { RemotesManifest } from '../src/manifest';
import {
  HOME_PATH,
  NOT_FOUND,
  SEARCH_PARAM,
  SEARCH_PATH,
  SERVER_NOT_FOUND_ID,
} from '../src/not-found/not-found-words';
import { escapeAttribute, escapeText } from './html-escape';

/** Whether the page at `url` is not found: no declared screen, all declarations read, not `/`. */
export function isNotFoundPage(
  url: string,
  screens: readonly OwnedScreen[],
  manifest: RemotesManifest,
  declared: readonly string[],
): boolean {
  if (pathnameOf(url) === '/') return false;
  if (Object.keys(manifest.remotes).some((remote) => !declared.includes(remote))) return false;
  return findScreen(screens, url) === null;
}

/** The page's title, as the shell's view sets it. */
export const NOT_FOUND_TITLE = `${NOT_FOUND.title} · Student Gigs`;

/**
 * The not-found page's look: the design kit's colours, sizes and radii (checked by a test), as
 * inline style (the CSP allows inline style, never inline script).
 */
export const NOT_FOUND_STYLE = `<style id="not-found-style">
.nf{box-sizing:border-box;max-width:1120px;margin:0 auto;padding:0 1.25rem}
.nf-panel{max-width:36rem;margin:3rem auto;padding:2rem;background:#ffffff;border:1px solid #cbd5e1;border-radius:16px;box-shadow:0 1px 2px rgba(15,23,42,.06),0 1px 3px rgba(15,23,42,.1)}
.nf-panel h1{margin:0 0 1rem;font-size:2.25rem;line-height:1.2}
.nf-panel p{margin:0 0 1rem;color:#475569}
.nf-search label{display:block;font-weight:600;margin-bottom:.25rem}
.nf-row{display:flex;flex-wrap:wrap;gap:.5rem;margin-bottom:1rem}
.nf-row input{flex:1 1 14rem;box-sizing:border-box;min-height:2.75rem;padding:.5rem .75rem;font:inherit;border:1px solid #94a3b8;border-radius:10px}
.nf-row button{min-height:2.75rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;color:#ffffff;background:#1d4ed8;border:0;border-radius:10px;cursor:pointer}
.nf-links{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem}
.nf-links a{font-weight:600;color:#1d4ed8}
</style>`;

/** The markup inside <main>: heading, sentence, the search and the two links. */
export function notFoundMarkup(): string {
  const text = escapeText;
  const attr = escapeAttribute;
  return (
    `<div id="${SERVER_NOT_FOUND_ID}" class="nf"><section class="nf-panel" aria-labelledby="nf-title">` +
    `<h1 id="nf-title">${text(NOT_FOUND.title)}</h1>` +
    `<p>${text(NOT_FOUND.lead)}</p>` +
    `<form class="nf-search" role="search" action="${attr(SEARCH_PATH)}" method="get">` +
    `<label for="nf-q">${text(NOT_FOUND.searchLabel)}</label>` +
    `<div class="nf-row"><input id="nf-q" name="${attr(SEARCH_PARAM)}" type="search">` +
    `<button type="submit">${text(NOT_FOUND.searchButton)}</button></div></form>` +
    `<p class="nf-links"><a href="${attr(SEARCH_PATH)}">${text(NOT_FOUND.browse)}</a>` +
    `<a href="${attr(HOME_PATH)}">${text(NOT_FOUND.home)}</a></p>` +
    `</section></div>`
  );
}
