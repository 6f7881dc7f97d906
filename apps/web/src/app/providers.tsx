import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { ApiError } from '../api/client';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      locale={zhCN}
      theme={{
        token: {
          colorPrimary: '#17843f',
          colorLink: '#17843f',
          // antd's greys and reds are below AA contrast on white for small text; these meet 4.5:1.
          colorError: '#cf2c2f',
          colorTextDescription: '#6f6f6f',
          colorTextPlaceholder: '#767676',
          borderRadius: 6,
          fontFamily: "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC',-apple-system,sans-serif",
        },
      }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
