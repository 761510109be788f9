import { getStaffPagesCopy } from '@agency/content';
import { StaffAccountBar } from '@agency/staff/auth';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { staffBackend } from './session';

/** Who is signed in, and Sign out (back to the sign-in page). */
export function StaffBar({ email }: { email: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  return (
    <StaffAccountBar
      email={email}
      copy={getStaffPagesCopy().bar}
      pending={pending}
      onSignOut={async () => {
        setPending(true);
        await staffBackend().auth?.signOut();
        void navigate('/auth');
      }}
    />
  );
}
