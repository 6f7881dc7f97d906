import { LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import type { Permission, TCurrentUser } from '@shanlian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Breadcrumb, Button, Drawer, Grid, Menu, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { accountApi } from '../api/account';
import { keys } from '../api/keys';
import { commonText } from '../lib/text';
import { consoleText } from '../lib/text/console';
import { useCan } from '../lib/use-can';
import { useMe } from '../lib/use-me';
import './console-layout.css';
import { messageOf } from '../api/errors';

/** One entry of a console's left menu: shown only to holders of `permission` (any one of a list). */
export interface ConsoleMenuEntry {
  /** The path the entry opens; it is selected while the location is at or under it. */
  to: string;
  label: string;
  icon?: ReactNode;
  permission: Permission | readonly Permission[];
  /** Beside the label: a figure of work waiting (a component that reads it, drawn only for a user let in). */
  badge?: ReactNode;
  testId?: string;
}

/** A titled group of entries; a group with no visible entry is left out. */
export interface ConsoleMenuGroup {
  key: string;
  label: string;
  entries: ConsoleMenuEntry[];
}

export interface ConsoleBrand {
  /** 供应商工作台, 管理后台… */
  title: string;
  /** Where the brand and the first crumb link to. */
  home: string;
}

export interface ConsoleLayoutProps {
  brand: ConsoleBrand;
  menu: ConsoleMenuGroup[];
  /** Who may open this console at all (any one of these); others see `forbidden`. */
  access: readonly Permission[] | ((me: TCurrentUser) => boolean);
  /** The 403 page; a plain one by default. */
  forbidden?: ReactNode;
  /** Buttons on the top bar before 退出 (messages, the store). */
  topExtra?: ReactNode;
  footer?: ReactNode;
  /** A class on the frame for a console's own styles (its cards, its tables). */
  className?: string;
}

/** Ends the session and forgets everything read as this user. */
function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => accountApi.call('Account/Logout', {}),
    onSuccess: () => {
      qc.setQueryData(keys.me, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== keys.me[0] });
    },
  });
}

/** The entries of a menu the user may see, groups without any left out. */
export function visibleMenu(menu: ConsoleMenuGroup[], can: (p: Permission | readonly Permission[]) => boolean): ConsoleMenuGroup[] {
  return menu.map((g) => ({ ...g, entries: g.entries.filter((e) => can(e.permission)) })).filter((g) => g.entries.length > 0);
}

/** The entry the location is at or under (the longest match). */
function activeEntry(menu: ConsoleMenuGroup[], pathname: string): { group: ConsoleMenuGroup; entry: ConsoleMenuEntry } | null {
  let best: { group: ConsoleMenuGroup; entry: ConsoleMenuEntry } | null = null;
  for (const group of menu) {
    for (const entry of group.entries) {
      const hit = pathname === entry.to || pathname.startsWith(`${entry.to}/`);
      if (hit && (!best || entry.to.length > best.entry.to.length)) best = { group, entry };
    }
  }
  return best;
}

/**
 * The brand's icon: the golden variant for the staff of a firm (schools, canteens, suppliers), the
 * green one for the platform's operators and supervisors (spec 02: a separate firm-client look).
 */
export function brandIconOf(me: Pick<TCurrentUser, 'IsPlatform'> | null | undefined): string {
  return me && !me.IsPlatform ? '/favicon-firm.svg' : '/favicon.svg';
}

function ConsoleBrandMark({ brand, me }: { brand: ConsoleBrand; me?: TCurrentUser }) {
  const icon = brandIconOf(me);
  return (
    <Link to={brand.home} className="console-brand" aria-label={`${commonText.brand} ${brand.title}`}>
      <img src={icon} alt="" width={32} height={32} data-testid="console-brand-icon" data-variant={icon === '/favicon.svg' ? 'platform' : 'firm'} />
      <span className="console-brand-name">{commonText.brand}</span>
      <span className="console-brand-divider" />
      <span className="console-brand-title">{brand.title}</span>
    </Link>
  );
}

