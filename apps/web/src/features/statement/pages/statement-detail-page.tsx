/** 对账单详情 (being built). */
export default function StatementDetailPage() {
  return <div className="sl-section">对账单详情</div>;
}
