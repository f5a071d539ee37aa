import { homedir } from 'node:os';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_OPTIONS,
  defaultDataDir,
  OptionsError,
  parseFaultList,
  parseOptions,
} from '../../../server/options';

describe('defaultDataDir: the user data directory, never the served repository', () => {
  test.each([
    ['linux', {}, '/home/ann', '/home/ann/.local/share/tradedeck'],
    ['linux', { XDG_DATA_HOME: '/data/ann' }, '/home/ann', '/data/ann/tradedeck'],
    ['linux', { XDG_DATA_HOME: 'relative/dir' }, '/home/ann', '/home/ann/.local/share/tradedeck'],
    ['linux', { XDG_DATA_HOME: '' }, '/home/ann', '/home/ann/.local/share/tradedeck'],
    ['freebsd', { XDG_DATA_HOME: '/xdg' }, '/home/ann', '/xdg/tradedeck'],
    ['darwin', { XDG_DATA_HOME: '/xdg' }, '/Users/ann', '/Users/ann/Library/Application Support/tradedeck'],
    [
      'win32',
      { LOCALAPPDATA: 'C:\\Users\\ann\\AppData\\Local' },
      'C:\\Users\\ann',
      'C:\\Users\\ann\\AppData\\Local\\tradedeck',
    ],
    ['win32', {}, 'C:\\Users\\ann', 'C:\\Users\\ann\\AppData\\Local\\tradedeck'],
    ['win32', { LOCALAPPDATA: 'Local' }, 'D:\\ann', 'D:\\ann\\AppData\\Local\\tradedeck'],
  ] as const)('%s %j home %s → %s', (platform, env, home, expected) => {
    expect(defaultDataDir(platform, env, home)).toBe(expected);
  });

  test('parseOptions takes it from the environment it is given; --data and DATA_DIR still win', () => {
    expect(parseOptions([], { XDG_DATA_HOME: '/xdg' }).dataDir).toBe(
      defaultDataDir(process.platform, { XDG_DATA_HOME: '/xdg' }, homedir()),
    );
    expect(parseOptions(['--data', '.data'], { XDG_DATA_HOME: '/xdg' }).dataDir).toBe('.data');
  });
});

