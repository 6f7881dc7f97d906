import { Tabs } from 'antd';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { centreText } from '../../../lib/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFirmProfile } from '../api/get-profile';
import type { ProfileTab } from '../api/update-profile';
import { BasicTab } from '../components/profile/basic-tab';
import { PersonnelTab } from '../components/profile/personnel-tab';
import { ProfileHeader } from '../components/profile/profile-header';
import { ProfileSkeleton } from '../components/profile/profile-skeleton';
import '../../../components/centre.css';

/** /eshop/store/user — the firm's business profile: two tabs, each saved on its own (spec 02 §2.2). */
export default function ProfilePage() {
  usePageTitle(centreText.profileTitle);
  const profile = useFirmProfile();
  const [tab, setTab] = useState<ProfileTab>('basic');
  const p = profile.data;

  return (
    <section className="sl-section centre-page">
      <h1 className="centre-title">{centreText.profileTitle}</h1>
      <QueryState
        isLoading={profile.isLoading || (!p && !profile.error)}
        error={profile.error}
        onRetry={() => profile.refetch()}
        skeleton={<ProfileSkeleton />}
      >
        {p && (
          <>
            <ProfileHeader profile={p} />
            <Tabs
              activeKey={tab}
              onChange={(k) => setTab(k as ProfileTab)}
              items={[
                {
                  key: 'basic',
                  label: <span data-testid="profile-tab-basic">{centreText.tabBasic}</span>,
                  children: <BasicTab profile={p} />,
                },
                {
                  key: 'personnel',
                  label: <span data-testid="profile-tab-personnel">{centreText.tabPersonnel}</span>,
                  children: <PersonnelTab profile={p} />,
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
