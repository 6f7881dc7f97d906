import type { TUserSession } from '@shanlian/contract';
import { App, Button, Drawer, Table, Tooltip } from 'antd';
import { useState } from 'react';
import { formatChinaTime } from '../../../lib/format';
import { operatorText } from '../../../lib/text/operator';
import { useCan } from '../../../lib/use-can';
import { useOperatorOp, useOperatorWrite } from '../api';
import { browserOf } from '../rules/review-rules';
import { type ReasonAsk, ReasonDialog } from './reason-dialog';

export interface SessionUser {
  Id: string;
  FullName: string;
  MobileNumber: string;
}

/** A user's login sessions (created, last seen, expiry, IP, browser); 结束此会话 / 结束全部会话 with a reason. */
export function SessionsDrawer({ user, onClose }: { user: SessionUser | null; onClose: () => void }) {
  const { message } = App.useApp();
  const can = useCan();
  const sessions = useOperatorOp('Operator/GetUserSessions', { UserId: user?.Id ?? '' }, { enabled: !!user });
  const revoke = useOperatorWrite('Operator/RevokeUserSessions');
  const [ask, setAsk] = useState<ReasonAsk | null>(null);
  const mayEnd = can('operator-tool:edit');
  const rows = sessions.data ?? [];
  const name = user ? user.FullName || user.MobileNumber : '';

  const end = (sessionId: string | null) =>
    user &&
    setAsk({
      title: sessionId ? operatorText.endOneTitle : operatorText.endAllTitle(name),
      action: sessionId ? operatorText.endOne : operatorText.endAll,
      hint: operatorText.endHint,
      danger: true,
      onSubmit: async (reason) => {
        const done = await revoke.run({ UserId: user.Id, SessionId: sessionId, Reason: reason });
        if (done) message.success(operatorText.ended(done.data.Ended));
        return !!done;
      },
    });

  return (
    <Drawer
      open={!!user}
      onClose={onClose}
      size={1000}
      destroyOnHidden
      title={operatorText.sessionsTitle(name)}
      extra={
        mayEnd && (
          <Button danger disabled={!rows.length} onClick={() => end(null)} data-testid="sessions-end-all">
            {operatorText.endAll}
          </Button>
        )
      }
    >
      <Table<TUserSession>
        rowKey="Id"
        size="middle"
        loading={sessions.isLoading || sessions.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{ emptyText: sessions.error ? sessions.error.message : operatorText.noSessions }}
        onRow={() => ({ 'data-testid': 'session-row' }) as never}
        columns={[
          { title: operatorText.sessionCreated, dataIndex: 'CreateTime', width: 160, render: (t: string) => formatChinaTime(t) },
          { title: operatorText.sessionLastSeen, dataIndex: 'LastSeenTime', width: 160, render: (t: string | null) => (t ? formatChinaTime(t) : '—') },
          { title: operatorText.sessionExpires, dataIndex: 'ExpireTime', width: 160, render: (t: string) => formatChinaTime(t) },
          { title: operatorText.ip, dataIndex: 'Ip', width: 130, render: (v: string) => <span className="op-mono">{v || '—'}</span> },
          {
            title: operatorText.browser,
            dataIndex: 'UserAgent',
            ellipsis: true,
            render: (ua: string) => (
              <Tooltip title={ua}>
                <span>{browserOf(ua)}</span>
              </Tooltip>
            ),
          },
          ...(mayEnd
            ? [
                {
                  title: operatorText.actions,
                  key: 'op',
                  width: 100,
                  render: (_: unknown, r: TUserSession) => (
                    <Button type="link" size="small" danger onClick={() => end(r.Id)} data-testid="session-end">
                      {operatorText.endOne}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ReasonDialog ask={ask} pending={revoke.pending} onClose={() => setAsk(null)} />
    </Drawer>
  );
}