/** A logged-in user who may not open this console (a console may say why in its own words). */
export function ConsoleForbidden({
  brand,
  title = consoleText.forbiddenTitle,
  sub = consoleText.forbiddenSub,
}: {
  brand: ConsoleBrand;
  title?: string;
  sub?: string;
}) {
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const switchAccount = async () => {
    await logout.mutateAsync().catch(() => undefined);
    navigate('/login', { replace: true, state: { from: pathname } });
  };
  return (
    <div className="console">
      <header className="console-top">
        <ConsoleBrandMark brand={brand} />
      </header>
      <main className="console-forbidden-main">
        <div className="console-card console-forbidden" data-testid="console-forbidden">
          <Result
            status="403"
            title={title}
            subTitle={sub}
            extra={[
              <Link key="store" to="/eshop/store">
                <Button type="primary">{consoleText.backToStore}</Button>
              </Link>,
              <Button key="switch" onClick={switchAccount} loading={logout.isPending}>
                {consoleText.switchAccount}
              </Button>,
            ]}
          />
        </div>
      </main>
    </div>
  );
}

function TopBar({ me, brand, extra }: { me: TCurrentUser; brand: ConsoleBrand; extra?: ReactNode }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const logout = useLogout();
  const leave = async () => {
    try {
      await logout.mutateAsync();
      message.success(consoleText.loggedOut);
      navigate('/login', { replace: true });
    } catch (e) {
      message.error(messageOf(e));
    }
  };
  return (
    <header className="console-top">
      <ConsoleBrandMark brand={brand} me={me} />
      <div className="console-top-right">
        <span className="console-user" data-testid="console-user">
          <Avatar size={28} icon={<UserOutlined />} style={{ background: '#e8f5ed', color: '#1f9d55' }} />
          <span className="console-user-firm" title={me.FirmName}>
            {me.FirmName}
          </span>
          <span className="console-user-name">{me.FullName}</span>
        </span>
        {extra}
        <Button type="text" icon={<LogoutOutlined />} onClick={leave} loading={logout.isPending} data-testid="console-logout">
          {consoleText.logout}
        </Button>
      </div>
    </header>
  );
}

/** True on a phone or a narrow tablet (under antd's md, 768 px); false until measured is read as wide. */
export function useNarrow(): boolean {
  return Grid.useBreakpoint().md === false;
}

/** The menu on a phone: one horizontal strip of the entries under the top bar, the open one scrolled into view. */
function StripMenu({ menu, selected }: { menu: ConsoleMenuGroup[]; selected: string | undefined }) {
  const strip = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!selected) return;
    const active = strip.current?.querySelector<HTMLElement>('.console-strip-active');
    if (strip.current && active) strip.current.scrollLeft = active.offsetLeft - (strip.current.clientWidth - active.offsetWidth) / 2;
  }, [selected]);
  return (
    <nav className="console-strip" data-testid="console-menu" ref={strip}>
      {menu.flatMap((g) =>
        g.entries.map((e) => (
          <Link
            key={e.to}
            to={e.to}
            className={e.to === selected ? 'console-strip-active' : undefined}
            aria-current={e.to === selected ? 'page' : undefined}
            data-testid={e.testId}
          >
            {e.label}
            {e.badge}
          </Link>
        )),
      )}
    </nav>
  );
}

function SideMenu({ menu, selected, onNavigate }: { menu: ConsoleMenuGroup[]; selected: string | undefined; onNavigate?: () => void }) {
  return (
    <nav className="console-side" data-testid="console-menu">
      <Menu
        mode="inline"
        style={{ borderInlineEnd: 'none' }}
        selectedKeys={selected ? [selected] : []}
        items={menu.map((g) => ({
          type: 'group' as const,
          key: g.key,
          label: g.label,
          children: g.entries.map((e) => ({
            key: e.to,
            icon: e.icon,
            label: (
              <Link to={e.to} className="console-side-label" data-testid={e.testId} onClick={onNavigate} aria-current={e.to === selected ? 'page' : undefined}>
                <span>{e.label}</span>
                {e.badge}
              </Link>
            ),
          })),
        }))}
      />
    </nav>
  );
}

/** A menu longer than this is, on a phone, a drawer of its groups rather than one strip. */
const STRIP_MAX = 8;

/**
 * The menu on a phone when it is long (the operator's 28 entries): a bar with 菜单 and where the user
 * is (group / page), opening a drawer of the same titled groups as the side menu; choosing closes it.
 */
