import { ShopOutlined } from '@ant-design/icons';
import type { TFirmProfile } from '@shanlian/contract';
import { Tag } from 'antd';
import { centreText } from '../../../../lib/text';

/** The firm at a glance above the tabs: photo, name, business type, area, organisation, grade. */
export function ProfileHeader({ profile }: { profile: TFirmProfile }) {
  return (
    <div className="centre-profile-head">
      <div className="centre-profile-photo">
        {profile.FirmImageUrl ? <img src={profile.FirmImageUrl} alt="" /> : <ShopOutlined style={{ fontSize: 28, color: '#1f9d55' }} />}
      </div>
      <div style={{ minWidth: 0 }}>
        <div className="centre-profile-name">{profile.Name}</div>
        <div className="centre-profile-tags">
          {profile.FirmTypeName && <Tag color="green">{profile.FirmTypeName}</Tag>}
          {profile.PubFirmTypeName && profile.PubFirmTypeName !== profile.FirmTypeName && <Tag>{profile.PubFirmTypeName}</Tag>}
          {profile.QuantifiedGrade && <Tag color="gold">{centreText.gradeTag(profile.QuantifiedGrade)}</Tag>}
          <span>{[profile.AreaName, profile.OrgName].filter(Boolean).join(' · ')}</span>
        </div>
      </div>
    </div>
  );
}
