/**
 * Whether a WebGL context rasterises on the CPU: no GPU, so every pixel drawn and every frame composited
 * costs main-machine time (SwiftShader in headless or GPU-blocklisted Chromium, Mesa's llvmpipe and
 * softpipe on Linux, Windows' Basic Render Driver, Apple's software renderer).
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|basic render driver/i;

export function isSoftwareRenderer(rendererName: string): boolean {
  return SOFTWARE.test(rendererName);
}

/** The context's renderer string, unmasked where the browser allows it (Chromium also unmasks RENDERER). */
export function webglRendererName(gl: WebGLRenderingContext | WebGL2RenderingContext): string {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  return String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
}
