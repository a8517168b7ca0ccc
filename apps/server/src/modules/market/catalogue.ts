import type { Lang, MarketCategory } from '@platform/contract';
import { parseUnits } from '@platform/money';
import type { InstrumentSpec } from './model.ts';
import { ALWAYS_OPEN, type TradingHours, weekdays, weekly } from './trading-hours.ts';

/**
 * The seeded instrument catalogue: what the embedded default trades, with display names in the
 * 8 languages. Seeding adds missing instruments only; the operator's edits survive upgrades.
 * Reference prices are where a simulated walk starts without history, not live market data.
 */

type Names = Record<Lang, string>;
/** Names in the order en, xby, jp, hy, ty, yn, zh, ft. */
type NameRow = readonly [string, string, string, string, string, string, string, string];

const LANG_ORDER: readonly Lang[] = ['en', 'xby', 'jp', 'hy', 'ty', 'yn', 'zh', 'ft'];

function names(row: NameRow): Names {
  return Object.fromEntries(LANG_ORDER.map((lang, i) => [lang, row[i]])) as Names;
}

const CRYPTO: Record<string, NameRow> = {
  BTC: ['Bitcoin', 'Bitcoin', 'ビットコイン', '비트코인', 'บิตคอยน์', 'Bitcoin', '比特币', '比特幣'],
  ETH: ['Ethereum', 'Ethereum', 'イーサリアム', '이더리움', 'อีเธอเรียม', 'Ethereum', '以太坊', '以太坊'],
  BNB: ['BNB', 'BNB', 'BNB', 'BNB', 'BNB', 'BNB', '币安币', '幣安幣'],
  SOL: ['Solana', 'Solana', 'ソラナ', '솔라나', 'โซลานา', 'Solana', '索拉纳', '索拉納'],
  XRP: ['XRP', 'XRP', 'エックスアールピー', '리플', 'เอ็กซ์อาร์พี', 'XRP', '瑞波币', '瑞波幣'],
  DOGE: ['Dogecoin', 'Dogecoin', 'ドージコイン', '도지코인', 'โดจคอยน์', 'Dogecoin', '狗狗币', '狗狗幣'],
  ADA: ['Cardano', 'Cardano', 'カルダノ', '카르다노', 'คาร์ดาโน', 'Cardano', '艾达币', '艾達幣'],
  TRX: ['TRON', 'TRON', 'トロン', '트론', 'ทรอน', 'TRON', '波场', '波場'],
  AVAX: ['Avalanche', 'Avalanche', 'アバランチ', '아발란체', 'อวาแลนช์', 'Avalanche', '雪崩协议', '雪崩協議'],
  LINK: [
    'Chainlink',
    'Chainlink',
    'チェーンリンク',
    '체인링크',
    'เชนลิงก์',
    'Chainlink',
    'Chainlink',
    'Chainlink',
  ],
  DOT: ['Polkadot', 'Polkadot', 'ポルカドット', '폴카닷', 'โพลคาดอท', 'Polkadot', '波卡', '波卡'],
  LTC: ['Litecoin', 'Litecoin', 'ライトコイン', '라이트코인', 'ไลต์คอยน์', 'Litecoin', '莱特币', '萊特幣'],
  BCH: [
    'Bitcoin Cash',
    'Bitcoin Cash',
    'ビットコインキャッシュ',
    '비트코인 캐시',
    'บิตคอยน์แคช',
    'Bitcoin Cash',
    '比特币现金',
    '比特幣現金',
  ],
  ATOM: ['Cosmos', 'Cosmos', 'コスモス', '코스모스', 'คอสมอส', 'Cosmos', 'Cosmos', 'Cosmos'],
  UNI: ['Uniswap', 'Uniswap', 'ユニスワップ', '유니스왑', 'ยูนิสวอป', 'Uniswap', 'Uniswap', 'Uniswap'],
};

/** Templates of a perpetual contract's name, `{}` standing for the coin's name. */
const PERPETUAL: NameRow = [
  '{} perpetual',
  '{} perpetuo',
  '{} 無期限先物',
  '{} 무기한 선물',
  'สัญญาถาวร {}',
  'Hợp đồng vĩnh cửu {}',
  '{}永续合约',
  '{}永續合約',
];

