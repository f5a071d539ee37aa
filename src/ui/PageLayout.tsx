/**
 * The page frame of a routed page: its title and description as the page heading, then its content.
 */
import type { ReactNode } from 'react';
import './page-layout.css';

export interface PageLayoutProps {
  title: string;
  description: string;
  children?: ReactNode;
  /** Narrow pages (forms) are centred in a smaller column. */
  width?: 'normal' | 'narrow';
}

export function PageLayout({ title, description, children, width = 'normal' }: PageLayoutProps) {
  return (
    <main className={`td-page td-page--${width}`}>
      <header className="td-page__header">
        <h1 className="td-page__title">{title}</h1>
        <p className="td-page__description">{description}</p>
      </header>
      {children && <div className="td-page__content">{children}</div>}
    </main>
  );
}
