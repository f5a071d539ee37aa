/**
 * The exchange's deposit and withdrawal desk: members' requests (coin and KRW withdrawals and their
 * cancel, KRW deposits, the fee reward; member-requests.ts), deposit and return applications
 * (inout-applications.ts), the back office's moves, its clock and smart sales (back-office.ts), and what
 * they show (inout-views.ts). Every change that touches a balance is one transaction with the record it
 * belongs to, then the member's socket hears of the new balances (inout-moves.ts).
 *
 * A withdrawal's total leaves the balance at request (not a lock), so the ledger's lock checks stay as
 * they are while it is in flight; its cancel, rejection or failure gives the total back and takes its fee
 * reward's points back (contract/inout.ts feeRewardTakenBack), in the same transaction.
 */
import { Ledger } from '../trading/ledger';
import { BackOffice } from './back-office';
import { InoutApplications } from './inout-applications';
import { InoutMoves, type InoutDeps } from './inout-moves';
import { InoutStore } from './inout-store';
import { InoutViews } from './inout-views';
import { MemberRequests } from './member-requests';

export class InoutDesk {
  readonly store: InoutStore;
  readonly views: InoutViews;
  readonly requests: MemberRequests;
  readonly applications: InoutApplications;
  readonly backOffice: BackOffice;

  constructor(deps: InoutDeps) {
    this.store = new InoutStore(deps.db);
    const ledger = new Ledger(deps.db);
    this.views = new InoutViews(this.store, ledger);
    const moves = new InoutMoves(deps, this.store, ledger);
    this.requests = new MemberRequests(deps, this.store, this.views, moves);
    this.applications = new InoutApplications(deps, this.store, this.views, moves);
    this.backOffice = new BackOffice(deps, this.store, this.views, moves);
  }
}