const CURRENCIES: Record<string, NameRow> = {
  EUR: ['Euro', 'Euro', 'ユーロ', '유로', 'ยูโร', 'Euro', '欧元', '歐元'],
  USD: ['US Dollar', 'Dólar estadounidense', '米ドル', '미국 달러', 'ดอลลาร์สหรัฐ', 'Đô la Mỹ', '美元', '美元'],
  JPY: ['Japanese Yen', 'Yen japonés', '日本円', '일본 엔', 'เยนญี่ปุ่น', 'Yên Nhật', '日元', '日圓'],
  GBP: [
    'British Pound',
    'Libra esterlina',
    '英ポンド',
    '영국 파운드',
    'ปอนด์สเตอร์ลิง',
    'Bảng Anh',
    '英镑',
    '英鎊',
  ],
  CHF: [
    'Swiss Franc',
    'Franco suizo',
    'スイスフラン',
    '스위스 프랑',
    'ฟรังก์สวิส',
    'Franc Thụy Sĩ',
    '瑞士法郎',
    '瑞士法郎',
  ],
  AUD: [
    'Australian Dollar',
    'Dólar australiano',
    '豪ドル',
    '호주 달러',
    'ดอลลาร์ออสเตรเลีย',
    'Đô la Úc',
    '澳元',
    '澳幣',
  ],
  CAD: [
    'Canadian Dollar',
    'Dólar canadiense',
    'カナダドル',
    '캐나다 달러',
    'ดอลลาร์แคนาดา',
    'Đô la Canada',
    '加元',
    '加幣',
  ],
  NZD: [
    'New Zealand Dollar',
    'Dólar neozelandés',
    'NZドル',
    '뉴질랜드 달러',
    'ดอลลาร์นิวซีแลนด์',
    'Đô la New Zealand',
    '纽元',
    '紐幣',
  ],
};

const COMMODITIES: Record<string, NameRow> = {
  XAU: ['Gold', 'Oro', '金', '금', 'ทองคำ', 'Vàng', '黄金', '黃金'],
  XAG: ['Silver', 'Plata', '銀', '은', 'เงิน', 'Bạc', '白银', '白銀'],
  USOIL: [
    'WTI Crude Oil',
    'Petróleo WTI',
    'WTI原油',
    'WTI 원유',
    'น้ำมันดิบ WTI',
    'Dầu thô WTI',
    'WTI原油',
    'WTI原油',
  ],
  UKOIL: [
    'Brent Crude Oil',
    'Petróleo Brent',
    'ブレント原油',
    '브렌트유',
    'น้ำมันดิบเบรนท์',
    'Dầu thô Brent',
    '布伦特原油',
    '布蘭特原油',
  ],
  NGAS: [
    'Natural Gas',
    'Gas natural',
    '天然ガス',
    '천연가스',
    'ก๊าซธรรมชาติ',
    'Khí tự nhiên',
    '天然气',
    '天然氣',
  ],
};

const EQUITIES: Record<string, NameRow> = {
  AAPL: ['Apple', 'Apple', 'アップル', '애플', 'แอปเปิล', 'Apple', '苹果', '蘋果'],
  MSFT: [
    'Microsoft',
    'Microsoft',
    'マイクロソフト',
    '마이크로소프트',
    'ไมโครซอฟท์',
    'Microsoft',
    '微软',
    '微軟',
  ],
  NVDA: ['NVIDIA', 'NVIDIA', 'エヌビディア', '엔비디아', 'เอ็นวิเดีย', 'NVIDIA', '英伟达', '輝達'],
  AMZN: ['Amazon', 'Amazon', 'アマゾン', '아마존', 'แอมะซอน', 'Amazon', '亚马逊', '亞馬遜'],
  GOOGL: [
    'Alphabet (Google)',
    'Alphabet (Google)',
    'アルファベット (グーグル)',
    '알파벳 (구글)',
    'อัลฟาเบ็ต (กูเกิล)',
    'Alphabet (Google)',
    '谷歌母公司 Alphabet',
    'Google 母公司 Alphabet',
  ],
  META: [
    'Meta Platforms',
    'Meta Platforms',
    'メタ・プラットフォームズ',
    '메타 플랫폼스',
    'เมตา แพลตฟอร์มส์',
    'Meta Platforms',
    'Meta 平台',
    'Meta 平台',
  ],
  TSLA: ['Tesla', 'Tesla', 'テスラ', '테슬라', 'เทสลา', 'Tesla', '特斯拉', '特斯拉'],
  NFLX: ['Netflix', 'Netflix', 'ネットフリックス', '넷플릭스', 'เน็ตฟลิกซ์', 'Netflix', '奈飞', '網飛'],
  AMD: ['AMD', 'AMD', 'AMD', 'AMD', 'เอเอ็มดี', 'AMD', '超威半导体', '超微半導體'],
  JPM: [
    'JPMorgan Chase',
    'JPMorgan Chase',
    'JPモルガン・チェース',
    'JP모건 체이스',
    'เจพีมอร์แกน เชส',
    'JPMorgan Chase',
    '摩根大通',
    '摩根大通',
  ],
  KO: [
    'Coca-Cola',
    'Coca-Cola',
    'コカ・コーラ',
    '코카콜라',
    'โคคา-โคล่า',
    'Coca-Cola',
    '可口可乐',
    '可口可樂',
  ],
  DIS: [
    'Walt Disney',
    'Walt Disney',
    'ウォルト・ディズニー',
    '월트 디즈니',
    'วอลต์ ดิสนีย์',
    'Walt Disney',
    '迪士尼',
    '迪士尼',
  ],
  SPY: [
    'SPDR S&P 500 ETF',
    'SPDR S&P 500 ETF',
    'SPDR S&P 500 ETF',
    'SPDR S&P 500 ETF',
    'SPDR S&P 500 ETF',
    'SPDR S&P 500 ETF',
    '标普500 ETF',
    '標普500 ETF',
  ],
  QQQ: [
    'Invesco QQQ (Nasdaq-100)',
    'Invesco QQQ (Nasdaq-100)',
    'インベスコQQQ (ナスダック100)',
    '인베스코 QQQ (나스닥 100)',
    'Invesco QQQ (แนสแด็ก 100)',
    'Invesco QQQ (Nasdaq-100)',
    '纳斯达克100 ETF',
    '那斯達克100 ETF',
  ],
  DIA: [
    'SPDR Dow Jones ETF',
    'SPDR Dow Jones ETF',
    'SPDR ダウ工業株 ETF',
    'SPDR 다우존스 ETF',
    'SPDR ดาวโจนส์ ETF',
    'SPDR Dow Jones ETF',
    '道琼斯 ETF',
    '道瓊 ETF',
  ],
  IWM: [
    'iShares Russell 2000 ETF',
    'iShares Russell 2000 ETF',
    'iシェアーズ ラッセル2000 ETF',
    '아이셰어즈 러셀 2000 ETF',
    'iShares รัสเซลล์ 2000 ETF',
    'iShares Russell 2000 ETF',
    '罗素2000 ETF',
    '羅素2000 ETF',
  ],
  GLD: [
    'SPDR Gold Shares',
    'SPDR Gold Shares',
    'SPDR ゴールド・シェア',
    'SPDR 골드 셰어즈',
    'SPDR โกลด์ แชร์ส',
    'SPDR Gold Shares',
    'SPDR 黄金 ETF',
    'SPDR 黃金 ETF',
  ],
};

