// The captcha's pictures are rendered in a worker thread the renderer owns: the same PNG as
// captcha-image.ts draws, started on the first picture, and closed with nothing of it left running.
import { describe, expect, test } from 'vitest';
import { CAPTCHA } from '../../../../contract';
import { CaptchaRenderer } from '../../../../server/captcha/captcha-renderer';

/** Worker threads alive in this process: each holds one MessagePort resource. */
const workerPorts = () => process.getActiveResourcesInfo().filter((kind) => kind === 'MessagePort').length;

describe('CaptchaRenderer', () => {
  test('renders 197×54 PNGs in its worker thread, which close() ends', async () => {
    const before = workerPorts();
    const renderer = new CaptchaRenderer();
    // Nothing runs until the first picture.
    expect(renderer.running).toBe(false);
    const rendering = ['AB3K9X', 'QW4RT5', 'ZX6CV7'].map((answer) => renderer.render(answer));
    expect(renderer.running).toBe(true);
    expect(renderer.inFlight).toBe(3);
    const pngs = await Promise.all(rendering);
    for (const png of pngs) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CAPTCHA.width, CAPTCHA.height]);
    }
    expect(new Set(pngs.map((png) => png.toString('base64'))).size).toBe(3);
    expect(renderer.inFlight).toBe(0);
    expect(workerPorts()).toBe(before + 1);

    await renderer.close();
    expect(renderer.running).toBe(false);
    expect(workerPorts()).toBe(before);
    await expect(renderer.render('AB3K9X')).rejects.toThrow(/closed/);
  });

  test('pictures still owed when it closes are failed, not left waiting', async () => {
    const renderer = new CaptchaRenderer();
    const owed = expect(renderer.render('AB3K9X')).rejects.toThrow(/closed/);
    await renderer.close();
    await owed;
    expect(renderer.inFlight).toBe(0);
  });
});
