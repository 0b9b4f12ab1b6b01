import { AuthCard as RealmAuthCard } from '../../ui/auth-card';

/** The frame of the portal's sign-in and invitation screens: one heading, a line under it, a card. */
export function AuthCard(props: { title: string; description?: string; children: React.ReactNode }) {
  return <RealmAuthCard brand="UpKeep Pro" {...props} />;
}
