/**
 * What the deposit and withdraw pages share above their form: the coin picker (switching coin goes to
 * the same page of the other coin) and the links between deposit, withdrawal and the statement.
 */
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router';
import { Select, type SelectOption } from '../../ui/input';
import { depositPath, KRW_REF, statementPath, withdrawPath } from './coin-rules';
import { useInoutCoins } from './use-inout-coins';

export type InoutPageKind = 'deposit' | 'withdraw';

const PATH_OF: Record<InoutPageKind, (symbol: string) => string> = {
  deposit: depositPath,
  withdraw: withdrawPath,
};

export function InoutNav({ kind, symbol }: { kind: InoutPageKind; symbol: string }) {
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
    <div className="td-inout__nav">
      <nav aria-label={t('inout.nav.label')}>
        <NavLink to={depositPath(symbol)}>{t('inout.nav.deposit')}</NavLink>
        <NavLink to={withdrawPath(symbol)}>{t('inout.nav.withdraw')}</NavLink>
        <NavLink to={statementPath()}>{t('inout.nav.statement')}</NavLink>
      </nav>
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
