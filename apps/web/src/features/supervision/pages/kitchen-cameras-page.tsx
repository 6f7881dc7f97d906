import { PlusOutlined } from '@ant-design/icons';
import type { TMonitor, TUploadedFile } from '@shanlian/contract';
import { SUPERVISION_MSG as M } from '@shanlian/contract/browser';
import { Button, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaTime } from '../../../lib/format';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupPaged, useSupWrite } from '../api';
import { CameraDialog } from '../components/camera-dialog';
import { CameraStage, CameraTile } from '../components/camera-stage';
import { Frame } from '../components/frame';
import '../supervision.css';

/**
 * /eshop/store/monitor 明厨亮灶 — the canteen's own kitchen cameras, each playing (a click opens it
 * large, with playback); 新增 / 修改 / 删除 for holders of kitchen-camera:edit / :delete.
 */
export default function KitchenCamerasPage() {
  usePageTitle(supervisionText.kitchenTitle);
  const can = useCan();
  const list = useSupPaged('Monitor/GetMonitorList', { PagerInfo: { PageIndex: 1, PageSize: 100 } });
  const del = useSupWrite('Monitor/DeleteMonitor');
  const [editing, setEditing] = useState<TMonitor | 'new' | null>(null);
  const [opened, setOpened] = useState<TMonitor | null>(null);
  const [evidence, setEvidence] = useState<TUploadedFile | null>(null);
  const [reporting, setReporting] = useState(false);
  const rows = list.data?.rows ?? [];
  const canEdit = can('kitchen-camera:edit');
  const canDelete = can('kitchen-camera:delete');

  const add = canEdit && (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="camera-add">
      {supervisionText.addCamera}
    </Button>
  );

  const actions = (m: TMonitor) =>
    canEdit || canDelete ? (
      <>
        {canEdit && (
          <Button type="link" size="small" onClick={() => setEditing(m)} data-testid="camera-edit">
            {supervisionText.edit}
          </Button>
        )}
        {canDelete && (
          <Popconfirm
            title={supervisionText.delCamera(m.Name)}
            okText={supervisionText.del}
            cancelText={supervisionText.cancel}
            okButtonProps={{ danger: true, 'data-testid': 'camera-delete-ok' } as never}
            onConfirm={() => del.run({ Id: m.Id }, supervisionText.deleted)}
          >
            <Button type="link" size="small" danger data-testid="camera-delete">
              {supervisionText.del}
            </Button>
          </Popconfirm>
        )}
      </>
    ) : null;

  return (
    <Frame title={supervisionText.kitchenTitle} sub={supervisionText.kitchenSub} extra={add} testId="kitchen-page">
      {list.isLoading ? (
        <div className="sv-grid">
          {[0, 1, 2].map((i) => (
            <Skeleton.Node key={i} active style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
          ))}
        </div>
      ) : list.error ? (
        <EmptyState description={list.error.message}>
          <Button onClick={() => list.refetch()}>{supervisionText.retry}</Button>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState description={M.noVideo}>
          <div className="sv-muted">{supervisionText.camerasNoneHint}</div>
        </EmptyState>
      ) : (
        <div className="sv-grid" data-testid="kitchen-grid">
          {rows.map((m) => (
            <div key={m.Id} data-testid="kitchen-camera">
              <CameraTile monitor={m} onOpen={() => setOpened(m)} extra={actions(m)} />
              <div className="sv-muted" style={{ padding: '2px 10px' }}>
                {m.MonitorTypeName} · {m.PlayUrl}
                {m.LastCheckTime ? ` · ${supervisionText.lastCheck} ${formatChinaTime(m.LastCheckTime, false)}` : ''}
              </div>
            </div>
          ))}
        </div>
      )}
      <CameraDialog editing={editing} onClose={() => setEditing(null)} />
      <CameraStage
        monitor={opened}
        onClose={() => setOpened(null)}
        evidence={evidence}
        setEvidence={setEvidence}
        reporting={reporting}
        setReporting={setReporting}
      />
    </Frame>
  );
}
