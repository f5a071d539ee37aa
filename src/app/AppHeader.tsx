/**
 * The header of the pages that show one, with the member's area and the interest-payment watcher: its
 * own chunk, so that pages without a header (the chart popup, pop-out windows) never load it.
 */
import { Header } from '../features/header';
import { InterestPaymentWatcher, UserMenu } from '../features/user-panel';
import { PipTickerButton } from '../features/pip-ticker';

export default function AppHeader() {
  return (
    <>
      <Header userMenu={<UserMenu />} tools={<PipTickerButton />} />
      {/* Beside the header, so pop-out windows (no header) never open the modal. */}
      <InterestPaymentWatcher />
    </>
  );
}
