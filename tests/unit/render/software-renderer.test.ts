import { describe, expect, test } from 'vitest';
import { isSoftwareRenderer } from '../../../src/render/software-renderer';

describe('isSoftwareRenderer', () => {
  test.each([
    // Headless Chromium here (ANGLE on SwiftShader) and older Chromium.
    ['ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', true],
    ['Google SwiftShader', true],
    ['ANGLE (Mesa, llvmpipe (LLVM 15.0.6, 256 bits), OpenGL 4.5)', true],
    ['llvmpipe (LLVM 12.0.0, 256 bits)', true],
    ['Gallium 0.4 on softpipe', true],
    ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)', true],
    ['Apple Software Renderer', true],
    ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 (0x00002504) Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['ANGLE (Apple, ANGLE Metal Renderer: Apple M1, Unspecified Version)', false],
    ['ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)', false],
    ['ANGLE (AMD, AMD Radeon RX 6700 XT (0x000073DF) Direct3D11 vs_5_0 ps_5_0, D3D11)', false],
    ['Adreno (TM) 640', false],
    ['Mali-G78', false],
    // A masked name says nothing: assume a GPU.
    ['WebKit WebGL', false],
    ['', false],
  ])('%j → %s', (name, expected) => {
    expect(isSoftwareRenderer(name)).toBe(expected);
  });
});
