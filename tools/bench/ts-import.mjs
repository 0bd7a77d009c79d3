// Imports a TypeScript module of the workspace through Node 24's type stripping. The workspace
// package.json has no "type": "module", so Node warns that it re-parsed the file as ESM; that
// warning says nothing about the benchmark and is filtered out.
export async function importTypeScript(url) {
  const emitWarning = process.emitWarning;
  process.emitWarning = function (warning, ...rest) {
    const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
    if (code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
    return emitWarning.call(process, warning, ...rest);
  };
  try {
    return await import(url);
  } finally {
    process.emitWarning = emitWarning;
  }
}
