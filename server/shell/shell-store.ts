/**
 * What the frame around every page reads from SQLite (migration 6): notices, the displayed competition
 * count, endpoint blocks, deposit interest payments, and the member's limit type and limit-raise case.
 */
import type Database from 'better-sqlite3';
import {
  LIMIT_CUST_TYPES,
  SHELL,
  type BlockStatus,
  type CompetitionSummary,
  type InterestPayment,
  type LimitCustType,
  type LimitRaiseCase,
  type LimitRaiseCondition,
  type LimitType,
  type Notice,
  type UnseenInterest,
} from '../../contract';
import type { Language } from '../errors/messages';
import { kstIso } from '../market/kst-time';
import { blockPathsCovering } from './block-paths';
import { PAYMENT_COLUMNS, payInterest, toInterestPayment } from './interest';

interface NoticeRecord {
  noticeId: number;
  titleKo: string;
  titleEn: string;
  publishedAt: number;
}

/** An endpoint block as the admin switch sets it: for every member (memNo null) or one. */
export interface EndpointBlock {
  path: string;
  memNo: number | null;
  notice: string | null;
  noticeEn: string | null;
}

/** Anything but LIMIT_ACCOUNT (the column is null for an ordinary member) is a general member. */
function limitCustTypeOf(stored: string | null): LimitCustType {
  return LIMIT_CUST_TYPES.find((type) => type === stored) ?? 'GENERAL';
}

