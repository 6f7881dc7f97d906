import { useState } from 'react';
import { ImageViewer } from '../../components/image-viewer';
import { thumbUrl } from '../../lib/image';
import { TP } from './public-text';
import './feedback-photos.css';

/** A feedback's photos as thumbnails; a tap opens them in the zoomable viewer. Nothing when there are none. */
export function FeedbackPhotos({ photos, size = 72 }: { photos: { Id: string; Url: string }[]; size?: number }) {
  const [start, setStart] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const images = photos.map((p, i) => ({ url: p.Url, name: TP.photoAlt(i + 1) }));
  return (
    <div className="pub-photos" data-testid="feedback-photos-shown">
      {photos.map((p, i) => (
        <button
          type="button"
          key={p.Id}
          className="pub-photo"
          style={{ width: size, height: size }}
          onClick={() => setStart(i)}
          aria-label={TP.photoAlt(i + 1)}
          data-testid="feedback-photo"
        >
          <img src={thumbUrl(p.Url, size)} alt={TP.photoAlt(i + 1)} loading="lazy" />
        </button>
      ))}
      <ImageViewer open={start !== null} images={images} start={start ?? 0} onClose={() => setStart(null)} />
    </div>
  );
}
