import { useState } from 'react';
import { api } from '../../client/http';
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
        api('/api/auth/logout', { method: 'POST', body: {}, showLoading: true })
          .catch((problem) => console.error('Logout failed', problem))
          .finally(() => location.assign(prefix || '/'));
      }}
    >
      {labels.logout}
    </button>
  );
}
