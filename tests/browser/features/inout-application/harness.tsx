/**
 * Test harness for the application pages: the two pages and a stand-in statement page in a memory
 * router, under the shell's dialogs and toasts and its handler of failed calls, with REST answered by a
 * fetch stub (the deposit, no previous application, the coins and Bitcoin's networks; uploads and
 * applications accepted).
 */
import { createMemoryRouter, Outlet, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import {
  INOUT_ERROR_CODES,
  INOUT_ERROR_MESSAGES,
  type HistoryEntry,
  type InoutCoin,
  type WithdrawNetwork,
} from '../../../../contract';
import { setApiErrorHandler } from '../../../../src/api/query';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import {
  AssetReturnApplicationPage,
  DepositApplicationPage,
} from '../../../../src/features/inout-application';
import type { Language } from '../../../../src/i18n';
import { onTestFinished } from 'vitest';
import {
  clearToasts,
  closeAllDialogs,
  DialogManager,
  handleApiError,
  ToastHost,
} from '../../../../src/shell';
import { pagePath } from '../../../../src/shell/pages';
import { coin } from '../../../fixtures/coins';
import { applicationRecord, DEPOSIT_SEQ, heldDeposit } from '../../../fixtures/inout-application';
import { envelope, resetStores, stubApi, type Route } from '../../shell/harness';
import { mount } from '../../ui/mount';

registerAppDialogs();

export const TRANSFER = `/v1/coin-inout/transfers/${DEPOSIT_SEQ}`;
export const RECORD = `/v1/coin-inout/applications/${DEPOSIT_SEQ}`;
export const DEPOSIT_APPLICATION = '/v1/coin-inout/deposit-application';
export const REFUND_APPLICATION = '/v1/coin-inout/refund-application';
export const UPLOAD = '/v1/comn/attachments';
export const COIN = '/v1/coin-inout/coins/C0101';

function network(
  networkName: string,
  networkNameKo: string,
  secondAddressName: string | null,
): WithdrawNetwork {
  return {
    networkName,
    networkNameKo,
    fees: { LOW: 0.0001, STANDARD: 0.0002, FAST: 0.0005 },
    minQuantity: 0.001,
    secondAddressName,
  };
}

/** The deposit's coin: its own network, a second one whose memo is named, and a third. */
export function bitcoinWith(networks: WithdrawNetwork[]): InoutCoin {
  return {
    coinType: 'C0101',
    coinSymbol: 'BTC',
    coinName: 'Bitcoin',
    withdrawable: 1,
    networks,
    depositAddresses: [],
    pointBalance: 0,
  };
}

export const NETWORKS = [
  network('Lightning', '라이트닝', null),
  network('Bitcoin', '비트코인', null),
  network('Stacks', '스택스', 'Memo'),
];

/** The statement page the forms go to once sent. */
function StatementProbe() {
  const location = useLocation();
  return <p>statement page at {location.pathname}</p>;
}

function Layout() {
  return (
    <>
      <Outlet />
      <DialogManager />
      <ToastHost />
    </>
  );
}

/** Answers an upload with the file it got, as the simulator does. */
const acceptUpload: Route = ({ init }) => {
  const file = init?.body as File;
  return envelope({
    attachmentId: `att-${decodeURIComponent(file.name)}-0123456789abcdef`,
    fileName: decodeURIComponent(file.name),
    size: file.size,
    mediaType: 'image/png',
  });
};

/** An application refused because the deposit has used every application it allows (HTTP 409). */
export const limitReached: Route = () =>
  envelope(null, 409, INOUT_ERROR_CODES.applyLimitReached, INOUT_ERROR_MESSAGES.applyLimitReached.en);

export interface MountOptions {
  page: 'deposit' | 'return';
  language: Language;
  /** The navigation state the page opens with; the history dialog gives `{ seq }`. */
  state?: unknown;
  entry?: HistoryEntry;
  routes?: Record<string, Route>;
}

export function mountApplication(options: MountOptions) {
  resetStores({ member: true, language: options.language });
  const fetchStub = stubApi({
    [`GET ${TRANSFER}`]: () => envelope(options.entry ?? heldDeposit()),
    [`GET ${RECORD}`]: () => envelope(null, 404, 'NOT_FOUND', 'no application'),
    'GET /v1/coins': () => envelope([coin('BTC', 'KRW')]),
    [`GET ${COIN}`]: () => envelope(bitcoinWith(NETWORKS)),
    [`POST ${UPLOAD}`]: acceptUpload,
    [`POST ${DEPOSIT_APPLICATION}`]: () => envelope(applicationRecord({ stateCode: '11' })),
    [`POST ${REFUND_APPLICATION}`]: () => envelope(applicationRecord({ stateCode: '20' })),
    ...options.routes,
  });
  const stopErrors = setApiErrorHandler(handleApiError);
  const path = pagePath(options.page === 'deposit' ? 'depositApplication' : 'assetReturnApplication');
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: pagePath('depositApplication'), element: <DepositApplicationPage /> },
          { path: pagePath('assetReturnApplication'), element: <AssetReturnApplicationPage /> },
          { path: pagePath('inoutStatement'), element: <StatementProbe /> },
        ],
      },
    ],
    {
      initialEntries: [{ pathname: path, state: 'state' in options ? options.state : { seq: DEPOSIT_SEQ } }],
    },
  );
  onTestFinished(() => {
    router.dispose();
    stopErrors();
    fetchStub.mockRestore();
    closeAllDialogs();
    clearToasts();
  });
  mount(<RouterProvider router={router} />);
  return { router, fetchStub };
}
