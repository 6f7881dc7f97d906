/** 常购清单 (being built). */
export default function FrequentPage() {
  return <div className="sl-section">常购清单</div>;
}
