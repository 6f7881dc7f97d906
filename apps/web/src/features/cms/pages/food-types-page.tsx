import type { TConsoleFoodType } from '@shanlian/contract';
import { foodTypeCodeFits, OPERATOR_MSG as M, NUTRITION_MEAL_TYPE_CODE } from '@shanlian/contract/browser';
import { Button, Form, Input, Space, type TableColumnsType, Tooltip } from 'antd';
import { useMemo } from 'react';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import { ContentHead, ContentTable, DeleteAction, useContentPage } from '../components/content-page';
import { SortField } from '../components/sort-field';
import '../operator-content.css';

/** Codes are 3 digits at the top and 2 more a level, 9 at most: four levels. */
const MAX_CODE = 9;

type Row = Omit<TConsoleFoodType, 'Children'> & { Children?: Row[] };

/** The tree as the table draws it: leaves without a Children list, so they get no expand button. */
const rowsOf = (types: TConsoleFoodType[]): Row[] => types.map((t) => ({ ...t, Children: t.Children.length ? rowsOf(t.Children) : undefined }));

function indexOf(types: TConsoleFoodType[], into = new Map<string, TConsoleFoodType>()) {
  for (const t of types) {
    into.set(t.Id, t);
    indexOf(t.Children, into);
  }
  return into;
}

type Editing = { row: Row | null; parent: TConsoleFoodType | null } | null;

interface TypeValues {
  Code: string;
  Name: string;
  Sort: number;
}

/** 新增 / 修改分类: code (checked against the parent's), name, order; 营养餐 keeps its code. */
function TypeDialog({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const save = useContentKeyedWrite('CMS/SaveFoodType');
  const row = editing?.row ?? null;
  const parent = editing?.parent ?? null;
  const fixed = row?.Code === NUTRITION_MEAL_TYPE_CODE;
  return (
    <CrudFormDialog<TypeValues>
      editing={editing}
      title={row ? operatorContentText.editType : parent ? `${operatorContentText.addType} · ${parent.Name}` : operatorContentText.addTopType}
      values={() =>
        row ? { Code: row.Code, Name: row.Name, Sort: row.Sort } : { Code: parent?.Code ?? '', Name: '', Sort: (parent?.Children.length ?? 0) + 1 }
      }
      onSubmit={(v, key) =>
        save.run(
          { Id: row?.Id ?? null, Code: v.Code.trim(), Name: v.Name.trim(), ParentId: row ? row.ParentId : (parent?.Id ?? null), Sort: v.Sort ?? 0 },
          key,
          operatorContentText.saved,
        )
      }
      onClose={onClose}
      okText={operatorContentText.save}
      pending={save.pending}
      testId="type-save"
    >
      <Form.Item label={operatorContentText.typeParent}>
        <span data-testid="type-parent">{parent ? `${parent.Name}（${parent.Code}）` : operatorContentText.typeTop}</span>
      </Form.Item>
      <div className="oc-two">
        <Form.Item
          name="Code"
          label={operatorContentText.typeCode}
          extra={fixed ? operatorContentText.typeMealFixed : operatorContentText.typeCodeHint(parent?.Code ?? null)}
          rules={[
            { required: true, whitespace: true, message: M.foodTypeCodeInvalid },
            {
              validator: (_, v: string) =>
                !v || foodTypeCodeFits(v.trim(), parent?.Code ?? null) ? Promise.resolve() : Promise.reject(new Error(M.foodTypeCodeInvalid)),
            },
          ]}
        >
          <Input maxLength={MAX_CODE} disabled={fixed} inputMode="numeric" data-testid="type-code" />
        </Form.Item>
        <SortField wide />
      </div>
      <Form.Item name="Name" label={operatorContentText.typeName} rules={requiredText(M.foodTypeNameRequired, 20, M.foodTypeNameTooLong)}>
        <Input maxLength={20} data-testid="type-name" />
      </Form.Item>
    </CrudFormDialog>
  );
}

/** /console/content/food-types — the food type tree with codes and item counts; add a top type or a child, edit, delete unused ones. */
export default function FoodTypesPage() {
  const { canEdit, canDelete, editing, setEditing } = useContentPage<NonNullable<Editing>>(operatorContentText.foodTypesTitle);
  const list = useContentOp('CMS/GetFoodTypeList', {});
  const del = useContentWrite('CMS/DeleteFoodType');
  const types = list.data ?? [];
  const rows = useMemo(() => rowsOf(types), [types]);
  const byId = useMemo(() => indexOf(types), [types]);

  const whyNotDelete = (r: Row) =>
    r.Code === NUTRITION_MEAL_TYPE_CODE
      ? operatorContentText.typeMealFixed
      : r.ItemCount > 0 || (r.Children?.length ?? 0) > 0
        ? operatorContentText.typeInUse
        : null;

  const columns: TableColumnsType<Row> = [
    { title: operatorContentText.typeName, dataIndex: 'Name', render: (n: string) => <span data-testid="type-row-name">{n}</span> },
    { title: operatorContentText.typeCode, dataIndex: 'Code', width: 140, render: (c: string) => <code>{c}</code> },
    { title: operatorContentText.typeItems, dataIndex: 'ItemCount', width: 100, align: 'right' },
    { title: operatorContentText.sort, dataIndex: 'Sort', width: 80, align: 'right' },
    {
      title: operatorContentText.actions,
      key: 'ops',
      width: 220,
      hidden: !canEdit && !canDelete,
      render: (_, r) => {
        const why = whyNotDelete(r);
        const full = byId.get(r.Id) ?? null;
        return (
          <Space size={0}>
            {canEdit && (
              <Tooltip title={r.Code.length + 2 > MAX_CODE ? operatorContentText.typeTooDeep : undefined}>
                <Button
                  type="link"
                  size="small"
                  disabled={r.Code.length + 2 > MAX_CODE}
                  onClick={() => setEditing({ row: null, parent: full })}
                  data-testid="type-add-child"
                >
                  {operatorContentText.addChildType}
                </Button>
              </Tooltip>
            )}
            {canEdit && (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing({ row: r, parent: r.ParentId ? (byId.get(r.ParentId) ?? null) : null })}
                data-testid="type-edit"
              >
                {operatorContentText.edit}
              </Button>
            )}
            {canDelete && (
              <DeleteAction
                title={operatorContentText.typeDeleteConfirm(r.Name)}
                onConfirm={() => del.run({ Id: r.Id }, operatorContentText.deleted)}
                testId="type-delete"
                blocked={why}
                blockedTestId="type-delete"
              />
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <ContentHead
        title={operatorContentText.foodTypesTitle}
        sub={operatorContentText.foodTypesSub}
        canAdd={canEdit}
        onAdd={() => setEditing({ row: null, parent: null })}
        addText={operatorContentText.addTopType}
        addTestId="type-add"
      />
      <ContentTable<Row>
        list={list}
        rows={rows}
        columns={columns}
        empty={operatorContentText.none}
        expandable={{ childrenColumnName: 'Children' }}
        scroll={{ x: 760 }}
        onRow={(r) => ({ 'data-testid': 'type-row', 'data-code': r.Code }) as never}
      />
      <TypeDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
