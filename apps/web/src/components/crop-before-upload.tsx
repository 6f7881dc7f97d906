import { imageUploadProblem } from '@shanlian/contract/browser';
import ImgCrop, { type ImgCropProps } from 'antd-img-crop';
import type { ReactElement } from 'react';
import { commonText } from '../lib/text';

/** How far out a picture may be zoomed: far enough that a tall or wide photo fits whole in the frame (white around it). */
const MIN_ZOOM = 0.3;

/**
 * The crop dialog every picture passes before it is uploaded (spec 02 §4: "the cropped result
 * replaces the file"): banners, product pictures, rectification photos. Wraps an antd Upload
 * (its `beforeUpload` receives the cropped file). `aspect` is width ÷ height; zooming out below
 * the frame keeps the whole picture, as the hint for certificates and photos asks (the edges
 * fully selected), with white around it. A file that is not a picture (a PDF) passes uncropped.
 */
export function CropBeforeUpload({ aspect, children }: { aspect: number; children: ReactElement }) {
  return (
    <ImgCrop
      aspect={aspect}
      quality={0.92}
      fillColor="#ffffff"
      minZoom={MIN_ZOOM}
      zoomSlider
      showGrid
      showReset
      resetText={commonText.crop.reset}
      modalTitle={commonText.crop.title}
      modalOk={commonText.crop.ok}
      modalCancel={commonText.crop.cancel}
      modalWidth={720}
      modalClassName="sl-crop-modal"
      // the picture may be moved past the frame's edges, so that a zoomed-out picture sits anywhere in it
      cropperProps={{ restrictPosition: false } as ImgCropProps['cropperProps']}
      // a file of the wrong kind (or a PDF) is not cropped; the upload check says why, or takes it as it is
      beforeCrop={(f) => imageUploadProblem(f) !== 'type'}
    >
      {children}
    </ImgCrop>
  );
}
