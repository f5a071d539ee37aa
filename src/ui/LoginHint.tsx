/**
 * The logged-out hint of a member-only panel (the open orders, the credit status): a message and the
 * login link that brings the user back here (the login page reads `from` from navigation state).
 * Without a router (a bare workspace) the link is a plain one.
 */
import { useTranslation } from 'react-i18next';
import { Link, useInRouterContext, useLocation } from 'react-router';
import { loginLink } from '../lib/paths';
import './login-hint.css';

export function LoginHint({ message }: { message: string }) {
  return useInRouterContext() ? <RoutedLoginHint message={message} /> : <PlainLoginHint message={message} />;
}

function RoutedLoginHint({ message }: { message: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const link = loginLink(`${location.pathname}${location.search}${location.hash}`);
  return (
    <div className="td-login-hint" role="status">
      <p>{message}</p>
      <Link to={link.to} state={link.state}>
        {t('openOrders.loginLink')}
      </Link>
    </div>
  );
}

function PlainLoginHint({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="td-login-hint" role="status">
      <p>{message}</p>
      <a href={loginLink(globalThis.location.pathname).to}>{t('openOrders.loginLink')}</a>
    </div>
  );
}
