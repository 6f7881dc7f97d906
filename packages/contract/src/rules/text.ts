/** News summary: the body with tags stripped, first 150 characters. */
export const NEWS_SUMMARY_LENGTH = 150;

export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

export function summarize(html: string, length = NEWS_SUMMARY_LENGTH): string {
  return [...stripTags(html)].slice(0, length).join('');
}

/** What may already end a sentence a person typed (a reason, a note): Chinese or Western stops, marks and ellipses. */
const SENTENCE_END = /[。．.！!？?…]+$/u;

/**
 * A typed text as the end of a sentence: ends with exactly one stop. A reason typed as
 * "资质不全。" is wrapped in "理由：…。请…" by the notices; without this it read "资质不全。。请…".
 * A text ending in ！ or ？ keeps its mark; an empty text stays empty.
 */
export function endSentence(text: string): string {
  const t = text.trim();
  if (!t) return '';
  const end = t.match(SENTENCE_END)?.[0] ?? '';
  if (/[！!？?]/u.test(end)) return t;
  return `${t.slice(0, t.length - end.length)}。`;
}

/** A clause inside a sentence (before ，or a closing bracket): its own final stop removed. */
export function inClause(text: string): string {
  return text.trim().replace(/[。．.]+$/u, '');
}