function DrawerMenu({ menu, active }: { menu: ConsoleMenuGroup[]; active: { group: ConsoleMenuGroup; entry: ConsoleMenuEntry } | null }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="console-menubar">
      <Button type="text" icon={<MenuOutlined />} onClick={() => setOpen(true)} aria-expanded={open} aria-haspopup="dialog" data-testid="console-menu-open">
        {consoleText.menu}
      </Button>
      {active && (
        <span className="console-menubar-here" data-testid="console-menu-here">
          <span>{active.group.label}</span>
          <span aria-hidden="true"> / </span>
          <b>{active.entry.label}</b>
        </span>
      )}
      <Drawer
        placement="left"
        open={open}
        onClose={() => setOpen(false)}
        title={consoleText.menu}
        size={288}
        rootClassName="console-menu-drawer"
        styles={{ body: { padding: '0 0 16px' } }}
      >
        <SideMenu menu={menu} selected={active?.entry.to} onNavigate={() => setOpen(false)} />
      </Drawer>
    </div>
  );
}

/**
 * A console's frame: top bar (brand, user, 退出), the left menu filtered by the user's
 * permissions (on a phone a strip under the top bar, or a drawer of its groups when it is long), breadcrumbs, then the page (the route's outlet). Visitors log in first; users
 * without `access` see 403. The server checks every permission again on every call.
 */
export function ConsoleLayout({ brand, menu, access, forbidden, topExtra, footer, className }: ConsoleLayoutProps) {
  const { data: me, isLoading } = useMe();
  const can = useCan();
  const location = useLocation();
  const narrow = useNarrow();

  if (isLoading) {
    return (
      <div className={`console ${className ?? ''}`} style={{ padding: 24 }}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  }
  if (!me) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  const allowed = typeof access === 'function' ? access(me) : can(access);
  if (!allowed) return <>{forbidden ?? <ConsoleForbidden brand={brand} />}</>;

  const shown = visibleMenu(menu, can);
  const active = activeEntry(shown, location.pathname);
  // a page of the menu this user may not open (a typed or kept address): 403 in place of the page
  const hidden = !active && activeEntry(menu, location.pathname);
  const crumbs = [
    { key: 'home', title: <Link to={brand.home}>{brand.title}</Link> },
    ...(active
      ? [
          { key: 'group', title: active.group.label },
          { key: 'entry', title: active.entry.label },
        ]
      : []),
  ];

  return (
    <div className={`console ${className ?? ''}`}>
      <TopBar me={me} brand={brand} extra={topExtra} />
      {narrow &&
        (shown.reduce((n, g) => n + g.entries.length, 0) > STRIP_MAX ? (
          <DrawerMenu menu={shown} active={active} />
        ) : (
          <StripMenu menu={shown} selected={active?.entry.to} />
        ))}
      <div className="console-body">
        {!narrow && <SideMenu menu={shown} selected={active?.entry.to} />}
        <main className="console-main">
          <div className="console-inner">
            <Breadcrumb className="console-crumbs" items={crumbs} />
            {hidden ? (
              <div className="console-card" data-testid="console-page-forbidden">
                <Result status="403" title={consoleText.forbiddenTitle} subTitle={consoleText.forbiddenSub} />
              </div>
            ) : (
              <Outlet />
            )}
          </div>
          {footer && <footer className="console-footer">{footer}</footer>}
        </main>
      </div>
    </div>
  );
}

/** A page's title, one line of what it is for, and its main actions on the right. */
export function ConsolePageHead({ title, sub, extra }: { title: string; sub?: string; extra?: ReactNode }) {
  return (
    <div className="console-page-head">
      <div>
        <h1>{title}</h1>
        {sub && <p>{sub}</p>}
      </div>
      {extra && <div className="console-page-actions">{extra}</div>}
    </div>
  );
}

/** A white card that holds a page's filters or table. */
export function ConsoleCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={`console-card ${className ?? ''}`}>{children}</div>;
}

/** The footer of a console dialog: 取消, and the action, busy while it runs (pass it to Modal's `footer`). */
export function DialogFooter({
  onCancel,
  onOk,
  okText,
  pending,
  disabled,
  testId,
}: {
  onCancel: () => void;
  onOk: () => void;
  okText: string;
  pending?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <div className="console-dialog-footer">
      <Button onClick={onCancel} disabled={pending}>
        {consoleText.cancel}
      </Button>
      <Button type="primary" loading={pending} disabled={disabled} onClick={onOk} data-testid={testId}>
        {okText}
      </Button>
    </div>
  );
}
