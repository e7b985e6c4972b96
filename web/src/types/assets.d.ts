/** esbuild's file loader (and vite in tests) turn an imported asset into its public URL. */
declare module '*.svg' {
  const url: string;
  export default url;
}

declare module '*.css';
