import type { TMonitor, TUploadedFile } from '@shanlian/contract';
import { SUPERVISION_MSG as M } from '@shanlian/contract/browser';
import { Badge, Pagination, Skeleton, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { SearchBox } from '../../../components/admin-table';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupPaged } from '../api';
import { CameraStage, CameraTile } from '../components/camera-stage';
import '../supervision.css';

const FIRMS_PAGE = 20;
const CAMERAS_PAGE = 60;

/**
 * /console/monitors — the supervisor's camera wall: the firms of the area with cameras (cameras
 * online, open cases; searched on Enter), the chosen firm's cameras playing in a grid; a camera
 * opens large with 截图, 录像, 违规上报 and 回放.
 */
export default function MonitorWallPage() {
  usePageTitle(supervisionText.wallTitle);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [firmId, setFirmId] = useState<string | null>(null);
  const [opened, setOpened] = useState<TMonitor | null>(null);
  const [evidence, setEvidence] = useState<TUploadedFile | null>(null);
  const [reporting, setReporting] = useState(false);
  const can = useCan();

  const firms = useSupPaged('Monitor/GetMonitorFirmList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: FIRMS_PAGE } });
  const firmRows = firms.data?.rows ?? [];
  const firm = firmRows.find((f) => f.FirmId === firmId) ?? null;

  // the first firm of the list is shown until another is picked
  useEffect(() => {
    if (firms.isPlaceholderData) return;
    if (!firmRows.length) return;
    if (!firmId || !firmRows.some((f) => f.FirmId === firmId)) setFirmId(firmRows[0]?.FirmId ?? null);
  }, [firmRows, firmId, firms.isPlaceholderData]);

  const cameras = useSupPaged('Monitor/GetMonitorList', { FirmId: firmId, PagerInfo: { PageIndex: 1, PageSize: CAMERAS_PAGE } }, { enabled: !!firmId });
  const cameraRows = firmId ? (cameras.data?.rows ?? []) : [];

  const openWithEvidence = (m: TMonitor) => (f: TUploadedFile) => {
    setEvidence(f);
    setOpened(m);
    if (can('violation:edit')) setReporting(true);
  };

  return (
    <div className="sv-page">
      <ConsolePageHead title={supervisionText.wallTitle} sub={supervisionText.wallSub} />
      <div className="sv-wall">
        <ConsoleCard className="sv-firms">
          <div className="sv-firms-head">{supervisionText.firms}</div>
          <SearchBox
            placeholder={supervisionText.firmSearch}
            testId="wall-firm-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
          <div className="sv-firm-list" data-testid="wall-firms">
            {firms.isLoading ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : firms.error ? (
              <EmptyState description={firms.error.message} />
            ) : firmRows.length === 0 ? (
              <EmptyState description={supervisionText.firmsNone} />
            ) : (
              firmRows.map((f) => (
                <button
                  key={f.FirmId}
                  type="button"
                  className={`sv-firm${f.FirmId === firmId ? ' is-active' : ''}`}
                  onClick={() => setFirmId(f.FirmId)}
                  aria-pressed={f.FirmId === firmId}
                  data-testid="wall-firm"
                  data-firm={f.FirmId}
                >
                  <span className="sv-firm-name">{f.FirmName}</span>
                  <span className="sv-firm-meta">
                    <Badge status={f.Online > 0 ? 'success' : 'default'} text={supervisionText.onlineOf(f.Online, f.Cameras)} />
                    {f.OpenCases > 0 && (
                      <Tag color="red" className="sv-firm-cases">
                        {supervisionText.openCases(f.OpenCases)}
                      </Tag>
                    )}
                  </span>
                </button>
              ))
            )}
          </div>
          {(firms.data?.pager.RowCount ?? 0) > FIRMS_PAGE && (
            <Pagination simple size="small" current={page} pageSize={FIRMS_PAGE} total={firms.data?.pager.RowCount ?? 0} onChange={setPage} />
          )}
        </ConsoleCard>

        <ConsoleCard className="sv-cams">
          <div className="sv-cams-head">
            {firm ? (
              <>
                <h2>{supervisionText.camerasOf(firm.FirmName)}</h2>
                <span className="sv-muted">{firm.AreaName}</span>
              </>
            ) : (
              <h2>{supervisionText.wallTitle}</h2>
            )}
          </div>
          {firms.isLoading || (firmId && cameras.isLoading) ? (
            <div className="sv-grid">
              {[0, 1, 2].map((i) => (
                <Skeleton.Node key={i} active style={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
              ))}
            </div>
          ) : !firmId ? (
            <EmptyState description={firmRows.length ? supervisionText.pickFirm : M.noVideo} />
          ) : cameras.error ? (
            <EmptyState description={cameras.error.message} />
          ) : cameraRows.length === 0 ? (
            <EmptyState description={M.noVideo} />
          ) : (
            <div className="sv-grid" data-testid="wall-grid">
              {cameraRows.map((m) => (
                <CameraTile key={m.Id} monitor={m} onOpen={() => setOpened(m)} onSaved={can('violation:edit') ? openWithEvidence(m) : undefined} />
              ))}
            </div>
          )}
        </ConsoleCard>
      </div>
      <CameraStage
        monitor={opened}
        onClose={() => setOpened(null)}
        evidence={evidence}
        setEvidence={setEvidence}
        reporting={reporting}
        setReporting={setReporting}
      />
    </div>
  );
}
