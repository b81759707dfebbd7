// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {ERC20} from "../lib/ERC20.sol";

/// @title ReentrantToken
/// @notice TEST ONLY. A malicious ERC-20: once armed, every transfer and transferFrom first calls
/// `target` with `data` (for example Staking.claim) and bubbles up that call's revert, so a test
/// sees exactly why the reentrant call was refused.
contract ReentrantToken is ERC20 {
    address public target;
    bytes public data;

    constructor() ERC20("Reentrant", "RE") {}

    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }

    /// @notice Arms the callback; `target == address(0)` disarms it.
    function arm(address target_, bytes calldata data_) external {
        target = target_;
        data = data_;
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        _callBack();
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        _callBack();
        return super.transferFrom(from, to, value);
    }

    function _callBack() private {
        if (target == address(0)) return;
        (bool ok, bytes memory returned) = target.call(data);
        if (!ok) {
            assembly ("memory-safe") {
                revert(add(returned, 0x20), mload(returned))
            }
        }
    }
}
