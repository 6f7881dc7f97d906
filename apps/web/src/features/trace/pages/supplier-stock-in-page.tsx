import { StockInPage } from '../components/stock-in-page';

/** /supplier/stockin — 供货单与追溯: the supplier's records for its buyers. */
export default function SupplierStockInPage() {
  return <StockInPage side="supplier" />;
}
