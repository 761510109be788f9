import { getStaffToolsCopy } from '@agency/content';
import { LeadsInbox } from '@agency/ui';
import { useMemo } from 'react';
import { createLeadsClient } from './leads-client';
import { staffBackend } from './session';
import { StaffBar } from './StaffBar';

/** The callback requests inbox (the leads come from the 'leads-admin' function, for a staff session only). */
export default function LeadsInboxView({ email }: { email: string }) {
  const auth = staffBackend().auth;
  const client = useMemo(() => (auth ? createLeadsClient(auth) : null), [auth]);
  const copy = getStaffToolsCopy();
  return (
    <>
      <StaffBar email={email} />
      {client ? (
        <LeadsInbox client={client} copy={copy.leadsInbox} requestUnit={copy.common.units.request} />
      ) : null}
    </>
  );
}
