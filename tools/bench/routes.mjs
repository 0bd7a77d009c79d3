// The route table straight from libs/shared/routes (TypeScript, read by Node 24's type stripping),
// so the benchmark measures every route the site has without a copy of the table.
// The workspace package.json has no "type": "module", so Node warns once that it re-parsed the
// file as ESM; that warning says nothing about the benchmark and is filtered out.
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  const code = typeof rest[0] === 'object' ? rest[0]?.code : rest[1];
  if (code === 'MODULE_TYPELESS_PACKAGE_JSON') return;
  return emitWarning.call(process, warning, ...rest);
};
const { routeTable } = await import('../../libs/shared/routes/src/route-table.ts');
process.emitWarning = emitWarning;
export { routeTable };
