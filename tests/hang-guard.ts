/**
 * How long a test or a hook may run before it counts as hung. A hang guard, not a speed claim: a test that
 * takes 50 ms on a quiet machine takes seconds on a busy one (load 12–19 on 2 cores), and only a test that
 * never ends may fail on time. Both vitest projects use it (vitest.config.ts).
 */
export const HANG_GUARD_MS = 120_000;

/**
 * How long a wait inside a test (a frame, `expect.poll`) gives up after: half the test's guard, so that a
 * wait that never ends fails with its own message (what never came) before the test's guard ends the test.
 */
export const WAIT_GUARD_MS = HANG_GUARD_MS / 2;
