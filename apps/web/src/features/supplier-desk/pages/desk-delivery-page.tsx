/** 配送设置 (being built). */
export default function DeskDeliveryPage() {
  return <div className="sl-section">配送设置</div>;
}
