import { StockInPage } from '../components/stock-in-page';

/** /eshop/store/stockin — 进货验收: the canteen's stock-in records. */
export default function BuyerStockInPage() {
  return <StockInPage side="buyer" />;
}
