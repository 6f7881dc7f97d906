import {
  BoldOutlined,
  ClearOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { fileDownloadUrl, UPLOAD_IMAGE_ACCEPT } from '@shanlian/contract/browser';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Form, Input, Modal, Tooltip } from 'antd';
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { messageOf } from '../api/errors';
import { imageProblem, uploadFile } from '../api/upload';
import { operatorContentText } from '../lib/text/operator-content';
import type { RichTextEditorProps } from './rich-text-editor';

const TR = operatorContentText.rte;

/** Where images may come from: this platform's own downloads (the server drops any other). */
const DOWNLOAD = '/v1/File/Download/';

/** A link the server keeps: http(s), mailto, or a path of this site. */
export function linkAllowed(url: string): boolean {
  return /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i.test(url.trim());
}

/** An image address as the server keeps it: this site's download path (an absolute one of this origin made relative); null for any other. */
function ownImage(src: string | null): string | null {
  if (!src) return null;
  const here = typeof window === 'undefined' ? '' : window.location.origin;
  const path = here && src.startsWith(here) ? src.slice(here.length) : src;
  return path.startsWith(DOWNLOAD) ? path : null;
}

/** Images only from this platform: a pasted foreign picture is left out in the editor, as the server would. */
const OwnImage = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (el) => {
          const src = ownImage((el as HTMLElement).getAttribute('src'));
          return src ? { src, alt: (el as HTMLElement).getAttribute('alt') } : false;
        },
      },
    ];
  },
});

/** What the editor writes: only what the server's sanitiser keeps (h2–h4, p, strong, em, u, s, lists, quotes, links, our images). */
const EXTENSIONS = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer nofollow' },
      isAllowedUri: (url) => linkAllowed(url),
    },
  }),
  OwnImage.configure({ inline: false, allowBase64: false, resize: false }),
];

