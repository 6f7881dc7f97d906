import { CopyOutlined, PlusOutlined } from '@ant-design/icons';
import type { TPlatform } from '@shanlian/contract';
import { SUPERVISION_MSG as M } from '@shanlian/contract/browser';
import { App, Button, Checkbox, Form, Input, Modal, Popconfirm, Skeleton, Space, Switch, type TableColumnsType, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ConsolePageHead, DialogFooter } from '../../../components/console-layout';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { formatChinaTime } from '../../../lib/format';
import { supervisionText } from '../../../lib/text/supervision';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSupKeyedWrite, useSupPaged, useSupWrite } from '../api';
import { GradeTag } from '../components/case-bits';
import { PagedListCard, usePaging } from '../components/paged-list';
import '../supervision.css';

/** Copies a text: the Clipboard API where the page may use it, else a selected text field and the copy command. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the old way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

/** The access key, shown once after 新增 or 重置密钥, with 复制. */
function KeyModal({ shown, onClose }: { shown: { name: string; key: string } | null; onClose(): void }) {
  const { message } = App.useApp();
  const keyRef = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={!!shown}
      title={shown ? `${supervisionText.keyTitle} · ${shown.name}` : supervisionText.keyTitle}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="key-close">
          {supervisionText.keyClose}
        </Button>
      }
    >
      <p style={{ color: '#ad6800' }}>{supervisionText.keyOnce}</p>
      <Space.Compact style={{ width: '100%' }}>
        <div ref={keyRef} className="sv-key" data-testid="platform-key" style={{ flex: 1 }}>
          {shown?.key}
        </div>
        <Button
          icon={<CopyOutlined />}
          style={{ height: 'auto' }}
          onClick={async () => {
            if (!shown) return;
            if (await copyText(shown.key)) message.success(supervisionText.copied);
            else {
              const sel = window.getSelection();
              if (sel && keyRef.current) sel.selectAllChildren(keyRef.current);
              message.warning(supervisionText.copyFailed);
            }
          }}
          data-testid="key-copy"
        >
          {supervisionText.copy}
        </Button>
      </Space.Compact>
    </Modal>
  );
}

interface PlatformValues {
  Name: string;
  Vendor: string;
  Description: string;
  Enabled: boolean;
}

/** 新增 / 修改平台; a new platform's key is answered once (onKey). */
function PlatformDialog({ editing, onClose, onKey }: { editing: TPlatform | 'new' | null; onClose(): void; onKey(name: string, key: string): void }) {
  const add = useSupKeyedWrite('AI_Aiplat/AddAI_Aiplat');
  const update = useSupWrite('AI_Aiplat/UpdateAI_Aiplat');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<PlatformValues>
      editing={editing}
      title={row ? supervisionText.editPlatform : supervisionText.addPlatform}
      values={() =>
        row
          ? { Name: row.Name, Vendor: row.Vendor, Description: row.Description, Enabled: row.Enabled }
          : { Name: '', Vendor: '', Description: '', Enabled: true }
      }
      onSubmit={async (v, key) => {
        const input = { Name: v.Name.trim(), Vendor: (v.Vendor ?? '').trim(), Description: (v.Description ?? '').trim(), Enabled: v.Enabled };
        if (row) return update.run({ ...input, Id: row.Id }, supervisionText.saved2);
        const ok = await add.run(input, key, supervisionText.saved2);
        if (ok) onKey(input.Name, ok.data.AccessKey);
        return ok;
      }}
      onClose={onClose}
      okText={supervisionText.save2}
      pending={add.pending || update.pending}
      testId="platform-save"
    >
      <Form.Item name="Name" label={supervisionText.platformName} rules={requiredText(M.platformNameRequired, 50, '平台名称不能超过 50 个字')}>
        <Input maxLength={50} data-testid="platform-name" />
      </Form.Item>
      <Form.Item name="Vendor" label={supervisionText.vendor} rules={[{ max: 50, message: '厂商不能超过 50 个字' }]}>
        <Input maxLength={50} data-testid="platform-vendor" />
      </Form.Item>
      <Form.Item name="Description" label={supervisionText.description} rules={[{ max: 200, message: supervisionText.descriptionTooLong }]}>
        <Input.TextArea rows={3} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="Enabled" label={supervisionText.enabledLabel} valuePropName="checked">
        <Switch checkedChildren={supervisionText.enabled} unCheckedChildren={supervisionText.disabled} />
      </Form.Item>
    </CrudFormDialog>
  );
}

/** 开通能力: which abilities the platform offers (checkboxes over every ability). */
function AbilitiesDialog({ platform, onClose }: { platform: TPlatform | null; onClose(): void }) {
  const all = useSupPaged('AI_Aiabilityunique/GetAI_AiabilityuniqueList', { PagerInfo: { PageIndex: 1, PageSize: 100 } }, { enabled: !!platform });
  const set = useSupWrite('AI_Aiplatability/SetAbilities');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    if (platform) setChosen(platform.Abilities.map((a) => a.AbilityUniqueId));
  }, [platform]);
  return (
    <Modal
      open={!!platform}
      title={platform ? supervisionText.abilitiesTitle(platform.Name) : ''}
      onCancel={onClose}
      width={620}
      destroyOnHidden
      footer={
        <DialogFooter
          onCancel={onClose}
          onOk={async () => {
            if (!platform) return;
            if (await set.run({ PlatId: platform.Id, AbilityUniqueIds: chosen }, supervisionText.saved2)) onClose();
          }}
          okText={supervisionText.save2}
          pending={set.pending}
          testId="abilities-save"
        />
      }
    >
      {all.isLoading ? (
        <Skeleton active />
      ) : (
        <Checkbox.Group value={chosen} onChange={(v) => setChosen(v as string[])} style={{ width: '100%' }}>
          <div className="sv-ability-checks">
            {(all.data?.rows ?? []).map((a) => (
              <Checkbox key={a.Id} value={a.Id} disabled={!a.Enabled && !chosen.includes(a.Id)} data-testid={`ability-check-${a.Code}`}>
                {a.Name} <GradeTag grade={a.Grade} name={a.GradeName} />
                {!a.Enabled && <Tag>{supervisionText.disabled}</Tag>}
              </Checkbox>
            ))}
          </div>
        </Checkbox.Group>
      )}
    </Modal>
  );
}

