/**
 * The nations of the nation picker (shell spec §3 Nation, §7 GET /v1/comn/nations; the spec shows no
 * list): Korea first, then the countries a Korean exchange's members come from most, by region. Calling
 * codes are digits ("1" for both the United States and Canada). `isBlocked` marks the FATF's "black list"
 * (high-risk jurisdictions subject to a call for action: North Korea, Iran, Myanmar): the app leaves them
 * out of the picker and the simulator refuses them at sign-up.
 */
import type { Nation } from '../../contract';

type Row = readonly [code: string, ko: string, en: string, phone: string, blocked?: 'blocked'];

const ROWS: readonly Row[] = [
  ['KR', '대한민국', 'Republic of Korea', '82'],
  ['US', '미국', 'United States', '1'],
  ['JP', '일본', 'Japan', '81'],
  ['CN', '중국', 'China', '86'],
  ['VN', '베트남', 'Vietnam', '84'],
  ['TH', '태국', 'Thailand', '66'],
  ['PH', '필리핀', 'Philippines', '63'],
  ['SG', '싱가포르', 'Singapore', '65'],
  ['GB', '영국', 'United Kingdom', '44'],
  ['DE', '독일', 'Germany', '49'],
  ['FR', '프랑스', 'France', '33'],
  ['CA', '캐나다', 'Canada', '1'],
  ['AU', '호주', 'Australia', '61'],
  ['NZ', '뉴질랜드', 'New Zealand', '64'],
  ['TW', '대만', 'Taiwan', '886'],
  ['HK', '홍콩', 'Hong Kong', '852'],
  ['MO', '마카오', 'Macao', '853'],
  ['MN', '몽골', 'Mongolia', '976'],
  ['ID', '인도네시아', 'Indonesia', '62'],
  ['MY', '말레이시아', 'Malaysia', '60'],
  ['KH', '캄보디아', 'Cambodia', '855'],
  ['LA', '라오스', 'Laos', '856'],
  ['IN', '인도', 'India', '91'],
  ['PK', '파키스탄', 'Pakistan', '92'],
  ['BD', '방글라데시', 'Bangladesh', '880'],
  ['NP', '네팔', 'Nepal', '977'],
  ['LK', '스리랑카', 'Sri Lanka', '94'],
  ['UZ', '우즈베키스탄', 'Uzbekistan', '998'],
  ['KZ', '카자흐스탄', 'Kazakhstan', '7'],
  ['RU', '러시아', 'Russia', '7'],
  ['TR', '튀르키예', 'Türkiye', '90'],
  ['AE', '아랍에미리트', 'United Arab Emirates', '971'],
  ['SA', '사우디아라비아', 'Saudi Arabia', '966'],
  ['QA', '카타르', 'Qatar', '974'],
  ['IL', '이스라엘', 'Israel', '972'],
  ['EG', '이집트', 'Egypt', '20'],
  ['ZA', '남아프리카공화국', 'South Africa', '27'],
  ['NG', '나이지리아', 'Nigeria', '234'],
  ['KE', '케냐', 'Kenya', '254'],
  ['IT', '이탈리아', 'Italy', '39'],
  ['ES', '스페인', 'Spain', '34'],
  ['PT', '포르투갈', 'Portugal', '351'],
  ['NL', '네덜란드', 'Netherlands', '31'],
  ['BE', '벨기에', 'Belgium', '32'],
  ['CH', '스위스', 'Switzerland', '41'],
  ['AT', '오스트리아', 'Austria', '43'],
  ['SE', '스웨덴', 'Sweden', '46'],
  ['NO', '노르웨이', 'Norway', '47'],
  ['DK', '덴마크', 'Denmark', '45'],
  ['FI', '핀란드', 'Finland', '358'],
  ['IE', '아일랜드', 'Ireland', '353'],
  ['PL', '폴란드', 'Poland', '48'],
  ['CZ', '체코', 'Czechia', '420'],
  ['HU', '헝가리', 'Hungary', '36'],
  ['GR', '그리스', 'Greece', '30'],
  ['UA', '우크라이나', 'Ukraine', '380'],
  ['MX', '멕시코', 'Mexico', '52'],
  ['BR', '브라질', 'Brazil', '55'],
  ['AR', '아르헨티나', 'Argentina', '54'],
  ['CL', '칠레', 'Chile', '56'],
  ['CO', '콜롬비아', 'Colombia', '57'],
  ['PE', '페루', 'Peru', '51'],
  ['KP', '북한', 'North Korea', '850', 'blocked'],
  ['IR', '이란', 'Iran', '98', 'blocked'],
  ['MM', '미얀마', 'Myanmar', '95', 'blocked'],
];

export const NATIONS: readonly Nation[] = ROWS.map(
  ([nationCode, nationName, nationNameEn, intnlPhoneNo, blocked]) => ({
    nationCode,
    nationName,
    nationNameEn,
    intnlPhoneNo,
    isBlocked: blocked === 'blocked',
  }),
);

/** The codes of the nations a member may not sign up from. */
export const BLOCKED_NATION_CODES: ReadonlySet<string> = new Set(
  NATIONS.filter((nation) => nation.isBlocked).map((nation) => nation.nationCode),
);

const BY_CODE = new Map(NATIONS.map((nation) => [nation.nationCode, nation]));

export function nationByCode(code: string): Nation | undefined {
  return BY_CODE.get(code);
}
