import { THUMB_MAX, thumbOf } from '@shanlian/contract/browser';

/** Displayed sizes (CSS px) of the pictures the first script preloads, so that the preload and the page ask for one address. */
export const IMAGE_PX = { card: 220, detail: 420 } as const;

/** Twice the displayed size for high-density screens, in steps so that lists share the server's cached thumbnails. */
const STEPS = [120, 240, 360, 480, 640, THUMB_MAX];

/** The address of a thumbnail of `url` at least `displayPx` CSS pixels wide (×2 for retina), within the server's bounds. */
export function thumbUrl(url: string | null | undefined, displayPx: number): string {
  if (!url) return '';
  const want = displayPx * 2;
  return thumbOf(url, STEPS.find((s) => s >= want) ?? THUMB_MAX);
}

/** A srcset of thumbnails at these widths, for a picture whose displayed width depends on the screen. */
export function thumbSrcSet(url: string | null | undefined, widths: number[]): string | undefined {
  if (!url || thumbOf(url, THUMB_MAX) === url) return undefined;
  return widths.map((w) => `${thumbOf(url, w)} ${Math.min(w, THUMB_MAX)}w`).join(', ');
}
