/** 订单确认 (being built). */
export default function CheckoutPage() {
  return <div className="sl-section">订单确认</div>;
}
