import type { ThemeConfig } from 'antd';

/** The shop's antd theme: the brand green, and greys and reds that meet 4.5:1 contrast on white. */
export const ANTD_THEME: ThemeConfig = {
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
};
