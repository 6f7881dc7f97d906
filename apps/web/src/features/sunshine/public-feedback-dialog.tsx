import { CloseOutlined, CopyOutlined, PlusOutlined } from '@ant-design/icons';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTENT_MAX,
  FEEDBACK_PHOTOS_MAX,
  isMobileNumber,
  MSG,
  SUNSHINE_MSG,
  UPLOAD_IMAGE_ACCEPT,
} from '@shanlian/contract/browser';
import { App, Button, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { accountApi } from '../../api/account';
import { call } from '../../api/client';
import { imageProblem, uploadFeedbackPhotos } from '../../api/upload';
import { CaptchaDialog } from '../../components/captcha-dialog';
import { SmsCodeButton } from '../../components/sms-code-button';
import { useSubmitKey } from '../../lib/use-submit-key';
import { TP } from './public-text';
import './feedback-photos.css';
import { messageOf } from '../../api/errors';

type Values = { Category?: number; Content?: string; Phone?: string; Code?: string };

/** Copies the tracking code; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 我要反馈: a parent writes to the school after proving their phone (image captcha, then an SMS
 * code for 'feedback'); the answer is the tracking code, shown large with 复制 and the way to the
 * lookup page. Up to three photos, checked before they go; sent with the feedback after the code
 * is checked (its ticket lets the server take them from this phone only).
 */
export function FeedbackDialog({ open, onClose, firmId, schoolName }: { open: boolean; onClose: () => void; firmId: string; schoolName: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [settle, setSettle] = useState<((sent: boolean) => void) | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string | null>(null);
  const [photos, setPhotos] = useState<File[]>([]);
  const submitKey = useSubmitKey(open);

  const close = () => {
    onClose();
    if (code) {
      setCode(null);
      setPhotos([]);
      form.resetFields();
    }
  };

  const addPhotos = (chosen: File[]) => {
    for (const f of chosen) {
      const problem = imageProblem(f);
      if (problem) {
        message.error(problem);
        return;
      }
    }
    const next = [...photos, ...chosen];
    if (next.length > FEEDBACK_PHOTOS_MAX) message.warning(SUNSHINE_MSG.feedbackPhotosTooMany);
    setPhotos(next.slice(0, FEEDBACK_PHOTOS_MAX));
  };

  const requestSms = async (): Promise<boolean> => {
    try {
      await form.validateFields(['Phone']);
    } catch {
      return false;
    }
    setCaptchaOpen(true);
    return new Promise<boolean>((resolve) => setSettle(() => resolve));
  };

  const finishCaptcha = (sent: boolean) => {
    setCaptchaOpen(false);
    settle?.(sent);
    setSettle(null);
  };

  const sendSms = async (captcha: { ValidCode: string; ValidSerialNumber: string }): Promise<boolean | string> => {
    try {
      await accountApi.call('Account/SendPhoneMessage', { Phone: (form.getFieldValue('Phone') ?? '').trim(), ...captcha, Purpose: 'feedback' });
      message.success(MSG.smsSent);
      finishCaptcha(true);
      return true;
    } catch (e) {
      const text = messageOf(e, MSG.serverError);
      message.error(text);
      return text;
    }
  };

  const submit = async () => {
    if (busy) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      const phone = (v.Phone ?? '').trim();
      let proof = (v.Code ?? '').trim();
      let FileIds: string[] | undefined;
      if (photos.length) {
        // the code is checked once; its ticket carries the photos and then the feedback
        proof = (await accountApi.call('Account/IsValidCode', { Phone: phone, Code: proof, Purpose: 'feedback' })).VerifyToken;
        FileIds = (await uploadFeedbackPhotos(photos, phone, proof)).map((f) => f.Id);
      }
      const res = await call(
        'Public/SubmitFeedback',
        { FirmId: firmId, Phone: phone, Code: proof, Category: v.Category as number, Content: v.Content ?? '', FileIds },
        { idempotencyKey: submitKey.key },
      );
      submitKey.renew();
      setCode(res.TrackingCode);
    } catch (e) {
      message.error(messageOf(e, MSG.serverError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={code ? TP.submitted : `${TP.feedbackTitle} · ${schoolName}`}
      onCancel={close}
      destroyOnHidden={false}
      centered
      width={480}
      footer={
        code ? (
          <Button type="primary" onClick={close}>
            {TP.done}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{TP.cancel}</Button>
            <Button type="primary" loading={busy} onClick={submit} data-testid="feedback-submit">
              {TP.submit}
            </Button>
          </>
        )
      }
    >
      {code ? (
        <div className="pub-done" data-testid="feedback-done">
          <div className="pub-sub">{TP.trackingCode}</div>
          <div className="pub-code" data-testid="tracking-code">
            {code}
          </div>
          <Button
            icon={<CopyOutlined />}
            onClick={async () => ((await copyText(code)) ? message.success(TP.copied) : message.warning(TP.copyFailed))}
            data-testid="tracking-copy"
          >
            {TP.copy}
          </Button>
          <p className="pub-sub" style={{ margin: '12px 0' }}>
            {TP.trackingHint}
          </p>
          <Link to={`/eshop/school/feedback?code=${encodeURIComponent(code)}`} onClick={close} data-testid="tracking-link">
            {TP.toLookup}
          </Link>
        </div>
      ) : (
        <Form form={form} layout="vertical" requiredMark disabled={busy} data-testid="feedback-form">
          <p className="pub-sub" style={{ marginTop: 0 }}>
            {TP.feedbackIntro}
          </p>
          <Form.Item name="Category" label={TP.category} rules={[{ required: true, message: SUNSHINE_MSG.categoryRequired }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              data-testid="feedback-category"
              options={Object.entries(FEEDBACK_CATEGORIES).map(([k, label]) => ({ value: Number(k), label }))}
              style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}
            />
          </Form.Item>
          <Form.Item
            name="Content"
            label={TP.content}
            rules={[
              { required: true, whitespace: true, message: SUNSHINE_MSG.contentRequired },
              { max: FEEDBACK_CONTENT_MAX, message: SUNSHINE_MSG.contentTooLong },
            ]}
          >
            <Input.TextArea rows={4} maxLength={FEEDBACK_CONTENT_MAX} showCount placeholder={TP.contentPlaceholder} data-testid="feedback-content" />
          </Form.Item>
          <Form.Item label={TP.photos} extra={TP.photosHint}>
            <PhotoPicker photos={photos} onAdd={addPhotos} onRemove={(i) => setPhotos(photos.filter((_, j) => j !== i))} disabled={busy} />
          </Form.Item>
          <Form.Item
            name="Phone"
            label={TP.phone}
            validateTrigger="onBlur"
            rules={[
              { required: true, whitespace: true, message: MSG.enterPhone },
              { validator: (_, v: string | undefined) => (!v || isMobileNumber(v.trim()) ? Promise.resolve() : Promise.reject(new Error(MSG.phoneFormat))) },
            ]}
          >
            <Input inputMode="tel" maxLength={11} placeholder={TP.phonePlaceholder} data-testid="feedback-phone" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={TP.smsCode} required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="Code" noStyle rules={[{ required: true, whitespace: true, message: TP.smsPlaceholder }]}>
                <Input inputMode="numeric" maxLength={6} autoComplete="one-time-code" placeholder={TP.smsPlaceholder} data-testid="feedback-code" />
              </Form.Item>
              <SmsCodeButton onRequest={requestSms} />
            </div>
          </Form.Item>
        </Form>
      )}
      <CaptchaDialog open={captchaOpen} onCancel={() => finishCaptcha(false)} onSubmit={sendSms} />
    </Modal>
  );
}

/** The chosen photos as thumbnails (each with ×), and a + tile while fewer than the most. */
function PhotoPicker({
  photos,
  onAdd,
  onRemove,
  disabled,
}: {
  photos: File[];
  onAdd: (files: File[]) => void;
  onRemove: (i: number) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map((p) => URL.createObjectURL(p));
    setUrls(made);
    return () => {
      for (const u of made) URL.revokeObjectURL(u);
    };
  }, [photos]);
  return (
    <div className="pub-photos" data-testid="feedback-photos">
      {urls.map((url, i) => (
        <div className="pub-photo" key={url}>
          <img src={url} alt={TP.photoAlt(i + 1)} />
          <button
            type="button"
            className="pub-photo-remove"
            aria-label={TP.removePhoto}
            onClick={() => onRemove(i)}
            disabled={disabled}
            data-testid="photo-remove"
          >
            <CloseOutlined />
          </button>
        </div>
      ))}
      {photos.length < FEEDBACK_PHOTOS_MAX && (
        <button type="button" className="pub-photo pub-photo-add" onClick={() => input.current?.click()} disabled={disabled} data-testid="photo-add">
          <PlusOutlined />
          <span>{TP.addPhoto}</span>
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept={UPLOAD_IMAGE_ACCEPT}
        multiple
        style={{ display: 'none' }}
        onChange={(e) => {
          onAdd([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
        data-testid="photo-input"
      />
    </div>
  );
}
