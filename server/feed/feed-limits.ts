/**
 * What one socket, one address and all sockets together may cost the server. The feed is the one part
 * of the simulator a stranger can drive with no login: without these bounds 200 sockets asking for
 * ticker snapshots and never reading stalled the event loop for 20 s and took RSS past 1.6 GB.
 */

/**
 * Messages a socket may send at once. A real client opens with one `sub` per channel (seven) and one per
 * order book it follows, then asks for a snapshot per gap: 50 covers a workspace following a few dozen
 * books at once.
 */
export const OP_BURST = 50;
/**
 * Messages a socket may send per second after the burst. A real client sends a ping per heartbeat, a
 * snapshot request per gap (at most one per stream every five seconds) and a sub or unsub when a panel
 * changes coin: a handful a second. Twenty leaves room for a user flicking through coins.
 */
export const OP_RATE_PER_SECOND = 20;
/**
 * Messages dropped for the rate that a socket may pile up before it is closed (SOCKET_CLOSE.policy). The
 * allowance refills at OP_RATE_PER_SECOND, so a socket is closed when it sends more than twice the rate
 * for a while, or OP_BURST + FLOOD_ALLOWANCE messages at once; a client that only grazes the limit
 * loses the excess and stays.
 */
export const FLOOD_ALLOWANCE = 200;

/**
 * Sockets per remote address. A browser shares one socket among all its windows (the feed's
 * SharedWorker), so 32 leaves room for several browsers behind one NAT, the tests and the benches (the
 * soak opens 20) while one host can no longer hold hundreds.
 */
export const MAX_SOCKETS_PER_ADDRESS = 32;
/** Sockets in all: each holds a few tens of kB in ws and kernel buffers even when idle. */
export const MAX_SOCKETS = 1024;
/**
 * Places only sockets with a live session may take (socket-caps.ts): guests share the other 768, so 32
 * addresses × 32 strangers' sockets no longer shut out the members. A quarter of the server is one socket
 * for each of 256 members' browsers at once, far above what the simulator serves in use.
 */
export const MEMBER_RESERVED_SOCKETS = 256;
/**
 * A socket that follows nothing (no channel, no book) for this long is closed (SOCKET_CLOSE.policy): a
 * real client subscribes as soon as it opens (workers/core/feed/feed-session.ts), so only a socket held
 * to take a place waits. Five seconds cover a slow first frame over a congested link; the clock runs
 * again whenever the socket lets go of its last subscription.
 */
export const SUBSCRIBE_DEADLINE_MS = 5_000;

/**
 * A socket whose send buffer (what ws and Node hold in the process for it; the kernel's socket buffers
 * come on top and are not counted) passes this is too slow to follow the feed and is dropped
 * (SOCKET_CLOSE.tryAgainLater). The largest burst a well-behaved client causes is a resubscription after
 * a reconnect: seven channels each replayed up to REPLAY_MAX_BYTES, plus snapshots and books, under
 * 2 MB. Twice that is enough; the old 8 MB let 200 sockets hold 1.6 GB.
 */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/**
 * What the send buffers of all sockets together may hold. Past it the sockets with the largest buffers
 * (the slowest readers) are dropped first, until the total is back under BUFFER_RELIEF_BYTES, so that
 * many sockets each under MAX_BUFFERED_BYTES cannot add up to an unbounded process (1,024 × 4 MB).
 */
export const BUFFER_BUDGET_BYTES = 64 * 1024 * 1024;
/** Shedding goes a quarter below the budget, so that the next frame does not start it again at once. */
export const BUFFER_RELIEF_BYTES = (BUFFER_BUDGET_BYTES * 3) / 4;

/**
 * The largest replay a `sub` with `since` gets; a larger one is answered like a `since` the ring no
 * longer holds (a snapshot, a trades reset, an empty orders frame). It is 13 ticker snapshots (about
 * 19 kB each), so a replay bigger than that is no saving over a snapshot; at the default 300 trades a
 * second it covers over 20 s of ticker and trades frames, more than the first backoff steps of a
 * reconnect. Without it one 50-byte `sub` could ask for 5 MB; the rings stop at this size too.
 */
export const REPLAY_MAX_BYTES = 256 * 1024;

/**
 * A cached snapshot is rebuilt once its channel's seq moves, and at the latest after this long: some
 * figures move with time alone (rolling 24 h values), and the frame's `t` says when it was built.
 */
export const SNAPSHOT_MAX_AGE_MS = 1_000;

/**
 * The largest message a client may send (ws closes the socket with 1009 past it). The longest real
 * message is a `sub` with a coin key and a seq, under 100 bytes; 64 kB only spares hand-written tools.
 */
export const MAX_CLIENT_MESSAGE_BYTES = 64 * 1024;

/**
 * Log lines for clients' bad frames (socket-errors.ts): ten at once, then one a second. A client's bad
 * frame tells the operator little beyond its address and kind; one a second shows an attack is going
 * on without letting it fill the disk.
 */
export const SOCKET_ERROR_LOG_BURST = 10;
export const SOCKET_ERROR_LOG_PER_SECOND = 1;
