import type { TFillIn, TFillInLine } from '@shanlian/contract';
import { FILL_IN_SOURCE_NAMES, FILL_IN_STATUS_NAMES } from '@shanlian/contract/browser';
import { Button, Descriptions, Drawer, Grid, Skeleton, Space, Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DocThumbs } from '../../../components/doc-upload';
import { EmptyState } from '../../../components/empty-state';
import { formatChinaDate, formatChinaTime, yuan } from '../../../lib/format';
import { useStockInOp, useStockInPaged } from '../api/stock-in';
import type { Action } from '../rules/stock-in-rules';
import { CHECK_COLORS, STATUS_COLORS, TSi } from '../stock-in-text';
import { HistoryDrawer } from './history-drawer';
import { CertificatesDialog, PesticideDialog, ReturnDialog } from './line-dialogs';

const dash = (v: string | null | undefined) => (v ? v : '—');

/**
 * The detail of a record: who, when, its lines with every batch fact, certificates, rapid test and
 * returns; the record's buttons on top and each line's (快检, 退换货, 检验证明, 历史进货) below it.
 */
export function DetailDrawer({
  id,
  onClose,
  supplierSide,
  allowed,
  buttons,
  showHistory,
}: {
  id: string | null;
  onClose: () => void;
  supplierSide: boolean;
  allowed: (rec: TFillIn) => Action[];
  buttons: (rec: TFillIn, size?: 'small' | 'middle') => ReactNode;
  showHistory: boolean;
}) {
  const phone = !Grid.useBreakpoint().md;
  const rec = useStockInOp('FD_Foodfirmfillin/GetFD_FoodfirmfillinById', { Id: id ?? '' }, { enabled: !!id });
  const [testing, setTesting] = useState<TFillInLine | null>(null);
  const [returning, setReturning] = useState<TFillInLine | null>(null);
  const [certifying, setCertifying] = useState<TFillInLine | null>(null);
  const [history, setHistory] = useState<{ name: string; shelfId: string | null } | null>(null);
  const r = rec.data;
  const actions = r ? allowed(r) : [];

  return (
    <Drawer open={!!id} onClose={onClose} size={phone ? '100%' : 900} title={r ? `${TSi.detailTitle} · ${r.FillInNo}` : TSi.detailTitle} destroyOnHidden>
      {rec.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : rec.error || !r ? (
        <EmptyState description={rec.error?.message} />
      ) : (
        <div className="si-detail" data-testid="si-detail">
          <div className="si-detail-head">
            <Space wrap>
              <Tag color={STATUS_COLORS[r.Status]}>{r.StatusName}</Tag>
              {r.SuspendedFrom ? <span className="si-muted">{TSi.suspendedFrom(FILL_IN_STATUS_NAMES[r.SuspendedFrom] ?? '')}</span> : null}
              <Tag>{FILL_IN_SOURCE_NAMES[r.Source]}</Tag>
              <Tag color={CHECK_COLORS[r.CheckStatus]}>{r.CheckStatusName}</Tag>
              {r.Status >= 3 && r.Status !== 7 && (
                <Link to={`/eshop/store/delivery/${r.Id}`} data-testid="delivery-link">
                  配送轨迹
                </Link>
              )}
            </Space>
            {buttons(r, 'middle')}
          </div>
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2, md: 2, lg: 3 }} title={TSi.basic}>
            <Descriptions.Item label={supplierSide ? TSi.buyer : TSi.supplier}>{supplierSide ? r.FirmName : r.SupplyFirmName}</Descriptions.Item>
            {!supplierSide && <Descriptions.Item label={TSi.supplyAddress}>{dash(r.SupplyFirmAddress)}</Descriptions.Item>}
            {!supplierSide && <Descriptions.Item label={TSi.supplyContact}>{dash(r.SupplyFirmContact)}</Descriptions.Item>}
            {supplierSide && <Descriptions.Item label={TSi.supplyFirm}>{r.SupplyFirmName}</Descriptions.Item>}
            <Descriptions.Item label={TSi.orderNo}>{dash(r.OrderNo)}</Descriptions.Item>
            <Descriptions.Item label={TSi.distDate}>{r.DistDate ? formatChinaDate(r.DistDate) : '—'}</Descriptions.Item>
            <Descriptions.Item label={TSi.amount}>{yuan(r.TotalAmount)}</Descriptions.Item>
            <Descriptions.Item label={TSi.acceptUser}>{dash(r.AcceptUserName)}</Descriptions.Item>
            <Descriptions.Item label={TSi.witnessUser}>{dash(r.WitnessUserName)}</Descriptions.Item>
            <Descriptions.Item label={TSi.acceptTime}>{r.AcceptTime ? formatChinaTime(r.AcceptTime) : '—'}</Descriptions.Item>
            <Descriptions.Item label={TSi.retainUntil}>{dash(r.RetainUntil)}</Descriptions.Item>
            <Descriptions.Item label={TSi.createTime}>{formatChinaTime(r.CreateTime)}</Descriptions.Item>
            {r.CheckStatus !== 0 ? <Descriptions.Item label={TSi.checkUser}>{dash(r.CheckUserName)}</Descriptions.Item> : null}
            {r.CheckRemark ? <Descriptions.Item label={TSi.checkRemark}>{r.CheckRemark}</Descriptions.Item> : null}
            {r.Remark ? <Descriptions.Item label={TSi.remark}>{r.Remark}</Descriptions.Item> : null}
          </Descriptions>
          <h3 className="si-h3">{TSi.lineList}</h3>
          {r.FD_FoodfirmfillindetailInfos.map((l) => (
            <section key={l.Id} className="si-line" data-testid="si-line">
              <div className="si-line-head">
                <b>
                  {l.ProductName}
                  {l.Specification ? `（${l.Specification}）` : ''}
                </b>
                <span className="si-muted">
                  {l.Quantity} {l.Unit} × {yuan(l.Price)}
                </span>
                <Space size={6} wrap className="si-line-actions">
                  {actions.includes('pesticide') && (
                    <Button size="small" onClick={() => setTesting(l)} data-testid="si-pesticide">
                      {TSi.pesticide}
                    </Button>
                  )}
                  {actions.includes('returns') && (
                    <Button size="small" onClick={() => setReturning(l)} data-testid="si-returns">
                      {TSi.returns}
                    </Button>
                  )}
                  {actions.includes('certificates') && (
                    <Button size="small" onClick={() => setCertifying(l)} data-testid="si-certificates">
                      {TSi.addCertificates}
                    </Button>
                  )}
                  {showHistory && (
                    <Button size="small" type="link" onClick={() => setHistory({ name: l.ProductName, shelfId: l.FoodSaleShelfId })} data-testid="si-history">
                      {TSi.history}
                    </Button>
                  )}
                </Space>
              </div>
              <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
                <Descriptions.Item label={TSi.batch}>{dash(l.BatchNumber)}</Descriptions.Item>
                <Descriptions.Item label={TSi.productDate}>{dash(l.ProductDate)}</Descriptions.Item>
                <Descriptions.Item label={TSi.shelfLife}>{TSi.shelfLifeDays(l.ShelfLife)}</Descriptions.Item>
                <Descriptions.Item label={TSi.expiry}>{dash(l.ExpiryDate)}</Descriptions.Item>
                <Descriptions.Item label={TSi.storage}>{dash(l.Storage)}</Descriptions.Item>
                <Descriptions.Item label={TSi.license}>{dash(l.ProductLicense)}</Descriptions.Item>
                <Descriptions.Item label={TSi.origin}>{dash(l.OriginFirmName)}</Descriptions.Item>
                <Descriptions.Item label={TSi.traceCode}>{dash(l.TraceabilityCode)}</Descriptions.Item>
                <Descriptions.Item label={TSi.gtin}>{dash(l.Gtin)}</Descriptions.Item>
                <Descriptions.Item label={TSi.acceptedQuantity}>{l.AcceptedQuantity ?? '—'}</Descriptions.Item>
                <Descriptions.Item label={TSi.returnedQuantity}>{l.ReturnedQuantity}</Descriptions.Item>
                <Descriptions.Item label={TSi.pesticideResult}>
                  {l.PesticideResidue ? (
                    <span data-testid="si-pesticide-result">
                      <Tag color={l.PesticideResidue.Passed ? 'green' : 'red'}>{l.PesticideResidue.Passed ? TSi.passed : TSi.failed}</Tag>
                      {l.PesticideResidue.InhibitionRate}% · {l.PesticideResidue.Method}
                    </span>
                  ) : (
                    TSi.notTested
                  )}
                </Descriptions.Item>
              </Descriptions>
              <div className="si-line-files">
                <span className="si-label">{TSi.certificates}：</span>
                {l.FD_Foodfirmfillindtlfiles.length > 0 ? (
                  <DocThumbs files={l.FD_Foodfirmfillindtlfiles} testId="si-thumbs" />
                ) : (
                  <span className="si-muted">{TSi.noCertificates}</span>
                )}
              </div>
              {(l.ReturnedQuantity > 0 || actions.includes('returns')) && <LineReturns lineId={l.Id} />}
            </section>
          ))}
        </div>
      )}
      <PesticideDialog line={testing} onClose={() => setTesting(null)} />
      <ReturnDialog line={returning} onClose={() => setReturning(null)} />
      <CertificatesDialog line={certifying} onClose={() => setCertifying(null)} />
      <HistoryDrawer product={history} onClose={() => setHistory(null)} />
    </Drawer>
  );
}

/** The return and exchange registrations of one line (spec 02 §2.7's table). */
function LineReturns({ lineId }: { lineId: string }) {
  const list = useStockInPaged('FD_Foodfirmfillin/GetFD_FoodinreturnList', { FoodFirmFillInDetailId: lineId, PagerInfo: { PageIndex: 1, PageSize: 50 } });
  const rows = list.data?.rows ?? [];
  return (
    <div className="si-returns" data-testid="si-return-table">
      <span className="si-label">{TSi.returnList}</span>
      <Table
        rowKey="Id"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: list.error?.message ?? TSi.noReturns }}
        columns={[
          { title: TSi.returnType, dataIndex: 'ReturnTypeName' },
          { title: TSi.returnQuantity, dataIndex: 'Quantity' },
          { title: TSi.returnUser, dataIndex: 'ReturnUserName' },
          { title: TSi.returnChecker, dataIndex: 'CheckUserName' },
          { title: TSi.returnRemark, dataIndex: 'ReturnRemark', render: dash },
          { title: TSi.returnTime, dataIndex: 'CreateTime', render: (v: string) => formatChinaTime(v) },
        ]}
      />
    </div>
  );
}
