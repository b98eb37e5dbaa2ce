import { CreditCard, UserRound } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { BillingOverview } from '@/features/settings/components/billing-overview';
import { ChangePasswordForm } from '@/features/settings/components/change-password-form';
import { ProfileForm } from '@/features/settings/components/profile-form';
import { useAuth } from '@/lib/auth/auth-context';

type SettingsTab = 'profile' | 'billing';

export default function SettingsPage() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab: SettingsTab =
    location.pathname === '/settings/billing' || params.get('tab') === 'billing'
      ? 'billing'
      : 'profile';

  const onTabChange = (value: string) => {
    void navigate(value === 'billing' ? '/settings/billing' : '/settings?tab=profile', {
      replace: true,
    });
  };

  return (
    <>
      <PageHeader title="Settings" description="Your profile, password and plan." />
      {!user ? (
        <PageSpinner />
      ) : (
        <Tabs value={tab} onValueChange={onTabChange}>
          <TabsList>
            <TabsTrigger value="profile">
              <UserRound aria-hidden />
              Profile
            </TabsTrigger>
            <TabsTrigger value="billing">
              <CreditCard aria-hidden />
              Billing
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile" className="grid max-w-2xl gap-6">
            <ProfileForm user={user} />
            <ChangePasswordForm />
          </TabsContent>
          <TabsContent value="billing" className="max-w-3xl">
            <BillingOverview planType={user.plan} />
          </TabsContent>
        </Tabs>
      )}
    </>
  );
}
