/** Favourite coins per member, persisted; adding twice or removing an absent one is not an error. */
import type Database from 'better-sqlite3';
import type { FavoriteRow } from '../../contract';
import { kstIso } from '../market/kst-time';
import type { Catalogue } from '../market/listings';

export class FavoriteStore {
  private readonly selectAll;
  private readonly insert;
  private readonly remove;

  constructor(
    db: Database.Database,
    private readonly now: () => number,
    private readonly catalogue: Catalogue,
  ) {
    this.selectAll = db.prepare<[number], { key: FavoriteRow['key'] }>(
      'SELECT coin_key AS key FROM favorites WHERE mem_no = ? ORDER BY created_at, coin_key',
    );
    this.insert = db.prepare<[number, string, string]>(
      'INSERT OR IGNORE INTO favorites (mem_no, coin_key, created_at) VALUES (?, ?, ?)',
    );
    this.remove = db.prepare<[number, string]>('DELETE FROM favorites WHERE mem_no = ? AND coin_key = ?');
  }

  list(memNo: number): FavoriteRow[] {
    // A favourite of a coin the source does not list (now) is kept but not shown.
    return this.selectAll.all(memNo).flatMap(({ key }) => {
      const listing = this.catalogue.listing(key);
      return listing
        ? [{ key: listing.key, symbol: listing.coin.symbol, marketSymbol: listing.marketSymbol }]
        : [];
    });
  }

  add(memNo: number, key: string): FavoriteRow[] {
    this.insert.run(memNo, key, kstIso(this.now()));
    return this.list(memNo);
  }

  delete(memNo: number, key: string): FavoriteRow[] {
    this.remove.run(memNo, key);
    return this.list(memNo);
  }
}