export class ShellStore {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      notices: db.prepare<[number, number], NoticeRecord>(
        `SELECT notice_id AS noticeId, title_ko AS titleKo, title_en AS titleEn, published_at AS publishedAt
         FROM notices WHERE published_at <= ? ORDER BY published_at DESC, notice_id DESC LIMIT ?`,
      ),
      insertNotice: db.prepare<[string, string, number]>(
        'INSERT INTO notices (title_ko, title_en, published_at) VALUES (?, ?, ?)',
      ),
      competition: db.prepare<[], { count: number }>(
        'SELECT displaying_count AS count FROM competition_display WHERE id = 1',
      ),
      setCompetition: db.prepare<[number]>(
        'UPDATE competition_display SET displaying_count = ? WHERE id = 1',
      ),
      limits: db.prepare<[number], { limitCustType: string | null; limitRaiseCase: LimitRaiseCase }>(
        `SELECT limit_cust_type AS limitCustType, limit_raise_case AS limitRaiseCase
         FROM members WHERE mem_no = ?`,
      ),
      setLimitRaiseCase: db.prepare<[LimitRaiseCase, number]>(
        'UPDATE members SET limit_raise_case = ? WHERE mem_no = ?',
      ),
      memberNumber: db.prepare<[string], { memNo: number }>(
        'SELECT mem_no AS memNo FROM members WHERE login_id = ?',
      ),
      // The most specific block first: the longest path, a member's own before everyone's.
      blocks: db.prepare<[string, number], { noticeKo: string | null; noticeEn: string | null }>(
        `SELECT notice_ko AS noticeKo, notice_en AS noticeEn FROM endpoint_blocks
         WHERE path IN (SELECT value FROM json_each(?)) AND (mem_no IS NULL OR mem_no = ?)
         ORDER BY length(path) DESC, mem_no IS NULL LIMIT 1`,
      ),
      upsertBlock: db.prepare<[EndpointBlock & { createdAt: number }]>(
        `INSERT INTO endpoint_blocks (path, mem_no, notice_ko, notice_en, created_at)
         VALUES (@path, @memNo, @notice, @noticeEn, @createdAt)
         ON CONFLICT (path, IFNULL(mem_no, 0)) DO UPDATE SET
           notice_ko = excluded.notice_ko, notice_en = excluded.notice_en, created_at = excluded.created_at`,
      ),
      deleteBlock: db.prepare<[string, number | null]>(
        'DELETE FROM endpoint_blocks WHERE path = ? AND mem_no IS ?',
      ),
      listBlocks: db.prepare<[], EndpointBlock>(
        `SELECT path, mem_no AS memNo, notice_ko AS notice, notice_en AS noticeEn
         FROM endpoint_blocks ORDER BY path, mem_no`,
      ),
      unseen: db.prepare<[number], Parameters<typeof toInterestPayment>[0]>(
        `SELECT ${PAYMENT_COLUMNS} FROM interest_payments
         WHERE mem_no = ? AND seen_at IS NULL ORDER BY payment_id LIMIT 1`,
      ),
      markSeen: db.prepare<[number, number, number]>(
        `UPDATE interest_payments SET seen_at = COALESCE(seen_at, ?) WHERE payment_id = ? AND mem_no = ?`,
      ),
    };
  }

  /** The published notices (publishedAt ≤ now), newest first, at most SHELL.noticePageSize. */
  notices(nowMs: number, language: Language): Notice[] {
    return this.statements.notices.all(nowMs, SHELL.noticePageSize).map((record) => ({
      noticeId: record.noticeId,
      title: language === 'ko' ? record.titleKo : record.titleEn,
      publicationDateTime: kstIso(record.publishedAt),
    }));
  }

  addNotice(titleKo: string, titleEn: string, publishedAtMs: number, language: Language): Notice {
    const { lastInsertRowid } = this.statements.insertNotice.run(titleKo, titleEn, publishedAtMs);
    return {
      noticeId: Number(lastInsertRowid),
      title: language === 'ko' ? titleKo : titleEn,
      publicationDateTime: kstIso(publishedAtMs),
    };
  }

  competitionSummary(): CompetitionSummary {
    return { displayingCompetitionCount: this.statements.competition.get()?.count ?? 0 };
  }

  setCompetitionCount(count: number): CompetitionSummary {
    this.statements.setCompetition.run(count);
    return this.competitionSummary();
  }

  /** The member number of a login id (the admin switches name members by login id). */
  memberNumber(loginId: string): number | undefined {
    return this.statements.memberNumber.get(loginId)?.memNo;
  }

  limitType(memNo: number): LimitType {
    return { limitCustType: limitCustTypeOf(this.statements.limits.get(memNo)?.limitCustType ?? null) };
  }

  limitRaiseCondition(memNo: number): LimitRaiseCondition {
    return { statusOfRaiseLimitLineCondition: this.statements.limits.get(memNo)?.limitRaiseCase ?? '01' };
  }

  setLimitRaiseCase(memNo: number, raiseCase: LimitRaiseCase): void {
    this.statements.setLimitRaiseCase.run(raiseCase, memNo);
  }

  /** Whether `path` (lowercased) is blocked for the member, with the most specific block's notice. */
  blockStatus(memNo: number, path: string, language: Language): BlockStatus {
    const block = this.statements.blocks.get(JSON.stringify(blockPathsCovering(path)), memNo);
    if (!block) return { blocked: false, notice: null };
    return { blocked: true, notice: language === 'ko' ? block.noticeKo : block.noticeEn };
  }

  /** Blocks (or, with `blocked` false, unblocks) a path for every member or one; answers every block. */
  setBlock(block: EndpointBlock, blocked: boolean, nowMs: number): EndpointBlock[] {
    if (blocked) this.statements.upsertBlock.run({ ...block, createdAt: nowMs });
    else this.statements.deleteBlock.run(block.path, block.memNo);
    return this.statements.listBlocks.all();
  }

  unseenInterest(memNo: number): UnseenInterest {
    const record = this.statements.unseen.get(memNo);
    return { payment: record ? toInterestPayment(record) : null };
  }

  /** Marks the member's payment seen (again: no change); false when the member has no such payment. */
  markInterestSeen(memNo: number, paymentId: number, nowMs: number): boolean {
    return this.statements.markSeen.run(nowMs, paymentId, memNo).changes > 0;
  }

  payInterest(memNo: number, preTaxIncome: number, nowMs: number): InterestPayment {
    return payInterest(this.db, memNo, preTaxIncome, nowMs);
  }
}
