/**
 * The other terms document types of chart spec §3: the consents, notices and policies the sign-up,
 * deposit, withdrawal and transfer flows show in the terms dialog, one published version each (their
 * meanings: contract/terms.ts).
 */
import type { TermsType } from '../../contract';
import { paragraphsBody, type SeedVersion } from './articles';
import type { PAGE_DOCUMENTS } from './page-documents';

type ConsentType = Exclude<TermsType, keyof typeof PAGE_DOCUMENTS>;

/** The day most of these took effect: the Virtual Asset User Protection Act's. */
const ACT_DAY = '2024-07-19';

interface Draft {
  effectiveDate?: string;
  ko: [title: string, ...paragraphs: string[]];
  en: [title: string, ...paragraphs: string[]];
}

function version({
  effectiveDate = ACT_DAY,
  ko: [koTitle, ...ko],
  en: [enTitle, ...en],
}: Draft): SeedVersion[] {
  return [{ effectiveDate, title: { ko: koTitle, en: enTitle }, body: paragraphsBody({ ko, en }) }];
}

/** The travel-rule consent to a real-name account bank, written once for each bank. */
function bankTransferAgree(ko: string, en: string): SeedVersion[] {
  return version({
    ko: [
      `${ko} 가상자산 이전 서비스 이용 동의`,
      `회원은 ${ko}의 실명확인 입출금계정을 이용하는 회원으로서, 가상자산 이전 시 회사가 이전 내역을 ${ko}에 통지하는 데 동의합니다.`,
      `${ko}은(는) 통지받은 내역을 자금세탁방지 및 이상거래 모니터링 목적으로만 이용합니다.`,
    ],
    en: [
      `${en}: consent to virtual asset transfers`,
      `As a member using a real-name account at ${en}, you agree that the Company notifies ${en} of your virtual asset transfers.`,
      `${en} uses these notices only for anti-money-laundering and abnormal transaction monitoring.`,
    ],
  });
}

function bankTransferThird(ko: string, en: string): SeedVersion[] {
  return version({
    ko: [
      `${ko} 개인정보 제3자 제공 동의`,
      `제공받는 자: ${ko}\n제공 항목: 이름, 생년월일, 실명확인 입출금계정 번호, 가상자산 이전 일시·수량·주소\n제공 목적: 실명확인 입출금계정 운영 및 자금세탁방지\n보유 기간: 거래 관계 종료 후 5년`,
      '동의를 거부할 수 있으나, 거부 시 가상자산 출금을 이용할 수 없습니다.',
    ],
    en: [
      `${en}: consent to provide personal information`,
      `Recipient: ${en}\nItems: name, date of birth, real-name account number, time, quantity and address of each transfer\nPurpose: running the real-name account and anti-money-laundering\nKept: 5 years after the business relationship ends`,
      'You may refuse, but then virtual asset withdrawals are not available.',
    ],
  });
}

