import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from 'shared-kit';

// The frame style is inline in index.html so it holds before any script runs; it cannot read the
// theme, so this keeps its reserved nav height equal to the height the nav really has.
const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
const frame = /<style id="shell-frame">([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';

function rule(selector: string): string {
  const start = frame.indexOf(`${selector} {`);
  return start < 0 ? '' : frame.slice(start, frame.indexOf('}', start));
}

describe('page frame', () => {
  it('reserves the nav height before the nav mounts', () => {
    expect(rule('#app-nav')).toContain(`min-height: ${theme.layout.navHeight};`);
  });

  it('lets <main> fill the viewport below the nav, so the footer starts below the fold', () => {
    expect(rule('#app-main')).toContain(`min-height: calc(100vh - ${theme.layout.navHeight});`);
  });

  it('keeps the skip link out of the flow until it is focused', () => {
    expect(rule('.skip-link')).toContain('position: absolute;');
  });

  it('paints the nav bar and logo before any script, in the theme the nav uses', () => {
    expect(rule('.nav-frame')).toContain(`height: ${theme.layout.navHeight};`);
    expect(rule('.nav-frame')).toContain(`background: ${theme.colors.surface};`);
    expect(rule('.nav-frame')).toContain(`border-bottom: 1px solid ${theme.colors.border};`);
    expect(rule('.nav-frame-inner')).toContain(`max-width: ${theme.layout.maxWidth};`);
    expect(rule('.nav-frame-logo')).toContain(`color: ${theme.colors.text};`);
    expect(rule('.nav-frame-mark')).toContain(`background: ${theme.colors.brand};`);
    expect(rule('.nav-frame-mark::after')).toContain(`background: ${theme.colors.accent};`);
    const fonts = theme.fonts.body.split(',').map((font) => font.trim());
    const flat = frame.replace(/\s+/g, ' ');
    expect(flat).toContain(`font-family: ${fonts.join(', ')};`);
    expect(flat).toContain(`line-height: ${theme.lineHeights.body};`);
    expect(flat).toContain(`background: ${theme.colors.background};`);
    expect(html).toMatch(/<header id="app-nav">\s*<div class="nav-frame">/);
  });
});
