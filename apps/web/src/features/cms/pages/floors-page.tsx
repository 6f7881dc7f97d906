import type { TConsoleFloor, TConsoleFoodType } from '@shanlian/contract';
import { FLOOR_FEATURED_LABEL, OPERATOR_MSG as M } from '@shanlian/contract/browser';
import { Button, Form, Input, Select, Space, Tag, TreeSelect } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { storeApi } from '../../../api/store';
import { ConsoleCard } from '../../../components/console-layout';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { requiredText } from '../../../lib/field-rules';
import { thumbUrl } from '../../../lib/image';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import { ContentHead, DeleteAction, nextSortOf, useContentPage } from '../components/content-page';
import { ListState } from '../components/list-state';
import { OrderedPicks } from '../components/ordered-picks';
import { SortField } from '../components/sort-field';
import '../operator-content.css';

const MAX_TYPES = 12;
const MAX_FEATURED = 10;

interface FloorValues {
  Name: string;
  Sort: number;
  FoodTypeIds: string[];
  FeaturedLabel: string;
  FeaturedShelfIds: string[];
}

interface TreeNode {
  value: string;
  title: string;
  children: TreeNode[];
}

const treeOf = (types: TConsoleFoodType[]): TreeNode[] => types.map((t) => ({ value: t.Id, title: `${t.Name}（${t.Code}）`, children: treeOf(t.Children) }));

function flatten(types: TConsoleFoodType[], into = new Map<string, TConsoleFoodType>()) {
  for (const t of types) {
    into.set(t.Id, t);
    flatten(t.Children, into);
  }
  return into;
}

/** The floor's food types: a tree to choose from, then the chosen ones in their tab order. */
function TypeChooser({ value = [], onChange, types, id }: { value?: string[]; onChange?: (ids: string[]) => void; types: TConsoleFoodType[]; id?: string }) {
  const tree = useMemo(() => treeOf(types), [types]);
  const byId = useMemo(() => flatten(types), [types]);
  return (
    <>
      <TreeSelect
        id={id}
        multiple
        showSearch
        treeNodeFilterProp="title"
        treeData={tree}
        value={value}
        onChange={(ids: string[]) => onChange?.(ids)}
        placeholder={operatorContentText.floorTypesPh}
        maxTagCount="responsive"
        style={{ width: '100%' }}
        listHeight={320}
        treeDefaultExpandAll={false}
        data-testid="floor-types"
      />
      <OrderedPicks
        testId="floor-types-order"
        items={value.map((typeId) => {
          const t = byId.get(typeId);
          return { id: typeId, label: t?.Name ?? typeId, after: t && <span className="oc-muted">{t.Code}</span> };
        })}
        onChange={(ids) => onChange?.(ids)}
      />
    </>
  );
}

interface Known {
  name: string;
  supplier: string;
  image: string;
  listed: boolean;
}

