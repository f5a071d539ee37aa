/**
 * The member's notifications in this window (a valtio store): the history newest first as far as it was
 * paged (the first page on start, a reconnect or a resync; older pages on "more"), the notifications the
 * feed brings in between (each window's drain: none is lost while the window lives, one is never listed
 * twice), and the count unread — from the newest answer or frame, whichever came last. Marking one or all
 * read is the exchange's call; its answer's count, and the frame every window then gets, set the bells.
 */
import { proxy } from 'valtio';
import type { Notification } from '../../../contract/notifications';
import type { NotificationsDrain } from '../../api/feed-types';
import { listNotifications, markNotificationsRead } from '../../api/notifications-client';

export interface NotificationState {
  /** Newest first, ids unique. */
  items: Notification[];
  unread: number;
  /** Older notifications than the last listed are kept by the exchange. */
  hasMore: boolean;
  /** A page is being read. */
  loading: boolean;
  /** The last page call failed (the list shows what it has and offers to try again). */
  failed: boolean;
  /** The first page has been read. */
  loaded: boolean;
}

export interface NotificationStore {
  readonly state: NotificationState;
  /** Reads the first page again (start, reconnect, resync): it replaces the list. */
  refresh(): Promise<void>;
  /** Reads the page older than the last listed. */
  loadMore(): Promise<void>;
  /** A drain of the feed: the notifications that came and the newest count, or a resync. */
  apply(drain: NotificationsDrain): void;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
  /** Forgets everything (logged out). */
  clear(): void;
}

const emptyState = (): NotificationState => ({
  items: [],
  unread: 0,
  hasMore: false,
  loading: false,
  failed: false,
  loaded: false,
});

/** `incoming` merged into `items` (both newest first): one entry per id, the incoming one winning. */
function merge(items: readonly Notification[], incoming: readonly Notification[]): Notification[] {
  const byId = new Map<number, Notification>();
  for (const item of items) byId.set(item.id, item);
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export function createNotificationStore(): NotificationStore {
  const state = proxy<NotificationState>(emptyState());
  /** Bumped by refresh and clear: an older page's answer is dropped. */
  let generation = 0;

  const readPage = async (before: number | undefined) => {
    const asked = ++generation;
    state.loading = true;
    state.failed = false;
    try {
      const page = await listNotifications(before === undefined ? {} : { before });
      if (asked !== generation) return;
      // A refresh replaces the list but keeps what the feed brought after the page's newest.
      const newest = page.notifications[0]?.id;
      const kept =
        before !== undefined
          ? state.items
          : newest === undefined
            ? []
            : state.items.filter((n) => n.id > newest);
      state.items = merge(kept, page.notifications);
      state.hasMore = page.hasMore;
      state.unread = page.unread;
      state.loaded = true;
    } catch {
      if (asked === generation) state.failed = true;
    } finally {
      if (asked === generation) state.loading = false;
    }
  };

  return {
    state,
    refresh: () => readPage(undefined),
    loadMore: () => {
      if (state.loading || !state.hasMore) return Promise.resolve();
      return readPage(state.items.at(-1)?.id);
    },
    apply(drain) {
      if (drain.added.length > 0) state.items = merge(state.items, [...drain.added].reverse());
      if (drain.unread !== null) state.unread = drain.unread;
      if (drain.resync) void readPage(undefined);
    },
    async markRead(id) {
      const item = state.items.find((n) => n.id === id);
      if (!item || item.read) return;
      item.read = true;
      try {
        state.unread = (await markNotificationsRead({ ids: [id] })).unread;
      } catch {
        item.read = false;
      }
    },
    async markAllRead() {
      const unreadItems = state.items.filter((n) => !n.read);
      for (const item of unreadItems) item.read = true;
      try {
        state.unread = (await markNotificationsRead({ all: true })).unread;
      } catch {
        for (const item of unreadItems) item.read = false;
      }
    },
    clear() {
      generation += 1;
      Object.assign(state, emptyState());
    },
  };
}
