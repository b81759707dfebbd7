import { createRequire } from 'node:module';
import { ANVIL_ACCOUNTS, type Anvil, startAnvil } from '@tandem/chain/anvil';
import { localChain } from '@tandem/chain';
import { type Address, type Hex, createPublicClient, createWalletClient, getAddress, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { checkSiweMessage, isSignedBy, siweSettings } from './wallet-siwe';
import { loginNonce, siweMessage, testWallet, walletLogin } from './wallet-login.testing';
import { okData } from '../../test/http';

/**
 * The chain side of wallet login: the accepted chain ids follow the configuration, an EOA never
 * needs the chain, and a smart-contract wallet (EIP-1271) signs in through a configured RPC, here a
 * local anvil.
 */

// A minimal EIP-1271 wallet: a signature is valid when its owner's key made it. Compiled here with
// solc-js (test only) so packages/chain's artifacts stay the product's contracts.
const SMART_WALLET_SOURCE = `
// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;
contract TestSmartWallet {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r = bytes32(signature[0:32]);
    bytes32 s = bytes32(signature[32:64]);
    uint8 v = uint8(signature[64]);
    return ecrecover(hash, v, r, s) == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`;

function compileSmartWallet(): { abi: unknown[]; bytecode: Hex } {
  const solc = createRequire(import.meta.url)('solc') as { compile(input: string): string };
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestSmartWallet.sol': { content: SMART_WALLET_SOURCE } },
        settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const contract = output.contracts['TestSmartWallet.sol'].TestSmartWallet;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
}

describe('wallet login and the chain', () => {
  it('accepts 56, 97 and the configured chain id; domain and URI come from PUBLIC_URL', () => {
    const settings = siweSettings(
      loadConfig({ PUBLIC_URL: 'https://app.tandem.example', CHAIN_ID: '31337', CHAIN_RPC_URL: 'http://127.0.0.1:1' }),
    );
    expect(settings).toMatchObject({
      domain: 'app.tandem.example',
      origin: 'https://app.tandem.example',
      scheme: 'https',
      chainIds: [56, 97, 31337],
    });
    const wallet = testWallet('chain');
    const now = new Date();
    const nonce = {
      nonce: 'abcdef0123456789',
      domain: settings.domain,
      uri: settings.origin,
      version: '1' as const,
      statement: 'x',
      chain_ids: settings.chainIds,
      issued_at: now.toISOString(),
      expiration_time: new Date(now.getTime() + 60_000).toISOString(),
    };
    expect(checkSiweMessage(siweMessage(wallet, nonce, { chainId: 31337 }), settings, now).chainId).toBe(31337);
    expect(() => checkSiweMessage(siweMessage(wallet, nonce, { chainId: 1 }), settings, now)).toThrow(
      'WALLET_WRONG_CHAIN',
    );
  });

  it('checks an EOA signature without the chain; anything else with the chain down is CHAIN_UNAVAILABLE', async () => {
    const wallet = testWallet('chain');
    const deadChain = siweSettings(loadConfig({ CHAIN_RPC_URL: 'http://127.0.0.1:1', CHAIN_ID: '97' }));
    const noChain = siweSettings(loadConfig({}));
    const message = 'hello';
    const signature = await wallet.signMessage({ message });
    expect(await isSignedBy(deadChain, wallet.address, message, signature)).toBe(true);
    expect(await isSignedBy(noChain, wallet.address, message, signature)).toBe(true);
    const other = testWallet('chain').address;
    expect(await isSignedBy(noChain, other, message, signature)).toBe(false);
    const refused = await isSignedBy(deadChain, other, message, signature).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('CHAIN_UNAVAILABLE');
  });

  describe('a smart-contract wallet (EIP-1271) on a local chain', () => {
    let anvil: Anvil;
    let t: TestApp;
    let smartWallet: Address;
    const owner = testWallet('owner');

    beforeAll(async () => {
      anvil = await startAnvil();
      const chain = localChain(anvil.rpcUrl);
      const deployer = createWalletClient({
        account: privateKeyToAccount(ANVIL_ACCOUNTS[0]!.privateKey as Hex),
        chain,
        transport: http(anvil.rpcUrl),
      });
      const publicClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) });
      const { abi, bytecode } = compileSmartWallet();
      const hash = await deployer.deployContract({ abi, bytecode, args: [owner.address] });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      smartWallet = getAddress(receipt.contractAddress!);
      t = await buildTestApp({ env: { CHAIN_RPC_URL: anvil.rpcUrl, CHAIN_ID: '97' } });
    }, 60_000);
    afterAll(async () => {
      await t?.close();
      await anvil?.stop();
    });

    async function smartWalletBody(signer = owner) {
      const nonce = await loginNonce(t);
      // The message names the contract wallet; its owner's key signs, as the wallet app would.
      const message = siweMessage({ ...owner, address: smartWallet }, nonce);
      return {
        wallet_address: smartWallet,
        ref_address: 'root',
        message,
        signature: await signer.signMessage({ message }),
      };
    }

    it('logs the contract wallet in when its owner signed, creating its member', async () => {
      const res = await walletLogin(t, await smartWalletBody());
      expect(okData(res).user).toMatchObject({ address: smartWallet, username: smartWallet, created: true });
    });

    it('refuses a signature the contract wallet rejects', async () => {
      const res = await walletLogin(t, await smartWalletBody(testWallet('chain')));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().message).toBe('WALLET_SIGNATURE_INVALID');
    });
  });
});
