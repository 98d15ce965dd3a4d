// styled-components inserts its rules with CSSOM `insertRule` (shared-kit/federation.mjs's
// SHARED_DEFINES; ADR 0060). Chromium sometimes keeps such a sheet's `@media` rules evaluated for
// the width the page was first laid out at: after a resize to a phone's width, `matchMedia`
// matches but the rules stay off (the desktop nav stays and the page scrolls sideways). Turning
// the sheet off and on does not mend it; inserting a width-dependent `@media` rule does, so the
// shell inserts an empty one and takes it out again whenever the viewport's width changes (the
// browser sends at most one resize a frame, before its style pass; a phone sends one each time
// its address bar hides or shows, a change of height only, which is left alone). styled-components
// keeps its own count of its rules: the rule goes at the end and is gone before any other code
// runs.

/** styled-components' `<style>` elements. */
const STYLED_SHEETS = 'style[data-styled]';
/** Empty, and depends on the viewport's width like the rules it mends. */
const WIDTH_RULE = '@media (max-width: 0px) {}';

/** Makes Chromium evaluate the `@media` rules of styled-components' sheets for the new width. */
export function refreshMediaRules(doc: Pick<Document, 'querySelectorAll'> = document): void {
  for (const element of doc.querySelectorAll<HTMLStyleElement>(STYLED_SHEETS)) {
    const sheet = element.sheet;
    if (!sheet) continue;
    try {
      sheet.deleteRule(sheet.insertRule(WIDTH_RULE, sheet.cssRules.length));
    } catch {
      // A sheet that takes no rules (being replaced): nothing to mend.
    }
  }
}

export function refreshMediaRulesOnResize(
  win: Pick<Window, 'addEventListener' | 'innerWidth'> = window,
  doc: Pick<Document, 'querySelectorAll'> = document,
): void {
  let width = win.innerWidth;
  win.addEventListener('resize', () => {
    if (win.innerWidth === width) return;
    width = win.innerWidth;
    refreshMediaRules(doc);
  });
}
