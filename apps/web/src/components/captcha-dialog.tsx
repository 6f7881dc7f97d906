import { ReloadOutlined } from '@ant-design/icons';
import { MSG } from '@shanlian/contract/browser';
import { Input, Modal, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { accountApi } from '../api/account';
import { messageOf } from '../api/errors';
import { accountText } from '../lib/text';

const newSerial = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

/**
 * The image captcha asked before an SMS is sent. Each image is good for one try
 * (the server spends it right or wrong), so a failed try draws a new one; clicking
 * the image draws a new one too.
 */
export function CaptchaDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  /**
   * Resolves true when the SMS went out. false, or the server's message as a string,
   * keeps the dialog open with a fresh image (and the message shown under the input).
   */
  onSubmit: (captcha: { ValidCode: string; ValidSerialNumber: string }) => Promise<boolean | string>;
}) {
  const [serial, setSerial] = useState(newSerial);
  const [svg, setSvg] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const refresh = useCallback(async () => {
    const s = newSerial();
    setSerial(s);
    setSvg('');
    setCode('');
    try {
      setSvg(await accountApi.call('Account/GetImageValidateCode', { ValidSerialNumber: s, t: Date.now() }));
    } catch (e) {
      setError(messageOf(e, accountText.captchaLoadFailed));
    }
  }, []);

  useEffect(() => {
    if (open) {
      setError('');
      void refresh();
    }
  }, [open, refresh]);

  const submit = async () => {
    if (busy) return;
    if (!code.trim()) return setError(MSG.enterCaptcha);
    setBusy(true);
    try {
      const result = await onSubmit({ ValidCode: code.trim(), ValidSerialNumber: serial });
      if (result === true) return;
      await refresh();
      if (typeof result === 'string') setError(result);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={accountText.captchaTitle}
      open={open}
      onCancel={onCancel}
      onOk={submit}
      okText={accountText.ok}
      cancelText={accountText.cancel}
      confirmLoading={busy}
      destroyOnHidden
      width={380}
      centered
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginTop: 12 }}>
        <Input
          autoFocus
          size="large"
          data-testid="captcha-input"
          placeholder={accountText.captchaPlaceholder}
          maxLength={6}
          value={code}
          status={error ? 'error' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setError('');
          }}
          onPressEnter={submit}
          style={{ flex: 1 }}
        />
        <button
          type="button"
          title={accountText.captchaRefresh}
          aria-label={accountText.captchaRefresh}
          onClick={refresh}
          data-serial={serial}
          data-testid="captcha-image"
          style={{
            border: '1px solid #e5e7eb',
            borderRadius: 6,
            padding: 0,
            width: 122,
            height: 42,
            cursor: 'pointer',
            background: '#f4f6f8',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            overflow: 'hidden',
          }}
        >
          {svg ? <span style={{ display: 'flex' }} dangerouslySetInnerHTML={{ __html: svg }} /> : <Spin size="small" />}
        </button>
      </div>
      <div style={{ minHeight: 22, marginTop: 8, fontSize: 13 }}>
        {error ? (
          <span role="alert" data-testid="captcha-error" style={{ color: '#e4393c' }}>
            {error}
          </span>
        ) : (
          <span style={{ color: '#999' }}>
            <ReloadOutlined style={{ marginRight: 4 }} />
            {accountText.captchaHint}
          </span>
        )}
      </div>
    </Modal>
  );
}
