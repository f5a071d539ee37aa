/**
 * A coin deposit's applications: the deposit application (a deposit the member must explain) and the
 * return application (a deposit sent back), each with its documents, counts and limits.
 */
import type { z } from 'zod';
import {
  APPLICATION_FROM,
  APPLICATION_STATE,
  type ApplicationFiles,
  type ApplicationKind,
  type ApplicationRecord,
  type ApplyCount,
  type depositApplicationRequest,
  type ExamFile,
  IMG_RECP_TYPE_OF,
  type refundApplicationRequest,
  type RefundRequestDetail,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import type { Language } from '../errors/messages';
import { CUST_TYPE_NAMES, REFUND_TYPE_NAMES } from './inout-messages';
import { explorerUrl, refundTotals } from './inout-rules';
import type { InoutStore, StoredDepositDetail, StoredRecord, StoredRefundDetail } from './inout-store';
import { coinOf, isValidAddress, koreanNamesOf, networkOf } from './networks';
import { inoutError } from './inout-errors';
import type { InoutDeps, InoutMoves } from './inout-moves';
import type { InoutViews, Kinded } from './inout-views';

export class InoutApplications {
  constructor(
    private readonly deps: InoutDeps,
    private readonly store: InoutStore,
    private readonly views: InoutViews,
    private readonly moves: InoutMoves,
  ) {}

  applyCount(memNo: number, seq: number, kind: ApplicationKind): ApplyCount {
    const record = this.views.ownDeposit(memNo, seq);
    return kind === 'deposit'
      ? { applyCount: record.depositApplyCount, applyLimitCount: record.depositApplyLimit }
      : { applyCount: record.returnApplyCount, applyLimitCount: record.returnApplyLimit };
  }

  /**
   * The checks every application makes, then (one transaction) the claim of its documents, which replace
   * the previous ones of its kind, its detail, one more count, and the record in the application's state.
   */
  private apply(
    memNo: number,
    seq: number,
    kind: ApplicationKind,
    attachmentIds: readonly string[],
    address: string,
    detail: (record: Kinded) => StoredDepositDetail | StoredRefundDetail,
    language: Language,
  ): ApplicationRecord {
    const record = this.views.ownDeposit(memNo, seq);
    if (!APPLICATION_FROM[kind].includes(record.stateCode)) throw inoutError(409, 'applicationNotAllowed');
    const { applyCount, applyLimitCount } = this.applyCount(memNo, seq, kind);
    if (applyLimitCount > 0 && applyCount >= applyLimitCount) throw inoutError(409, 'applyLimitReached');
    const stored = detail(record);
    if (!this.deps.attachments.claimable(attachmentIds, address))
      throw new ApiError(400, 'BAD_REQUEST', 'inoutAttachmentsInvalid');
    const nowMs = this.deps.now();
    this.store.transaction(() => {
      if (!this.deps.attachments.claim(attachmentIds, address, memNo))
        throw new ApiError(400, 'BAD_REQUEST', 'inoutAttachmentsInvalid');
      this.store.replaceDocuments(seq, kind, attachmentIds);
      this.store.saveApplication(seq, kind, stored, nowMs, true);
      this.store.setState(seq, APPLICATION_STATE[kind], nowMs, null, record.txId);
    });
    return this.applicationRecord(memNo, seq, language);
  }

  applyDeposit(
    memNo: number,
    body: z.output<typeof depositApplicationRequest>,
    address: string,
    language: Language,
  ): ApplicationRecord {
    return this.apply(
      memNo,
      body.coinInSeq,
      'deposit',
      body.attachmentIds,
      address,
      () => ({
        exchangeName: body.exchangeName,
        firstAddress: body.firstAddress,
        secondAddressName: body.secondAddressName,
        secondAddress: body.secondAddress,
        isAgreePersonalInformation: body.isAgreePersonalInformation,
        isAgreeNoMoneyLaundering: body.isAgreeNoMoneyLaundering,
      }),
      language,
    );
  }

  applyRefund(
    memNo: number,
    body: z.output<typeof refundApplicationRequest>,
    address: string,
    language: Language,
  ): ApplicationRecord {
    return this.apply(
      memNo,
      body.coinInSeq,
      'return',
      body.attachmentIds,
      address,
      (record) => {
        const coin = coinOf(record.coinType);
        const network = coin && networkOf(coin, body.networkName);
        if (!coin || !network) throw inoutError(400, 'unsupported');
        if (!isValidAddress(coin, body.networkName, body.firstAddress, body.secondAddress))
          throw inoutError(400, 'invalidAddress');
        const totals = refundTotals(record.totalQuantity, network.fees.LOW);
        if (!totals) throw inoutError(400, 'amountOutOfRange');
        return {
          refundType: body.refundType,
          refundTypeName: '',
          exchangeName: body.exchangeName ?? '',
          networkName: network.networkName,
          firstAddress: body.firstAddress,
          secondAddress: body.secondAddress,
          secondAddressName: body.secondAddress === null ? null : network.secondAddressName,
          custName: this.moves.nameOf(memNo),
          custType: body.custType,
          custTypeName: '',
          corpName: body.custType === 'corporation' ? body.corpName : null,
          corpRepName: body.custType === 'corporation' ? body.corpRepName : null,
          ...totals,
          isAgreeRefundRequest: body.isAgreeRefundRequest,
          isAgreePersonalInformation: body.isAgreePersonalInformation,
          isAgreeNoMoneyLaundering: body.isAgreeNoMoneyLaundering,
        };
      },
      language,
    );
  }

  applicationRecord(memNo: number, seq: number, language: Language): ApplicationRecord {
    const record = this.views.ownDeposit(memNo, seq);
    return {
      seq: record.seq,
      coinType: record.coinType,
      stateCode: record.stateCode,
      depositRequestDetail: this.views.depositDetail(record),
      refundRequestDetail: this.refundDetail(record, language),
    };
  }

  private refundDetail(record: StoredRecord, language: Language): RefundRequestDetail | null {
    const stored = this.store.application<StoredRefundDetail>(record.seq, 'return');
    if (!stored) return null;
    const returned = record.stateCode === '43' && record.txId !== null;
    return {
      ...stored,
      ...koreanNamesOf(stored.networkName, stored.secondAddressName),
      refundTypeName: REFUND_TYPE_NAMES[stored.refundType][language],
      custTypeName: CUST_TYPE_NAMES[stored.custType][language],
      txId: returned ? record.txId : null,
      // The return went out on the network the member named, not the deposit's.
      txIdUrl: returned ? explorerUrl(stored.networkName, record.txId!) : null,
    };
  }

  /** An application's documents, each base64; 404 without an application of the kind, 410 past retention. */
  files(memNo: number, seq: number, kind: ApplicationKind): ApplicationFiles {
    const record = this.views.ownDeposit(memNo, seq);
    const imgRecpTypeCd = IMG_RECP_TYPE_OF[kind];
    if (!this.store.application(seq, kind))
      throw new ApiError(404, 'NOT_FOUND', 'applicationNotFound', String(seq));
    if (record.documentsExpired) throw inoutError(410, 'filesGone', { imgRecpTypeCd });
    const examFileList: ExamFile[] = this.store.documents(seq, kind).map((document) => ({
      examFileType: document.mediaType,
      originFileName: document.fileName,
      encodedFile: document.bytes.toString('base64'),
      imgSeq: document.imgSeq,
    }));
    return { examFileList, imgRecpTypeCd };
  }
}
