import { useState } from 'react';
import { call } from '../../client/call';
import type { AccountProps } from './shared';

/** Ends the session, then goes home. */
export function LogoutButton({ prefix, labels }: AccountProps) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={busy}
      data-logout=""
      onClick={() => {
        setBusy(true);
        call('logout', { body: {} }, { showLoading: true })
          .catch((problem) => console.error('Logout failed', problem))
          .finally(() => location.assign(prefix || '/'));
      }}
    >
      {labels.logout}
    </button>
  );
}
