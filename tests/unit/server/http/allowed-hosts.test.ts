import { describe, expect, test } from 'vitest';
import {
  allowedHostNames,
  isHostAllowed,
  isOriginAllowed,
  normalizeOrigin,
  splitHost,
  type HostRule,
} from '../../../../server/http/allowed-hosts';

describe('allowedHostNames', () => {
  test.each([
    ['127.0.0.1', [], ['localhost', '127.0.0.1', '[::1]']],
    ['0.0.0.0', [], ['localhost', '127.0.0.1', '[::1]']],
    ['::', [], ['localhost', '127.0.0.1', '[::1]']],
    ['MyBox.Local', [], ['localhost', '127.0.0.1', '[::1]', 'mybox.local']],
    ['::1', ['fe80::1', 'LAN.example'], ['localhost', '127.0.0.1', '[::1]', '[fe80::1]', 'lan.example']],
  ] as const)('listening on %s, extra %j', (listen, extra, names) => {
    expect([...allowedHostNames(listen, extra)].sort()).toEqual([...names].sort());
  });
});

describe('splitHost', () => {
  test.each([
    ['localhost', { name: 'localhost', port: undefined }],
    ['LOCALHOST:8080', { name: 'localhost', port: 8080 }],
    ['[::1]:9000', { name: '[::1]', port: 9000 }],
    ['[::1]', { name: '[::1]', port: undefined }],
    ['::1', undefined],
    ['localhost:0', undefined],
    ['localhost:99999', undefined],
    ['localhost:80x', undefined],
    ['localhost:', undefined],
    ['', undefined],
    ['a b', { name: 'a b', port: undefined }],
  ] as const)('%j', (header, expected) => {
    expect(splitHost(header)).toEqual(expected);
  });
});

describe('isHostAllowed', () => {
  const listening: HostRule = { names: allowedHostNames('127.0.0.1', ['lan.example']), port: 8080 };
  const notListening: HostRule = { ...listening, port: undefined };
  test.each([
    [listening, 'localhost:8080', true],
    [listening, '127.0.0.1:8080', true],
    [listening, '[::1]:8080', true],
    [listening, 'localhost', true],
    [listening, 'LAN.example:8080', true],
    [listening, 'localhost:8081', false],
    [listening, 'evil.example:8080', false],
    [listening, 'localhost.evil.example:8080', false],
    [listening, '127.0.0.2:8080', false],
    [listening, 'localhost.:8080', false],
    [listening, undefined, false],
    [listening, '', false],
    [notListening, 'localhost:80', true],
    [notListening, 'evil.example:80', false],
  ] as const)('%j: %j → %s', (rule, header, allowed) => {
    expect(isHostAllowed(header, rule)).toBe(allowed);
  });
});

describe('isSameOrigin', () => {
  test.each([
    [undefined, 'http', 'localhost:8080', true],
    ['http://localhost:8080', 'http', 'localhost:8080', true],
    ['http://LOCALHOST:8080', 'http', 'localhost:8080', true],
    ['http://localhost', 'http', 'localhost:80', true],
    ['http://localhost:8081', 'http', 'localhost:8080', false],
    ['http://127.0.0.1:8080', 'http', 'localhost:8080', false],
    ['https://localhost:8080', 'http', 'localhost:8080', false],
    ['http://evil.example', 'http', 'localhost:8080', false],
    ['null', 'http', 'localhost:8080', false],
    ['', 'http', 'localhost:8080', false],
  ] as const)('Origin %j to %s://%s → %s', (origin, scheme, host, same) => {
    expect(isOriginAllowed(origin, scheme, host)).toBe(same);
  });

  test.each([
    ['http://localhost:5173', true],
    ['http://localhost:5174', false],
    ['https://localhost:5173', false],
  ] as const)('with --allow-origin http://localhost:5173, Origin %s → %s', (origin, allowed) => {
    const extra = new Set(['http://localhost:5173']);
    expect(isOriginAllowed(origin, 'http', 'localhost:8080', extra)).toBe(allowed);
  });
});

describe('normalizeOrigin', () => {
  test.each([
    ['http://LocalHost:5173', 'http://localhost:5173'],
    ['https://app.example:443', 'https://app.example'],
    ['http://localhost:5173/', 'http://localhost:5173'],
    ['http://localhost:5173/app', undefined],
    ['http://localhost:5173?x', undefined],
    ['ftp://localhost', undefined],
    ['http://*.example', undefined],
    ['null', undefined],
    ['localhost:5173', undefined],
  ] as const)('%s → %s', (text, origin) => {
    expect(normalizeOrigin(text)).toBe(origin);
  });
});
