/** 收货地址 (being built). */
export default function AddressPage() {
  return <div className="sl-section">收货地址</div>;
}