export const CONSENT_DOCUMENTS: Record<ConsentType, SeedVersion[]> = {
  cash: version({
    effectiveDate: '2023-03-01',
    ko: [
      '원화 입출금 서비스 이용약관',
      '원화 입금과 출금은 회원 본인 명의의 실명확인 입출금계정으로만 할 수 있습니다.',
      '원화 출금 수수료는 건당 1,000원이며, 최초 원화 입금 후 72시간 동안 디지털 자산 출금이 제한될 수 있습니다.',
    ],
    en: [
      'KRW Deposit and Withdrawal Terms',
      "KRW can be deposited and withdrawn only through the member's own real-name deposit and withdrawal account.",
      'A KRW withdrawal costs 1,000 KRW; digital asset withdrawals may be restricted for 72 hours after the first KRW deposit.',
    ],
  }),
  event: version({
    ko: [
      '이벤트 및 마케팅 정보 수신을 위한 개인정보 수집·이용 동의 (선택)',
      '수집 항목: 이름, 휴대폰 번호, 이메일 주소\n이용 목적: 이벤트 안내 및 경품 지급, 신규 서비스 안내\n보유 기간: 동의 철회 또는 회원 탈퇴 시까지',
      '동의하지 않아도 서비스를 이용할 수 있으며, 동의는 마이페이지에서 언제든지 철회할 수 있습니다.',
    ],
    en: [
      'Consent to personal information for events and marketing (optional)',
      'Items: name, mobile number, e-mail address\nPurpose: event news and prizes, news of new services\nKept: until you withdraw consent or leave',
      'You can use the Service without agreeing, and withdraw consent at any time on My page.',
    ],
  }),
  policy_c: version({
    ko: [
      '개인정보 수집·이용 동의 (개인 회원, 필수)',
      '수집 항목: 이름, 생년월일, 성별, 휴대폰 번호, 이메일 주소, 실명확인 입출금계정 정보\n이용 목적: 회원 식별, 고객확인 및 자금세탁방지, 거래 및 입출금 처리\n보유 기간: 회원 탈퇴 후 5년',
      '동의를 거부할 수 있으나, 거부 시 회원가입을 할 수 없습니다.',
    ],
    en: [
      'Consent to collecting and using personal information (individual members, required)',
      'Items: name, date of birth, sex, mobile number, e-mail address, real-name account\nPurpose: identifying members, customer due diligence and anti-money-laundering, trades, deposits and withdrawals\nKept: 5 years after leaving',
      'You may refuse, but then you cannot sign up.',
    ],
  }),
  policy_c_corp: version({
    ko: [
      '개인정보 수집·이용 동의 (법인 회원, 필수)',
      '수집 항목: 대표자 및 거래 담당자의 이름, 생년월일, 휴대폰 번호, 이메일 주소, 실제 소유자 정보\n이용 목적: 법인 고객확인 및 자금세탁방지, 거래 및 입출금 처리\n보유 기간: 회원 탈퇴 후 5년',
      '동의를 거부할 수 있으나, 거부 시 법인 회원가입을 할 수 없습니다.',
    ],
    en: [
      'Consent to collecting and using personal information (corporate members, required)',
      "Items: the representative's and the trading officer's name, date of birth, mobile number and e-mail address; beneficial owner information\nPurpose: corporate due diligence and anti-money-laundering, trades, deposits and withdrawals\nKept: 5 years after leaving",
      'You may refuse, but then the corporation cannot sign up.',
    ],
  }),
  customer_confirm_policy: version({
    ko: [
      '고객확인제도(KYC) 운영 방침',
      '회사는 「특정 금융거래정보의 보고 및 이용 등에 관한 법률」에 따라 회원의 신원, 거래 목적 및 자금 원천을 확인합니다.',
      '고객확인에 필요한 정보를 제공하지 않거나 확인이 완료되지 않은 경우 거래 및 입출금이 제한됩니다. 고객확인 정보는 주기적으로 재확인하며, 재확인 시 본인인증을 다시 요청할 수 있습니다.',
    ],
    en: [
      'Customer Due Diligence (KYC) Policy',
      "Under the Act on Reporting and Using Specified Financial Transaction Information, the Company verifies members' identity, the purpose of their trading and the source of their funds.",
      'Trading, deposits and withdrawals are restricted until the information is provided and verified. It is re-verified periodically, and members may be asked to verify their identity again.',
    ],
  }),
  policy_e: version({
    ko: [
      '개인정보 처리 위탁 동의 (개인 회원)',
      '수탁자 및 위탁 업무: NICE평가정보·코리아크레딧뷰로(본인확인), 메시지 발송 대행사(인증번호 및 알림 발송), 국내 클라우드 사업자(데이터 보관)',
      '위탁 계약 종료 시 수탁자는 보유한 개인정보를 지체 없이 파기합니다.',
    ],
    en: [
      'Consent to entrusting the processing of personal information (individual members)',
      'Processors and tasks: NICE Information Service and Korea Credit Bureau (identity verification), a messaging agency (codes and alerts), a Korean cloud provider (data storage)',
      'When an agreement ends, the processor destroys the personal information it holds without delay.',
    ],
  }),
  policy_e_corp: version({
    ko: [
      '개인정보 처리 위탁 동의 (법인 회원)',
      '수탁자 및 위탁 업무: 법인 서류 확인 대행사(등기사항 및 실제 소유자 확인), 메시지 발송 대행사(인증번호 및 알림 발송), 국내 클라우드 사업자(데이터 보관)',
      '위탁 계약 종료 시 수탁자는 보유한 개인정보를 지체 없이 파기합니다.',
    ],
    en: [
      'Consent to entrusting the processing of personal information (corporate members)',
      'Processors and tasks: a corporate document agency (registry and beneficial owner checks), a messaging agency (codes and alerts), a Korean cloud provider (data storage)',
      'When an agreement ends, the processor destroys the personal information it holds without delay.',
    ],
  }),
  regarding_price: version({
    ko: [
      '시세 정보에 관한 고지',
      '회사가 제공하는 시세, 차트, 예측 정보는 참고용이며 투자 권유가 아닙니다.',
      '디지털 자산은 가격 변동성이 크고 원금 손실이 발생할 수 있으며, 투자 판단과 그 결과에 대한 책임은 회원 본인에게 있습니다.',
    ],
    en: [
      'Notice on price information',
      'Prices, charts and forecasts the Company provides are for reference only and are not investment advice.',
      'Digital asset prices are volatile and you may lose what you invest; investment decisions and their results are your own responsibility.',
    ],
  }),
  unique_identification: version({
    ko: [
      '고유식별정보 처리 동의 (필수)',
      '처리 항목: 주민등록번호(외국인등록번호)\n처리 목적: 「특정 금융거래정보의 보고 및 이용 등에 관한 법률」에 따른 고객확인\n보유 기간: 거래 관계 종료 후 5년',
      '동의를 거부할 수 있으나, 거부 시 고객확인을 마칠 수 없어 거래와 입출금이 제한됩니다.',
    ],
    en: [
      'Consent to processing unique identification information (required)',
      'Items: resident (or alien) registration number\nPurpose: customer due diligence under the Act on Reporting and Using Specified Financial Transaction Information\nKept: 5 years after the business relationship ends',
      'You may refuse, but then due diligence cannot be completed and trading and transfers are restricted.',
    ],
  }),
  vasp_detail: version({
    ko: [
      '가상자산 이전 가능 국내 사업자 안내',
      '트래블룰 연동이 완료된 국내 가상자산사업자로만 100만 원 이상의 가상자산을 출금할 수 있습니다.',
      '이전 가능한 사업자 목록은 출금 화면에서 확인할 수 있으며, 연동 현황에 따라 변경될 수 있습니다.',
    ],
    en: [
      'Korean providers you can transfer to',
      'Virtual assets worth 1,000,000 KRW or more can be withdrawn only to Korean virtual asset service providers connected for the travel rule.',
      'The withdrawal page lists them; the list changes as connections are made.',
    ],
  }),
  overseas_vasp_detail: version({
    ko: [
      '가상자산 이전 가능 해외 사업자 안내',
      '해외 가상자산사업자로의 출금은 회사가 트래블룰 연동과 자금세탁방지 체계를 확인한 사업자로만 할 수 있습니다.',
      '제재 대상 국가에 소재하거나 신고·등록 의무를 이행하지 않은 사업자로는 출금할 수 없습니다.',
    ],
    en: [
      'Overseas providers you can transfer to',
      'Withdrawals to overseas providers are possible only to those whose travel rule connection and anti-money-laundering controls the Company has checked.',
      'Providers in sanctioned countries or that have not registered where required cannot receive withdrawals.',
    ],
  }),
  withdraw_address_image: version({
    ko: [
      '출금 주소 증빙 이미지 제출 안내',
      '받는 지갑의 주소가 표시된 화면을 캡처하여 제출해 주세요. 주소 전체와 지갑(거래소) 이름이 보여야 합니다.',
      '제출한 이미지는 출금 심사에만 이용하며, 심사 후 5년간 보관합니다.',
    ],
    en: [
      'Withdrawal address image',
      "Submit a screenshot of the receiving wallet's address. The whole address and the wallet's (or exchange's) name must be visible.",
      'The image is used only to review the withdrawal and kept for 5 years afterwards.',
    ],
  }),
  withdraw_etc_image: version({
    ko: [
      '기타 증빙 이미지 제출 안내',
      '심사에 필요한 경우 거래 내역, 자금 출처 등을 확인할 수 있는 이미지를 추가로 제출할 수 있습니다.',
      '주민등록번호 뒷자리 등 심사에 필요하지 않은 정보는 가린 뒤 제출해 주세요.',
    ],
    en: [
      'Other supporting images',
      'Where the review needs it, you may add images showing the transaction history or the source of funds.',
      'Please hide anything the review does not need, such as the back digits of a registration number.',
    ],
  }),
  withdraw_sign: version({
    ko: [
      '출금 신청 서명 동의',
      '회원은 출금 신청서의 내용이 사실과 다르지 않음을 확인하고 서명합니다.',
      '허위 정보로 인한 손해에 대한 책임은 신청인에게 있습니다.',
    ],
    en: [
      'Signature of a withdrawal application',
      'By signing, you confirm that the application is true.',
      'The applicant is responsible for any loss caused by false information.',
    ],
  }),
  withdraw_transfer_agree: version({
    ko: [
      '가상자산 이전 서비스 이용 동의',
      '가상자산의 이전은 블록체인 네트워크에 기록된 후에는 취소할 수 없습니다.',
      '받는 주소, 네트워크, 메모(태그)를 잘못 입력하여 발생한 손실은 회사가 복구를 보장하지 않습니다.',
    ],
    en: [
      'Consent to virtual asset transfers',
      'A transfer cannot be cancelled once the blockchain network has recorded it.',
      'The Company cannot guarantee to recover losses from a wrong address, network or memo (tag).',
    ],
  }),
  withdraw_transfer_collect: version({
    ko: [
      '수취인 정보 수집·이용 동의',
      '수집 항목: 수취인 이름(법인명), 받는 사업자, 지갑 주소\n이용 목적: 트래블룰 이행 및 자금세탁방지\n보유 기간: 이전 후 5년',
      '동의를 거부할 수 있으나, 거부 시 가상자산을 출금할 수 없습니다.',
    ],
    en: [
      "Consent to collecting the recipient's information",
      "Items: the recipient's name (or corporate name), the receiving provider, the wallet address\nPurpose: travel rule and anti-money-laundering\nKept: 5 years after the transfer",
      'You may refuse, but then you cannot withdraw virtual assets.',
    ],
  }),
  withdraw_transfer_precaution: version({
    ko: [
      '가상자산 이전 시 유의사항',
      '1. 받는 사업자가 지원하지 않는 네트워크로 보내면 자산을 찾을 수 없습니다.\n2. 출금은 보안 점검을 위해 지연될 수 있습니다.\n3. 타인의 요청으로 하는 출금은 보이스피싱 피해일 수 있으니 주의하세요.',
    ],
    en: [
      'Before you transfer virtual assets',
      '1. Assets sent on a network the receiving provider does not support cannot be found.\n2. Withdrawals may be delayed by security checks.\n3. A withdrawal someone else asked you to make may be a voice-phishing scam.',
    ],
  }),
  withdraw_transfer_third: version({
    ko: [
      '가상자산 이전을 위한 개인정보 제3자 제공 동의',
      '제공받는 자: 받는 가상자산사업자\n제공 항목: 송신인 이름, 지갑 주소\n제공 목적: 트래블룰 이행\n보유 기간: 받는 사업자의 보유 기간에 따름',
      '동의를 거부할 수 있으나, 거부 시 다른 사업자로 가상자산을 출금할 수 없습니다.',
    ],
    en: [
      'Consent to provide personal information for transfers',
      "Recipient: the receiving virtual asset service provider\nItems: the sender's name, the wallet address\nPurpose: the travel rule\nKept: as the receiving provider keeps it",
      'You may refuse, but then you cannot withdraw to another provider.',
    ],
  }),
  withdraw_transfer_agree_nh: bankTransferAgree('NH농협은행', 'NH NongHyup Bank'),
  withdraw_transfer_third_nh: bankTransferThird('NH농협은행', 'NH NongHyup Bank'),
  withdraw_transfer_agree_shinhan: bankTransferAgree('신한은행', 'Shinhan Bank'),
  withdraw_transfer_third_shinhan: bankTransferThird('신한은행', 'Shinhan Bank'),
  transfer_personal_agree: version({
    ko: [
      '개인 지갑 이전을 위한 개인정보 수집·이용 동의',
      '수집 항목: 개인 지갑 주소, 소유자 확인 정보\n이용 목적: 본인 소유 지갑 확인 및 자금세탁방지\n보유 기간: 이전 후 5년',
      '개인 지갑으로의 출금은 회원 본인 소유임이 확인된 지갑으로만 할 수 있습니다.',
    ],
    en: [
      'Consent to personal information for transfers to a personal wallet',
      'Items: the personal wallet address, proof of ownership\nPurpose: confirming the wallet is yours and anti-money-laundering\nKept: 5 years after the transfer',
      'Withdrawals to personal wallets go only to wallets confirmed as your own.',
    ],
  }),
  account_refuse: version({
    ko: [
      '거래 거절 및 계정 제한 안내',
      '회사는 고객확인 정보가 사실과 다르거나 제공되지 않은 경우, 자금세탁 등이 의심되는 경우 거래를 거절하거나 계정을 제한할 수 있습니다.',
      '거절 사유는 법령상 허용되는 범위에서 안내하며, 사유가 해소되면 고객센터를 통해 제한 해제를 요청할 수 있습니다.',
    ],
    en: [
      'Refused transactions and account restrictions',
      'The Company may refuse transactions or restrict an account where due diligence information is false or missing, or money laundering is suspected.',
      'The reason is given as far as the law allows; once it is resolved, you can ask the customer centre to lift the restriction.',
    ],
  }),
  account_refuse_collect: version({
    ko: [
      '거래 거절 관련 정보 수집·이용 동의',
      '수집 항목: 거절 사유 확인을 위해 제출한 서류와 소명 내용\n이용 목적: 거래 거절 및 제한 해제 심사\n보유 기간: 심사 종료 후 5년',
    ],
    en: [
      'Consent to collecting information about a refusal',
      'Items: the documents and explanations you submit about the refusal\nPurpose: reviewing the refusal and lifting the restriction\nKept: 5 years after the review',
    ],
  }),
};
