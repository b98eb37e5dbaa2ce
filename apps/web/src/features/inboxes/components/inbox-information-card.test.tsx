import type { TProjectEmailStatistics } from '@papertray/contract';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ReceivedMailRows } from './inbox-information-card';

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

function rowsText(statistics: TProjectEmailStatistics) {
  const container = document.createElement('dl');
  const root = createRoot(container);
  act(() => root.render(<ReceivedMailRows statistics={statistics} />));
  const text = [...container.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
  );
  act(() => root.unmount());
  return text;
}

describe('a receiving address says what is true for it', () => {
  it('shows when the last mail arrived and how many did, not a sync that never runs', () => {
    const lastEmailReceived = '2026-03-02T09:30:00.000Z';
    const local = new Date(lastEmailReceived);
    expect(rowsText({ totalEmails: 3, totalAttachments: 4, lastEmailReceived })).toEqual([
      `Last mail received: Mar ${local.getDate()}, 2026 ${local.getHours() % 12 || 12}:30 ${local.getHours() < 12 ? 'AM' : 'PM'}`,
      'Mails received: 3',
    ]);
  });

  it('says so when no mail has come yet', () => {
    expect(rowsText({ totalEmails: 0, totalAttachments: 0, lastEmailReceived: null })).toEqual([
      'Last mail received: No mail received yet',
      'Mails received: 0',
    ]);
  });
});
