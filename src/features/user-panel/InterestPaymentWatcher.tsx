/**
 * Mounted once by the composition root: for a member, asks for the oldest unseen KRW deposit interest
 * payment (silent) and opens the balance-complete modal for it, once per payment in this window; closing
 * the modal marks it seen and asks again (interest-seen.ts). Renders nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { getQueryClient } from '../../api/query';
import { unseenInterestQuery } from '../../api/shell';
import { openDialog } from '../../shell';
import { session } from '../../state/session';
import './dialogs';

export function InterestPaymentWatcher() {
  const { status } = useSnapshot(session);
  const member = status === 'member';
  const { data } = useQuery(unseenInterestQuery(member), getQueryClient());
  const opened = useRef(new Set<number>());
  const payment = member ? data?.payment : null;

  useEffect(() => {
    if (!payment || opened.current.has(payment.paymentId)) return;
    opened.current.add(payment.paymentId);
    openDialog({ type: 'balanceComplete', props: payment });
  }, [payment]);

  return null;
}
