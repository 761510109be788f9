// The /auth page's sign-in: the staff sign-in widget on the site's backend, back to the staff page that asked.
import { StaffSignIn, type StaffSignInCopy } from '@agency/staff/auth';
import { useNavigate } from 'react-router';
import { safeNext, staffBackend } from './session';

export interface SignInViewProps {
  copy: StaffSignInCopy;
  links: ReadonlyArray<{ label: string; href: string }>;
  /** The staff page to go back to once signed in (only a staff page is accepted). */
  next: string | null;
  /** The name an authenticator app shows for a staff account. */
  issuer: string;
}

/** The sign-in widget on the site's backend; once signed in, back to the staff page that sent the visitor here. */
export default function SignInView({ copy, links, next, issuer }: SignInViewProps) {
  const navigate = useNavigate();
  const { auth, configError } = staffBackend();
  return (
    <StaffSignIn
      auth={auth}
      configError={configError}
      copy={copy}
      links={links}
      issuer={issuer}
      onSignedIn={() => {
        const back = safeNext(next);
        if (back) void navigate(back, { replace: true });
      }}
    />
  );
}
