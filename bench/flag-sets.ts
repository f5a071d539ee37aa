/**
 * The two ways the Chromium benches run WebGL on these GPU-less machines: with default flags the page's
 * WebGL runs on SwiftShader but the compositor is software, so every WebGL frame is read back to the CPU
 * before it is shown; with --use-angle=swiftshader the compositor runs on SwiftShader too and no read-back
 * happens. Real users have a GPU: neither is their case, so benches report both.
 */
export const FLAG_SETS = [
  { label: 'default flags (WebGL on SwiftShader, software compositing)', args: [] as string[] },
  { label: '--use-angle=swiftshader (compositing on SwiftShader too)', args: ['--use-angle=swiftshader'] },
] as const;
