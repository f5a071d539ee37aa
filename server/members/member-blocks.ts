/**
 * Member blocks (contract/blocks.ts): the block type the exchange keeps on a member (`members.block_type`,
 * migration 11; NULL = none) and the refusal of the calls it covers; and the refusal of the blocked
 * actions to a dormant member (`members.status` H) and to one whose trade password is reset
 * (`trade_password_status` I; contract/trade-password.ts). requireMember (context.ts) asks it on every
 * member call, so a block reaches exactly the member calls: public calls never meet it.
 */
import type Database from 'better-sqlite3';
import type { FastifyRequest } from 'fastify';
import {
  blockRefuses,
  BLOCK_TYPES,
  DORMANT_STATUS,
  ERROR_CODES,
  isBlockedAction,
  TRADE_PASSWORD_RESET_STATUS,
  type BlockRefusal,
  type BlockType,
} from '../../contract';
import { ApiError } from '../errors/api-error';

function isBlockType(value: string | null): value is BlockType {
  return value !== null && (BLOCK_TYPES as readonly string[]).includes(value);
}

export class MemberBlocks {
  private readonly select;
  private readonly update;

  constructor(db: Database.Database) {
    this.select = db.prepare<[number], { blockType: string | null; status: string; tradePassword: string }>(
      `SELECT block_type AS blockType, status, trade_password_status AS tradePassword
       FROM members WHERE mem_no = ?`,
    );
    this.update = db.prepare<[BlockType | null, string]>(
      'UPDATE members SET block_type = ? WHERE login_id = ?',
    );
  }

  /** The member's block, or null. */
  blockType(memNo: number): BlockType | null {
    const blockType = this.select.get(memNo)?.blockType ?? null;
    return isBlockType(blockType) ? blockType : null;
  }

  /** Puts a block on a member (null lifts it). */
  setBlockType(loginId: string, blockType: BlockType | null): void {
    this.update.run(blockType, loginId);
  }

  /**
   * Throws the block refusal (403 BLOCK, data {blockType}) when the member's block covers this call, and
   * on a blocked action a dormant member's (403 MEMBER_DORMANT) or a reset trade password's (403
   * TRADE_PASSWORD_RESET); judged by the call's method and route path as registered (`:params` kept).
   */
  refuse(request: FastifyRequest, memNo: number): void {
    const row = this.select.get(memNo);
    const blockType = row && isBlockType(row.blockType) ? row.blockType : null;
    const routePath = request.routeOptions.url ?? request.url;
    if (blockType !== null && blockRefuses(blockType, request.method, routePath)) {
      // The block type travels in data only: the message is what the member reads, and carries no code.
      const data: BlockRefusal = { blockType };
      throw new ApiError(403, 'BLOCK', 'blocked', undefined, data);
    }
    if (!row || !isBlockedAction(request.method, routePath)) return;
    if (row.status === DORMANT_STATUS) throw new ApiError(403, ERROR_CODES.memberDormant, 'memberDormant');
    if (row.tradePassword === TRADE_PASSWORD_RESET_STATUS)
      throw new ApiError(403, ERROR_CODES.tradePasswordReset, 'tradePasswordReset');
  }
}
