import { describe, expect, test } from 'vitest';
import {
  appContentSecurityPolicy,
  BOOT_SCRIPT_HASH,
  configuredExchangeSources,
} from '../../../../server/http/security-headers';

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('appContentSecurityPolicy', () => {
  test.each([
    ['dist', ["'self'", BOOT_SCRIPT_HASH]],
    ['vite', ["'self'", "'unsafe-inline'"]],
  ] as const)('%s: scripts %j, never eval', (mode, scripts) => {
    const policy = directives(appContentSecurityPolicy(mode, 'localhost:8080', []));
    expect(policy['script-src']).toEqual(scripts);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    // Pixi starts image workers from blob: URLs; textures and the favicon come as data: and blob:.
    expect(policy['worker-src']).toEqual(["'self'", 'blob:']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['font-src']).toEqual(["'self'", 'data:']);
  });

  test('connects to its own origin, its socket on the same host, and the exchange it was pointed at', () => {
    const policy = directives(appContentSecurityPolicy('dist', '[::1]:9000', ['https://api.example']));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'ws://[::1]:9000',
      'wss://[::1]:9000',
      'https://api.example',
    ]);
  });
});

describe('configuredExchangeSources', () => {
  test.each([
    [{}, []],
    [{ VITE_API_URL: 'https://api.example/v1/' }, ['https://api.example']],
    [
      { VITE_API_URL: 'http://10.0.0.2:8080', VITE_SOCKET_URL: 'wss://feed.example/ws' },
      ['http://10.0.0.2:8080', 'wss://feed.example'],
    ],
    [{ VITE_API_URL: 'not a url', VITE_SOCKET_URL: 'javascript:alert(1)' }, []],
    [{ VITE_API_URL: '' }, []],
  ])('%j → %j', (env, sources) => {
    expect(configuredExchangeSources(env)).toEqual(sources);
  });
});
