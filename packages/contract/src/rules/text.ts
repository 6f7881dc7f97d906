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
