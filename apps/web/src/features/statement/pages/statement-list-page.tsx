/** 对账单 (being built). */
export default function StatementListPage() {
  return <div className="sl-section">对账单</div>;
}
