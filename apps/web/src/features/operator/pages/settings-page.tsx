import { Alert, Button, Popconfirm, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { ConsoleCard, ConsolePageHead } from '../../../components/console-layout';
import { EmptyState } from '../../../components/empty-state';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOperatorOp, useOperatorWrite } from '../api';
import { WorkCalendarCard } from '../components/work-calendar-card';
import '../operator.css';

/** /console/settings — 平台设置: whether new shelf items and changes wait for review, saved after a confirmation; the work calendar. */
export default function SettingsPage() {
  usePageTitle(operatorText.settingsTitle);
  const can = useCan();
  const mayEdit = can('platform-setting:edit');
  const settings = useOperatorOp('Operator/GetSettings', {});
  const save = useOperatorWrite('Operator/SaveSettings');
  const [required, setRequired] = useState<boolean | null>(null);
  const saved = settings.data?.ShelfReviewRequired;
  useEffect(() => {
    if (saved !== undefined) setRequired(saved);
  }, [saved]);
  const changed = required !== null && saved !== undefined && required !== saved;

  return (
    <>
      <ConsolePageHead title={operatorText.settingsTitle} sub={operatorText.settingsSub} />
      <ConsoleCard>
        {settings.isLoading || (required === null && !settings.error) ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : settings.error ? (
          <EmptyState description={settings.error.message}>
            <Button onClick={() => settings.refetch()}>{operatorText.retry}</Button>
          </EmptyState>
        ) : (
          <>
            {!mayEdit && <Alert type="info" showIcon title={operatorText.readOnly} style={{ marginBottom: 16 }} />}
            <div className="op-setting">
              <div>
                <h3 id="shelf-review-label">{operatorText.shelfReviewLabel}</h3>
                <p>{operatorText.shelfReviewExplain}</p>
              </div>
              <Switch
                aria-labelledby="shelf-review-label"
                checked={!!required}
                disabled={!mayEdit || save.pending}
                onChange={setRequired}
                checkedChildren={operatorText.shelfReviewOn}
                unCheckedChildren={operatorText.shelfReviewOff}
                data-testid="setting-shelf-review"
              />
            </div>
            {mayEdit && (
              <div className="op-setting-actions">
                <Button disabled={!changed || save.pending} onClick={() => setRequired(saved ?? null)}>
                  {operatorText.cancel}
                </Button>
                <Popconfirm
                  placement="topRight"
                  title={operatorText.saveAsk}
                  description={required ? operatorText.saveAskOn : operatorText.saveAskOff}
                  okText={operatorText.save}
                  cancelText={operatorText.cancel}
                  disabled={!changed}
                  okButtonProps={{ 'data-testid': 'settings-save-ok' } as never}
                  onConfirm={() => save.run({ ShelfReviewRequired: !!required }, operatorText.saved)}
                >
                  <Button type="primary" disabled={!changed} loading={save.pending} data-testid="settings-save">
                    {operatorText.save}
                  </Button>
                </Popconfirm>
              </div>
            )}
          </>
        )}
      </ConsoleCard>
      <WorkCalendarCard mayEdit={mayEdit} />
    </>
  );
}
