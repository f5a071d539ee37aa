/**
 * Deposit and withdrawal calls' request schemas (chart spec §7 calls, §5 applications, §9 formats), checked by
 * the simulator and by the app's forms before sending, and the simulator's test-mode switches.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { CUST_TYPES, FEE_LEVELS, INOUT, REFUND_TYPES, SMART_SELL_FAILURES } from './inout';
import { stateCodeSchema } from './inout-states';
import { tradePasswordField } from './trade-password';
import { UPLOAD } from './widgets';

// ---------------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------------

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const quantity = lazySchema(() => z.number().finite().positive());

/**
 * POST API.withdraw: a coin withdrawal, after its SMS verification (withdrawCoin); a member with a trade
 * password names it (contract/blocks.ts TRADE_PASSWORD_ACTIONS).
 */
export const coinWithdrawRequest = lazySchema(() =>
  z.object({
    coinType: z.string().min(1).max(20),
    networkName: text(40),
    address: text(INOUT.maxAddressLength),
    secondAddress: optionalText(INOUT.maxAddressLength),
    quantity,
    feeLevel: z.enum(FEE_LEVELS),
    tradePassword: tradePasswordField,
  }),
);
export type CoinWithdrawRequest = z.input<typeof coinWithdrawRequest>;

/** POST API.krwDeposit / API.krwWithdraw: an amount of won by bank transfer. */
export const krwTransferRequest = lazySchema(() =>
  z.object({
    amount: z.number().int().min(INOUT.krwMin).max(INOUT.krwMax),
  }),
);
export type KrwTransferRequest = z.infer<typeof krwTransferRequest>;
/** POST API.krwWithdraw: the amount, and the trade password of a member who has one. */
export const krwWithdrawRequest = lazySchema(() =>
  krwTransferRequest.extend({ tradePassword: tradePasswordField }),
);
export type KrwWithdrawRequest = z.infer<typeof krwWithdrawRequest>;

/** §7 PUT withdraw/cancel. */
export const withdrawCancelRequest = lazySchema(() =>
  z.object({
    coinOutSeq: z.number().int().positive(),
    coinType: z.string().min(1).max(20),
  }),
);
export type WithdrawCancelRequest = z.infer<typeof withdrawCancelRequest>;

const consent = lazySchema(() => z.literal(true, { error: 'consent is required' }));
const attachmentIds = lazySchema(() => z.array(z.string().min(16).max(64)).min(1).max(UPLOAD.maxFiles));

/** POST API.depositApplication: apply for a held deposit to be credited. */
export const depositApplicationRequest = lazySchema(() =>
  z.object({
    coinInSeq: z.number().int().positive(),
    exchangeName: text(INOUT.maxExchangeNameLength),
    firstAddress: text(INOUT.maxAddressLength),
    secondAddressName: optionalText(40),
    secondAddress: optionalText(INOUT.maxAddressLength),
    attachmentIds,
    isAgreePersonalInformation: consent,
    isAgreeNoMoneyLaundering: consent,
  }),
);
export type DepositApplicationRequest = z.input<typeof depositApplicationRequest>;

const refundApplicationFields = lazySchema(() =>
  z.object({
    coinInSeq: z.number().int().positive(),
    refundType: z.enum(REFUND_TYPES),
    exchangeName: optionalText(INOUT.maxExchangeNameLength),
    networkName: text(40),
    firstAddress: text(INOUT.maxAddressLength),
    secondAddressName: optionalText(40),
    secondAddress: optionalText(INOUT.maxAddressLength),
    custType: z.enum(CUST_TYPES),
    corpName: optionalText(INOUT.maxNameLength),
    corpRepName: optionalText(INOUT.maxNameLength),
    attachmentIds,
    isAgreeRefundRequest: consent,
    isAgreePersonalInformation: consent,
    isAgreeNoMoneyLaundering: consent,
  }),
);

/**
 * A rule between fields that runs as soon as the fields it reads are well formed, whatever the others:
 * by default zod skips a refinement while any field has an issue, and the form would learn of it last.
 */
function whenParses(fields: z.ZodType) {
  return (payload: { value: unknown }) => fields.safeParse(payload.value).success;
}

/**
 * POST API.refundApplication: apply for a deposit to be returned. A corporation names itself and its
 * representative (each missing one is its own issue); the simulator takes the network fee from the
 * deposit (refundRequestDetail.feeQuantity).
 */
export const refundApplicationRequest = lazySchema(() =>
  refundApplicationFields
    .refine((r) => r.custType === 'personal' || r.corpName, {
      message: 'a corporation names itself',
      path: ['corpName'],
      when: whenParses(refundApplicationFields.pick({ custType: true, corpName: true })),
    })
    .refine((r) => r.custType === 'personal' || r.corpRepName, {
      message: 'a corporation names its representative',
      path: ['corpRepName'],
      when: whenParses(refundApplicationFields.pick({ custType: true, corpRepName: true })),
    })
    .refine((r) => r.refundType === 'PERSONAL_WALLET' || r.exchangeName, {
      message: 'a return to an exchange names the exchange',
      path: ['exchangeName'],
      when: whenParses(refundApplicationFields.pick({ refundType: true, exchangeName: true })),
    }),
);
export type RefundApplicationRequest = z.input<typeof refundApplicationRequest>;

// ---------------------------------------------------------------------------------------------------
// Test-mode switches
// ---------------------------------------------------------------------------------------------------

/** Admin: move a record to a code the exchange may move it to (STATE_TRANSITIONS). */
export const adminInoutStateRequest = lazySchema(() =>
  z.object({
    seq: z.number().int().positive(),
    stateCode: stateCodeSchema,
  }),
);
export type AdminInoutStateRequest = z.infer<typeof adminInoutStateRequest>;

/** Admin: a coin arrives for a member, confirming (01) or held (04, 05). */
export const adminInoutDepositRequest = lazySchema(() =>
  z.object({
    loginId: z.string().min(1),
    coinType: z.string().min(1).max(20),
    quantity,
    stateCode: z.enum(['01', '04', '05']),
  }),
);
export type AdminInoutDepositRequest = z.infer<typeof adminInoutDepositRequest>;

/** Admin: a smart sale for a member (APPLYING), or settle one (SOLD at the market or FAIL with a reason). */
export const adminSmartSellRequest = lazySchema(() =>
  z.union([
    z.object({ loginId: z.string().min(1), coinType: z.string().min(1).max(20), coinAmt: quantity }),
    z.object({ seq: z.number().int().positive(), status: z.literal('SOLD') }),
    z.object({
      seq: z.number().int().positive(),
      status: z.literal('FAIL'),
      reason: z.enum(SMART_SELL_FAILURES),
    }),
  ]),
);
export type AdminSmartSellRequest = z.infer<typeof adminSmartSellRequest>;
