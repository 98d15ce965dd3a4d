export declare const SERVER_RENDER_GLOBAL: 'serverRender';
export declare function defineServerRenderConfig(
  packageDir: string,
  plugins: { react: () => unknown },
): Record<string, unknown>;
