/**
 * The coin picker above the deposit and withdraw forms: switching coin goes to the same page of the other
 * coin. The pages themselves are reached from the side menu, so no links here repeat it.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Select, type SelectOption } from '../../ui/input';
import { depositPath, KRW_REF, withdrawPath } from './coin-rules';
import { useInoutCoins } from './use-inout-coins';

export type InoutPageKind = 'deposit' | 'withdraw';

const PATH_OF: Record<InoutPageKind, (symbol: string) => string> = {
  deposit: depositPath,
  withdraw: withdrawPath,
};

export function CoinPicker({ kind, symbol }: { kind: InoutPageKind; symbol: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coins, nameOf } = useInoutCoins();
  const options: SelectOption[] = [KRW_REF, ...coins].map((coin) => ({
    key: coin.symbol,
    value: coin.symbol,
    title: t('inout.coinOption', { name: nameOf(coin), symbol: coin.symbol }),
  }));
  const known = options.some((option) => option.value === symbol);
  return (
    <div className="td-inout__toolbar">
      <Select
        label={t('inout.coinPicker')}
        options={options}
        value={known ? symbol : null}
        onChange={(next) => {
          if (next !== symbol) void navigate(PATH_OF[kind](next));
        }}
      />
    </div>
  );
}
