import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  CoffeeOutlined,
  ContainerOutlined,
  DashboardOutlined,
  FileTextOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LoginOutlined,
  MessageOutlined,
  PictureOutlined,
  PieChartOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScanOutlined,
  SettingOutlined,
  ShopOutlined,
  TagsOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { ConsoleLayout, type ConsoleMenuGroup } from '../../components/console-layout';
import { authorityText } from '../../lib/text/authority';
import { consoleText } from '../../lib/text/console';
import { smsText } from '../../lib/text/sms';
import { supervisionMenuText } from '../../lib/text/supervision-menu';
import { CONSOLE_ACCESS } from './rules/console-rules';

const BRAND = { title: consoleText.consoleName, home: '/console' };

/**
 * The platform console's menu, in groups an operator looks for (企业与用户, 商城运营, 内容管理, 监管, 系统);
 * each entry shows only to holders of its permission, a group without any is left out.
 */
export const CONSOLE_MENU: ConsoleMenuGroup[] = [
  {
    key: 'people',
    label: consoleText.groupPeople,
    entries: [
      { to: '/console/firm-review', label: '企业审核', icon: <BankOutlined />, permission: 'firm-review:view', testId: 'menu-firm-review' },
      { to: '/console/authorities', label: authorityText.title, icon: <SafetyOutlined />, permission: 'firm-review:view', testId: 'menu-authorities' },
      { to: '/console/users', label: consoleText.menuUsers, icon: <UserOutlined />, permission: 'user:view', testId: 'menu-users' },
      {
        to: '/console/departments',
        label: consoleText.menuDepartments,
        icon: <ApartmentOutlined />,
        permission: 'department:view',
        testId: 'menu-departments',
      },
      { to: '/console/positions', label: consoleText.menuPositions, icon: <IdcardOutlined />, permission: 'position:view', testId: 'menu-positions' },
      { to: '/console/roles', label: consoleText.menuRoles, icon: <SafetyCertificateOutlined />, permission: 'role:view', testId: 'menu-roles' },
    ],
  },
  {
    key: 'store',
    label: consoleText.groupStore,
    entries: [
      { to: '/console/shelf-review', label: '商品审核', icon: <ShopOutlined />, permission: 'shelf-review:view', testId: 'menu-shelf-review' },
      { to: '/console/figures', label: '平台数据', icon: <LineChartOutlined />, permission: 'platform-figures:view', testId: 'menu-figures' },
      { to: '/console/tools', label: '运营工具', icon: <ToolOutlined />, permission: 'operator-tool:view', testId: 'menu-tools' },
      { to: '/console/sms', label: smsText.menu, icon: <MessageOutlined />, permission: 'sms-log:view', testId: 'menu-sms' },
    ],
  },
  {
    key: 'content',
    label: consoleText.groupContent,
    entries: [
      { to: '/console/content/banners', label: '轮播图', icon: <PictureOutlined />, permission: 'cms:view', testId: 'menu-banners' },
      { to: '/console/content/floors', label: '商城楼层', icon: <AppstoreOutlined />, permission: 'cms:view', testId: 'menu-floors' },
      { to: '/console/content/news', label: '新闻资讯', icon: <ReadOutlined />, permission: 'cms:view', testId: 'menu-news' },
      { to: '/console/content/partners', label: '合作单位', icon: <TeamOutlined />, permission: 'cms:view', testId: 'menu-partners' },
      { to: '/console/content/food-types', label: '食材分类', icon: <ApartmentOutlined />, permission: 'cms:view', testId: 'menu-food-types' },
      { to: '/console/content/firm-types', label: '公共业态', icon: <TagsOutlined />, permission: 'cms:view', testId: 'menu-firm-types' },
      { to: '/console/content/about', label: '免责声明', icon: <FileTextOutlined />, permission: 'cms:view', testId: 'menu-about' },
    ],
  },
  {
    key: 'supervision',
    label: consoleText.groupSupervision,
    entries: [
      { to: '/console/firms', label: consoleText.menuFirms, icon: <BankOutlined />, permission: 'supervision-firm:view', testId: 'menu-firms' },
      { to: '/console/stockin', label: '进货记录', icon: <ContainerOutlined />, permission: 'supervision-stock-in:view', testId: 'menu-stockin' },
      { to: '/console/licence-alerts', label: '证照预警', icon: <WarningOutlined />, permission: 'supervision-stock-in:view', testId: 'menu-licence-alerts' },
      { to: '/console/monitors', label: supervisionMenuText.wall, icon: <VideoCameraOutlined />, permission: 'monitor:view', testId: 'menu-monitors' },
      { to: '/console/violations', label: supervisionMenuText.cases, icon: <AlertOutlined />, permission: 'violation:view', testId: 'menu-violations' },
      {
        to: '/console/supervision-dashboard',
        label: supervisionMenuText.dashboard,
        icon: <PieChartOutlined />,
        permission: 'violation:view',
        testId: 'menu-supervision-dashboard',
      },
      { to: '/console/feedback', label: '家长反馈', icon: <MessageOutlined />, permission: 'supervision-feedback:view', testId: 'menu-feedback' },
      { to: '/console/accompany', label: '陪餐覆盖', icon: <CoffeeOutlined />, permission: 'supervision-feedback:view', testId: 'menu-accompany' },
    ],
  },
  {
    key: 'supervision-setup',
    label: consoleText.groupSupervisionSetup,
    entries: [
      { to: '/console/cold-chain', label: '冷链告警规则', icon: <DashboardOutlined />, permission: 'cold-chain-rule:edit', testId: 'menu-cold-chain' },
      {
        to: '/console/ai-platforms',
        label: supervisionMenuText.platforms,
        icon: <RobotOutlined />,
        permission: 'ai-platform:view',
        testId: 'menu-ai-platforms',
      },
      {
        to: '/console/ai-abilities',
        label: supervisionMenuText.abilities,
        icon: <ScanOutlined />,
        permission: 'ai-platform:view',
        testId: 'menu-ai-abilities',
      },
    ],
  },
  {
    key: 'system',
    label: consoleText.groupSystem,
    entries: [
      { to: '/console/audit', label: consoleText.menuAudit, icon: <AuditOutlined />, permission: 'audit:view', testId: 'menu-audit' },
      { to: '/console/logins', label: consoleText.menuLogins, icon: <LoginOutlined />, permission: 'audit:view', testId: 'menu-logins' },
      { to: '/console/settings', label: '平台设置', icon: <SettingOutlined />, permission: 'platform-setting:view', testId: 'menu-settings' },
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
      footer={consoleText.footer}
      topExtra={
        <Link to="/eshop/store">
          <Button type="text" icon={<ShopOutlined />}>
            {consoleText.goStore}
          </Button>
        </Link>
      }
    />
  );
}
