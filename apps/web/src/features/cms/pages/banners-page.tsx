import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { closestCenter, DndContext, type DragEndEvent, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import type { TConsoleBanner } from '@shanlian/contract';
import { BANNER_ASPECT, OPERATOR_MSG as M } from '@shanlian/contract/browser';
import { Button, DatePicker, Form, Input, Switch, Tag, Tooltip } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { ConsoleCard } from '../../../components/console-layout';
import { CrudFormDialog } from '../../../components/crud-form-dialog';
import { formatChinaTime } from '../../../lib/format';
import { thumbUrl } from '../../../lib/image';
import { operatorContentText } from '../../../lib/text/operator-content';
import { useContentKeyedWrite, useContentOp, useContentWrite } from '../api/content';
import { ContentHead, DeleteAction, nextSortOf, useContentPage } from '../components/content-page';
import { ImageField } from '../components/image-field';
import { ListState } from '../components/list-state';
import { SortField } from '../components/sort-field';
import { bannerAnnouncements } from '../rules/banner-announcements';
import { linkRules, moved } from '../rules/content-rules';
import '../operator-content.css';

const STATE_COLOR: Record<string, string> = { showing: 'green', waiting: 'blue', expired: 'orange', off: 'default' };

interface BannerValues {
  FileId: string | null;
  Title: string;
  Link: string;
  Sort: number;
  Enabled: boolean;
  Window: [Dayjs | null, Dayjs | null] | null;
}

const windowText = (b: TConsoleBanner) =>
  !b.ShowFrom && !b.ShowUntil
    ? operatorContentText.bannerAlways
    : `${b.ShowFrom ? formatChinaTime(b.ShowFrom, false) : '…'} ~ ${b.ShowUntil ? formatChinaTime(b.ShowUntil, false) : '…'}`;

/** 新增 / 修改轮播图: the picture cropped to 3:1, title, link, order, on/off and the window it shows in. */
function BannerDialog({ editing, nextSort, onClose }: { editing: TConsoleBanner | 'new' | null; nextSort: number; onClose(): void }) {
  const save = useContentKeyedWrite('CMS/SaveBanner');
  const row = editing && editing !== 'new' ? editing : null;
  return (
    <CrudFormDialog<BannerValues>
      editing={editing}
      title={row ? operatorContentText.editBanner : operatorContentText.addBanner}
      values={() =>
        row
          ? {
              FileId: row.FileId,
              Title: row.Title,
              Link: row.Link ?? '',
              Sort: row.Sort,
              Enabled: row.Enabled,
              Window: row.ShowFrom || row.ShowUntil ? [row.ShowFrom ? dayjs(row.ShowFrom) : null, row.ShowUntil ? dayjs(row.ShowUntil) : null] : null,
            }
          : { FileId: null, Title: '', Link: '', Sort: nextSort, Enabled: true, Window: null }
      }
      onSubmit={(v, key) => {
        const [from, until] = v.Window ?? [null, null];
        return save.run(
          {
            Id: row?.Id ?? null,
            FileId: v.FileId ?? '',
            Title: (v.Title ?? '').trim(),
            Link: (v.Link ?? '').trim() || null,
            Sort: v.Sort ?? 0,
            Enabled: v.Enabled,
            ShowFrom: from ? from.toISOString() : null,
            ShowUntil: until ? until.toISOString() : null,
          },
          key,
          operatorContentText.saved,
        );
      }}
      onClose={onClose}
      okText={operatorContentText.save}
      pending={save.pending}
      testId="banner-save"
      width={640}
    >
      <Form.Item
        name="FileId"
        label={operatorContentText.bannerImage}
        extra={operatorContentText.bannerImageHint}
        rules={[{ required: true, message: M.bannerImageRequired }]}
      >
        <ImageField aspect={BANNER_ASPECT} width={480} testId="banner-image" />
      </Form.Item>
      <Form.Item name="Title" label={operatorContentText.bannerTitle} rules={[{ max: 50, message: M.bannerTitleTooLong }]}>
        <Input maxLength={50} showCount placeholder={operatorContentText.bannerTitlePh} data-testid="banner-title" />
      </Form.Item>
      <Form.Item name="Link" label={operatorContentText.link} rules={linkRules}>
        <Input maxLength={300} placeholder={operatorContentText.linkPh} data-testid="banner-link" />
      </Form.Item>
      <div className="oc-two">
        <SortField wide />
        <Form.Item name="Enabled" label={operatorContentText.bannerEnabled} valuePropName="checked">
          <Switch checkedChildren={operatorContentText.bannerOn} unCheckedChildren={operatorContentText.bannerOff} data-testid="banner-enabled" />
        </Form.Item>
      </div>
      <Form.Item
        name="Window"
        label={operatorContentText.bannerWindow}
        extra={operatorContentText.bannerWindowHint}
        rules={[
          {
            validator: (_, w: BannerValues['Window']) =>
              !w?.[0] || !w?.[1] || w[0].isBefore(w[1]) ? Promise.resolve() : Promise.reject(new Error(M.showRange)),
          },
        ]}
      >
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[operatorContentText.bannerFrom, operatorContentText.bannerUntil]}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </CrudFormDialog>
  );
}
/** One banner in the list: a drag handle, the picture, its words, state and window, and its actions. */
function BannerRow({
  banner,
  index,
  count,
  canEdit,
  canDelete,
  busy,
  onMove,
  onEdit,
  onDelete,
}: {
  banner: TConsoleBanner;
  index: number;
  count: number;
  canEdit: boolean;
  canDelete: boolean;
  busy: boolean;
  onMove(to: number): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const drag = useDraggable({ id: banner.Id, disabled: !canEdit || busy, attributes: { roleDescription: operatorContentText.bannerDnd.role } });
  const drop = useDroppable({ id: banner.Id });
  const style = { transform: CSS.Translate.toString(drag.transform) };
  return (
    <div
      ref={(el) => {
        drag.setNodeRef(el);
        drop.setNodeRef(el);
      }}
      style={style}
      className={`oc-banner-row${drag.isDragging ? ' dragging' : ''}${drop.isOver && !drag.isDragging ? ' over' : ''}`}
      data-testid="banner-row"
      data-id={banner.Id}
    >
      {canEdit && (
        <button
          type="button"
          className="oc-drag"
          aria-label={`${operatorContentText.dragHandle}：${banner.Title || operatorContentText.untitled}`}
          {...drag.attributes}
          {...drag.listeners}
          data-testid="banner-drag"
        >
          <HolderOutlined />
        </button>
      )}
      <span className="oc-banner-no">{index + 1}</span>
      <img className="oc-banner-thumb" src={thumbUrl(banner.FileUrl, 360)} alt={banner.Title} width={180} height={60} loading="lazy" />
      <div className="oc-banner-text">
        <div className="oc-banner-title">{banner.Title || <span className="oc-muted">{operatorContentText.untitled}</span>}</div>
        <div className="oc-muted oc-ellipsis" title={banner.Link ?? ''}>
          {banner.Link || operatorContentText.noLink}
        </div>
      </div>
      <div className="oc-banner-state">
        <Tag color={STATE_COLOR[banner.State] ?? 'default'} data-testid="banner-state">
          {banner.StateName}
        </Tag>
        <div className="oc-muted">{windowText(banner)}</div>
      </div>
      <div className="oc-row-actions">
        {canEdit && (
          <>
            <Tooltip title={operatorContentText.moveUp}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={operatorContentText.moveUp}
                disabled={busy || index === 0}
                onClick={() => onMove(index - 1)}
                data-testid="banner-up"
              />
            </Tooltip>
            <Tooltip title={operatorContentText.moveDown}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={operatorContentText.moveDown}
                disabled={busy || index === count - 1}
                onClick={() => onMove(index + 1)}
                data-testid="banner-down"
              />
            </Tooltip>
            <Button size="small" type="link" onClick={onEdit} data-testid="banner-edit">
              {operatorContentText.edit}
            </Button>
          </>
        )}
        {canDelete && (
          <DeleteAction
            title={operatorContentText.bannerDeleteConfirm(banner.Title)}
            description={operatorContentText.deleteConfirmSub}
            onConfirm={onDelete}
            testId="banner-delete"
          />
        )}
      </div>
    </div>
  );
}

/** /console/content/banners — the store's banners in their order: drag (or 上移/下移) to reorder; add, edit, delete. */
export default function BannersPage() {
  const { canEdit, canDelete, editing, setEditing } = useContentPage<TConsoleBanner | 'new'>(operatorContentText.bannersTitle);
  const list = useContentOp('CMS/GetBannerList', {});
  const sort = useContentWrite('CMS/SortBanners');
  const del = useContentWrite('CMS/DeleteBanner');
  // the order on screen: the server's, or the one just asked for while it is saved
  const [order, setOrder] = useState<string[] | null>(null);
  const rows = list.data ?? [];
  const byId = useMemo(() => new Map(rows.map((b) => [b.Id, b])), [rows]);
  const shown = order ? order.map((id) => byId.get(id)).filter((b): b is TConsoleBanner => !!b) : rows;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));

  const reorder = async (from: number, to: number) => {
    if (from === to || to < 0 || to >= shown.length) return;
    const ids = moved(
      shown.map((b) => b.Id),
      from,
      to,
    );
    setOrder(ids);
    await sort.run({ Ids: ids }, operatorContentText.bannersSorted);
    setOrder(null);
  };
  const onDragEnd = (e: DragEndEvent) => {
    if (!e.over) return;
    const from = shown.findIndex((b) => b.Id === e.active.id);
    const to = shown.findIndex((b) => b.Id === e.over?.id);
    if (from >= 0 && to >= 0) void reorder(from, to);
  };

  return (
    <>
      <ContentHead
        title={operatorContentText.bannersTitle}
        sub={operatorContentText.bannersSub}
        storeLink
        canAdd={canEdit}
        onAdd={() => setEditing('new')}
        addText={operatorContentText.addBanner}
        addTestId="banner-add"
      />
      <ConsoleCard>
        <ListState query={list} empty={operatorContentText.bannersEmpty} isEmpty={shown.length === 0}>
          <DndContext
            sensors={sensors}
            collisionDetection={closestCenter}
            onDragEnd={onDragEnd}
            accessibility={{ announcements: bannerAnnouncements(shown), screenReaderInstructions: { draggable: operatorContentText.bannerDnd.instructions } }}
          >
            <div className="oc-banner-list" data-testid="banner-list" aria-busy={sort.pending}>
              {shown.map((b, i) => (
                <BannerRow
                  key={b.Id}
                  banner={b}
                  index={i}
                  count={shown.length}
                  canEdit={canEdit}
                  canDelete={canDelete}
                  busy={sort.pending}
                  onMove={(to) => void reorder(i, to)}
                  onEdit={() => setEditing(b)}
                  onDelete={() => del.run({ Id: b.Id }, operatorContentText.deleted)}
                />
              ))}
            </div>
          </DndContext>
        </ListState>
      </ConsoleCard>
      <BannerDialog editing={editing} nextSort={nextSortOf(rows)} onClose={() => setEditing(null)} />
    </>
  );
}
