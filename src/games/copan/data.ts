// The data module: identifiers, [text] constants and the [rc] reconstructed tables, one import.
// Reconstructed values are gathered in the data-rc-*.ts files, each marked "[rc] reconstructed".
export * from './data-core.ts';
export * from './data-rc-board.ts';
export * from './data-rc-cards.ts';
export * from './data-rc-altars-events.ts';
export * from './data-rc-automa.ts';
