// The data module: identifiers, [text] constants and the [rc] reconstructed tables, one import.
// Reconstructed values are gathered in data-rc.ts, each marked "[rc] reconstructed".
export * from './data-core.ts';
export * from './data-rc.ts';
