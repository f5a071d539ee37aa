import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { interestAfterTax, SHELL } from '../../../../contract';
import { migrate, repairDatabase } from '../../../../server/db/database';
import { ledgerProblems } from '../../../../server/db/integrity';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase, seedMissingMembers } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';
import { SEED_COMPETITION_COUNT, SEED_NOTICES } from '../../../../server/seed/shell-content';
import { ShellStore } from '../../../../server/shell/shell-store';
import { removeAll, seededDatabase, withDatabase } from './broken-database';

afterEach(removeAll);

const NEW_MEMBERS = ['demo-limit-pending', 'demo-interest'];
const INTEREST = DEMO_MEMBERS.find((member) => member.loginId === 'demo-interest')!;

function memNo(db: Database.Database, loginId: string): number {
  return db
    .prepare<[string], { memNo: number }>('SELECT mem_no AS memNo FROM members WHERE login_id = ?')
    .get(loginId)!.memNo;
}

function krw(db: Database.Database, loginId: string): number {
  return db
    .prepare<[number], { balance: number }>(
      "SELECT balance FROM balances WHERE mem_no = ? AND coin_type = 'C0100'",
    )
    .get(memNo(db, loginId))!.balance;
}

/** Every demo case of the frame, as a database (new or upgraded) must show it. */
function expectShellSeed(db: Database.Database): void {
  const shell = new ShellStore(db);
  const limit = (loginId: string) => [
    shell.limitType(memNo(db, loginId)).limitCustType,
    shell.limitRaiseCondition(memNo(db, loginId)).statusOfRaiseLimitLineCondition,
  ];
  expect(limit('demo-limit')).toEqual(['LIMIT_ACCOUNT', '05']);
  expect(limit('demo-limit-pending')).toEqual(['LIMIT_ACCOUNT', '03']);
  expect(limit('demo-regular')).toEqual(['GENERAL', '01']);
  const { payment } = shell.unseenInterest(memNo(db, 'demo-interest'));
  expect(payment).toMatchObject({ preTaxIncome: 125_000, ...interestAfterTax(125_000) });
  expect(krw(db, 'demo-interest')).toBe(INTEREST.krw + payment!.interest);
  expect(shell.unseenInterest(memNo(db, 'demo-regular'))).toEqual({ payment: null });
  const notices = shell.notices(Date.now(), 'en');
  expect(notices.map((notice) => notice.title)).toEqual(
    [...SEED_NOTICES].sort((a, b) => a.ageMs - b.ageMs).map((notice) => notice.en),
  );
  const age = Date.now() - Date.parse(notices[0]!.publicationDateTime);
  expect(age).toBeLessThan(SHELL.newNoticeWindowMs);
  expect(shell.competitionSummary()).toEqual({ displayingCompetitionCount: SEED_COMPETITION_COUNT });
  expect(db.prepare('SELECT COUNT(*) AS n FROM endpoint_blocks').get()).toEqual({ n: 0 });
  expect(ledgerProblems(db)).toEqual([]);
}

describe('migration 6', () => {
  test('a database seeded before it gets the new demo members and the whole frame seed', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    try {
      expect(migrate(db, MIGRATIONS.slice(0, 5))).toBe(5);
      // A version-5 seed: the members of that time, with their balances.
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', 'then')").run();
      seedMissingMembers(db);
      for (const loginId of NEW_MEMBERS) db.prepare('DELETE FROM members WHERE login_id = ?').run(loginId);
      const regularKrw = krw(db, 'demo-regular');
      expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
      expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM members').get()!.n).toBe(
        DEMO_MEMBERS.length,
      );
      expectShellSeed(db);
      expect(krw(db, 'demo-regular')).toBe(regularKrw);
    } finally {
      db.close();
    }
  });

  test('a database of version 4 goes through 5 and 6 and shows the same', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    try {
      migrate(db, MIGRATIONS.slice(0, 4));
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', 'then')").run();
      db.prepare(
        `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color,
           is_virtual_account, is_limit_account, limit_cust_type)
         VALUES (100008, 'demo-limit', 'h', 'x', 'x', '010', 'Orange', '#000', 1, 1, 'LIMIT_ACCOUNT')`,
      ).run();
      expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
      expectShellSeed(db);
    } finally {
      db.close();
    }
  });

  test('a new database is seeded after migrating, once', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      seedDatabase(db, 42);
      expectShellSeed(db);
      migrate(db);
      expect(db.prepare('SELECT COUNT(*) AS n FROM notices').get()).toEqual({ n: SEED_NOTICES.length });
      expect(db.prepare('SELECT COUNT(*) AS n FROM interest_payments').get()).toEqual({ n: 1 });
    } finally {
      db.close();
    }
  });

  test.each([
    ['an empty notice title', "INSERT INTO notices (title_ko, title_en, published_at) VALUES ('', 'x', 1)"],
    ['a second competition row', 'INSERT INTO competition_display (id, displaying_count) VALUES (2, 1)'],
    ['a negative competition count', 'UPDATE competition_display SET displaying_count = -1'],
    ['an upper-case block path', "INSERT INTO endpoint_blocks (path, created_at) VALUES ('/Trade', 1)"],
    ['a block path without a slash', "INSERT INTO endpoint_blocks (path, created_at) VALUES ('trade', 1)"],
    ['the same block twice', "INSERT INTO endpoint_blocks (path, created_at) VALUES ('/a', 1), ('/a', 2)"],
    [
      'interest that is not income less tax',
      `INSERT INTO interest_payments (mem_no, pre_tax_income, sum_of_tax, interest, paid_at)
       VALUES (100001, 1000, 154, 900, 1)`,
    ],
    [
      'tax above the income',
      `INSERT INTO interest_payments (mem_no, pre_tax_income, sum_of_tax, interest, paid_at)
       VALUES (100001, 100, 200, -100, 1)`,
    ],
    ['an unknown limit-raise case', "UPDATE members SET limit_raise_case = '06' WHERE mem_no = 100001"],
  ])('SQLite refuses %s', (_name, sql) => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      seedDatabase(db, 42);
      expect(() => db.exec(sql)).toThrow(/constraint failed/);
    } finally {
      db.close();
    }
  });

  test("--repair deletes the interest payments and blocks of a member that is gone; KRW is the member's", () => {
    const dir = seededDatabase((db) => {
      const gone = memNo(db, 'demo-interest');
      db.prepare("INSERT INTO endpoint_blocks (path, mem_no, created_at) VALUES ('/a', ?, 1)").run(gone);
      db.prepare('DELETE FROM balances WHERE mem_no = ?').run(gone);
      db.prepare('DELETE FROM credit_profiles WHERE mem_no = ?').run(gone);
      db.prepare('DELETE FROM members WHERE mem_no = ?').run(gone);
    });
    const problems = withDatabase(dir, (db) => ledgerProblems(db));
    expect(problems.map((problem) => problem.kind === 'orphans' && problem.table).sort()).toEqual([
      'endpoint_blocks',
      'interest_payments',
    ]);
    const changes = repairDatabase({ dataDir: dir, seed: 42 }, Date.now());
    expect(changes.join('\n')).toMatch(/interest_payments/);
    expect(changes.join('\n')).toMatch(/endpoint_blocks/);
    withDatabase(dir, (db) => {
      expect(ledgerProblems(db)).toEqual([]);
      expect(db.prepare('SELECT COUNT(*) AS n FROM interest_payments').get()).toEqual({ n: 0 });
    });
  });
});
