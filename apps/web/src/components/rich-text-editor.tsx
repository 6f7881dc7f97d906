import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { operatorContentText } from '../lib/text/operator-content';
import './rich-html.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The HTML (a form value); '' when empty. */
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  /** On the editable element, so a test types into it; the image chooser gets `${testId}-image-input`. */
  testId?: string;
  /** What uploaded pictures are for (UPLOAD_MODULE_TYPE), sent with each upload. */
  uploadModuleType?: number;
  /** The writing area's least height in px (240 by default). */
  minHeight?: number;
  disabled?: boolean;
  /** Set by antd Form.Item. */
  id?: string;
}

// Tiptap and ProseMirror are large: they load with the first editor shown, never with the page that holds it.
const Core = lazy(() => import('./rich-text-editor-core'));

/** The shared rich-text editor (news, product introductions); loads its engine on first use. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div
          className="sl-rte-loading"
          role="status"
          aria-busy="true"
          aria-label={operatorContentText.rte.loading}
          style={{ minHeight: (props.minHeight ?? 240) + 42 }}
        >
          <Skeleton active paragraph={{ rows: 4 }} />
        </div>
      }
    >
      <Core {...props} />
    </Suspense>
  );
}
