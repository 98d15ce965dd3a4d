// The frame every mail shares: the product name in both parts, a footer, escaped HTML.
export const PRODUCT_NAME = 'Student Gigs';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export interface MailBody {
  /** Paragraphs of plain text; the HTML part shows the same paragraphs. */
  paragraphs: string[];
  /** A highlighted line such as a code, shown after the first paragraph. */
  highlight?: string;
  /** A list of linked entries (the jobs of an alert mail), after the paragraphs. */
  items?: { label: string; detail: string; url: string }[];
  /** A call-to-action link shown after the paragraphs. */
  link?: { label: string; url: string };
  /** Small print after the sign-off, with an optional link (an alert's unsubscribe link). */
  footnote?: { text: string; link?: { label: string; url: string } };
}

export function renderText(body: MailBody): string {
  const [first = '', ...rest] = body.paragraphs;
  const parts = [first];
  if (body.highlight) parts.push(body.highlight);
  parts.push(...rest);
  for (const item of body.items ?? []) parts.push(`${item.label}\n${item.detail}\n${item.url}`);
  if (body.link) parts.push(`${body.link.label}: ${body.link.url}`);
  parts.push(`— The ${PRODUCT_NAME} team`);
  if (body.footnote) {
    const { text, link } = body.footnote;
    parts.push(link ? `${text}\n${link.label}: ${link.url}` : text);
  }
  return `${parts.join('\n\n')}\n`;
}

function footnoteHtml({ text, link }: NonNullable<MailBody['footnote']>): string {
  const anchor = link
    ? ` <a href="${escapeHtml(link.url)}" style="color:#555">${escapeHtml(link.label)}</a>`
    : '';
  return `<p style="margin:16px 0 0;font-size:12px;color:#555">${escapeHtml(text)}${anchor}</p>`;
}

export function renderHtml(title: string, body: MailBody): string {
  const [first = '', ...rest] = body.paragraphs;
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`;
  const parts = [p(first)];
  if (body.highlight) {
    parts.push(
      `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(body.highlight)}</p>`,
    );
  }
  parts.push(...rest.map(p));
  for (const item of body.items ?? []) {
    parts.push(
      `<p style="margin:0 0 16px"><a href="${escapeHtml(item.url)}" style="color:#1a56db;font-weight:bold">${escapeHtml(item.label)}</a><br>${escapeHtml(item.detail)}</p>`,
    );
  }
  if (body.link) {
    const url = escapeHtml(body.link.url);
    parts.push(
      `<p style="margin:0 0 16px"><a href="${url}" style="color:#1a56db">${escapeHtml(body.link.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:12px;color:#555">${url}</p>`,
    );
  }
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">',
    `<h1 style="font-size:20px">${PRODUCT_NAME}</h1>`,
    ...parts,
    `<p style="margin:24px 0 0;font-size:12px;color:#555">— The ${PRODUCT_NAME} team</p>`,
    ...(body.footnote ? [footnoteHtml(body.footnote)] : []),
    '</body></html>',
  ].join('\n');
}
