/** vitest.mjs: Vitest settings every workspace's tests share. */
export declare const contractSources: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
