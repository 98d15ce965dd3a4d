// What a page says about itself to whoever reads its first HTML without running it: a chat app
// building a link preview (Open Graph, Twitter cards), a search engine or a job aggregator (the
// title, the description, the canonical address and schema.org JSON-LD). The page's own template
// carries the site's title and description; a page with something to say replaces them.
import { escapeAttribute, escapeText, scriptJson } from './html-escape';

export interface PageMeta {
  /** The page's <title>. */
  title: string;
  /** The title a link preview shows (Open Graph and Twitter), usually the title without the site. */
  shareTitle: string;
  description: string;
  /** The page's absolute address, as it should be shared and indexed. */
  url: string;
  siteName: string;
  /** The picture a link preview shows: an absolute URL, its size and what it shows. */
  image: PageImage;
  /** A schema.org object, written as JSON-LD. */
  jsonLd?: object;
}

export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The site's branded picture (public/og-image.png, drawn from brand/og-image.html), 1200×630. */
export function siteImage(publicUrl: string): PageImage {
  return {
    url: `${new URL(publicUrl).origin}/og-image.png`,
    width: 1200,
    height: 630,
    alt: 'Student Gigs: flexible part-time work for students at local businesses around Sydney.',
  };
}

/** Asks search engines to leave the page out: a job that is gone or never was. */
export const NOINDEX = '<meta name="robots" content="noindex">';

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The template with the page's own <title> and description in place of the site's. */
export function withTitleAndDescription(template: string, meta: PageMeta): string {
  const title = `<title>${escapeText(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(meta.description)}">`;
  // A function as replacement, so a `$` in the job's words is not read as a pattern.
  let html = TITLE.test(template)
    ? template.replace(TITLE, () => title)
    : template.replace('</head>', () => `${title}</head>`);
  html = DESCRIPTION.test(html)
    ? html.replace(DESCRIPTION, () => description)
    : html.replace('</head>', () => `${description}</head>`);
  return html;
}

/** The head tags of a page's meta beyond its title and description. */
export function metaTags(meta: PageMeta): string[] {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeAttribute(content)}">`;
  const named = (name: string, content: string) =>
    `<meta name="${name}" content="${escapeAttribute(content)}">`;
  return [
    `<link rel="canonical" href="${escapeAttribute(meta.url)}">`,
    property('og:type', 'website'),
    property('og:site_name', meta.siteName),
    property('og:title', meta.shareTitle),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:image', meta.image.url),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(meta.image.width)),
    property('og:image:height', String(meta.image.height)),
    property('og:image:alt', meta.image.alt),
    // The wide card: the picture across the preview, the title and description under it.
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.shareTitle),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image.url),
    named('twitter:image:alt', meta.image.alt),
    // Not executed, so the page's CSP (no inline script) does not apply to it.
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`]
      : []),
  ];
}
