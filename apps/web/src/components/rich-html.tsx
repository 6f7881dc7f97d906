import './rich-html.css';

/**
 * Sanitised rich text (a news article) as the store shows it: one class for the store's article
 * page and the console's preview, so both read the same.
 */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="sl-rich sl-article"
      data-testid={testId}
      style={{ padding: '12px 0 8px' }}
      // the server sanitises the HTML on save (platform/html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
