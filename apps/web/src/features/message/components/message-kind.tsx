import { BellOutlined, FileTextOutlined, ShoppingOutlined, SwapOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { centreText } from '../../../lib/text';

/** How each kind of message looks: the server leaves order, invoice and return messages. */
const KINDS: Record<string, { icon: ReactNode; color: string; bg: string; tag: string }> = {
  order: { icon: <ShoppingOutlined />, color: '#1f9d55', bg: '#e6f4ec', tag: 'green' },
  invoice: { icon: <FileTextOutlined />, color: '#d46b08', bg: '#fff3e0', tag: 'orange' },
  return: { icon: <SwapOutlined />, color: '#722ed1', bg: '#f3ebff', tag: 'purple' },
};
const OTHER = { icon: <BellOutlined />, color: '#1677ff', bg: '#e8f1ff', tag: 'blue' };

export function kindOf(kind: string) {
  return { ...(KINDS[kind] ?? OTHER), label: centreText.kinds[kind] ?? centreText.kindOther };
}