describe('parseOptions', () => {
  test('defaults', () => {
    expect(parseOptions([], {})).toEqual({
      ...DEFAULT_OPTIONS,
      dataDir: defaultDataDir(process.platform, {}, homedir()),
      help: false,
      repair: false,
      build: true,
    });
  });

  test.each([
    [['--port', '9000'], {}, { port: 9000 }],
    [['--port=0'], {}, { port: 0 }],
    [[], { PORT: '7000' }, { port: 7000 }],
    [['--port', '9000'], { PORT: '7000' }, { port: 9000 }],
    [['--host', '0.0.0.0'], {}, { host: '0.0.0.0' }],
    [[], { HOST: '::1' }, { host: '::1' }],
    [['--data', '/tmp/x'], {}, { dataDir: '/tmp/x' }],
    [[], { DATA_DIR: 'elsewhere' }, { dataDir: 'elsewhere' }],
    [['--seed', '7'], {}, { seed: 7 }],
    [[], { SEED: '123' }, { seed: 123 }],
    [['--trade-rate', '5000'], {}, { tradeRate: 5000 }],
    [[], { TRADE_RATE: '0' }, { tradeRate: 0 }],
    [['--reset'], {}, { reset: true }],
    [['--test-mode'], {}, { testMode: true }],
    [[], { TEST_MODE: '1' }, { testMode: true }],
    [[], { TEST_MODE: '0' }, { testMode: false }],
    [[], {}, { serveApp: 'dist', build: true }],
    [['--dist'], {}, { serveApp: 'dist', build: false }],
    [['--dev'], {}, { serveApp: 'vite', build: false }],
    [['--no-app'], {}, { serveApp: 'none', build: false }],
    [['--faults', 'pause,block'], {}, { faults: { pause: true, block: true } }],
    [
      [],
      { FAULTS: 'skipTickerFrameEvery=5,timeout,timeoutDelayMs=100' },
      {
        faults: { skipTickerFrameEvery: 5, timeout: true, timeoutDelayMs: 100 },
      },
    ],
    [['--help'], {}, { help: true }],
    [['--allow-host', 'mybox.local'], {}, { allowedHosts: ['mybox.local'] }],
    [
      ['--allow-host=a.example, 192.168.0.5,[fe80::1],::2'],
      {},
      { allowedHosts: ['a.example', '192.168.0.5', '[fe80::1]', '::2'] },
    ],
    [[], { ALLOWED_HOSTS: 'lan.example' }, { allowedHosts: ['lan.example'] }],
    [['--allow-host', 'x.example'], { ALLOWED_HOSTS: 'y.example' }, { allowedHosts: ['x.example'] }],
    [
      ['--allow-origin', 'http://LOCALHOST:5173/, https://app.example'],
      {},
      { allowedOrigins: ['http://localhost:5173', 'https://app.example'] },
    ],
    [[], { ALLOWED_ORIGINS: 'http://127.0.0.1:4000' }, { allowedOrigins: ['http://127.0.0.1:4000'] }],
  ] as const)('%j with env %j', (argv, env, expected) => {
    expect(parseOptions(argv, env)).toMatchObject(expected);
  });

  test.each([
    [['--port', 'abc'], {}, /--port must be a whole number/],
    [['--port', '70000'], {}, /--port must be between 0 and 65535/],
    [[], { PORT: '-1' }, /PORT must be between/],
    [['--port'], {}, /--port needs a value/],
    [['--seed', '1.5'], {}, /--seed must be a whole number/],
    [['--trade-rate', '1000001'], {}, /--trade-rate must be between 0 and 100000/],
    [['--bogus'], {}, /unknown option "--bogus"/],
    [['--host', 'a b'], {}, /not a host name/],
    [['--faults', 'explode'], {}, /unknown fault "explode"/],
    [['--faults', 'skipTickerFrameEvery'], {}, /needs a value/],
    [['--faults', 'timeoutDelayMs=999999'], {}, /between 0 and 120000/],
    [[], { TEST_MODE: 'maybe' }, /TEST_MODE must be 1 or 0/],
    [['--dist', '--no-app'], {}, /--dist and --no-app exclude each other/],
    [['--dev', '--dist'], {}, /--dist and --dev exclude each other/],
    [['--no-app', '--dev'], {}, /--dev and --no-app exclude each other/],
    [['--allow-host', 'localhost:8080'], {}, /--allow-host: "localhost:8080" is not a host name or address/],
    [['--allow-host', '*.example'], {}, /no wildcard/],
    [[], { ALLOWED_HOSTS: 'a.example/x' }, /ALLOWED_HOSTS: "a.example\/x"/],
    [['--allow-host', ' , '], {}, /--allow-host needs at least one host name/],
    [['--allow-origin', 'localhost:5173'], {}, /--allow-origin: "localhost:5173" is not an origin/],
    [['--allow-origin', 'http://a.example/app'], {}, /is not an origin/],
    [[], { ALLOWED_ORIGINS: ',' }, /ALLOWED_ORIGINS needs at least one origin/],
  ] as const)('rejects %j %j', (argv, env, message) => {
    expect(() => parseOptions(argv, env)).toThrow(message);
    try {
      parseOptions(argv, env);
    } catch (error) {
      expect(error).toBeInstanceOf(OptionsError);
      expect((error as OptionsError).exitCode).toBe(2);
    }
  });
});

describe('parseFaultList', () => {
  test.each([
    ['', {}],
    ['pause', { pause: true }],
    ['dropSocket, serverError', { dropSocket: true, serverError: true }],
    ['tooManyRequests=0', { tooManyRequests: false }],
    ['skipTickerFrameEvery=3', { skipTickerFrameEvery: 3 }],
    ['queue,queueLength=5,queueAdmitPerSecond=2', { queue: true, queueLength: 5, queueAdmitPerSecond: 2 }],
  ])('%s', (raw, expected) => {
    expect(parseFaultList(raw)).toEqual(expected);
  });

  test.each([
    ['queueLength', /needs a value/],
    ['queueLength=0', /bad faults/],
    ['queueAdmitPerSecond=1001', /between 0 and 1000/],
  ])('%s is refused', (raw, message) => {
    expect(() => parseFaultList(raw)).toThrow(message);
  });
});

