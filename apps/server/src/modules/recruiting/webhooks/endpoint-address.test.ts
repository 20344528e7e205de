import { describe, expect, it } from 'vitest';
import { checkEndpoint } from './webhooks.service.ts';
import { isPrivateAddress, privateTargetOf } from './endpoint-address.ts';

describe('web hook endpoints in production', () => {
  it('knows the addresses of the server’s own networks', () => {
    for (const address of [
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '127.0.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:1.1.1.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });

  it('refuses a hook aimed at a private or unknown address, with the reason on the url', async () => {
    await expect(privateTargetOf('https://10.0.0.5/hook')).resolves.toBe(
      'The endpoint must be on the public internet',
    );
    await expect(privateTargetOf('https://[::1]/hook')).resolves.toBe(
      'The endpoint must be on the public internet',
    );
    await expect(privateTargetOf('https://8.8.8.8/hook')).resolves.toBeNull();
    await expect(checkEndpoint('https://169.254.169.254/latest/meta-data', true)).rejects.toMatchObject({
      errors: [{ path: 'url', message: 'The endpoint must be on the public internet' }],
    });
    await expect(checkEndpoint('http://127.0.0.1:8080/hook', true)).rejects.toMatchObject({
      errors: [{ path: 'url', message: 'Use an https:// address' }],
    });
    await expect(checkEndpoint('http://127.0.0.1:8080/hook', false)).resolves.toBeUndefined();
  });
});
