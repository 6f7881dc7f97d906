/** Files the server can answer as a thumbnail (`?thumb=<px>`, WebP or AVIF by Accept). */
const DOWNLOAD = '/v1/File/Download/';

/** Twice the displayed size for high-density screens, in steps so that lists share cached thumbnails. */
const STEPS = [120, 240, 360, 480, 800, 1200];

/** The address of a thumbnail of `url` at least `displayPx` CSS pixels wide (×2 for retina). */
export function thumbUrl(url: string | null | undefined, displayPx: number): string {
  if (!url) return '';
  if (!url.startsWith(DOWNLOAD) || url.includes('thumb=')) return url;
  const want = displayPx * 2;
  const px = STEPS.find((s) => s >= want) ?? STEPS[STEPS.length - 1];
  return `${url}${url.includes('?') ? '&' : '?'}thumb=${px}`;
}

/** A srcset of thumbnails at these widths, for a picture whose displayed width depends on the screen. */
export function thumbSrcSet(url: string | null | undefined, widths: number[]): string | undefined {
  if (!url?.startsWith(DOWNLOAD)) return undefined;
  return widths.map((w) => `${url}${url.includes('?') ? '&' : '?'}thumb=${w} ${w}w`).join(', ');
}
