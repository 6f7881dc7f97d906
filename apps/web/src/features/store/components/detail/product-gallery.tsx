import { useState } from 'react';
import { IMAGE_PX, thumbUrl } from '../../../../lib/image';
import './product-gallery.css';

/** The main image and its thumbnails; a thumbnail (hovered or clicked) becomes the main image. */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const [index, setIndex] = useState(0);
  const main = images[index] ?? images[0];
  return (
    <div data-testid="gallery">
      <div className="store-gallery-main">{main && <img src={thumbUrl(main, IMAGE_PX.detail)} alt={alt} width={420} height={420} fetchPriority="high" />}</div>
      {images.length > 1 && (
        <div className="store-gallery-thumbs">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              className={i === index ? 'active' : ''}
              onClick={() => setIndex(i)}
              onMouseEnter={() => setIndex(i)}
              aria-label={`${alt} ${i + 1}`}
            >
              <img src={thumbUrl(src, 60)} alt="" width={60} height={60} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