/**
 * /console/ai-platforms — AI平台: the detection platforms, their abilities and access keys; 新增
 * shows the key once (复制), 重置密钥 and 删除 ask first, 开通能力 sets what each may push.
 */
export default function AiPlatformsPage() {
  usePageTitle(supervisionText.platformsTitle);
  const can = useCan();
  const paging = usePaging();
  const list = useSupPaged('AI_Aiplat/GetAI_AiplatList', { SearchName: paging.search || null, PagerInfo: paging.pager });
  const renew = useSupWrite('AI_Aiplat/RenewAccessKey');
  const del = useSupWrite('AI_Aiplat/DeleteAI_Aiplat');
  const [editing, setEditing] = useState<TPlatform | 'new' | null>(null);
  const [abilitiesOf, setAbilitiesOf] = useState<TPlatform | null>(null);
  const [key, setKey] = useState<{ name: string; key: string } | null>(null);
  const canEdit = can('ai-platform:edit');
  const canDelete = can('ai-platform:delete');

  const columns: TableColumnsType<TPlatform> = [
    { title: supervisionText.platformName, dataIndex: 'Name', width: 200 },
    { title: supervisionText.vendor, dataIndex: 'Vendor', width: 110, render: (v: string) => v || '—' },
    {
      title: supervisionText.enabledLabel,
      dataIndex: 'Enabled',
      width: 80,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? supervisionText.enabled : supervisionText.disabled}</Tag>,
    },
    {
      title: supervisionText.abilities,
      key: 'abilities',
      render: (_, r) =>
        r.Abilities.length ? (
          <span title={r.Abilities.map((a) => a.Name).join('、')}>
            {r.Abilities.slice(0, 4).map((a) => (
              <Tag key={a.Id}>{a.Name}</Tag>
            ))}
            {r.Abilities.length > 4 && <Tag>+{r.Abilities.length - 4}</Tag>}
          </span>
        ) : (
          '—'
        ),
    },
    { title: supervisionText.keyCreateTime, dataIndex: 'KeyCreateTime', width: 150, render: (v: string) => formatChinaTime(v, false) },
    {
      title: supervisionText.lastPush,
      dataIndex: 'LastPushTime',
      width: 150,
      render: (v: string | null) => (v ? formatChinaTime(v, false) : supervisionText.never),
    },
    ...(canEdit || canDelete
      ? [
          {
            title: supervisionText.actions,
            key: 'op',
            width: 260,
            render: (_: unknown, r: TPlatform) => (
              <Space size={0} wrap>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setEditing(r)} data-testid="platform-edit">
                    {supervisionText.edit}
                  </Button>
                )}
                {canEdit && (
                  <Button type="link" size="small" onClick={() => setAbilitiesOf(r)} data-testid="platform-abilities">
                    {supervisionText.setAbilities}
                  </Button>
                )}
                {canEdit && (
                  <Popconfirm
                    title={supervisionText.renewConfirm(r.Name)}
                    okButtonProps={{ danger: true, 'data-testid': 'platform-renew-ok' } as never}
                    onConfirm={async () => {
                      const ok = await renew.run({ Id: r.Id });
                      if (ok) setKey({ name: r.Name, key: ok.data.AccessKey });
                    }}
                  >
                    <Button type="link" size="small" data-testid="platform-renew">
                      {supervisionText.renewKey}
                    </Button>
                  </Popconfirm>
                )}
                {canDelete && (
                  <Popconfirm
                    title={supervisionText.delPlatform(r.Name)}
                    okButtonProps={{ danger: true, 'data-testid': 'platform-delete-ok' } as never}
                    onConfirm={() => del.run({ Id: r.Id }, supervisionText.deleted)}
                  >
                    <Button type="link" size="small" danger data-testid="platform-delete">
                      {supervisionText.del}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="sv-page">
      <ConsolePageHead
        title={supervisionText.platformsTitle}
        sub={supervisionText.platformsSub}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="platform-add">
              {supervisionText.addPlatform}
            </Button>
          )
        }
      />
      <PagedListCard<TPlatform> paging={paging} list={list} columns={columns} searchPlaceholder={supervisionText.platformSearch} testId="platform" />
      <PlatformDialog editing={editing} onClose={() => setEditing(null)} onKey={(name, k) => setKey({ name, key: k })} />
      <AbilitiesDialog platform={abilitiesOf} onClose={() => setAbilitiesOf(null)} />
      <KeyModal shown={key} onClose={() => setKey(null)} />
    </div>
  );
}
