// The light parts every staff route module imports statically: the frame and the loading state. Everything heavy
// (supabase-js, the staff tools, content data, zod through @agency/staff/rules) loads in the browser, in the
// gate, after the sign-in check (docs/adr/0005).
import staffStylesheet from '@agency/staff/styles.css?url';
import { PageHeader, PageLoading, Section } from '@agency/ui';
import {
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useNavigate, type LinksFunction } from 'react-router';
import { PageShell } from '../components/PageShell';
import { useShell } from '../lib/shell';
import type { StaffPageCopy } from './page.server';

/**
 * The staff screens' stylesheet: each staff route exports it as its `links`, so only staff pages download it (after
 * the design system's sheet, which root.tsx links on every page, so staff rules win where they refine it).
 */
export const staffLinks: LinksFunction = () => [{ rel: 'stylesheet', href: staffStylesheet }];

/** The page frame with its heading (and, as on every page, the contact section the header's links lead to). */
export function StaffPageFrame({ page, children }: { page: StaffPageCopy; children: ReactNode }) {
  return (
    <PageShell visitorSkipLinks={false}>
      <PageHeader title={page.title} intro={page.intro} />
      <Section width="content">{children}</Section>
    </PageShell>
  );
}

/** 'Loading...' (while the session is checked, or a tool's code loads). */
export function StaffToolLoading() {
  return <PageLoading label={useShell().pageLoadingLabel} />;
}

/** What the prerendered HTML and a first visit show until the session is checked: no staff content at all. */
export function StaffLoading({ page }: { page: StaffPageCopy }) {
  return (
    <StaffPageFrame page={page}>
      <StaffToolLoading />
    </StaffPageFrame>
  );
}

/**
 * The gate of a staff page, in the browser only: checks the session (the session module and supabase-js load now),
 * then shows the page's tool, or sends the visitor to /auth and back after sign-in. While it checks, and in the
 * prerendered HTML, the page shows 'Loading...' and nothing of the tool.
 */
export function StaffGate({ path, View }: { path: string; View: ComponentType<{ email: string }> }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('./session').then(async ({ staffAccount, signInPath }) => {
      const account = await staffAccount();
      if (!live) return;
      if (account) setEmail(account.email);
      else void navigate(signInPath(path), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, path]);
  if (!email) return <StaffToolLoading />;
  return (
    <Suspense fallback={<StaffToolLoading />}>
      <View email={email} />
    </Suspense>
  );
}

/** True once mounted in the browser (false in the prerendered HTML and during hydration). */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const noSubscription = () => () => {};