/** The HTML of the editor as a form value: '' for an empty document. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

function Tool({
  label,
  icon,
  text,
  active,
  disabled,
  onClick,
}: {
  label: string;
  icon?: ReactNode;
  text?: string;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.4}>
      <Button
        type="text"
        size="small"
        icon={icon}
        aria-label={label}
        aria-pressed={active}
        className={active ? 'sl-rte-tool sl-rte-tool-on' : 'sl-rte-tool'}
        disabled={disabled}
        // keep the selection in the document while the tool is pressed
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {text}
      </Button>
    </Tooltip>
  );
}

/** 插入链接: the address, checked by the rule the server keeps. */
function LinkDialog({ open, initial, onCancel, onOk }: { open: boolean; initial: string; onCancel(): void; onOk(url: string): void }) {
  const [form] = Form.useForm<{ url: string }>();
  useEffect(() => {
    if (open) form.setFieldsValue({ url: initial });
  }, [open, initial, form]);
  return (
    <Modal open={open} title={TR.linkTitle} okText={TR.ok} cancelText={TR.cancel} onCancel={onCancel} onOk={() => form.submit()} destroyOnHidden width={480}>
      <Form form={form} layout="vertical" preserve={false} onFinish={(v) => onOk(v.url.trim())}>
        <Form.Item
          name="url"
          label={TR.linkUrl}
          rules={[
            { required: true, whitespace: true, message: TR.linkRequired },
            { validator: (_, v: string) => (!v?.trim() || linkAllowed(v) ? Promise.resolve() : Promise.reject(new Error(TR.linkInvalid))) },
          ]}
        >
          <Input placeholder={TR.linkPh} maxLength={300} autoFocus data-testid="rte-link-url" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The platform's rich-text editor (Tiptap): bold, italic, H2, H3, paragraph, lists, quote, link,
 * image upload through the files module, undo/redo, clear formatting. value/onChange carry HTML
 * as an antd form control does; pasted rich text is kept within what the server keeps.
 */
export default function RichTextEditorCore({
  value = '',
  onChange,
  placeholder,
  testId,
  uploadModuleType,
  minHeight = 240,
  disabled,
  id,
}: RichTextEditorProps) {
  const { message } = App.useApp();
  const last = useRef(value);
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'sl-rte-content sl-article',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(placeholder ? { 'aria-label': placeholder } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
        ...(id ? { id } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      // A transaction that leaves the text as it was (the editor settling its document as it
      // mounts) is no change: passing it on made the form check an untouched body (请填写新闻正文).
      if (html === last.current) return;
      last.current = html;
      onChangeRef.current?.(html);
    },
  });

  // A value from outside (the form's reset, a loaded article) replaces the document; typing never comes back here.
  useEffect(() => {
    if (!editor || value === last.current) return;
    last.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            paragraph: e.isActive('paragraph'),
            bullets: e.isActive('bulletList'),
            numbers: e.isActive('orderedList'),
            quote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
            empty: e.isEmpty,
          }
        : null,
  });

  const chain = () => editor?.chain().focus();

  const pickImage = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    for (const file of files) {
      const problem = imageProblem(file);
      if (problem) {
        message.error(problem);
        continue;
      }
      setUploading((n) => n + 1);
      try {
        const saved = await uploadFile(file, file.name, uploadModuleType ? { ModuleType: uploadModuleType } : {});
        chain()
          ?.setImage({ src: fileDownloadUrl(saved.Id), alt: file.name.replace(/\.[^.]*$/, '') })
          .run();
      } catch (err) {
        message.error(TR.uploadFailed(messageOf(err)));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const off = !editor || disabled;
  const s = state ?? undefined;
  return (
    <div className={`sl-rte${disabled ? ' sl-rte-disabled' : ''}`} style={{ ['--sl-rte-min' as string]: `${minHeight}px` }}>
      <div className="sl-rte-bar" role="toolbar" aria-label={placeholder}>
        <Tool label={TR.bold} icon={<BoldOutlined />} active={s?.bold} disabled={off} onClick={() => chain()?.toggleBold().run()} />
        <Tool label={TR.italic} icon={<ItalicOutlined />} active={s?.italic} disabled={off} onClick={() => chain()?.toggleItalic().run()} />
        <span className="sl-rte-sep" />
        <Tool label={TR.h2} text="H2" active={s?.h2} disabled={off} onClick={() => chain()?.toggleHeading({ level: 2 }).run()} />
        <Tool label={TR.h3} text="H3" active={s?.h3} disabled={off} onClick={() => chain()?.toggleHeading({ level: 3 }).run()} />
        <Tool
          label={TR.paragraph}
          text={TR.paragraph}
          active={s?.paragraph && !s.bullets && !s.numbers && !s.quote}
          disabled={off}
          onClick={() => chain()?.setParagraph().run()}
        />
        <span className="sl-rte-sep" />
        <Tool label={TR.bullets} icon={<UnorderedListOutlined />} active={s?.bullets} disabled={off} onClick={() => chain()?.toggleBulletList().run()} />
        <Tool label={TR.numbers} icon={<OrderedListOutlined />} active={s?.numbers} disabled={off} onClick={() => chain()?.toggleOrderedList().run()} />
        <Tool label={TR.quote} text="“ ”" active={s?.quote} disabled={off} onClick={() => chain()?.toggleBlockquote().run()} />
        <span className="sl-rte-sep" />
        <Tool label={TR.link} icon={<LinkOutlined />} active={s?.link} disabled={off} onClick={() => setLinkOpen(true)} />
        <Tool label={TR.unlink} icon={<DisconnectOutlined />} disabled={off || !s?.link} onClick={() => chain()?.extendMarkRange('link').unsetLink().run()} />
        <Tool
          label={uploading ? TR.uploading : TR.image}
          icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
          disabled={off || uploading > 0}
          onClick={() => fileInput.current?.click()}
        />
        <span className="sl-rte-sep" />
        <Tool label={TR.undo} icon={<UndoOutlined />} disabled={off || !s?.canUndo} onClick={() => chain()?.undo().run()} />
        <Tool label={TR.redo} icon={<RedoOutlined />} disabled={off || !s?.canRedo} onClick={() => chain()?.redo().run()} />
        <Tool label={TR.clear} icon={<ClearOutlined />} disabled={off} onClick={() => chain()?.unsetAllMarks().clearNodes().run()} />
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_IMAGE_ACCEPT}
          multiple
          style={{ display: 'none' }}
          tabIndex={-1}
          onChange={pickImage}
          data-testid={testId ? `${testId}-image-input` : 'rte-image-input'}
        />
      </div>
      <div className="sl-rte-body">
        {placeholder && s?.empty && (
          <div className="sl-rte-placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      <LinkDialog
        open={linkOpen}
        initial={(editor?.getAttributes('link').href as string | undefined) ?? ''}
        onCancel={() => setLinkOpen(false)}
        onOk={(url) => {
          setLinkOpen(false);
          const c = chain()?.extendMarkRange('link');
          if (!c || !editor) return;
          if (editor.state.selection.empty && !editor.isActive('link')) {
            // nothing selected: the address itself becomes the linked text
            c.insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] }).run();
          } else {
            c.setLink({ href: url }).run();
          }
        }}
      />
    </div>
  );
}