/** Forex trades from Sunday 17:00 to Friday 17:00 New York time, closed at the weekend. */
const FOREX_HOURS = weekly('America/New_York', 'Sun 17:00 - Fri 17:00 America/New_York', [
  ['Sun 17:00', 'Fri 17:00'],
]);
/** Metals and energy follow the futures day: 18:00 to 17:00 New York time, Sunday to Friday. */
const FUTURES_HOURS = weekly('America/New_York', 'Sun-Fri 18:00-17:00 America/New_York', [
  ['Sun 18:00', 'Mon 17:00'],
  ['Mon 18:00', 'Tue 17:00'],
  ['Tue 18:00', 'Wed 17:00'],
  ['Wed 18:00', 'Thu 17:00'],
  ['Thu 18:00', 'Fri 17:00'],
]);
/** Regular session of the New York exchanges (holidays are not modelled). */
const EXCHANGE_HOURS = weekdays('America/New_York', '09:30', '16:00');

function fill(template: NameRow, values: (lang: number) => string): Names {
  return names(template.map((t, i) => t.replace('{}', values(i))) as unknown as NameRow);
}

interface Row {
  symbol: string;
  category: MarketCategory;
  base: string;
  quote: string;
  names: Names;
  price: string;
  priceScale: number;
  quantityScale: number;
  hours: TradingHours;
}

const crypto = (base: string, price: string, priceScale: number, quantityScale: number): Row[] => {
  const row = CRYPTO[base] as NameRow;
  const spot: Row = {
    symbol: `${base}USDT`,
    category: 'crypto',
    base,
    quote: 'USDT',
    names: names(row),
    price,
    priceScale,
    quantityScale,
    hours: ALWAYS_OPEN,
  };
  return [spot];
};

const perpetual = (base: string, price: string, priceScale: number, quantityScale: number): Row => ({
  symbol: `${base}USDT-PERP`,
  category: 'contract',
  base,
  quote: 'USDT',
  names: fill(PERPETUAL, (i) => (CRYPTO[base] as NameRow)[i] as string),
  price,
  priceScale,
  quantityScale,
  hours: ALWAYS_OPEN,
});

const forex = (base: string, quote: string, price: string, priceScale: number): Row => ({
  symbol: `${base}${quote}`,
  category: 'forex',
  base,
  quote,
  names: names(
    LANG_ORDER.map((_, i) => {
      const b = (CURRENCIES[base] as NameRow)[i] as string;
      const q = (CURRENCIES[quote] as NameRow)[i] as string;
      return i >= 6 ? `${b}/${q}` : `${b} / ${q}`;
    }) as unknown as NameRow,
  ),
  price,
  priceScale,
  quantityScale: 2,
  hours: FOREX_HOURS,
});

