import sanitizeHtml from 'sanitize-html';

/**
 * What rich text (product introductions, news) may hold: text structure, emphasis, lists, tables,
 * links to http(s), mail or this site's own paths, and images served by this platform. Scripts,
 * styles, event handlers, frames and foreign images are dropped. The one rule set for both.
 */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'h2',
      'h3',
      'h4',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'span',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    // a link opens apart from the page and tells the other site nothing of it
    transformTags: { a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }) },
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith('/v1/File/Download/')) || (frame.tag === 'a' && !frame.attribs.href),
  });
}

/**
 * Rich text as it reads, for telling whether an edit changed it: an editor that loads and saves the
 * same text writes it its own way (a list item's text wrapped in a paragraph, `<b>` as `<strong>`,
 * empty paragraphs, non-breaking spaces, line breaks between tags). Both sides are sanitised, then
 * these differences are taken out; what remains differs only when the text, its structure or its
 * emphasis did.
 */
export function normalisedRichText(html: string): string {
  return sanitizeRichText(html)
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/<(\/?)b>/g, '<$1strong>')
    .replace(/<(\/?)i>/g, '<$1em>')
    .replace(/<li>\s*<p>((?:(?!<\/?p>)[\s\S])*)<\/p>\s*<\/li>/g, '<li>$1</li>')
    .replace(/<p>(\s|<br\s*\/?>)*<\/p>/g, '')
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}
