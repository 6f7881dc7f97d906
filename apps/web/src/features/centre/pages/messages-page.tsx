/** Placeholder until the page is built. */
export default function Page() {
  return <div className="sl-section">messages-page</div>;
}
