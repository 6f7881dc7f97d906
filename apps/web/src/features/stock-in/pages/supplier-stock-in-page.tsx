/** Placeholder: replaced by the page's owner in this issue. */
export default function Page() {
  return <div className="sl-section">建设中</div>;
}
