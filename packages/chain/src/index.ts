// @tandem/chain: the contracts' ABIs and chain definitions, for the server and the web app.
// Bytecode, deployment and the local anvil live behind their own entry points (./deploy, ./anvil),
// so a bundle that needs only ABIs carries nothing else.
export * from './abis';
export * from './chains';