/** The featured products: searched by name in the store, chosen up to 10, in their order. */
function ProductChooser({ value = [], onChange, known, id }: { value?: string[]; onChange?: (ids: string[]) => void; known: Map<string, Known>; id?: string }) {
  const [text, setText] = useState('');
  const [keyword, setKeyword] = useState('');
  const [seen, setSeen] = useState(known);
  useEffect(() => setSeen(known), [known]);
  useEffect(() => {
    const t = setTimeout(() => setKeyword(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const found = storeApi.useOp('Store/GetFoodsaleshelfInfoList', { ProductName: keyword, PagerInfo: { PageIndex: 1, PageSize: 20 } }, { enabled: !!keyword });
  const options = (keyword ? (found.data ?? []) : []).map((p) => ({
    value: p.Id,
    label: `${p.ProductName} · ${p.SupplierName}`,
    disabled: !value.includes(p.Id) && value.length >= MAX_FEATURED,
  }));
  const choose = (picked: string) => {
    const p = found.data?.find((x) => x.Id === picked);
    if (p) setSeen((m) => new Map(m).set(p.Id, { name: p.ProductName, supplier: p.SupplierName, image: p.PromotionImage, listed: true }));
    if (!value.includes(picked) && value.length < MAX_FEATURED) onChange?.([...value, picked]);
    setText('');
  };
  return (
    <>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
        value={null}
        placeholder={operatorContentText.featuredSearchPh}
        options={options}
        onChange={(v: string | null) => v && choose(v)}
        loading={found.isFetching}
        notFoundContent={keyword ? (found.isFetching ? operatorContentText.searching : operatorContentText.noProducts) : null}
        style={{ width: '100%' }}
        disabled={value.length >= MAX_FEATURED}
        data-testid="floor-featured-search"
      />
      <OrderedPicks
        testId="floor-featured-order"
        items={value.map((shelfId) => {
          const p = seen.get(shelfId);
          return {
            id: shelfId,
            before: p?.image ? <img className="oc-pick-img" src={thumbUrl(p.image, 64)} alt="" /> : null,
            label: p ? `${p.name} · ${p.supplier}` : shelfId,
            after: p && !p.listed && <Tag color="orange">{operatorContentText.featuredUnlisted}</Tag>,
          };
        })}
        onChange={(ids) => onChange?.(ids)}
      />
    </>
  );
}

/** 新增 / 修改楼层: name, order, its food types in tab order, the featured tab's label and products. */
function FloorDialog({ editing, nextSort, onClose }: { editing: TConsoleFloor | 'new' | null; nextSort: number; onClose(): void }) {
  const save = useContentKeyedWrite('CMS/SaveFloor');
  const types = useContentOp('CMS/GetFoodTypeList', {});
  const row = editing && editing !== 'new' ? editing : null;
  const known = useMemo(
    () => new Map((row?.Featured ?? []).map((f) => [f.Id, { name: f.ProductName, supplier: f.SupplierName, image: f.PromotionImage, listed: f.Listed }])),
    [row],
  );
  return (
    <CrudFormDialog<FloorValues>
      editing={editing}
      title={row ? operatorContentText.editFloor : operatorContentText.addFloor}
      values={() =>
        row
          ? {
              Name: row.Name,
              Sort: row.Sort,
              FoodTypeIds: row.FoodTypes.map((t) => t.Id),
              FeaturedLabel: row.FeaturedLabel,
              FeaturedShelfIds: row.Featured.map((f) => f.Id),
            }
          : { Name: '', Sort: nextSort, FoodTypeIds: [], FeaturedLabel: '', FeaturedShelfIds: [] }
      }
      onSubmit={(v, key) =>
        save.run(
          {
            Id: row?.Id ?? null,
            Name: v.Name.trim(),
            Sort: v.Sort ?? 0,
            FoodTypeIds: v.FoodTypeIds,
            FeaturedLabel: (v.FeaturedLabel ?? '').trim(),
            FeaturedShelfIds: v.FeaturedShelfIds ?? [],
          },
          key,
          operatorContentText.saved,
        )
      }
      onClose={onClose}
      okText={operatorContentText.save}
      pending={save.pending}
      testId="floor-save"
      width={680}
    >
      <div className="oc-two">
        <Form.Item name="Name" label={operatorContentText.floorName} rules={requiredText(M.floorNameRequired, 20, M.floorNameTooLong)}>
          <Input maxLength={20} showCount data-testid="floor-name" />
        </Form.Item>
        <SortField wide />
      </div>
      <Form.Item
        name="FoodTypeIds"
        label={operatorContentText.floorTypes}
        extra={operatorContentText.floorTypesHint}
        rules={[
          { required: true, type: 'array', min: 1, message: M.floorTypesRequired },
          { type: 'array', max: MAX_TYPES, message: M.floorTypesTooMany },
        ]}
      >
        <TypeChooser types={types.data ?? []} />
      </Form.Item>
      <Form.Item name="FeaturedLabel" label={operatorContentText.featuredLabel} rules={[{ max: 8, message: M.featuredLabelTooLong }]}>
        <Input maxLength={8} placeholder={operatorContentText.featuredLabelPh} style={{ width: 200 }} data-testid="floor-featured-label" />
      </Form.Item>
      <Form.Item
        name="FeaturedShelfIds"
        label={operatorContentText.featuredItems}
        extra={operatorContentText.featuredItemsHint}
        rules={[{ type: 'array', max: MAX_FEATURED, message: M.floorFeaturedTooMany }]}
      >
        <ProductChooser known={known} />
      </Form.Item>
    </CrudFormDialog>
  );
}

/** /console/content/floors — the store's floors from 2F in order, with their tabs and featured products; add, edit, delete. */
export default function FloorsPage() {
  const { canEdit, canDelete, editing, setEditing } = useContentPage<TConsoleFloor | 'new'>(operatorContentText.floorsTitle);
  const list = useContentOp('CMS/GetFloorList', {});
  const del = useContentWrite('CMS/DeleteFloor');
  const rows = list.data ?? [];

  return (
    <>
      <ContentHead
        title={operatorContentText.floorsTitle}
        sub={operatorContentText.floorsSub}
        storeLink
        canAdd={canEdit}
        onAdd={() => setEditing('new')}
        addText={operatorContentText.addFloor}
        addTestId="floor-add"
      />
      <ListState query={list} empty={operatorContentText.floorsEmpty} isEmpty={rows.length === 0}>
        <div className="oc-floor-list">
          {rows.map((f, i) => (
            <ConsoleCard key={f.Id} className="oc-floor">
              <div className="oc-floor-head" data-testid="floor-row">
                <span className="oc-floor-no">{operatorContentText.floorNo(i + 2)}</span>
                <h2 data-testid="floor-row-name">{f.Name}</h2>
                <span className="oc-muted">
                  {operatorContentText.sort} {f.Sort}
                </span>
                <Space size={0} className="oc-floor-actions">
                  {canEdit && (
                    <Button type="link" size="small" onClick={() => setEditing(f)} data-testid="floor-edit">
                      {operatorContentText.edit}
                    </Button>
                  )}
                  {canDelete && (
                    <DeleteAction
                      title={operatorContentText.floorDeleteConfirm(f.Name)}
                      description={operatorContentText.deleteConfirmSub}
                      onConfirm={() => del.run({ Id: f.Id }, operatorContentText.deleted)}
                      testId="floor-delete"
                    />
                  )}
                </Space>
              </div>
              <div className="oc-floor-line">
                <span className="oc-floor-label">{operatorContentText.floorTypes}</span>
                <span className="oc-floor-tabs">
                  <Tag color="green">{f.FeaturedLabel || FLOOR_FEATURED_LABEL}</Tag>
                  {f.FoodTypes.map((t) => (
                    <Tag key={t.Id}>
                      {t.Name}
                      <span className="oc-muted"> {t.Code}</span>
                    </Tag>
                  ))}
                </span>
              </div>
              <div className="oc-floor-line">
                <span className="oc-floor-label">{operatorContentText.featuredItems}</span>
                {f.Featured.length === 0 ? (
                  <span className="oc-muted">{operatorContentText.featuredNone}</span>
                ) : (
                  <span className="oc-floor-featured">
                    {f.Featured.map((p) => (
                      <span key={p.Id} className="oc-featured-chip" title={`${p.ProductName} · ${p.SupplierName}`}>
                        {p.PromotionImage && <img src={thumbUrl(p.PromotionImage, 64)} alt="" />}
                        <span className="oc-ellipsis">{p.ProductName}</span>
                        {!p.Listed && <Tag color="orange">{operatorContentText.featuredUnlisted}</Tag>}
                      </span>
                    ))}
                  </span>
                )}
              </div>
            </ConsoleCard>
          ))}
        </div>
      </ListState>
      <FloorDialog editing={editing} nextSort={nextSortOf(rows)} onClose={() => setEditing(null)} />
    </>
  );
}
