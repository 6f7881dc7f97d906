import { StockInPage } from '../components/stock-in-page';

/** /console/stockin — 进货记录: the records of the firms in the supervisor's area, with review. */
export default function SupervisionStockInPage() {
  return <StockInPage side="supervision" />;
}
