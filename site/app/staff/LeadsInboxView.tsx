import { getStaffToolsCopy } from '@agency/content';
import { createLeadsClient, LeadsInbox } from '@agency/staff';
import { useMemo } from 'react';
import { staffBackend, staffBackendConfig } from './session';
import { StaffBar } from './StaffBar';

/** The callback requests inbox (the leads come from the 'leads-admin' function, for a staff session only). */
export default function LeadsInboxView({ email }: { email: string }) {
  const auth = staffBackend().auth;
  const client = useMemo(() => (auth ? createLeadsClient(auth, staffBackendConfig) : null), [auth]);
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
