import { ConfigProvider, message } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { ANTD_THEME } from './antd-theme';

// The static message draws with the shop's theme, like the App's.
ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={zhCN} theme={ANTD_THEME}>
      {children}
    </ConfigProvider>
  ),
});

export { message };
