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
