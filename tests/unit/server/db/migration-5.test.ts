import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { eligibilityProblems, MEMBER_GRADES, type CreditProfile } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';
import { CreditStore } from '../../../../server/credit/credit-store';

const PLUS_MEMBERS = DEMO_MEMBERS.filter((member) => member.loginId.startsWith('demo-plus'));

function memberCount(db: Database.Database): number {
  return db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM members').get()!.n;
}

describe('migration 5', () => {
  test('a database seeded before it gets the Plus buy demo members and a profile for everyone', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    try {
      migrate(db, MIGRATIONS.slice(0, 4));
      // A version-4 seed: the members of that time (the earlier table) with their balances.
      const before = DEMO_MEMBERS.filter((member) => !PLUS_MEMBERS.includes(member));
      db.prepare("INSERT INTO meta (key, value) VALUES ('seeded_at', 'then')").run();
      before.forEach((member, i) =>
        db
          .prepare(
            `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
             VALUES (?, ?, 'h', ?, ?, '010', ?, '#000')`,
          )
          .run(100_001 + i, member.loginId, member.name, member.email, member.nameOfGrade),
      );
      expect(migrate(db, MIGRATIONS.slice(0, 5))).toBe(5);
      expect(memberCount(db)).toBe(DEMO_MEMBERS.length);
      // Today's store reads today's schema (migration 13's debts): the profiles are migration 5's.
      migrate(db);
      const store = new CreditStore(db);
      const memNo = (loginId: string) =>
        db
          .prepare<[string], { mem_no: number }>('SELECT mem_no FROM members WHERE login_id = ?')
          .get(loginId)!.mem_no;
      expect(eligibilityProblems(store.profile(memNo('demo-regular'))!)).toEqual([]);
      expect(eligibilityProblems(store.profile(memNo('demo-empty'))!)).toEqual(['gradeTooLow']);
      expect(eligibilityProblems(store.profile(memNo('demo-plus'))!)).toEqual([]);
      expect(db.prepare('SELECT balance FROM balances WHERE mem_no = ?').all(memNo('demo-plus'))).toEqual([
        { balance: 100_000_000 },
      ]);
    } finally {
      db.close();
    }
  });

  test('a new database is seeded after migrating: the Plus buy members once each', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      seedDatabase(db, 42);
      expect(memberCount(db)).toBe(DEMO_MEMBERS.length);
      migrate(db);
      expect(memberCount(db)).toBe(DEMO_MEMBERS.length);
    } finally {
      db.close();
    }
  });

  test('each failing demo member fails exactly its one condition; demo-plus none', () => {
    const expected: Record<string, string[]> = {
      'demo-plus': [],
      'demo-plus-kyc': ['notVerified'],
      'demo-plus-account': ['noAccountLink'],
      'demo-plus-consent': ['noConsent'],
      'demo-plus-autoprofit': ['usesAutoProfitTrading'],
      'demo-plus-autotrade': ['usesAutoTrading'],
      'demo-plus-grade': ['gradeTooLow'],
      'demo-plus-restricted': ['restricted'],
    };
    expect(PLUS_MEMBERS.map((member) => member.loginId).sort()).toEqual(Object.keys(expected).sort());
    for (const member of PLUS_MEMBERS) {
      const profile: CreditProfile = { ...member.credit, grade: member.nameOfGrade };
      expect(eligibilityProblems(profile), member.loginId).toEqual(expected[member.loginId]);
      expect(member.krw).toBeGreaterThanOrEqual(60_000_000);
      expect(member.holdings).toEqual([]);
      expect(MEMBER_GRADES).toContain(member.nameOfGrade);
    }
  });

  test('amounts are bounded like migration 3: a loan over the bound or owing more than it lent is refused', () => {
    const db = new Database(':memory:');
    try {
      migrate(db);
      seedDatabase(db, 42);
      db.prepare(
        `INSERT INTO orders (order_id, mem_no, coin_key, side, order_type, price, quantity, status,
           locked_coin_type, locked_amount, created_at, updated_at)
         VALUES (999, 100001, 'BTC-KRW', 'buy', 'limit', 1000, 1, 'pending', 'C0100', 0, 't', 't')`,
      ).run();
      const insert = (principal: number, outstanding: number) =>
        db
          .prepare(
            `INSERT INTO loans (mem_no, order_id, coin_key, order_amount, principal, outstanding, state,
               taken_at, expires_at)
             VALUES (100001, 999, 'BTC-KRW', 1000000, ?, ?, 'active', 0, 1)`,
          )
          .run(principal, outstanding);
      expect(() => insert(Infinity, 1)).toThrow(/CHECK/);
      expect(() => insert(800_000, 800_001)).toThrow(/CHECK/);
      expect(() => insert(800_000, -1)).toThrow(/CHECK/);
      expect(() => insert(800_000, 800_000)).not.toThrow();
    } finally {
      db.close();
    }
  });
});
