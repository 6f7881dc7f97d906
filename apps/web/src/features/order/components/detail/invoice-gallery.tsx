import { EyeOutlined } from '@ant-design/icons';
import { Empty } from 'antd';
import { useState } from 'react';
import { ImageViewer } from '../../../../components/image-viewer';
import { FileThumb } from '../../../../components/pdf-viewer';
import { orderText } from '../../../../lib/text';
import './invoice-gallery.css';

/** The supplier's invoices (pictures or PDF e-invoices) as thumbnails; a click opens the viewer at that one. */
export function InvoiceGallery({ orderNo, files }: { orderNo: string; files: { Id: string; FileUrl: string }[] }) {
  const [at, setAt] = useState<number | null>(null);
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={orderText.noInvoices} style={{ margin: '8px 0' }} />;
  const images = files.map((f, i) => ({ url: f.FileUrl, name: `${orderNo} ${orderText.invoices} ${i + 1}` }));
  return (
    <div className="invoice-gallery">
      {files.map((f, i) => (
        <button key={f.Id} type="button" className="invoice-thumb" onClick={() => setAt(i)} data-testid="invoice-open" aria-label={images[i]?.name}>
          <FileThumb url={f.FileUrl} />
          <span className="invoice-thumb-mask">
            <EyeOutlined />
          </span>
        </button>
      ))}
      <ImageViewer open={at != null} images={images} start={at ?? 0} onClose={() => setAt(null)} />
    </div>
  );
}
