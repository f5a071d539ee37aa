/**
 * The live feed every panel reads from, handed down by React context so that panels never reach for a
 * global: the app provides getFeedClient() (one per window, shared worker behind it), tests provide a
 * fake FeedClient. The provider does not own the client; whoever created it disposes it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { getFeedClient } from '../api/feed-client';
import type { FeedClient } from '../api/feed-types';

const FeedContext = createContext<FeedClient | null>(null);

export function FeedProvider({ client, children }: { client: FeedClient; children: ReactNode }) {
  return <FeedContext value={client}>{children}</FeedContext>;
}

/** The FeedClient of the nearest FeedProvider; throws when there is none (a wiring mistake, not a state). */
export function useFeed(): FeedClient {
  const client = useContext(FeedContext);
  if (client === null) throw new Error('useFeed() needs a <FeedProvider> above it');
  return client;
}

/** The FeedClient of the nearest FeedProvider, or null: for code that provides one when none exists. */
export function useOptionalFeed(): FeedClient | null {
  return useContext(FeedContext);
}

/** Provides the window's own FeedClient (getFeedClient()) unless a FeedProvider above already gives one. */
export function WithWindowFeed({ children }: { children: ReactNode }) {
  const provided = useOptionalFeed();
  if (provided) return children;
  return <FeedProvider client={getFeedClient()}>{children}</FeedProvider>;
}
