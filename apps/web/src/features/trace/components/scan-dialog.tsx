import { Alert, Modal, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../../api/client';
import { messageOf } from '../../../api/errors';
import { TSi } from '../stock-in-text';

type Found = Awaited<ReturnType<typeof call<'FD_Foodfirmfillin/GetByTraceCode'>>>;

/**
 * 扫码验收: the phone's back camera, decoded by zxing (loaded only when this dialog opens, so no
 * other page carries it), until a label reads; the record it names is then opened by the server.
 * A code the server refuses is shown and scanning goes on.
 */
export function ScanDialog({ open, onClose, onFound }: { open: boolean; onClose: () => void; onFound: (record: Found) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<'starting' | 'scanning' | 'looking'>('starting');
  const [error, setError] = useState<string | null>(null);
  const found = useRef(onFound);
  found.current = onFound;

  useEffect(() => {
    if (!open) return;
    let stopped = false;
    let controls: { stop: () => void } | null = null;
    let busy = false;
    setPhase('starting');
    setError(null);
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current, async (result) => {
          if (!result || busy || stopped) return;
          busy = true;
          setPhase('looking');
          try {
            const record = await call('FD_Foodfirmfillin/GetByTraceCode', { Code: result.getText() });
            if (stopped) return;
            stopped = true;
            controls?.stop();
            found.current(record);
          } catch (e) {
            setError(messageOf(e));
            setPhase('scanning');
            // the same label is read many times a second: give the person time to read the message
            setTimeout(() => {
              busy = false;
            }, 1500);
          }
        });
        if (stopped) controls.stop();
        else setPhase('scanning');
      } catch {
        if (!stopped) setError(TSi.scanNoCamera);
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [open]);

  return (
    <Modal open={open} title={TSi.scanTitle} onCancel={onClose} footer={null} destroyOnHidden className="si-accept">
      <p className="si-muted">{phase === 'looking' ? TSi.scanFound : phase === 'starting' ? TSi.scanStarting : TSi.scanHint}</p>
      <Spin spinning={phase !== 'scanning'}>
        {/* biome-ignore lint/a11y/useMediaCaption: a live camera viewfinder has no speech to caption */}
        <video ref={video} className="si-scan-video" muted playsInline data-testid="si-scan-video" />
      </Spin>
      {error && <Alert style={{ marginTop: 8 }} type="error" title={error} data-testid="si-scan-error" />}
    </Modal>
  );
}
