// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import {IERC20} from "./IERC20.sol";

/// @title SafeERC20Lite
/// @notice Token transfers that fail loudly: a call that reverts bubbles the token's own revert
/// data up unchanged (so the caller sees the real reason), and a token that returns `false` or
/// nothing from a contract without code is refused. Tokens that return nothing (old USDT on
/// Ethereum) are accepted, as in OpenZeppelin's SafeERC20.
library SafeERC20Lite {
    error SafeERC20FailedOperation(address token);

    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _call(token, abi.encodeCall(IERC20.transfer, (to, value)));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _call(token, abi.encodeCall(IERC20.transferFrom, (from, to, value)));
    }

    function _call(IERC20 token, bytes memory data) private {
        (bool ok, bytes memory returned) = address(token).call(data);
        if (!ok) {
            if (returned.length > 0) {
                assembly ("memory-safe") {
                    revert(add(returned, 0x20), mload(returned))
                }
            }
            revert SafeERC20FailedOperation(address(token));
        }
        if (returned.length == 0 ? address(token).code.length == 0 : !abi.decode(returned, (bool))) {
            revert SafeERC20FailedOperation(address(token));
        }
    }
}