const commodity = (symbol: string, category: 'metal' | 'energy', price: string, priceScale: number): Row => ({
  symbol: symbol.length === 3 ? `${symbol}USD` : symbol,
  category,
  base: symbol,
  quote: 'USD',
  names: names(COMMODITIES[symbol] as NameRow),
  price,
  priceScale,
  quantityScale: 2,
  hours: FUTURES_HOURS,
});

const equity = (symbol: string, category: 'stock' | 'etf', price: string): Row => ({
  symbol,
  category,
  base: symbol,
  quote: 'USD',
  names: names(EQUITIES[symbol] as NameRow),
  price,
  priceScale: 2,
  quantityScale: 2,
  hours: EXCHANGE_HOURS,
});

const ROWS: Row[] = [
  ...crypto('BTC', '67250.00', 2, 6),
  ...crypto('ETH', '3480.00', 2, 4),
  ...crypto('BNB', '598.40', 2, 3),
  ...crypto('SOL', '148.20', 2, 2),
  ...crypto('XRP', '0.5210', 4, 1),
  ...crypto('DOGE', '0.15800', 5, 0),
  ...crypto('ADA', '0.4520', 4, 1),
  ...crypto('TRX', '0.12100', 5, 0),
  ...crypto('AVAX', '35.20', 2, 2),
  ...crypto('LINK', '15.120', 3, 2),
  ...crypto('DOT', '7.050', 3, 2),
  ...crypto('LTC', '84.60', 2, 3),
  ...crypto('BCH', '452.30', 2, 3),
  ...crypto('ATOM', '8.120', 3, 2),
  ...crypto('UNI', '9.340', 3, 2),
  perpetual('BTC', '67280.0', 1, 3),
  perpetual('ETH', '3481.50', 2, 2),
  perpetual('SOL', '148.250', 3, 1),
  perpetual('BNB', '598.50', 2, 2),
  perpetual('XRP', '0.5212', 4, 0),
  perpetual('DOGE', '0.15805', 5, 0),
  forex('EUR', 'USD', '1.08520', 5),
  forex('GBP', 'USD', '1.27140', 5),
  forex('USD', 'JPY', '151.520', 3),
  forex('USD', 'CHF', '0.90480', 5),
  forex('AUD', 'USD', '0.66050', 5),
  forex('USD', 'CAD', '1.36120', 5),
  forex('NZD', 'USD', '0.60980', 5),
  forex('EUR', 'GBP', '0.85350', 5),
  forex('EUR', 'JPY', '164.430', 3),
  forex('GBP', 'JPY', '192.640', 3),
  forex('AUD', 'JPY', '100.080', 3),
  forex('EUR', 'CHF', '0.98190', 5),
  forex('EUR', 'AUD', '1.64300', 5),
  forex('GBP', 'CHF', '1.15030', 5),
  commodity('XAU', 'metal', '2351.40', 2),
  commodity('XAG', 'metal', '28.150', 3),
  commodity('USOIL', 'energy', '78.30', 2),
  commodity('UKOIL', 'energy', '82.60', 2),
  commodity('NGAS', 'energy', '2.480', 3),
  equity('AAPL', 'stock', '189.80'),
  equity('MSFT', 'stock', '421.50'),
  equity('NVDA', 'stock', '878.40'),
  equity('AMZN', 'stock', '181.20'),
  equity('GOOGL', 'stock', '171.90'),
  equity('META', 'stock', '484.10'),
  equity('TSLA', 'stock', '174.60'),
  equity('NFLX', 'stock', '618.30'),
  equity('AMD', 'stock', '160.40'),
  equity('JPM', 'stock', '196.20'),
  equity('KO', 'stock', '61.30'),
  equity('DIS', 'stock', '111.80'),
  equity('SPY', 'etf', '521.40'),
  equity('QQQ', 'etf', '445.10'),
  equity('DIA', 'etf', '391.20'),
  equity('IWM', 'etf', '205.30'),
  equity('GLD', 'etf', '217.90'),
];

/** The seed catalogue in display order. */
export function seedInstruments(): InstrumentSpec[] {
  return ROWS.map((r, i) => ({
    symbol: r.symbol,
    category: r.category,
    base: r.base,
    quote: r.quote,
    names: r.names,
    priceScale: r.priceScale,
    quantityScale: r.quantityScale,
    hours: r.hours,
    enabled: true,
    sort: (i + 1) * 10,
    referencePriceUnits: parseUnits(r.price, r.priceScale),
  }));
}
