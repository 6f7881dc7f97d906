import { SafetyCertificateOutlined } from '@ant-design/icons';
import { TRACE_SKELETON_ROWS } from '@shanlian/contract/browser';
import { Button, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { TraceView } from '../../../components/trace-view';
import { traceText } from '../../../lib/text/trace';
import { usePageTitle } from '../../../lib/use-page-title';
import '../trace.css';
import { traceApi } from '../../../api/trace';

/**
 * /eshop/store/retrospect?Id=<blob> — where a trace QR lands (spec 02 §2.11, issue 9 item 4). No
 * login: the server decodes the blob and answers the trace and its version; a blank or broken code
 * shows the server's message with a way to the store.
 */
export default function RetrospectPage() {
  const [params] = useSearchParams();
  const code = params.get('Id') ?? '';
  const trace = traceApi.useOp('Trace/GetTraceByCode', { Code: code });
  usePageTitle(trace.data ? `${trace.data.ProductName} - ${traceText.pageTitle}` : traceText.pageTitle);

  return (
    <section className="sl-container sl-section retro-page" data-testid="retrospect-page">
      <header className="retro-head">
        <SafetyCertificateOutlined className="retro-icon" />
        <div>
          <h1 className="retro-title">{traceText.pageTitle}</h1>
          <div className="retro-intro">{traceText.landingIntro}</div>
        </div>
      </header>
      <div className="retro-card">
        {trace.isLoading ? (
          <Skeleton active title={false} paragraph={{ rows: TRACE_SKELETON_ROWS }} />
        ) : trace.error || !trace.data ? (
          <Result
            status="warning"
            title={traceText.landingFailed}
            subTitle={<span data-testid="retrospect-error">{trace.error?.message ?? traceText.empty}</span>}
            extra={
              <Link to="/eshop/store">
                <Button type="primary">{traceText.toStore}</Button>
              </Link>
            }
          />
        ) : (
          <TraceView detailData={trace.data} version={trace.data.Version} />
        )}
      </div>
    </section>
  );
}
