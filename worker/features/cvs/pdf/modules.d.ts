// Files the worker imports as Data modules (wrangler.toml [[rules]]): their bytes.
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
