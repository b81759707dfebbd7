// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "./lib/ERC20.sol";
import {Ownable} from "./lib/Ownable.sol";

/// @title TestToken
/// @notice A BEP-20 stand-in for USDT on a local chain or BSC testnet: 18 decimals like USDT on
/// BNB chain, minted by its owner only. Never deployed to mainnet, where the real token is used.
contract TestToken is ERC20, Ownable {
    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) Ownable(msg.sender) {}

    /// @notice Creates `amount` base units (1 token = 1e18) for `to`. Owner only.
    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }
}
