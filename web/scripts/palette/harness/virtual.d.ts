/** The samples the generator serves to the harness (generate.ts's Vite plugin). */
declare module 'virtual:palette-samples' {
  const samples: unknown;
  export default samples;
}
