import { FilePdfOutlined } from '@ant-design/icons';
import { thumbOf } from '@shanlian/contract/browser';
import { Image } from 'antd';
import { isPdf } from '../rules/stock-in-rules';
import { TSi } from '../text';

/** Certificates as thumbnails: pictures preview in place (with the others of the line), PDFs open in a new tab. */
export function FileThumbs({ files, size = 48 }: { files: readonly { Id: string; FileName: string; FileUrl: string }[]; size?: number }) {
  if (files.length === 0) return <span className="si-muted">{TSi.noCertificates}</span>;
  const pictures = files.filter((f) => !isPdf(f.FileName));
  const pdfs = files.filter((f) => isPdf(f.FileName));
  return (
    <div className="si-thumbs" data-testid="si-thumbs">
      <Image.PreviewGroup items={pictures.map((p) => p.FileUrl)}>
        {pictures.map((p) => (
          <Image
            key={p.Id}
            src={thumbOf(p.FileUrl, size * 2)}
            alt={p.FileName}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 4 }}
            preview={{ src: p.FileUrl }}
          />
        ))}
      </Image.PreviewGroup>
      {pdfs.map((p) => (
        <a key={p.Id} className="si-pdf" href={p.FileUrl} target="_blank" rel="noreferrer" title={p.FileName} style={{ width: size, height: size }}>
          <FilePdfOutlined />
          <span>PDF</span>
        </a>
      ))}
    </div>
  );
}