describe('--market: where the prices come from', () => {
  const local = {
    UPBIT_API_URL: 'http://127.0.0.1:9000/',
    UPBIT_SOCKET_URL: 'ws://127.0.0.1:9000/websocket/v1',
  };
  test.each([
    [[], {}, { kind: 'sim' }],
    [['--market', 'sim'], {}, { kind: 'sim' }],
    [['--market=upbit'], {}, { kind: 'upbit', exchangeUrls: {} }],
    [[], { MARKET: 'bithumb' }, { kind: 'bithumb', exchangeUrls: {} }],
    [['--market', 'sim'], { MARKET: 'upbit' }, { kind: 'sim' }],
    [['--market', 'replay'], {}, { kind: 'replay' }],
    [
      ['--market', 'replay:/data/btc-usdt-1m-2022q4.csv'],
      {},
      { kind: 'replay', path: '/data/btc-usdt-1m-2022q4.csv' },
    ],
    [['--market', 'replay:C:\\market\\data'], {}, { kind: 'replay', path: 'C:\\market\\data' }],
    [
      ['--market', 'upbit'],
      local,
      {
        kind: 'upbit',
        exchangeUrls: { api: 'http://127.0.0.1:9000', socket: 'ws://127.0.0.1:9000/websocket/v1' },
      },
    ],
    [['--market', 'bithumb'], local, { kind: 'bithumb', exchangeUrls: {} }],
    [
      ['--market', 'bithumb'],
      { BITHUMB_API_URL: 'https://bithumb.test', BITHUMB_SOCKET_URL: 'wss://bithumb.test/websocket/v1' },
      {
        kind: 'bithumb',
        exchangeUrls: { api: 'https://bithumb.test', socket: 'wss://bithumb.test/websocket/v1' },
      },
    ],
    [['--market', 'upbit'], { UPBIT_API_URL: '' }, { kind: 'upbit', exchangeUrls: {} }],
  ] as const)('%j with env %j → %j', (argv, env, market) => {
    expect(parseOptions(argv, env).market).toEqual(market);
  });

  test.each([
    [['--market', 'binance'], {}, /--market must be one of sim, upbit, bithumb, replay/],
    [['--market', 'UPBIT'], {}, /--market must be one of/],
    [[], { MARKET: 'nasdaq' }, /MARKET must be one of/],
    [['--market'], {}, /--market needs a value/],
    [['--market', 'upbit:/tmp/x'], {}, /--market: only replay takes a path, got "upbit:\/tmp\/x"/],
    [['--market', 'sim:/tmp/x'], {}, /only replay takes a path/],
    [['--market', 'upbit'], { UPBIT_API_URL: 'not a url' }, /UPBIT_API_URL must be a URL, got "not a url"/],
    [
      ['--market', 'upbit'],
      { UPBIT_API_URL: 'ws://127.0.0.1:9000' },
      /UPBIT_API_URL must be a http: or https: URL/,
    ],
    [
      ['--market', 'upbit'],
      { UPBIT_SOCKET_URL: 'http://127.0.0.1:9000' },
      /UPBIT_SOCKET_URL must be a ws: or wss: URL/,
    ],
    [
      ['--market', 'bithumb'],
      { BITHUMB_API_URL: 'http://a.test/?x=1' },
      /BITHUMB_API_URL .* without a query/,
    ],
    [
      ['--market', 'bithumb'],
      { BITHUMB_SOCKET_URL: 'wss://a.test/#h' },
      /BITHUMB_SOCKET_URL .* without a query/,
    ],
  ] as const)('rejects %j %j', (argv, env, message) => {
    expect(() => parseOptions(argv, env)).toThrow(message);
    expect(() => parseOptions(argv, env)).toThrow(OptionsError);
  });
});
