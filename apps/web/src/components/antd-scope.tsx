import { lazy, type ReactNode, Suspense } from 'react';

const AntdProvider = lazy(() => import('./antd-provider'));

/**
 * Where antd is used: its provider (theme, locale, App) loaded with it, on first need. The store's
 * first screens (home, search, detail) render without antd, whose core and style engine are a long
 * task on a phone; pages and parts that use it sit inside a scope. Without `fallback` the scope
 * suspends into the nearest Suspense (a page's skeleton).
 */
export function AntdScope({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const scoped = <AntdProvider>{children}</AntdProvider>;
  return fallback === undefined ? scoped : <Suspense fallback={fallback}>{scoped}</Suspense>;
}
