import {
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  IdcardOutlined,
  LoginOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  UserOutlined,
  ContainerOutlined,
  WarningOutlined,
  DashboardOutlined,
  VideoCameraOutlined,
  AlertOutlined,
  PieChartOutlined,
  RobotOutlined,
  ScanOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { type ConsoleMenuGroup, ConsoleLayout } from '../../components/console-layout';
import { TCon } from '../../lib/text/console';
import { TSupMenu } from '../../lib/text/supervision-menu';
import { CONSOLE_ACCESS } from './rules/console-rules';

const BRAND = { title: TCon.consoleName, home: '/console' };

/** The platform console's menu: each entry shows only to holders of its permission. */
export const CONSOLE_MENU: ConsoleMenuGroup[] = [
  {
    key: 'system',
    label: TCon.groupSystem,
    entries: [
      { to: '/console/users', label: TCon.menuUsers, icon: <UserOutlined />, permission: 'user:view', testId: 'menu-users' },
      { to: '/console/departments', label: TCon.menuDepartments, icon: <ApartmentOutlined />, permission: 'department:view', testId: 'menu-departments' },
      { to: '/console/positions', label: TCon.menuPositions, icon: <IdcardOutlined />, permission: 'position:view', testId: 'menu-positions' },
      { to: '/console/roles', label: TCon.menuRoles, icon: <SafetyCertificateOutlined />, permission: 'role:view', testId: 'menu-roles' },
      { to: '/console/audit', label: TCon.menuAudit, icon: <AuditOutlined />, permission: 'audit:view', testId: 'menu-audit' },
      { to: '/console/logins', label: TCon.menuLogins, icon: <LoginOutlined />, permission: 'audit:view', testId: 'menu-logins' },
    ],
  },
  {
    key: 'supervision',
    label: TCon.groupSupervision,
    entries: [
      { to: '/console/firms', label: TCon.menuFirms, icon: <BankOutlined />, permission: 'supervision-firm:view', testId: 'menu-firms' },
      { to: '/console/stockin', label: '进货记录', icon: <ContainerOutlined />, permission: 'supervision-stock-in:view', testId: 'menu-stockin' },
      { to: '/console/licence-alerts', label: '证照预警', icon: <WarningOutlined />, permission: 'supervision-stock-in:view', testId: 'menu-licence-alerts' },
      { to: '/console/monitors', label: TSupMenu.wall, icon: <VideoCameraOutlined />, permission: 'monitor:view', testId: 'menu-monitors' },
      { to: '/console/violations', label: TSupMenu.cases, icon: <AlertOutlined />, permission: 'violation:view', testId: 'menu-violations' },
      {
        to: '/console/supervision-dashboard',
        label: TSupMenu.dashboard,
        icon: <PieChartOutlined />,
        permission: 'violation:view',
        testId: 'menu-supervision-dashboard',
      },
    ],
  },
  {
    key: 'operation',
    label: '平台运营',
    entries: [
      { to: '/console/cold-chain', label: '冷链告警规则', icon: <DashboardOutlined />, permission: 'cold-chain-rule:edit', testId: 'menu-cold-chain' },
      { to: '/console/ai-platforms', label: TSupMenu.platforms, icon: <RobotOutlined />, permission: 'ai-platform:view', testId: 'menu-ai-platforms' },
      { to: '/console/ai-abilities', label: TSupMenu.abilities, icon: <ScanOutlined />, permission: 'ai-platform:view', testId: 'menu-ai-abilities' },
    ],
  },
];

/** /console — operators and supervisors; a user without any system, supervision or operation permission sees 403. */
export default function ConsoleFrame() {
  return (
    <ConsoleLayout
      brand={BRAND}
      menu={CONSOLE_MENU}
      access={CONSOLE_ACCESS}
      footer={TCon.footer}
      topExtra={
        <Link to="/eshop/store">
          <Button type="text" icon={<ShopOutlined />}>
            {TCon.goStore}
          </Button>
        </Link>
      }
    />
  );
}
