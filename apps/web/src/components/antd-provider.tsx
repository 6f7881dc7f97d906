import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { ANTD_THEME } from './antd-theme';

dayjs.locale('zh-cn');

/** antd's theme, Chinese locale and App (for message, modal and notification through App.useApp). */
export default function AntdProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
