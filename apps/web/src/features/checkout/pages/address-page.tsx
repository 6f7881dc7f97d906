import type { TAddress } from '@shanlian/contract';
import { App, Button, Card, Empty, List, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { messageOf } from '../../../api/errors';
import { useSubmitKey } from '../../../lib/use-submit-key';
import { useAddresses, useDeleteAddress, useSaveAddress } from '../api/addresses';
import { AddressDialog } from '../components/address-dialog';

/** 收货地址: the firm's address book — add, edit, set the default, delete (never the default). */
export default function AddressPage() {
  const { message } = App.useApp();
  const q = useAddresses();
  const del = useDeleteAddress();
  const save = useSaveAddress();
  const [editing, setEditing] = useState<{ open: boolean; address: TAddress | null }>({ open: false, address: null });
  const [defaulting, setDefaulting] = useState<string | null>(null);
  const defaultKey = useSubmitKey(defaulting);

  const makeDefault = async (a: TAddress) => {
    setDefaulting(a.Id);
    try {
      await save.mutateAsync({ input: { Id: a.Id, Contact: a.Contact, Phone: a.Phone, Address: a.Address, IsDefault: true }, key: defaultKey.key });
      defaultKey.renew();
      message.success('已设为默认地址');
    } catch (e) {
      message.error(messageOf(e, '设置失败'));
    } finally {
      setDefaulting(null);
    }
  };
  const remove = async (a: TAddress) => {
    try {
      await del.mutateAsync(a.Id);
      message.success('地址已删除');
    } catch (e) {
      message.error(messageOf(e, '删除失败'));
    }
  };

  return (
    <Card
      title="收货地址"
      extra={
        <Button type="primary" onClick={() => setEditing({ open: true, address: null })} data-testid="address-add">
          新增地址
        </Button>
      }
    >
      {q.isLoading ? (
        <Skeleton active />
      ) : q.error ? (
        <Empty description={q.error instanceof Error ? q.error.message : '加载失败'}>
          <Button onClick={() => q.refetch()}>重试</Button>
        </Empty>
      ) : (q.data ?? []).length === 0 ? (
        <Empty description="还没有收货地址" />
      ) : (
        <List
          dataSource={q.data}
          renderItem={(a) => (
            <List.Item
              data-testid="address-row"
              actions={[
                <Button key="edit" type="link" onClick={() => setEditing({ open: true, address: a })}>
                  编辑
                </Button>,
                !a.IsDefault && (
                  <Button key="default" type="link" loading={defaulting === a.Id} disabled={!!defaulting} onClick={() => makeDefault(a)}>
                    设为默认
                  </Button>
                ),
                !a.IsDefault && (
                  <Popconfirm key="del" title="确定删除这个地址？" okText="删除" cancelText="取消" onConfirm={() => remove(a)}>
                    <Button type="link" danger disabled={del.isPending}>
                      删除
                    </Button>
                  </Popconfirm>
                ),
              ].filter(Boolean)}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    <span>{a.Contact}</span>
                    <span>{a.Phone}</span>
                    {a.IsDefault && <Tag color="red">默认</Tag>}
                  </Space>
                }
                description={<span style={{ wordBreak: 'break-all' }}>{a.Address}</span>}
              />
            </List.Item>
          )}
        />
      )}
      <AddressDialog open={editing.open} address={editing.address} onClose={() => setEditing({ open: false, address: null })} />
    </Card>
  );
}
