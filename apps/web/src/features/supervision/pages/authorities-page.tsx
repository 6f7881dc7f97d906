import type { TAuthority } from '@shanlian/contract';
import { SUPERVISION_MSG as M, MOBILE_PATTERN, MSG } from '@shanlian/contract/browser';
import { App, Button, Form, Input, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { firmApi } from '../../../api/firm';
import { iamApi } from '../../../api/iam';
import { supervisionApi } from '../../../api/supervision';
import { AdminFilters, AdminTable, PAGE_SIZE, SearchBox } from '../../../components/admin-table';
import { AreaCascader } from '../../../components/area-cascader';
import { ConsoleCard, ConsolePageHead, DialogFooter } from '../../../components/console-layout';
import { passwordRules } from '../../../lib/field-rules';
import { formatChinaTime } from '../../../lib/format';
import { authorityText } from '../../../lib/text/authority';
import { useCan } from '../../../lib/use-can';
import { usePageTitle } from '../../../lib/use-page-title';

interface AuthorityValues {
  FirmName: string;
  AreaCode: string;
  AdminFullName: string;
  AdminMobileNumber: string;
  AdminPassword: string;
}

/**
 * /console/authorities — 监管机构: the 市场监督管理局 registered for each area, with their
 * administrators and people; 登记监管机构 registers one with its first administrator, who then keeps
 * the authority's people, departments, positions and roles in 用户管理/部门管理/岗位管理/角色管理.
 */
export default function AuthoritiesPage() {
  usePageTitle(authorityText.title);
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const list = supervisionApi.usePaged('Supervision/GetAuthorityList', { SearchName: search || null, PagerInfo: { PageIndex: page, PageSize: PAGE_SIZE } });

  return (
    <>
      <ConsolePageHead
        title={authorityText.title}
        sub={authorityText.sub}
        extra={
          can('firm-review:review') && (
            <Button type="primary" data-testid="authority-add" onClick={() => setAdding(true)}>
              {authorityText.add}
            </Button>
          )
        }
      />
      <ConsoleCard>
        <AdminFilters>
          <SearchBox
            placeholder={authorityText.search}
            testId="authority-search"
            onSearch={(s) => {
              setSearch(s);
              setPage(1);
            }}
          />
        </AdminFilters>
        <AdminTable<TAuthority>
          list={list}
          page={page}
          onPage={setPage}
          rowKey="FirmId"
          columns={[
            { title: authorityText.name, dataIndex: 'FirmName' },
            { title: authorityText.area, dataIndex: 'AreaName', width: 200 },
            {
              title: authorityText.admins,
              dataIndex: 'AdminNames',
              width: 200,
              render: (names: string[]) =>
                names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : <span className="console-muted">{authorityText.noAdmin}</span>,
            },
            { title: authorityText.people, dataIndex: 'OfficerCount', width: 90 },
            { title: authorityText.createTime, dataIndex: 'CreateTime', width: 170, render: (t: string) => formatChinaTime(t) },
          ]}
        />
      </ConsoleCard>
      <AuthorityDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}

/** 登记监管机构: the authority's name and area, its first administrator's name, phone and initial password. */
function AuthorityDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [form] = Form.useForm<AuthorityValues>();
  // the authority's organisation, firm and first administrator show in the people pages and the firm list
  const add = supervisionApi.useWrite('Supervision/AddAuthority', { alsoRefresh: [iamApi.keys.all, firmApi.keys.all] });
  const { modal } = App.useApp();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async (v: AuthorityValues) => {
    const ok = await add.run({
      FirmName: v.FirmName.trim(),
      AreaCode: v.AreaCode,
      AdminFullName: v.AdminFullName.trim(),
      AdminMobileNumber: v.AdminMobileNumber.trim(),
      AdminPassword: v.AdminPassword,
    });
    if (!ok) return;
    onClose();
    modal.success({
      title: authorityText.added,
      content: authorityText.addedHint(v.AdminFullName.trim(), v.AdminMobileNumber.trim()),
      okText: authorityText.ok,
    });
  };
  return (
    <Modal
      open={open}
      title={authorityText.add}
      onCancel={onClose}
      width={560}
      footer={<DialogFooter onCancel={onClose} onOk={() => form.submit()} okText={authorityText.submit} pending={add.pending} testId="authority-submit" />}
    >
      <p className="console-muted">{authorityText.dialogHint}</p>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="authority-form">
        <Form.Item
          name="FirmName"
          label={authorityText.name}
          rules={[
            { required: true, whitespace: true, message: M.authorityNameRequired },
            { max: 50, message: M.authorityNameTooLong },
          ]}
        >
          <Input placeholder={authorityText.namePlaceholder} maxLength={50} data-testid="authority-name" />
        </Form.Item>
        <Form.Item name="AreaCode" label={authorityText.area} rules={[{ required: true, message: authorityText.areaRequired }]}>
          <AreaCascader placeholder={authorityText.areaRequired} testId="authority-area" />
        </Form.Item>
        <Form.Item
          name="AdminFullName"
          label={authorityText.adminName}
          rules={[
            { required: true, whitespace: true, message: M.authorityAdminNameRequired },
            { max: 30, message: M.authorityAdminNameTooLong },
          ]}
        >
          <Input maxLength={30} data-testid="authority-admin-name" />
        </Form.Item>
        <Form.Item
          name="AdminMobileNumber"
          label={authorityText.adminPhone}
          rules={[
            { required: true, message: MSG.enterPhone },
            { pattern: MOBILE_PATTERN, message: MSG.phoneFormat },
          ]}
          extra={authorityText.adminPhoneHint}
        >
          <Input maxLength={11} inputMode="numeric" data-testid="authority-admin-phone" />
        </Form.Item>
        <Form.Item name="AdminPassword" label={authorityText.adminPassword} rules={passwordRules} extra={authorityText.adminPasswordHint}>
          <Input.Password autoComplete="new-password" data-testid="authority-admin-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
