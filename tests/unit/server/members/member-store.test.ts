// The login check's cost: an unknown ID runs the same scrypt as a known one, and a burst of checks takes
// at most two of libuv's threads, so file work submitted during the burst is not stuck behind it.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { BusyError } from '../../../../server/members/bounded-work';
import { PASSWORD_CHECKS } from '../../../../server/members/member-store';
import type * as Passwords from '../../../../server/members/passwords';
import { injectServer, type InjectServer } from '../routes/inject';

const checks = vi.hoisted(() => ({ hashes: [] as string[], running: 0, most: 0 }));
vi.mock('../../../../server/members/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: async (password: string, stored: string) => {
      checks.hashes.push(stored);
      checks.running += 1;
      checks.most = Math.max(checks.most, checks.running);
      try {
        return await original.verifyPassword(password, stored);
      } finally {
        checks.running -= 1;
      }
    },
  };
});

let server: InjectServer;
beforeAll(async () => {
  server = await injectServer();
});
afterAll(() => server.stop());

/** `scrypt$N$r$p` of a stored hash: the work it costs. */
const cost = (hash: string | undefined) => hash?.split('$').slice(0, 4).join('$');

describe('MemberStore.authenticate', () => {
  test('an unknown ID costs the same scrypt as a known one, and never matches', async () => {
    checks.hashes.length = 0;
    expect(await server.built.context.members.authenticate('demo-regular', 'wrong')).toBeUndefined();
    expect(await server.built.context.members.authenticate('nobody-here', 'demo1234')).toBeUndefined();
    expect(checks.hashes).toHaveLength(2);
    expect(cost(checks.hashes[1])).toBe(cost(checks.hashes[0]));
    expect(cost(checks.hashes[0])).toMatch(/^scrypt\$\d+\$\d+\$\d+$/);
  });

  test('64 parallel checks: two at a time, the rest past the queue refused, file work not stuck behind', async () => {
    checks.most = 0;
    const burst = Array.from({ length: 64 }, (_, i) =>
      server.built.context.members.authenticate(`burst-${i}`, 'x').then(
        () => 'checked',
        (error: unknown) => (error instanceof BusyError ? 'busy' : 'error'),
      ),
    );
    const fileRead = readFile(new URL('../../../../package.json', import.meta.url)).then(
      () => checks.hashes.length,
    );
    const outcomes = await Promise.all(burst);
    const checksBeforeFile = await fileRead;
    expect(checks.most).toBe(PASSWORD_CHECKS.concurrency);
    const accepted = PASSWORD_CHECKS.concurrency + PASSWORD_CHECKS.maxQueued;
    expect(outcomes.filter((o) => o === 'checked')).toHaveLength(accepted);
    expect(outcomes.filter((o) => o === 'busy')).toHaveLength(64 - accepted);
    // The read got a free thread at once: it finished while the burst had hardly started.
    expect(checksBeforeFile - 2).toBeLessThan(accepted / 2);
  });
});
